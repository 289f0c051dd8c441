import { describe, expect, it } from 'vitest';
import { toyAgent, toyGame } from './fixtures/toy.js';
import { playGame } from './match.js';
import { type GameRecord, recordFromJson, replay } from './record.js';
import { unwrap } from './result.js';
import { absentLast, standInSeats } from './seat-events.js';

const options = unwrap(toyGame.parseOptions({ players: 2 }));
const played = unwrap(playGame(toyGame, options, 'seat', [toyAgent('ann', 'a'), toyAgent('bob', 'b')]));
const record = played.record;
const moves = record.moves as string[];

describe('seat events (issue 16: wait, bot stand-in, reclaim)', () => {
  const entries: GameRecord['moves'] = [
    moves[0] as string,
    { event: { type: 'wait', seat: 1, by: 0 } },
    { event: { type: 'standIn', seat: 1, by: 0 } },
    moves[1] as string,
    { event: { type: 'reclaim', seat: 1 } },
    ...moves.slice(2),
  ];
  const withSeats: GameRecord = { ...record, moves: entries };

  it('replay to the same state and result as the game without them', () => {
    const state = unwrap(replay(toyGame, withSeats));
    expect(toyGame.toSetup(state)).toEqual(toyGame.toSetup(played.state));
  });

  it('survive JSON, and malformed ones are refused', () => {
    const back = unwrap(recordFromJson(JSON.parse(JSON.stringify(withSeats))));
    expect(back.moves).toEqual(entries);
    const noBy = recordFromJson({ ...withSeats, moves: [{ event: { type: 'standIn', seat: 1 } }] });
    expect(noBy.ok).toBe(false);
  });

  it('after the end of the game do not apply', () => {
    const late = replay(toyGame, { ...record, moves: [...moves, { event: { type: 'reclaim', seat: 0 } }] });
    expect(late.ok ? '' : late.error.message).toContain(`entry ${moves.length}`);
  });

  it('say which seats a bot plays', () => {
    expect([...standInSeats(entries.slice(0, 3))]).toEqual([1]);
    expect([...standInSeats(entries)]).toEqual([]);
  });
});

describe('a seat its stand-in still plays at the end ranks last (issue 22, absentLast)', () => {
  const standIn = (seat: number, by: number) => ({ event: { type: 'standIn', seat, by } });
  const reclaim = (seat: number) => ({ event: { type: 'reclaim', seat } });
  const o = (ranks: number[]) => ({ scores: ranks.map((r) => 10 - r), ranks });

  it('whatever its stand-in did: the bot that won for seat 0 of three puts seat 0 last', () => {
    expect(absentLast(o([1, 2, 3]), [standIn(0, 1)])?.ranks).toEqual([3, 1, 2]);
    // Scores stay the game's own.
    expect(absentLast(o([1, 2, 3]), [standIn(0, 1)])?.scores).toEqual([9, 8, 7]);
  });

  it('a player who came back before the end keeps the rank the game gave', () => {
    expect(absentLast(o([1, 2, 3]), [standIn(0, 1), reclaim(0)])?.ranks).toEqual([1, 2, 3]);
  });

  it('two absent seats share the last rank; ties among the others stay ties', () => {
    expect(absentLast(o([1, 1, 3, 4]), [standIn(0, 2), standIn(3, 2)])?.ranks).toEqual([3, 1, 2, 3]);
    expect(absentLast(o([2, 1, 1, 2]), [standIn(0, 1)])?.ranks).toEqual([4, 1, 1, 3]);
  });

  it('in a team game the whole side goes down with its absent seat', () => {
    const teams = [
      [0, 2],
      [1, 3],
    ];
    expect(absentLast(o([1, 3, 1, 3]), [standIn(2, 1)], teams)?.ranks).toEqual([3, 1, 3, 1]);
  });

  it('no outcome, no stand-in, or everybody absent: unchanged', () => {
    expect(absentLast(null, [standIn(0, 1)])).toBeNull();
    expect(absentLast(o([1, 2]), ['a1'])?.ranks).toEqual([1, 2]);
    expect(absentLast(o([1, 2]), [standIn(0, 1), standIn(1, 0)])?.ranks).toEqual([1, 2]);
  });

  it('a replayed record checks its result with the rule: the stored outcome replays, the stand-in’s win does not', () => {
    // The toy game's winner was played by its stand-in from the first move to the end.
    const winner = record.result?.ranks.indexOf(1) as number;
    const absent: GameRecord['moves'] = [standIn(winner, 1 - winner) as GameRecord['moves'][number], ...moves];
    expect(replay(toyGame, { ...record, moves: absent }).ok).toBe(false);
    const final = absentLast(record.result, absent);
    expect(final?.ranks[winner]).toBe(2);
    expect(replay(toyGame, { ...record, moves: absent, result: final }).ok).toBe(true);
  });
});
