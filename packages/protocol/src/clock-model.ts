import type { RecordEntry } from '@ludotheque/engine';
import type { ClockSetting, RealtimeClock } from './clocks.js';

export type { ClockSetting, RealtimeClock } from './clocks.js';

/*
 * Free of zod (types only from clocks.ts), so the pages import it without the protocol's schemas:
 * `@ludotheque/protocol/clock-model`.
 */

export const UNTIMED: ClockSetting = { kind: 'untimed' };

/** The real-time presets the pages offer (minutes + seconds of increment): 3+2, 5+3, 10+5, 15+10. */
export const REALTIME_PRESETS: readonly RealtimeClock[] = [
  [3, 2],
  [5, 3],
  [10, 5],
  [15, 10],
].map(([m, s]) => ({ kind: 'realtime', baseSeconds: (m as number) * 60, incrementSeconds: s as number }));

/** The correspondence deadlines the pages offer, in days per move. */
export const CORRESPONDENCE_DAYS = [1, 2, 3, 5, 7, 14] as const;

/** A real-time base in minutes when whole (`3`), else in seconds with its unit (`20 s`). */
const baseText = (seconds: number): string => (seconds % 60 === 0 ? String(seconds / 60) : `${seconds} s`);

/**
 * A clock's short label, in English or French: `Untimed` / `Sans pendule`, `5+3` (minutes + seconds, as players
 * write it), `3 days per move` / `3 jours par coup` (`1 day` / `1 jour`).
 */
export function clockLabel(setting: ClockSetting, lang: 'en' | 'fr'): string {
  if (setting.kind === 'untimed') return lang === 'fr' ? 'Sans pendule' : 'Untimed';
  if (setting.kind === 'realtime') return `${baseText(setting.baseSeconds)}+${setting.incrementSeconds}`;
  const d = setting.days;
  if (lang === 'fr') return `${d} ${d === 1 ? 'jour' : 'jours'} par coup`;
  return `${d} ${d === 1 ? 'day' : 'days'} per move`;
}

/**
 * Clock arithmetic, pure (no timers, no storage): the model tests drive it with plain numbers. A clock is measured
 * at `at` (ms): the running seat's time runs from then; `at` may lie in the future (a Cubiko throw's replay, which
 * nobody is charged for), and nothing is charged before it.
 */
export interface TableClock {
  readonly kind: 'realtime' | 'correspondence' | 'championship';
  readonly remainingMs: readonly number[];
  readonly running: number | null;
  readonly at: number;
  /** Seats whose time ran out and whom a bot plays on (3 or more sides): their clock never runs again. */
  readonly timedOut: readonly number[];
  readonly lag: LagQuota;
  /** Seats that went berserk (a tournament's option): half their base taken, no increment for them. */
  readonly berserk?: readonly number[];
}

/** What a table's clock gives: the base per seat, the increment per turn, and whether each turn starts afresh. */
export interface ClockRules {
  readonly kind: TableClock['kind'];
  readonly baseMs: number;
  readonly incrementMs: number;
  /** Correspondence: every turn has the whole `baseMs` (a deadline per move); real time: the base is for the game. */
  readonly perTurn: boolean;
  /** Real time only: network lag is credited (correspondence counts days, the championship clock has its rule). */
  readonly creditsLag: boolean;
}

export const DAY_MS = 86_400_000;

/** The rules of a table's clock setting, or null when untimed. */
export function rulesOf(setting: ClockSetting): ClockRules | null {
  if (setting.kind === 'untimed') return null;
  if (setting.kind === 'realtime') {
    return {
      kind: 'realtime',
      baseMs: setting.baseSeconds * 1000,
      incrementMs: setting.incrementSeconds * 1000,
      perTurn: false,
      creditsLag: true,
    };
  }
  return { kind: 'correspondence', baseMs: setting.days * DAY_MS, incrementMs: 0, perTurn: true, creditsLag: false };
}

/** Superpion's SP-18c clock: the same allowance for each seat, no increment, no lag credit (its own rule). */
export const championshipRules = (allowanceMs: number): ClockRules => ({
  kind: 'championship',
  baseMs: allowanceMs,
  incrementMs: 0,
  perTurn: false,
  creditsLag: false,
});

/**
 * The lag allowance, as lila's `LagTracker` (scalachess): each turn may be credited at most `quota` of the lag the
 * client measured; the quota grows by `gain` per turn up to `max`, and what is credited is taken from it. So a slow
 * connection is credited its lag turn after turn, and a client that lies gains at most the quota.
 */
export interface LagQuota {
  readonly gain: number;
  readonly quota: number;
  readonly max: number;
}

/**
 * lila's sizes: the game's estimated length is base + 40 increments (seconds); the gain per turn is 2/5 of it in
 * centiseconds plus 15, at most 1 s; the quota starts at 3 gains and is capped at 7.
 */
export function lagQuotaFor(rules: ClockRules): LagQuota {
  if (!rules.creditsLag) return { gain: 0, quota: 0, max: 0 };
  const estimateSeconds = rules.baseMs / 1000 + 40 * (rules.incrementMs / 1000);
  const gain = Math.min(1000, Math.round(((estimateSeconds * 2) / 5 + 15) * 10));
  return { gain, quota: 3 * gain, max: 7 * gain };
}

/** The credit for one turn's measured lag (never negative) and the quota after it. */
export function creditLag(lag: LagQuota, measuredMs: number): { credit: number; lag: LagQuota } {
  const credit = Math.min(Math.max(0, measuredMs), lag.quota);
  return { credit, lag: { ...lag, quota: Math.min(lag.quota + lag.gain - credit, lag.max) } };
}

