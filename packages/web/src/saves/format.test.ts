import { describe, expect, it } from 'vitest';
import type { LocalGameSpec } from '../play/session.js';
import type { TableSnapshot } from '../play/types.js';
import { arrangeSaves, type LocalSave, movesIn, readSave, SAVE_FORMAT, type SaveLine, winnersOf } from './format.js';
import { localSaveOf, resumeSpec, withSave } from './local.js';

const ID = '0123456789abcdef';

const spec: LocalGameSpec = {
  game: 'superpion',
  options: { mode: 'two', clockMinutes: 5 },
  seed: 'seed-1',
  seats: [
    { kind: 'human', name: 'Ana' },
    { kind: 'bot', name: 'Easy', spec: 'mcts:easy' },
  ],
  botDelayMs: 0,
};

const snapshot = (entries: TableSnapshot['entries'], result: TableSnapshot['result'] = null): TableSnapshot => ({
  version: entries?.length ?? 0,
  seats: [],
  views: [],
  toMove: result ? null : 0,
  legal: [],
  log: [],
  entries,
  result,
});

const save = (patch: Partial<LocalSave> = {}): LocalSave => ({
  ...localSaveOf(
    { id: ID, link: `#/local/superpion?seed=seed-1&save=${ID}`, createdAt: 100 },
    spec,
    snapshot(['a1-b2', { event: { type: 'timeUp', seat: 1 } }, 'pass']),
    { remainingMs: [300_000, 200_000], running: 0, at: 1_000 },
    11_000,
  ),
  ...patch,
});

describe('a local save', () => {
  it('is the engine record plus the seats, the delay and the clock charged up to the save', () => {
    const s = save();
    expect(s.record).toEqual({
      game: 'superpion',
      options: { mode: 'two', clockMinutes: 5 },
      seed: 'seed-1',
      seats: [{ name: 'Ana' }, { name: 'Easy' }],
      moves: ['a1-b2', { event: { type: 'timeUp', seat: 1 } }, 'pass'],
      result: null,
    });
    // Seat 0's clock ran from 1 s to 11 s: 10 s charged to it, none to seat 1.
    expect(s.clockMs).toEqual([290_000, 200_000]);
    expect(s.updatedAt).toBe(11_000);
    expect(movesIn(s.record.moves)).toBe(2); // timeUp is an event, not a move
  });

  it('reads back as it was written, through JSON (IndexedDB stores plain values)', () => {
    const s = save();
    expect(readSave(ID, JSON.parse(JSON.stringify(s)))).toEqual({ ok: true, save: s });
  });

  it('resumes with its entries and clock, its bots named again in the page language', () => {
    const r = resumeSpec(save(), (sp) => (sp === 'mcts:easy' ? 'Facile' : sp));
    expect(r.entries).toEqual(['a1-b2', { event: { type: 'timeUp', seat: 1 } }, 'pass']);
    expect(r.clockMs).toEqual([290_000, 200_000]);
    expect(r.seats[1]).toEqual({ kind: 'bot', name: 'Facile', spec: 'mcts:easy' });
    expect(r.seed).toBe('seed-1');
  });
});

