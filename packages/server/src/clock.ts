import type { RecordEntry } from '@ludotheque/engine';
import type { LiveGame } from './live.js';

/**
 * The game clock of timed games (options `clockMinutes`, Superpion's SP-18c): every seat has the same allowance,
 * the seat to move's time runs, and when it runs out the authority appends a `timeUp` platform event like a move
 * (version-checked, so a move that lands first wins and the clock simply goes on). Nothing here reads the rules:
 * the clock follows `toMove` after each committed entry and stops for good once the time is up or the game over.
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

/** Fires when a seat's time is out, with the version the clock was armed at. */
export type TimeUpHandler = (live: LiveGame, seat: number, version: number) => void;

/** The clocks of the timed games this node holds, and their timers. */
export class Clocks {
  private readonly timers = new Map<LiveGame, ReturnType<typeof setTimeout>>();

  /** `msPerMinute` is 60 000; tests shorten a minute so a clock runs out in a fraction of a second. */
  constructor(
    private readonly onTimeUp: TimeUpHandler,
    private readonly msPerMinute = 60_000,
  ) {}

  /**
   * Starts a timed game's clock and follows its mover: a new game with every seat's whole allowance, a loaded one
   * with what its stored times say (`past`, remainingAfter).
   */
  start(live: LiveGame, timeUp: boolean, past?: PastTimes): void {
    const minutes = clockMinutesOf(live.stored.options);
    if (minutes === null) return;
    const seats = live.stored.seats.length;
    const allowance = minutes * this.msPerMinute;
    live.clock = {
      remainingMs: past ? remainingAfter(allowance, seats, past) : Array.from({ length: seats }, () => allowance),
      running: null,
      at: Date.now(),
    };
    this.follow(live, timeUp);
  }

  /** After every committed entry: charge the mover, run the next one (stopped once time is up or the game over). */
  follow(live: LiveGame, timeUp: boolean): void {
    if (live.clock === undefined) return;
    const next = timeUp || live.result !== null ? null : live.game.toMove(live.state);
    live.clock = switchClock(live.clock, next, Date.now());
    this.arm(live);
  }

  private arm(live: LiveGame): void {
    const old = this.timers.get(live);
    if (old !== undefined) clearTimeout(old);
    this.timers.delete(live);
    const clock = live.clock;
    if (clock === undefined || clock.running === null) return;
    const seat = clock.running;
    const version = live.version;
    const timer = setTimeout(() => {
      this.timers.delete(live);
      this.onTimeUp(live, seat, version);
    }, clock.remainingMs[seat] ?? 0);
    timer.unref();
    this.timers.set(live, timer);
  }

  /** Stops one game's timer (evicted) or all of them (shutdown). */
  stop(live?: LiveGame): void {
    for (const [l, timer] of this.timers) {
      if (live !== undefined && l !== live) continue;
      clearTimeout(timer);
      this.timers.delete(l);
    }
  }
}
