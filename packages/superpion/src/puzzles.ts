import type { SuperpionState } from './types.js';

/** The pieces in `seat`'s captured pile (SP-16, SP-20: a captured superpion counts its two pawns), the score a
 * capture combination maximises. */
export function capturedBy(s: SuperpionState, seat: number): number {
  let n = 0;
  for (let c = 0; c < 5; c++) n += s.piles[seat * 5 + c] as number;
  return n;
}
