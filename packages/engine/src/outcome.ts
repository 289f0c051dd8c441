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

/**
 * The outcome with the seats whose clock ran out ranked after every other seat (a table clock with 3 or more sides:
 * each game's README Decisions). `groups` are those sides in the order their time ran out, each a side's seats
 * (team-mates share a rank); the first side out ranks last. The other seats keep their order among themselves.
 */
export function rankedLast(
  outcome: Outcome,
  groups: readonly (readonly number[])[],
): { scores: number[]; ranks: number[] } {
  const out = new Map<number, number>();
  groups.forEach((g, k) => {
    for (const seat of g) out.set(seat, k);
  });
  const { ranks } = outcome;
  const stays = ranks.filter((_, j) => !out.has(j)).length;
  return {
    scores: [...outcome.scores],
    ranks: ranks.map((r, i) => {
      const k = out.get(i);
      if (k === undefined) return 1 + ranks.filter((q, j) => !out.has(j) && q < r).length;
      return 1 + stays + [...out.values()].filter((later) => later > k).length;
    }),
  };
}

/** A setup's `timedOut` list (seats whose table clock ran out, in order), or null when it is not distinct seats. */
export function parseTimedOut(x: unknown, players: number): number[] | null {
  if (x === undefined) return [];
  if (!Array.isArray(x) || x.length === 0) return null;
  const seats = x.filter((s): s is number => Number.isInteger(s) && s >= 0 && s < players);
  return seats.length === x.length && new Set(seats).size === seats.length ? seats : null;
}
