import type { BySeat, Outcome } from './game.js';

/**
 * Competition ranks from scores, higher is better: 1 for the best, tied seats share a rank and the next rank skips
 * ("1, 1, 3").
 */
export function ranksFromScores(scores: BySeat<number>): number[] {
  return scores.map((s) => 1 + scores.filter((t) => t > s).length);
}

/**
 * One return per seat in [0, 1] for search and match tallies: the fraction of the other seats this seat finished
 * ahead of, ties counting a half. Two players: win 1, draw 0.5, loss 0. Four players: 1, 2/3, 1/3, 0 by rank.
 * Team-mates have equal ranks, so they get equal returns.
 */
export function returnsOf(outcome: Outcome): number[] {
  const { ranks } = outcome;
  const n = ranks.length;
  if (n <= 1) return ranks.map(() => 1);
  return ranks.map((r, i) => {
    let v = 0;
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const q = ranks[j] as number;
      if (r < q) v += 1;
      else if (r === q) v += 0.5;
    }
    return v / (n - 1);
  });
}
