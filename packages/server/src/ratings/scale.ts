import type { Rating } from 'openskill';

/**
 * The number people see. openskill's conservative ordinal μ − 3σ (a skill the player is 99.7 % likely to exceed)
 * is 0 for a newcomer (μ 25, σ 25/3) and about 20 for a settled average player (σ near 1.7); scaled as
 *
 *     shown = round(1000 + 25 × (μ − 3σ))
 *
 * a newcomer shows 1000 and a settled average player about 1500, the range of familiar chess-like numbers.
 */
export function shownRating(r: Rating): number {
  return Math.round(1000 + 25 * (r.mu - 3 * r.sigma));
}

/** σ above this (about half a newcomer's 25/3 ≈ 8.33) marks a rating provisional: a few games say little yet. */
export const PROVISIONAL_SIGMA = 4;

export const isProvisional = (r: Rating): boolean => r.sigma > PROVISIONAL_SIGMA;
