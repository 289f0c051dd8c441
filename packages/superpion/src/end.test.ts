/** End of the game (SP-18), scoring (SP-19, SP-20), platform events; expected values worked out by hand. */
import { type Json, unwrap } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { superpion } from './index.js';
import { position } from './testing/positions.js';
import type { SuperpionState } from './types.js';

const load = (j: Json): SuperpionState => unwrap(superpion.fromSetup(j));
function play(s: SuperpionState, text: string): void {
  const m = unwrap(superpion.parseMove(s, text));
  if (!superpion.isLegal(s, m)) throw new Error(`illegal: ${text}`);
  superpion.play(s, m);
}
const four = 'f5:blue:red d9:blue:red c6:red:blue g12:yellow:red l7:black:red';

describe('end of the game (SP-18)', () => {
  it('SP-18a: taking the last enemy piece ends the game at once, mid-turn', () => {
    const s = load(position('four', 'f5:blue:red d1:blue:red g6:red:yellow'));
    play(s, 'f5xh7');
    expect(superpion.toMove(s)).toBeNull();
    expect(superpion.legalMoves(s)).toEqual([]);
    // blue: 1 enemy pawn (< 5), 2 own pawns at 1 point each -> 3.
    expect(superpion.outcome(s)).toEqual({ scores: [3, 0, 0, 0], ranks: [1, 2, 2, 2] });
  });
  it('SP-18a: idle pieces do not keep a game going (three)', () => {
    expect(superpion.toMove(load(position('three', 'f5:blue:red l7:black:red')))).toBeNull();
    expect(superpion.toMove(load(position('three', 'f5:blue:red c6:red:blue l7:black:red')))).toBe(0);
  });
  it('SP-18b: 20 rounds without a capture end the game (quiet reaches 20 x acting colours)', () => {
    const s = load(position('three', 'f5:blue:red c6:red:blue g12:yellow:red', { quiet: 59 }));
    play(s, 'f5-f7');
    expect(superpion.toMove(s)).toBeNull();
    const t = load(position('four', four, { quiet: 78 }));
    play(t, 'f5-f7');
    play(t, 'd9-d11');
    expect(superpion.toMove(t)).toBe(1);
  });
  it('SP-18d: when every acting colour in a row had to pass, the game ends', () => {
    const s = load(position('four', 'c6:red:blue g12:yellow:red', { passes: 3 }));
    expect(superpion.legalMoves(s).map((m) => superpion.formatMove(s, m))).toEqual(['pass']);
    play(s, 'pass');
    expect(superpion.toMove(s)).toBeNull();
  });
  it('SP-18c: time up mid-round: the round ends with black, then the game ends', () => {
    const s = load(position('four', four, { clockMinutes: 25 }));
    play(s, 'f5-f7');
    expect(superpion.event(s, { type: 'timeUp', seat: 2 }).ok).toBe(true);
    expect(superpion.event(s, { type: 'timeUp', seat: 2 }).ok).toBe(false); // already up
    play(s, 'd9-d11');
    for (const seat of [1, 2, 3]) {
      expect(superpion.toMove(s)).toBe(seat);
      superpion.play(s, superpion.legalMoves(s)[0] as number);
    }
    expect(superpion.toMove(s)).toBeNull();
    expect((superpion.toSetup(s) as Record<string, Json>).timeUp).toBe(true);
  });
  it('SP-18c: time up between two rounds ends the game at once', () => {
    const s = load(position('four', four, { clockMinutes: 25 }));
    expect(superpion.event(s, { type: 'timeUp', seat: 0 }).ok).toBe(true);
    expect(superpion.toMove(s)).toBeNull();
  });
  it('a table clock running out (no SP-18c, README Decisions): two sides lose; four rank last and play on', () => {
    const teams = load(position('teams', four));
    expect(superpion.event(teams, { type: 'timeUp', seat: 1 }).ok).toBe(true);
    expect(superpion.outcome(teams)?.ranks).toEqual([1, 3, 1, 3]); // seat 1's team loses
    const s = load(position('four', four));
    expect(superpion.event(s, { type: 'timeUp', seat: 0 }).ok).toBe(true);
    expect(superpion.toMove(s)).toBe(0); // the game goes on: a bot plays blue
    expect((superpion.toSetup(s) as Record<string, Json>).timeUp).toBe(false); // SP-18c's flag is another thing
    const again = load(superpion.toSetup(s));
    expect(again.timedOut).toEqual([0]);
    expect(superpion.event(again, { type: 'timeUp', seat: 0 }).ok).toBe(false);
    expect(superpion.event(again, { type: 'timeUp', seat: 1 }).ok).toBe(true);
    expect(superpion.event(again, { type: 'timeUp', seat: 2 }).ok).toBe(true);
    // Only black has time left: the game ends, the first out last whatever the points.
    expect(superpion.toMove(again)).toBeNull();
    expect(superpion.outcome(again)?.ranks).toEqual([4, 3, 2, 1]);
    expect(superpion.fromSetup({ ...(superpion.toSetup(teams) as object), timedOut: [1] }).ok).toBe(false);
  });
  it('resignation ends the game with the resigning seat (and its team) last', () => {
    const s = load(position('teams', four));
    expect(superpion.event(s, { type: 'resign', seat: 1 }).ok).toBe(true);
    expect(superpion.outcome(s)?.ranks).toEqual([1, 3, 1, 3]);
    const again = superpion.event(s, { type: 'abandon', seat: 0 });
    expect(again.ok ? null : again.error.kind).toBe('gameOver');
  });
});

