import type { SolutionNode } from '@ludotheque/ai';
import type { Json } from '@ludotheque/engine';

/** How hard a puzzle is, from the search (see README): the figures and the rating they give. */
export interface Difficulty {
  /** Initial puzzle rating (Elo-like scale, 800–2200), from `level`'s figures. */
  readonly rating: number;
  /** 1 (easy) … 5 (hard), from `rating`. */
  readonly level: number;
  /** The solver's moves in the main line. */
  readonly plies: number;
  /** Legal first moves, and how many of them do not work (the tempting wrong ones). */
  readonly branching: number;
  readonly wrong: number;
}

/** One shipped puzzle: a full setup, the seat that solves it, and its solution. */
export interface Puzzle {
  readonly id: string;
  /** `win`: a forced win; `captures`: a best capture run of `target` pieces; `shot`: a Cubiko trick shot. */
  readonly kind: 'win' | 'captures' | 'shot';
  readonly setup: Json;
  readonly seat: number;
  /** Own turns the win takes (Linx: 2; a Symbolix chain and a Cubiko shot: 1). */
  readonly turns: number;
  /** `captures`: the pieces the best run takes. */
  readonly target?: number;
  readonly solution: SolutionNode;
  readonly difficulty: Difficulty;
  /** Hidden information: how many states consistent with the seat's view the win was checked in. */
  readonly states: number;
  /** Cubiko: the cells whose aimed throw wins, and how many other noise draws the solution still wins with. */
  readonly aims?: readonly string[];
  readonly steady?: string;
  /** What the puzzle teaches, as theme ids the page names (`combination`, `covering`, `readingHand`, `chain`…). */
  readonly themes: readonly string[];
  /** Hidden information (Linx, Symbolix): `differs` when a player who saw everything would answer otherwise (a
   * move that wins in the real state fails in another consistent one), `holds` when the answer was verified over
   * many hidden states; absent in open games. */
  readonly hidden?: 'differs' | 'holds';
  /** Where it was mined: the bot game's seed and the ply. */
  readonly source: { readonly seed: string; readonly ply: number };
}

export interface PuzzleSet {
  readonly game: string;
  readonly generator: string;
  readonly puzzles: readonly Puzzle[];
}

/** The rating and level of a difficulty score `d` (0 = trivial, each unit ≈ 150 rating points). */
export function rate(d: number): { rating: number; level: number } {
  const rating = Math.round(Math.min(2200, Math.max(800, 1000 + 150 * d)));
  const level = rating < 1150 ? 1 : rating < 1300 ? 2 : rating < 1450 ? 3 : rating < 1600 ? 4 : 5;
  return { rating, level };
}

/**
 * Levels spread evenly over a set: puzzles sorted by their mined difficulty score (the rating `rate` gave) are
 * cut into five equal bands, level 1 the easiest fifth, and rated 1000 … 1750 by rank (`rate`'s bands, 150 points a level). The search's
 * figures alone left most of a set at one level (Linx 197 of 320 at 5, Cubiko none at 1); solvers' attempts then
 * move each puzzle's rating on the server (`server/src/puzzles/`).
 */
export function balanceLevels(puzzles: readonly Puzzle[]): Puzzle[] {
  const order = puzzles
    .map((p, i) => ({ p, i }))
    .sort((a, b) => a.p.difficulty.rating - b.p.difficulty.rating || a.i - b.i);
  const n = order.length;
  const out = puzzles.slice();
  order.forEach(({ p, i }, rank) => {
    const level = Math.min(5, 1 + Math.floor((rank * 5) / Math.max(1, n)));
    const within = n > 1 ? rank / (n - 1) : 0;
    out[i] = { ...p, difficulty: { ...p.difficulty, level, rating: Math.round(1000 + 750 * within) } };
  });
  return out;
}
