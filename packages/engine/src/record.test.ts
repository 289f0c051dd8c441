import { describe, expect, it } from 'vitest';
import { toyAgent, toyGame } from './fixtures/toy.js';
import type { Json } from './game.js';
import { playGame } from './match.js';
import { type GameRecord, isJson, makeRecord, recordFromJson, replay } from './record.js';
import { unwrap } from './result.js';

const options = unwrap(toyGame.parseOptions({ players: 2 }));
const played = unwrap(playGame(toyGame, options, 'rec', [toyAgent('ann', 'a'), toyAgent('bob', 'b')]));
const record = played.record;
const withMoves = (moves: GameRecord['moves'], result: GameRecord['result'] = null): GameRecord => ({
  ...record,
  moves,
  result,
});
const message = (r: { ok: boolean; error?: { message: string } }) => (r.ok ? 'ok' : (r.error?.message ?? ''));

describe('replay', () => {
  it('replays a finished game to the same state and result', () => {
    expect(record.result).not.toBeNull();
    const state = unwrap(replay(toyGame, record));
    expect(toyGame.toSetup(state)).toEqual(toyGame.toSetup(played.state));
    // Through JSON, as records are stored.
    const fromDisk = unwrap(recordFromJson(JSON.parse(JSON.stringify(record))));
    expect(fromDisk).toEqual(record);
    expect(replay(toyGame, fromDisk).ok).toBe(true);
  });

  it('fails on a tampered move and names its index and text', () => {
    // The card played first lies on the pile from then on, so it can never be legal again.
    const first = record.moves[0] as string;
    const moves = [...record.moves];
    moves[3] = first;
    const r = replay(toyGame, withMoves(moves, record.result));
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.error.kind).toBe('record');
    expect(message(r)).toContain('entry 3');
    expect(message(r)).toContain(`"${first}"`);
    const garbled = replay(toyGame, withMoves([first, 'x']));
    expect(message(garbled)).toContain('entry 1');
    expect(message(garbled)).toContain('"x"');
  });

  it('fails on a wrong result, a move after the end, another game or a seat count mismatch', () => {
    const ranks = record.result?.ranks ?? [];
    const wrong = { scores: record.result?.scores ?? [], ranks: [...ranks].reverse() };
    expect(message(replay(toyGame, withMoves(record.moves, wrong)))).toContain('result');
    expect(message(replay(toyGame, withMoves(record.moves, null)))).toContain('result');
    expect(message(replay(toyGame, withMoves([...record.moves, '1'], record.result)))).toContain('entry 12');
    expect(replay(toyGame, { ...record, game: 'linx' }).ok).toBe(false);
    expect(replay(toyGame, { ...record, seats: [{ name: 'solo' }] }).ok).toBe(false);
    expect(replay(toyGame, { ...record, options: { players: 9 } }).ok).toBe(false);
  });

  it('applies events in order, and refuses one that does not apply', () => {
    const two = record.moves.slice(0, 2) as string[];
    const resigned = { scores: [0, 0], ranks: [0, 0] };
    const ok = replay(toyGame, withMoves([...two, { event: { type: 'resign', seat: 1 } }], resigned));
    // The toy ranks a resigning seat last with score -1; seat 0 has 1 or 2 points after its one move.
    expect(message(ok)).toContain('"ranks":[1,2]');
    const state = unwrap(replay(toyGame, withMoves([...two, { event: { type: 'resign', seat: 1 } }]), { entries: 3 }));
    expect(toyGame.outcome(state)?.ranks).toEqual([1, 2]);
    const bad = replay(toyGame, withMoves([...two, { event: { type: 'abandon', seat: 7 } }]));
    expect(message(bad)).toContain('entry 2');
  });

  it('steps through part of a game', () => {
    const state = unwrap(replay(toyGame, record, { entries: 5 }));
    expect(toyGame.view(state, 'spectator').pile).toHaveLength(5);
  });
});

describe('recordFromJson', () => {
  it('accepts a record and makeRecord builds the same', () => {
    const made = makeRecord(toyGame, {
      options,
      seed: 'rec',
      seats: ['ann', 'bob'],
      moves: record.moves,
      state: played.state,
    });
    expect(made).toEqual(record);
    expect(unwrap(recordFromJson({ ...record, extra: 1 }))).toEqual(record);
  });

  it('refuses malformed records with an error, never an exception', () => {
    const base = JSON.parse(JSON.stringify(record)) as Record<string, Json>;
    const bad: unknown[] = [
      null,
      42,
      'record',
      [],
      {},
      { ...base, game: 3 },
      { ...base, seed: undefined },
      { ...base, options: { f: () => 1 } },
      { ...base, seats: [{ nom: 'x' }] },
      { ...base, moves: 'e4' },
      { ...base, moves: [1] },
      { ...base, moves: [{ event: { type: 'explode', seat: 0 } }] },
      { ...base, moves: [{ event: { type: 'resign', seat: -1 } }] },
      { ...base, result: { scores: [1], ranks: [1, 2] } },
      { ...base, result: { scores: [1, Number.NaN], ranks: [1, 2] } },
      { ...base, result: 'won' },
    ];
    for (const b of bad) {
      const r = recordFromJson(b);
      expect(r.ok, JSON.stringify(b)).toBe(false);
      expect(r.ok ? '' : r.error.kind).toBe('record');
    }
  });

  it('tells JSON from other values', () => {
    expect(isJson({ a: [1, 'x', null, true, { b: 2 }] })).toBe(true);
    expect(isJson({ a: undefined })).toBe(false);
    expect(isJson(new Date())).toBe(false);
    expect(isJson(Number.POSITIVE_INFINITY)).toBe(false);
  });
});
