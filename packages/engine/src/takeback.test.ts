import { describe, expect, it } from 'vitest';
import { toyAgent, toyGame } from './fixtures/toy.js';
import { playGame } from './match.js';
import { type GameRecord, type RecordEntry, recordFromJson, replay } from './record.js';
import { unwrap } from './result.js';
import { entriesBeforeMove, type Played, plainLine, takebackTarget } from './takeback.js';

const options = unwrap(toyGame.parseOptions({ players: 2 }));
const played = unwrap(playGame(toyGame, options, 'tb', [toyAgent('ann', 'a'), toyAgent('bob', 'b')]));
const record = played.record;
const moves = record.moves as string[];
const [m0, m1, m2] = moves as [string, string, string];
const withMoves = (m: RecordEntry[], result: GameRecord['result'] = record.result): GameRecord => ({
  ...record,
  moves: m,
  result,
});
const message = (r: { ok: boolean; error?: { message: string } }) => (r.ok ? 'ok' : (r.error?.message ?? ''));
const tb = (seat: number, to: number): RecordEntry => ({ event: { type: 'takeback', seat, to } });

describe('takebacks in a record', () => {
  it('a takeback of the last move, then the same moves again, replays to the same end', () => {
    // Seat 0 plays the first move, seat 1 the second; seat 1 takes it back (to version 1) and plays it again.
    const m = [m0, m1, tb(1, 1), ...moves.slice(1)] as RecordEntry[];
    const state = unwrap(replay(toyGame, withMoves(m)));
    expect(toyGame.toSetup(state)).toEqual(toyGame.toSetup(played.state));
    // Through JSON, as the server stores records.
    const fromDisk = unwrap(recordFromJson(JSON.parse(JSON.stringify(withMoves(m)))));
    expect(fromDisk.moves[2]).toEqual(tb(1, 1));
    expect(replay(toyGame, fromDisk).ok).toBe(true);
  });

  it('a takeback to the mover’s previous decision undoes the opponent’s reply too', () => {
    // After m0 (seat 0) and m1 (seat 1) seat 0 is to move; its takeback goes back to version 0.
    const m = [m0, m1, tb(0, 0)] as RecordEntry[];
    const back = unwrap(replay(toyGame, withMoves(m, null), { entries: 3 }));
    const start = unwrap(replay(toyGame, withMoves([], null), { entries: 0 }));
    expect(toyGame.toSetup(back)).toEqual(toyGame.toSetup(start));
    expect(toyGame.toMove(back)).toBe(0);
    // …and the whole game after it replays as the original did.
    expect(toyGame.toSetup(unwrap(replay(toyGame, withMoves([...m, ...moves]))))).toEqual(
      toyGame.toSetup(played.state),
    );
  });

  it('two takebacks in a row go back along the line', () => {
    const m = [m0, m1, m2, tb(0, 2), tb(1, 1), ...moves.slice(1)] as RecordEntry[];
    expect(toyGame.toSetup(unwrap(replay(toyGame, withMoves(m))))).toEqual(toyGame.toSetup(played.state));
  });

  it('refuses a takeback that is not the seat’s own move, a version not in effect, across an event, after the end', () => {
    // Version 1 is before seat 1's move, not seat 0's.
    expect(message(replay(toyGame, withMoves([m0, m1, tb(0, 1)], null)))).toContain('entry 2');
    expect(message(replay(toyGame, withMoves([m0, m1, tb(0, 1)], null)))).toContain('did not move');
    // Version 1 was undone by the first takeback: it is no longer in effect.
    const gone = [m0, m1, tb(0, 0), tb(1, 1)] as RecordEntry[];
    expect(message(replay(toyGame, withMoves(gone, null)))).toContain('entry 3');
    expect(message(replay(toyGame, withMoves([m0, tb(0, 5)], null)))).toContain('no entry');
    const resigned = [m0, { event: { type: 'resign', seat: 1 } }, tb(0, 0)] as RecordEntry[];
    expect(message(replay(toyGame, withMoves(resigned, null)))).toContain('entry 2');
    expect(message(replay(toyGame, withMoves([...moves, tb(0, 0)])))).toContain('after the end');
  });

  it('recordFromJson refuses a takeback without a version', () => {
    const base = JSON.parse(JSON.stringify(record));
    for (const to of [undefined, -1, 1.5, '2']) {
      expect(recordFromJson({ ...base, moves: [{ event: { type: 'takeback', seat: 0, to } }] }).ok).toBe(false);
    }
  });

  it('takebackTarget finds the version before the seat’s last move, never across an event', () => {
    const line = [
      { at: 0, mover: 0, move: true },
      { at: 1, mover: 1, move: true },
      { at: 2, mover: 0, move: true },
    ];
    expect(takebackTarget(line, 0)).toBe(2);
    expect(takebackTarget(line, 1)).toBe(1);
    expect(takebackTarget(line.slice(0, 1), 1)).toBeNull();
    expect(takebackTarget([...line, { at: 3, mover: 1, move: false }], 0)).toBeNull();
  });
});

describe('step-through counts the moves in effect (entriesBeforeMove)', () => {
  it('counts moves, not platform events, and keeps the events that followed a move', () => {
    const entries = ['R@d4', { event: { type: 'timeUp', seat: 1 } }, 'S>d4'];
    const line = plainLine(entries);
    expect([0, 1, 2, 3].map((k) => entriesBeforeMove(line, entries.length, k))).toEqual([0, 2, 3, null]);
  });

  it('skips a move taken back: the second move of the list is the one played after the takeback', () => {
    // Entries: 0 a's move, 1 b's move, 2 takeback to version 1 (b's move undone), 3 b's new move, 4 a's move.
    const line: Played[] = [
      { at: 0, mover: 0, move: true },
      { at: 3, mover: 1, move: true },
      { at: 4, mover: 0, move: true },
    ];
    expect([0, 1, 2, 3, 4].map((k) => entriesBeforeMove(line, 5, k))).toEqual([0, 3, 4, 5, null]);
  });
});

describe('takebacks never reveal (Game.reveals)', () => {
  // A toy whose every move shows the other seat something (as a Linx tile out of a private hand does).
  const peeking: typeof toyGame = { ...toyGame, reveals: (s, _m, seat) => toyGame.toMove(s) !== seat };

  it('a takeback that would undo a reply which showed the asker something is refused, in a record too', () => {
    const m = [m0, m1, tb(0, 0)] as RecordEntry[];
    const r = replay(peeking, withMoves(m, null));
    expect(r.ok ? null : r.error.message).toMatch(/entry 2: .*entry 1 .*showed seat 0 something hidden/);
    // Without `reveals` the same record replays (a game where nothing is ever hidden).
    expect(replay(toyGame, withMoves(m, null)).ok).toBe(true);
  });

  it('a takeback of a move that showed only the others something still applies', () => {
    const m = [m0, m1, tb(1, 1), ...moves.slice(1)] as RecordEntry[];
    expect(replay(peeking, withMoves(m)).ok).toBe(true);
  });
});
