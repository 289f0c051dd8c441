import { describe, expect, it } from 'vitest';
import { toyAgent, toyGame } from './fixtures/toy.js';
import { playGame } from './match.js';
import { type GameRecord, recordFromJson, replay } from './record.js';
import { unwrap } from './result.js';
import { standInSeats } from './seat-events.js';

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
