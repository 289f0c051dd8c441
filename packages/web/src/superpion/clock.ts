/**
 * The game clock shown for timed games (SP-18c): the platform (server online, the page in hot-seat) keeps time and
 * hands the board the remaining milliseconds per seat and whose clock runs; the board only counts down between two
 * updates and formats. Pure helpers, tested without a browser.
 */

export interface ClockState {
  /** Remaining milliseconds per seat, as measured at `at`. */
  readonly remainingMs: readonly number[];
  /** The seat whose clock runs, or null when stopped. */
  readonly running: number | null;
  /** `Date.now()` when `remainingMs` was measured; when absent, the moment the board received it. */
  readonly at?: number;
}

/** What a seat's clock shows at `now`: the running one counts down from its last measure, never below 0. */
export function remainingAt(clock: ClockState, seat: number, measuredAt: number, now: number): number {
  const base = clock.remainingMs[seat] ?? 0;
  if (clock.running !== seat) return Math.max(0, base);
  return Math.max(0, base - Math.max(0, now - measuredAt));
}

/** `mm:ss`, or `h:mm:ss` from one hour; tenths under ten seconds so the last moments are readable. */
export function formatClock(ms: number): string {
  const clamped = Math.max(0, ms);
  if (clamped < 10_000) return `0:0${(Math.floor(clamped / 100) / 10).toFixed(1)}`;
  const total = Math.ceil(clamped / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/**
 * The clock a session may carry (`state.clock`, once the session plumbing adds it), checked for shape so a malformed
 * server frame shows no clock instead of crashing the page.
 */
export function clockOf(source: unknown): ClockState | null {
  if (typeof source !== 'object' || source === null || !('clock' in source)) return null;
  const c: unknown = source.clock;
  if (typeof c !== 'object' || c === null || !('remainingMs' in c) || !('running' in c)) return null;
  const { remainingMs, running } = c;
  const at = 'at' in c && typeof c.at === 'number' ? c.at : undefined;
  if (!Array.isArray(remainingMs) || !remainingMs.every((n) => typeof n === 'number')) return null;
  if (running !== null && typeof running !== 'number') return null;
  return at === undefined ? { remainingMs, running } : { remainingMs, running, at };
}
