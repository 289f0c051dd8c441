import type { SuperpionState } from './types.js';

/** The pieces in `seat`'s captured pile (SP-16, SP-20: a captured superpion counts its two pawns), the score a
 * capture combination maximises. */
export function capturedBy(s: SuperpionState, seat: number): number {
  let n = 0;
  for (let c = 0; c < 5; c++) n += s.piles[seat * 5 + c] as number;
  return n;
}

/**
 * The pieces one action takes as SP-10 counts them (a superpion is one piece), read from the move itself
 * (bits 21-26, `types.ts`). Division, not shifts: a move may be wider than 32 bits.
 */
export const piecesTaken = (m: number): number => Math.floor(m / 2 ** 21) % 64;
