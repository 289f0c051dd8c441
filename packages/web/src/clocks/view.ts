import type { ClockSetting } from '@ludotheque/protocol/clock-model';
import type { GameClock } from '../play/clock.js';

/**
 * What the board shows of a clock: each seat's time at `now`, counted down from the last measure (the server's or
 * the page's), a low-time mark, and for correspondence the deadline as a date in the player's own time zone. Pure,
 * tested without a browser.
 */

/** A seat's time at `now`: the running seat counts down from the measure, never below 0, never before `at`. */
export function shownMs(clock: GameClock, seat: number, now: number): number {
  const base = clock.remainingMs[seat] ?? 0;
  if (clock.running !== seat) return Math.max(0, base);
  return Math.max(0, base - Math.max(0, now - clock.at));
}

/** Little time left: under 10 s in real time (tenths show), under 12 hours for a correspondence move. */
export function isLowTime(clock: GameClock, ms: number): boolean {
  return clock.kind === 'correspondence' ? ms < 12 * 3_600_000 : ms < 10_000;
}

/** The seat whose table clock ended the game (its time at 0 once the game is over), or null. */
export function flaggedSeat(clock: GameClock | null | undefined, over: boolean): number | null {
  if (!clock || !over || clock.kind === undefined || clock.kind === 'championship') return null;
  const seat = clock.remainingMs.indexOf(0);
  return seat < 0 ? null : seat;
}

/** A correspondence seat's deadline (ms since the epoch) while its clock runs; null otherwise. */
export function deadlineOf(clock: GameClock, seat: number): number | null {
  if (clock.kind !== 'correspondence' || clock.running !== seat) return null;
  return clock.at + (clock.remainingMs[seat] ?? 0);
}

/** A deadline written for a person: weekday, day, month, hour and minute in their time zone (Intl). */
export function formatDeadline(ms: number, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone === undefined ? {} : { timeZone }),
  }).format(new Date(ms));
}

/**
 * A local link's table clock (`tc=`): `r300+3` (real time, base seconds + increment), `d3` (correspondence days).
 * Null when malformed or out of the offer's bounds.
 */
export function parseClockParam(text: string): ClockSetting | null {
  const r = /^r(\d{1,5})\+(\d{1,3})$/.exec(text);
  if (r) {
    const base = Number(r[1]);
    const inc = Number(r[2]);
    return base >= 1 && base <= 10_800 && inc <= 180
      ? { kind: 'realtime', baseSeconds: base, incrementSeconds: inc }
      : null;
  }
  const d = /^d(\d{1,2})$/.exec(text);
  const days = Number(d?.[1]);
  if (d && (days === 1 || days === 2 || days === 3 || days === 5 || days === 7 || days === 14)) {
    return { kind: 'correspondence', days };
  }
  return null;
}

export function formatClockParam(setting: ClockSetting): string | null {
  if (setting.kind === 'realtime') return `r${setting.baseSeconds}+${setting.incrementSeconds}`;
  if (setting.kind === 'correspondence') return `d${setting.days}`;
  return null;
}
