import type { RecordEntry } from '@ludotheque/engine';

/**
 * Superpion's championship clock (options `clockMinutes`, SP-18c): every seat has the same allowance, the seat to
 * move's time runs, and when it runs out the authority appends a `timeUp` platform event like a move. The clocks
 * themselves (this one and the tables' real-time and correspondence clocks) run in clocks/; these are its helpers.
 */
export interface ClockState {
  /** Remaining milliseconds per seat, measured at `at`. */
  readonly remainingMs: readonly number[];
  /** The seat whose clock runs, or null when stopped. */
  readonly running: number | null;
  /** The server's `Date.now()` of the measure, so clients can count down between frames. */
  readonly at: number;
}

/** The minutes per seat a game's stored options ask for, or null for an untimed game. */
export function clockMinutesOf(options: unknown): number | null {
  if (typeof options !== 'object' || options === null || !('clockMinutes' in options)) return null;
  const m = options.clockMinutes;
  return typeof m === 'number' && Number.isFinite(m) && m > 0 ? m : null;
}

/** Charges the time since the last measure to the running seat (never below 0), then runs `next`'s clock. */
export function switchClock(clock: ClockState, next: number | null, now: number): ClockState {
  const spent = Math.max(0, now - clock.at);
  const remainingMs = clock.remainingMs.map((ms, seat) => (seat === clock.running ? Math.max(0, ms - spent) : ms));
  return { remainingMs, running: next !== null && next < remainingMs.length ? next : null, at: now };
}

/** True once the entries hold a `timeUp` event: the clocks stay stopped from then on. */
export const timeUpIn = (entries: readonly RecordEntry[]): boolean =>
  entries.some((e) => typeof e !== 'string' && e.event.type === 'timeUp');

/** A stored game's timing: its creation, when each entry was committed and who was to move before it. */
export interface PastTimes {
  readonly created: number;
  readonly times: readonly number[];
  readonly movers: readonly (number | null)[];
}

/**
 * The remaining time per seat that stored entries say (README Decisions): from the game's creation, each entry
 * charges the time since the one before to the seat that was to move. What the seat to move spent after the last
 * entry is not known (the server was down, or another node held the game), so it resumes with what it had then.
 */
export function remainingAfter(allowanceMs: number, seats: number, past: PastTimes): number[] {
  const remaining = Array.from({ length: seats }, () => allowanceMs);
  let at = past.created;
  for (const [i, time] of past.times.entries()) {
    const mover = past.movers[i];
    if (mover !== null && mover !== undefined && mover < seats) {
      remaining[mover] = Math.max(0, (remaining[mover] as number) - Math.max(0, time - at));
    }
    at = time;
  }
  return remaining;
}