describe('a stored value that cannot be used is reported, never thrown', () => {
  const failed = (line: SaveLine) => (line.ok ? null : { reason: line.reason, message: line.message });
  it.each([
    ['a string', 'garbage', 'damaged'],
    ['null', null, 'damaged'],
    ['an older format', { ...save(), format: 0 }, 'format'],
    ['no format at all', { id: ID, record: {} }, 'format'],
    ['a move that is not text', { ...save(), record: { ...save().record, moves: [42] } }, 'damaged'],
    ['a missing seed', { ...save(), record: { ...save().record, seed: undefined } }, 'damaged'],
    ['seats that do not match the record', { ...save(), seats: [{ kind: 'human', name: 'Ana' }] }, 'damaged'],
    [
      'a bot without a spec',
      {
        ...save(),
        seats: [
          { kind: 'human', name: 'A' },
          { kind: 'bot', name: 'B' },
        ],
      },
      'damaged',
    ],
    ['a negative clock', { ...save(), clockMs: [-1, 5] }, 'damaged'],
    ['an id that is not its key', { ...save(), id: 'fedcba9876543210' }, 'damaged'],
    ['a link that is not a local game', { ...save(), link: 'https://elsewhere.example/' }, 'damaged'],
    ['an unknown kind', { ...save(), kind: 'chess' }, 'damaged'],
  ])('%s', (_what, value, reason) => {
    const line = readSave(ID, value);
    expect(failed(line)?.reason).toBe(reason);
    expect(failed(line)?.message).toMatch(/\w/);
  });

  it('keeps the game and time it could still read, for the line on the home page', () => {
    const line = readSave(ID, { ...save(), format: 0 });
    expect(line).toMatchObject({ ok: false, id: ID, game: 'superpion', updatedAt: 11_000 });
  });

  it('reports a save whose moves no longer replayed as broken', () => {
    const line = readSave(ID, { ...save(), broken: 'entry 0: move "a1-b2" is illegal here' });
    expect(line).toMatchObject({ ok: false, reason: 'broken', message: 'entry 0: move "a1-b2" is illegal here' });
  });
});

describe('an online save', () => {
  const online = {
    format: SAVE_FORMAT,
    kind: 'online',
    id: 'online:g1',
    gameId: 'g1',
    token: 'tok',
    game: 'linx',
    seat: 1,
    seats: [
      { name: 'Ana', kind: 'human' },
      { name: 'Ben', kind: 'human' },
    ],
    moves: 4,
    result: { scores: [1, 0], ranks: [1, 2] },
    createdAt: 1,
    updatedAt: 2,
  };
  it('reads back with its token and result', () => {
    expect(readSave('online:g1', online)).toEqual({ ok: true, save: online });
  });
  it('needs its token, a seat that exists and a result with one entry per seat', () => {
    expect(readSave('online:g1', { ...online, token: '' }).ok).toBe(false);
    expect(readSave('online:g1', { ...online, seat: 2 }).ok).toBe(false);
    expect(readSave('online:g1', { ...online, result: { scores: [1], ranks: [1] } }).ok).toBe(false);
  });
});

describe('the home page order', () => {
  it('lists games in progress and damaged lines newest first, then the finished ones, newest first', () => {
    const at = (id: string, updatedAt: number, result: LocalSave['record']['result'] = null): SaveLine => ({
      ok: true,
      save: { ...save({ id, updatedAt }), record: { ...save().record, result } },
    });
    const won = { scores: [1, 0], ranks: [1, 2] };
    const broken: SaveLine = {
      ok: false,
      id: 'x',
      reason: 'damaged',
      message: 'm',
      game: null,
      updatedAt: null,
    };
    const { current, finished } = arrangeSaves([at('a', 1), broken, at('b', 5, won), at('c', 3), at('d', 9, won)]);
    expect(current.map((l) => (l.ok ? l.save.id : l.id))).toEqual(['c', 'a', 'x']);
    expect(finished.map((s) => s.id)).toEqual(['d', 'b']);
  });

  it('names the seats ranked first, or none when all share first place', () => {
    expect(winnersOf({ scores: [0, 3, 3], ranks: [3, 1, 1] })).toEqual([1, 2]);
    expect(winnersOf({ scores: [1, 1], ranks: [1, 1] })).toBeNull();
  });
});

describe('a local link', () => {
  it('gets its save id and keeps everything else as written', () => {
    const params = new URLSearchParams('seats=h:Ana,b:mcts:20&seed=s1&delay=0');
    expect(withSave('linx', params, ID, 'fresh')).toBe(`#/local/linx?seats=h:Ana,b:mcts:20&seed=s1&delay=0&save=${ID}`);
  });
  it('gets a seed when it has none', () => {
    expect(withSave('linx', new URLSearchParams('seats=h:Ana'), ID, 'fresh')).toBe(
      `#/local/linx?seats=h:Ana&seed=fresh&save=${ID}`,
    );
  });
});
