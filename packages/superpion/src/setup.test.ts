/** Setup JSON (SP-N2), options and notation (SP-N1): typed errors, nothing half-applied. */
import { type Json, Rng, unwrap } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { superpion } from './index.js';
import { position } from './testing/positions.js';

const base = 'f5:blue:red d9:blue:red c6:red:blue g12:yellow:red l7:black:red';
const kindOf = (j: Json): string | null => {
  const r = superpion.fromSetup(j);
  return r.ok ? null : r.error.kind;
};

describe('setup JSON (SP-N2)', () => {
  it('writes keys in the specified order and reads back what it wrote', () => {
    const s = superpion.setup(unwrap(superpion.parseOptions({ mode: 'three', idle: 'red' })), Rng.seeded(3));
    const j = superpion.toSetup(s) as Record<string, Json>;
    expect(Object.keys(j)).toEqual([
      'game',
      'mode',
      'idle',
      'clockMinutes',
      'timeUp',
      'pieces',
      'captured',
      'toMove',
      'actionsLeft',
      'used',
      'turnCaptured',
      'quiet',
      'passes',
    ]);
    expect(Object.keys(j.pieces as object).slice(0, 4)).toEqual(['a10', 'a4', 'a6', 'a8']); // plain string order
    expect(j.captured).toEqual([[], [], []]);
    expect(superpion.toSetup(unwrap(superpion.fromSetup(j)))).toEqual(j);
  });
  it('writes each pile in the order blue, red, yellow, black, grey', () => {
    const j = position('four', base, { captured: [['grey', 'black', 'red', 'black'], [], [], []] });
    expect((superpion.toSetup(unwrap(superpion.fromSetup(j))) as Record<string, Json>).captured).toEqual([
      ['red', 'black', 'black', 'grey'],
      [],
      [],
      [],
    ]);
  });
  it('refuses impossible setups with a typed error', () => {
    const bad: [string, Json][] = [
      ['not an object', 'superpion'],
      ['other game', { ...position('four', base), game: 'linx' }],
      ['unknown key', { ...position('four', base), extra: 1 }],
      ['dark cell', position('four', `${base} e5:blue:red`)],
      ['missing corner', position('four', `${base} a2:blue:red`)],
      ['own badge', position('four', 'f5:blue:blue c6:red:blue')],
      ['bad under', position('four', 'f5:blue:*pink c6:red:blue')],
      ['5 pawns of one badge', position('four', `${base} d5:blue:red h5:blue:red j5:blue:red`)],
      ['13 blue pawns', position('four', base, { captured: [[], Array<Json>(11).fill('blue'), [], []] })],
      ['idle colour to move', position('three', base, { toMove: 'black' })],
      ['idle outside three', position('four', base, { idle: 'black' })],
      ['three without idle', position('three', base, { idle: null })],
      ['used without a piece', position('four', base, { actionsLeft: 1, used: ['h5'] })],
      ['used count', position('four', base, { actionsLeft: 1, used: [] })],
      ['time up untimed', position('four', base, { timeUp: true })],
      ['actionsLeft 0 while playing', position('four', base, { actionsLeft: 0, used: ['f5', 'd9'] })],
      ['piles per seat', position('two', base, { captured: [[], [], []] })],
      ['negative quiet', position('four', base, { quiet: -1 })],
      ['captured too early', position('four', base, { turnCaptured: true })],
    ];
    for (const [what, j] of bad) expect(kindOf(j), what).toBe('setup');
  });
});

describe('options', () => {
  it('fills defaults and derives the player count from the mode', () => {
    expect(unwrap(superpion.parseOptions({}))).toEqual({ players: 4, mode: 'four', idle: null, clockMinutes: null });
    expect(unwrap(superpion.parseOptions({ players: 3 }))).toEqual({
      players: 3,
      mode: 'three',
      idle: 'black',
      clockMinutes: null,
    });
    expect(unwrap(superpion.parseOptions({ mode: 'twoSuper', clockMinutes: 25 })).players).toBe(2);
  });
  it('names the bad key', () => {
    for (const [raw, key] of [
      [{ mode: 'five' }, 'mode'],
      [{ players: 5 }, 'players'],
      [{ mode: 'two', players: 4 }, 'players'],
      [{ mode: 'four', idle: 'red' }, 'idle'],
      [{ clockMinutes: -3 }, 'clockMinutes'],
      [{ colour: 'blue' }, 'colour'],
    ] as const) {
      const r = superpion.parseOptions(raw);
      expect(r.ok ? '' : r.error.message.split(':')[0]).toBe(key);
    }
  });
});

describe('notation (SP-N1)', () => {
  it('parses and formats simple moves, captures, promotions and pass', () => {
    const s = unwrap(superpion.fromSetup(position('four', base)));
    for (const text of ['f5-f7', 'd9-b9'])
      expect(superpion.formatMove(s, unwrap(superpion.parseMove(s, text)))).toBe(text);
    expect(superpion.formatMove(s, unwrap(superpion.parseMove(s, 'pass')))).toBe('pass');
    const p = unwrap(
      superpion.fromSetup(position('four', 'g12:blue:yellow c6:red:blue', { captured: [[], [], ['red'], []] })),
    );
    expect(superpion.formatMove(p, unwrap(superpion.parseMove(p, 'g12-g14=r')))).toBe('g12-g14=r');
  });
  it('refuses garbage with a notation error and impossible capture paths as illegal, changing nothing', () => {
    const s = unwrap(superpion.fromSetup(position('four', base)));
    const before = JSON.stringify(superpion.toSetup(s));
    for (const text of ['', 'f5', 'f5-', 'z9-f7', 'f5-f7=q', 'f5–f7', 'a1-a3', 'f5xf7-f9']) {
      const r = superpion.parseMove(s, text);
      expect(r.ok ? null : r.error.kind, text).toBe('notation');
    }
    const cap = superpion.parseMove(s, 'f5xh7');
    expect(cap.ok ? null : cap.error.kind).toBe('illegal');
    const backward = unwrap(superpion.parseMove(s, 'f5-f3'));
    expect(superpion.isLegal(s, backward)).toBe(false);
    expect(superpion.isLegal(s, -1)).toBe(false);
    expect(superpion.isLegal(s, 1.5)).toBe(false);
    expect(JSON.stringify(superpion.toSetup(s))).toBe(before);
  });
});
