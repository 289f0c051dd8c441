import type { LiveGame } from '../live.js';

/** A correspondence game's deadline for the seat to move (ms since the epoch), or null (untimed, real time, over). */
export function deadlineOf(live: LiveGame): number | null {
  const c = live.clock;
  if (c === undefined || c.kind !== 'correspondence' || c.running === null || live.result !== null) return null;
  return c.at + (c.remainingMs[c.running] ?? 0);
}
