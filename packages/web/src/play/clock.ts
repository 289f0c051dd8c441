/**
 * The game clock of a timed game played on this device (Superpion's `clockMinutes`, SP-18c): the page keeps time,
 * since the worker's rules code never reads a clock, and tells the worker `timeUp` when the mover's time runs out.
 * Pure functions over a value, so they are tested without timers.
 */

export interface GameClock {
  /** Remaining milliseconds per seat, as measured at `at`. */
  readonly remainingMs: readonly number[];
  /** The seat whose time runs, or null when stopped (before the first position, after time-up or the end). */
  readonly running: number | null;
  /** The `Date.now()` of the measure. */
  readonly at: number;
  /** Which clock (clocks/): a table's `realtime` or `correspondence` one, or SP-18c's `championship` (absent). */
  readonly kind?: 'realtime' | 'correspondence' | 'championship';
  /** Seats whose table clock ran out and whom a bot plays on (3 or more sides). */
  readonly timedOut?: readonly number[];
  /** Seats that went berserk (a tournament arena): half their base, no increment. */
  readonly berserk?: readonly number[];
}

/** Every seat starts with the same allowance; nothing runs until the first position arrives. */
export function startClock(seats: number, minutes: number, now: number): GameClock {
  return { remainingMs: Array.from({ length: seats }, () => minutes * 60_000), running: null, at: now };
}

/** Charges the time since the last measure to the running seat (never below 0), then runs `next`'s clock. */
export function switchClock(clock: GameClock, next: number | null, now: number): GameClock {
  const spent = Math.max(0, now - clock.at);
  const remainingMs = clock.remainingMs.map((ms, seat) => (seat === clock.running ? Math.max(0, ms - spent) : ms));
  const runs = next !== null && next >= 0 && next < remainingMs.length ? next : null;
  return { remainingMs, running: runs, at: now };
}

/** Milliseconds until the running seat's time is up, or null when no clock runs. */
export function untilTimeUp(clock: GameClock, now: number): number | null {
  if (clock.running === null) return null;
  return Math.max(0, (clock.remainingMs[clock.running] ?? 0) - Math.max(0, now - clock.at));
}

/** The minutes per seat a game's options ask for, or null for an untimed game. */
export function clockMinutesOf(options: unknown): number | null {
  if (typeof options !== 'object' || options === null || !('clockMinutes' in options)) return null;
  const m = options.clockMinutes;
  return typeof m === 'number' && Number.isFinite(m) && m > 0 ? m : null;
}