describe('scores (SP-19, SP-20)', () => {
  it('four: 1 per enemy pawn, own pawns 2 each from 5 enemy pawns, under pawns back to their colour, greys to nobody', () => {
    // blue: enemy red 3 + yellow 1 + grey 1 = 5, own = 2 pawns + superpion top + its blue under + 1 blue in pile = 5
    //   -> 5 + 5 x 2 = 15. red: enemy 1 (blue), own 1 (its grey under goes to nobody) -> 2. yellow: only the under pawn
    //   of black's superpion -> 1. black: enemy 6, own 1 -> 6 + 2 = 8.
    const s = load(
      position('four', 'f5:blue:red d9:blue:red h9:blue:*blue c6:red:*grey l7:black:*yellow', {
        quiet: 80,
        captured: [
          ['blue', 'red', 'red', 'red', 'yellow', 'grey'],
          ['blue'],
          [],
          ['blue', 'blue', 'blue', 'blue', 'red', 'yellow'],
        ],
      }),
    );
    expect(superpion.outcome(s)).toEqual({ scores: [15, 2, 1, 8], ranks: [1, 3, 4, 2] });
  });
  it('teams: a team scores the sum of its two seats, the 5-pawn threshold is per seat', () => {
    // blue 5 enemy + 1 own x 2 = 7, yellow 1 + 2 = 3 -> 10; red 0 + 1 = 1, black 1 + 1 = 2 -> 3.
    const s = load(
      position('teams', 'f5:blue:red g12:yellow:red i12:yellow:black c6:red:blue l7:black:red', {
        quiet: 80,
        captured: [['red', 'red', 'red', 'black', 'black'], [], ['red'], ['blue']],
      }),
    );
    expect(superpion.outcome(s)).toEqual({ scores: [10, 3, 10, 3], ranks: [1, 3, 1, 3] });
  });
  it('two: both colours of a seat are its own', () => {
    // A: pile yellow x4 + grey = 5 enemy; own: blue f5, red c6, and the red pawn in its pile = 3 -> 5 + 6 = 11.
    // B: pile blue x2 -> 2 enemy; own: yellow g12 -> 2 + 1 = 3.
    const s = load(
      position('two', 'f5:blue:red c6:red:blue g12:yellow:red', {
        quiet: 80,
        captured: [
          ['red', 'yellow', 'yellow', 'yellow', 'yellow', 'grey'],
          ['blue', 'blue'],
        ],
      }),
    );
    expect(superpion.outcome(s)).toEqual({ scores: [11, 3], ranks: [1, 2] });
  });
});
