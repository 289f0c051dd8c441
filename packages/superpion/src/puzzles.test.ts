/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { superpion } from './game.js';
import type { SuperpionState } from './types.js';

/**
 * The shipped capture combinations (`puzzles.json`, written by `ludo puzzles superpion`), re-verified with the
 * engine alone (`fromSetup`, `parseMove`, `isLegal`, `play`, `toSetup`), not with the miner's search.
 */
interface Node {
  move: string;
  also?: string[];
  next?: Node;
}
interface Puzzle {
  id: string;
  setup: { mode: string; toMove: string };
  seat: number;
  target: number;
  solution: Node;
}
const set = JSON.parse(readFileSync(new URL('./puzzles.json', import.meta.url), 'utf8')) as { puzzles: Puzzle[] };

function load(setup: unknown): SuperpionState {
  const s = superpion.fromSetup(setup);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

/**
 * What the setup says: the pieces on the board (SP-N2, one per cell: a superpion is one piece, as SP-10 counts
 * captures), and whose colour turn it is. Inside one colour turn only enemy pieces leave the board, so the pieces
 * taken are the board's count before less its count after.
 */
const onBoard = (s: SuperpionState): number => Object.keys((superpion.toSetup(s) as { pieces: object }).pieces).length;
const pile = (s: SuperpionState, _seat: number): number => -onBoard(s);
const colour = (s: SuperpionState): string => (superpion.toSetup(s) as { toMove: string }).toMove;

/** The most pieces the colour turn under way can still take from `s` (SP-9: it ends when the colour changes). */
function most(s: SuperpionState, turn: string, seat: number): number {
  if (superpion.toMove(s) === null || colour(s) !== turn) return pile(s, seat);
  let best = Number.NEGATIVE_INFINITY;
  for (const m of superpion.legalMoves(s)) {
    const next = superpion.clone(s);
    superpion.play(next, m);
    best = Math.max(best, most(next, turn, seat));
  }
  return best;
}

describe('shipped Superpion capture combinations (SP-9, SP-10 pieces, SP-12, SP-14)', () => {
  it('are at least 300, two-player games, each with a theme and at least 3 legal first actions', () => {
    for (const p of set.puzzles) {
      expect((p as { themes?: string[] }).themes?.length, p.id).toBeGreaterThan(0);
      expect(superpion.legalMoves(load(p.setup)).length, p.id).toBeGreaterThanOrEqual(3);
    }
    expect(set.puzzles.length).toBeGreaterThanOrEqual(300);
    for (const p of set.puzzles) expect(p.setup.mode).toBe('two');
  });

  it('take the stated pieces along the solution, in one colour turn', () => {
    for (const p of set.puzzles) {
      const s = load(p.setup);
      const turn = colour(s);
      const before = pile(s, p.seat);
      for (let at: Node | undefined = p.solution; at; at = at.next) {
        expect(superpion.toMove(s), p.id).toBe(p.seat);
        expect(colour(s), p.id).toBe(turn);
        const m = superpion.parseMove(s, at.move);
        expect(m.ok && superpion.isLegal(s, m.value), `${p.id} ${at.move}`).toBe(true);
        if (m.ok) superpion.play(s, m.value);
      }
      expect(superpion.toMove(s) === null || colour(s) !== turn, p.id).toBe(true);
      expect(pile(s, p.seat) - before, p.id).toBe(p.target);
    }
  });

  it('have one right first action: every other one takes fewer pieces, and none takes more', () => {
    for (const p of set.puzzles) {
      const s = load(p.setup);
      const turn = colour(s);
      const before = pile(s, p.seat);
      const right: string[] = [];
      for (const m of superpion.legalMoves(s)) {
        const next = superpion.clone(s);
        superpion.play(next, m);
        const got = most(next, turn, p.seat) - before;
        expect(got, p.id).toBeLessThanOrEqual(p.target);
        if (got === p.target) right.push(superpion.formatMove(s, m));
      }
      expect(right, p.id).toEqual([p.solution.move]);
    }
  });
});