/** A fresh clock: every seat has the base; nobody's time runs until the first `stepClock` names the seat to move. */
export const newClock = (rules: ClockRules, seats: number, at: number): TableClock => ({
  kind: rules.kind,
  remainingMs: Array.from({ length: seats }, () => rules.baseMs),
  running: null,
  at,
  timedOut: [],
  lag: lagQuotaFor(rules),
});

/** The clock read at `now`: the running seat charged what it spent since `at` (never below 0). */
export function readAt(clock: TableClock, now: number): TableClock {
  if (clock.running === null || now <= clock.at) return clock;
  const spent = now - clock.at;
  const remainingMs = clock.remainingMs.map((ms, seat) => (seat === clock.running ? Math.max(0, ms - spent) : ms));
  return { ...clock, remainingMs, at: now };
}

/** One committed entry, as the clock sees it. */
export interface Turn {
  /** When the server committed it (ms). */
  readonly now: number;
  /** The seat to move after it (null: the game is over). */
  readonly next: number | null;
  /** The lag the mover's client measured (0 when it said none, or for a platform event). */
  readonly measuredLagMs: number;
  /** The credit already decided for this turn (a clock rebuilt from its stored turns); else it is computed. */
  readonly creditMs?: number;
  /** Time from `now` charged to nobody (a Cubiko throw's replay). */
  readonly graceMs: number;
  /** Seats timed out after it (the entry may be a `timeUp`). */
  readonly timedOut: readonly number[];
  /** Seats berserk after it (`berserkSeats`: the entry may be a `berserk`). */
  readonly berserk?: readonly number[];
}

/**
 * After a committed entry: the running seat is charged its time less the lag credited; when the turn passes to
 * another seat it gains the increment (Fischer, once per turn: a Superpion turn of several actions is one turn);
 * a correspondence seat starts each turn with the whole deadline; then the next seat's time runs (never a timed-out
 * seat's: a bot plays it, and a game over stops every clock).
 */
export function stepClock(rules: ClockRules, clock: TableClock, turn: Turn): { clock: TableClock; credit: number } {
  const mover = clock.running;
  let lag = clock.lag;
  let credit = 0;
  if (mover !== null && rules.creditsLag) {
    // Never more than the time the turn took: a lag larger than the turn is no lag of this turn.
    const measured = turn.creditMs ?? Math.min(turn.measuredLagMs, Math.max(0, turn.now - clock.at));
    const c = creditLag(lag, measured);
    credit = c.credit;
    lag = c.lag;
  }
  const read = readAt(clock, turn.now - credit);
  const remaining = [...read.remainingMs];
  const was = clock.berserk ?? [];
  const berserk = turn.berserk ?? was;
  // A new berserk (lila's `goBerserk`): the seat's allowance is half the base, what it spent already still counts.
  for (const s of berserk) if (!was.includes(s)) remaining[s] = Math.max(0, (remaining[s] ?? 0) - rules.baseMs / 2);
  const passes = mover !== null && turn.next !== mover;
  if (passes && !turn.timedOut.includes(mover) && !berserk.includes(mover) && (remaining[mover] ?? 0) > 0) {
    remaining[mover] = (remaining[mover] ?? 0) + rules.incrementMs;
  }
  const next = turn.next !== null && !turn.timedOut.includes(turn.next) ? turn.next : null;
  if (rules.perTurn && next !== null && next !== mover) remaining[next] = rules.baseMs;
  return {
    clock: {
      kind: rules.kind,
      remainingMs: remaining,
      running: next,
      at: turn.now + turn.graceMs,
      timedOut: [...turn.timedOut],
      lag,
      ...(berserk.length > 0 ? { berserk: [...berserk] } : {}),
    },
    credit,
  };
}

/** The clock started for its first mover at `now` (a table's creation, or a championship game's). */
export const beginClock = (clock: TableClock, first: number | null, now: number): TableClock => ({
  ...clock,
  running: first,
  at: now,
});

/**
 * Milliseconds from `now` until the running seat's time is out, or null when no clock runs. The time since `at`
 * counts (a clock rebuilt from its stored turn start, on another node or after a crash, is not read at `now`);
 * an `at` in the future (a grace) adds to it.
 */
export function msUntilFlag(clock: TableClock, now: number): number | null {
  if (clock.running === null) return null;
  return Math.max(0, clock.at - now + (clock.remainingMs[clock.running] ?? 0));
}

/**
 * The seats a bot plays because their table clock ran out (3 or more sides: the seat ranks last and the game goes
 * on), read from the record alone: every `timeUp` entry that did not end the game. A small predicate so that the
 * lead can unify it with the presence module's stand-in for absent players. Superpion's SP-18c `timeUp` is no
 * seat's time-out (the round ends, everybody keeps playing): `championship` says that game's clock is SP-18c's.
 */
export function timedOutSeats(entries: readonly RecordEntry[], championship = false): number[] {
  if (championship) return [];
  const seats: number[] = [];
  for (const e of entries) {
    if (typeof e !== 'string' && e.event.type === 'timeUp' && !seats.includes(e.event.seat)) seats.push(e.event.seat);
  }
  return seats;
}

/** The seats that went berserk (tournaments), read from the record alone: each `berserk` entry's seat. */
export function berserkSeats(entries: readonly RecordEntry[]): number[] {
  const seats: number[] = [];
  for (const e of entries) {
    if (typeof e !== 'string' && e.event.type === 'berserk' && !seats.includes(e.event.seat)) seats.push(e.event.seat);
  }
  return seats;
}

/** True when a bot plays `seat` for the rest of the game (its time ran out): the authority asks the bot for it. */
export const botPlaysTimedOut = (entries: readonly RecordEntry[], seat: number, championship = false): boolean =>
  timedOutSeats(entries, championship).includes(seat);
