import type { BaseOptions, Game } from './game.js';

/**
 * Counts the legal move sequences of length `depth` from `state` (chessops' and OpenSpiel's regression tool). A
 * finished game, or a state the game calls a perft leaf, has no continuations. Works on clones: `state` is untouched.
 */
export function perft<S, M, V, O extends BaseOptions>(game: Game<S, M, V, O>, state: S, depth: number): number {
  if (depth <= 0) return 1;
  if (game.toMove(state) === null || game.perftLeaf?.(state)) return 0;
  const moves = game.legalMoves(state);
  if (depth === 1) return moves.length;
  let total = 0;
  for (const m of moves) {
    const next = game.clone(state);
    game.play(next, m);
    total += perft(game, next, depth - 1);
  }
  return total;
}

/** `[count at depth 1, …, count at depth D]`, as `ludo perft` prints them. */
export function perftTable<S, M, V, O extends BaseOptions>(game: Game<S, M, V, O>, state: S, depth: number): number[] {
  const counts: number[] = [];
  for (let d = 1; d <= depth; d++) counts.push(perft(game, state, d));
  return counts;
}
