import { formatLocalHash, freshSeed, type LocalParams } from '../localSpec.js';
import type { LocalSeat } from '../types.js';

/**
 * A rematch's seats: everyone moves one seat up (seat 1's player takes seat 0, seat 0's takes the last seat), so
 * who plays first, and each seat's colour or camp, changes from one game to the next.
 */
export function rotateSeats(seats: readonly LocalSeat[]): LocalSeat[] {
  return seats.length < 2 ? [...seats] : [...seats.slice(1), seats[0] as LocalSeat];
}

/** The link of a local rematch: the same options, the seats rotated, a fresh deal. */
export function rematchHash(game: string, p: LocalParams, seed: string = freshSeed()): string {
  return formatLocalHash(game, { ...p, seats: rotateSeats(p.seats), seed });
}
