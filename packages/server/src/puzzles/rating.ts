import { type Rating, rate, rating } from 'openskill';

/**
 * Puzzle ratings (openskill, Plackett–Luce, as the platform's game ratings): each rated attempt is a 1-against-1
 * game between the solver and the puzzle, won by the solver when solved without a miss. One rating per solver and
 * game, one per puzzle.
 *
 * A solver starts at μ 25 with σ 25/6 (half a game newcomer's 25/3): puzzles are many and short, so a single miss
 * must not swing the number as a first rated game does (the first version lost 191 shown points on one miss).
 * τ = 25/300 keeps σ from collapsing after hundreds of attempts (openskill's recommendation). Shown as
 * 1500 + 40 × (μ − 25), the scale the shipped difficulties use (`ludo puzzles`: 1000 … 1750).
 */
export const PUZZLE_SCALE = 40;
export const NEW_SOLVER: Rating = { mu: 25, sigma: 25 / 6 };
/** A puzzle's σ at its shipped difficulty: the miner's estimate, moved by solvers' attempts. */
export const NEW_PUZZLE_SIGMA = 4;
const TAU = 25 / 300;

export const shownPuzzleRating = (r: Rating): number => Math.round(1500 + PUZZLE_SCALE * (r.mu - 25));
export const puzzleFromShipped = (shipped: number): Rating =>
  rating({ mu: 25 + (shipped - 1500) / PUZZLE_SCALE, sigma: NEW_PUZZLE_SIGMA });

/** Both ratings after one attempt. */
export function rateAttempt(solver: Rating, puzzle: Rating, solved: boolean): { solver: Rating; puzzle: Rating } {
  const [[s], [p]] = rate([[rating(solver)], [rating(puzzle)]], {
    rank: solved ? [1, 2] : [2, 1],
    tau: TAU,
    preventSigmaIncrease: true,
  }) as [[Rating], [Rating]];
  return { solver: { mu: s.mu, sigma: s.sigma }, puzzle: { mu: p.mu, sigma: p.sigma } };
}
