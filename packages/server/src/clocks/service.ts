import type { RecordEntry, Seat } from '@ludotheque/engine';
import {
  beginClock,
  berserkSeats,
  type ClockRules,
  type ClockSetting,
  championshipRules,
  msUntilFlag,
  newClock,
  rulesOf,
  stepClock,
  type TableClock,
} from '@ludotheque/protocol';
import { clockMinutesOf, timeUpIn } from '../clock.js';
import type { LiveGame } from '../live.js';
import { graceAfter } from './grace.js';
import type { ClockStore } from './storage.js';
import { type ClockTime, realTime } from './time.js';
import { timedOutSeats } from './timeout.js';

/** Fires when a seat's time is out, with the version the clock was armed at. */
/** A clock stepped for an entry about to be stored: its turn row (`at`, lag credit) goes in the entry's transaction. */
export interface Stepped {
  readonly clock: TableClock;
  readonly credit: number;
  readonly now: number;
  /** False for SP-18c's clock, rebuilt from the moves' own commit times. */
  readonly turnRow: boolean;
}

export type TimeUpHandler = (live: LiveGame, seat: Seat, version: number) => void;

/** What a loaded game's clock is rebuilt from: each entry's commit time (the store's) and who was to move before. */
export interface PastEntries {
  readonly entries: readonly RecordEntry[];
  readonly movers: readonly (Seat | null)[];
  /** The store's commit time of each entry, used where the clock has no turn row of its own (SP-18c games). */
  readonly storeTimes: readonly number[];
  readonly createdMs: number;
}

/**
 * The clocks of the games this node holds: a table's clock (real time, correspondence) or Superpion's SP-18c one.
 * The server is the authority: it starts a clock at creation, switches it on every committed entry with its own
 * time (crediting lag within the allowance, model.ts), and appends `timeUp` when a seat's time is out.
 */
export class Clocks {
  private readonly timers = new Map<LiveGame, unknown>();
  private readonly rules = new WeakMap<LiveGame, ClockRules>();
  private readonly writes = new Set<Promise<void>>();

  constructor(
    private readonly onTimeUp: TimeUpHandler,
    private readonly store: ClockStore | null,
    readonly time: ClockTime = realTime,
    /** SP-18c's minute, shortened in tests. */
    private readonly msPerMinute = 60_000,
  ) {}

  /**
   * Why a table clock cannot go with these options, or null: Superpion's SP-18c clock is the game's own, so a table
   * with `clockMinutes` keeps that one (README Decisions).
   */
  conflict(options: unknown, setting: ClockSetting | undefined): string | null {
    if (setting === undefined || setting.kind === 'untimed' || clockMinutesOf(options) === null) return null;
    return 'clock: this game has the championship clock (clockMinutes); choose one of the two';
  }

  /** A new game's clock: a table clock is stored first (so a restart finds it), then runs for the first mover. */
  async create(live: LiveGame, setting: ClockSetting | undefined): Promise<void> {
    const rules = this.rulesFor(live, setting ?? null);
    if (rules === null) return;
    const now = this.time.now();
    if (rules.kind !== 'championship' && setting !== undefined) await this.store?.save(live.stored.id, setting, now);
    this.rules.set(live, rules);
    live.clockTime = () => this.time.now();
    const clock = newClock(rules, live.stored.seats.length, now);
    live.clock = beginClock(clock, live.game.toMove(live.state), now);
    this.arm(live);
  }

  /**
   * A loaded game's clock, rebuilt from its entries (README Decisions): each entry charges its time less its stored
   * lag credit to the seat that was to move. Real time: what the seat to move spent after the last entry is not
   * known (the server was down, or another node held the game), so it resumes with what it had then. A
   * correspondence deadline is a date: it stays where the last entry put it.
   */
  async load(live: LiveGame, past: PastEntries): Promise<void> {
    const stored = clockMinutesOf(live.stored.options) === null ? await this.store?.load(live.stored.id) : null;
    const rules = this.rulesFor(live, stored?.setting ?? null);
    if (rules === null) return;
    this.rules.set(live, rules);
    live.clockTime = () => this.time.now();
    const started = stored?.startedMs ?? past.createdMs;
    const first = past.entries.length === 0 ? live.game.toMove(live.state) : (past.movers[0] ?? null);
    let clock = beginClock(newClock(rules, live.stored.seats.length, started), first, started);
    const championship = rules.kind === 'championship';
    for (const [i, entry] of past.entries.entries()) {
      const turn = stored?.turns.get(i + 1);
      const seen = past.entries.slice(0, i + 1);
      const stopped = championship && timeUpIn(seen);
      const next = i + 1 < past.movers.length ? (past.movers[i + 1] ?? null) : live.game.toMove(live.state);
      clock = stepClock(rules, clock, {
        // A turn row lost in a crash: that entry charges nobody.
        now: turn?.at ?? past.storeTimes[i] ?? clock.at,
        next: stopped || (i + 1 === past.entries.length && live.result !== null) ? null : next,
        measuredLagMs: 0,
        creditMs: turn?.credit ?? 0,
        graceMs: graceAfter(live.stored.game, entry),
        timedOut: timedOutSeats(seen, championship),
        berserk: berserkSeats(seen),
      }).clock;
    }
    // The turn start is the stored one: what the seat to move spent since (on a node that died, or before a
    // restart) is charged to it (README Decisions), so its flag falls when it would have on the first node.
    live.clock = clock;
    this.arm(live);
  }

  /**
   * The clock after an entry not yet stored (the authority writes its turn row in the entry's transaction, so a
   * node that dies after the commit leaves the time spent on record): `after`, the state once the entry applies,
   * `entries` the record with it. Null for a game without a clock.
   */
  step(
    live: LiveGame,
    after: unknown,
    entries: readonly RecordEntry[],
    result: unknown,
    measuredLagMs = 0,
  ): Stepped | null {
    const rules = this.rules.get(live);
    if (live.clock === undefined || rules === undefined) return null;
    const championship = rules.kind === 'championship';
    const stopped = result !== null || (championship && timeUpIn(entries));
    const now = this.time.now();
    const entry = entries[entries.length - 1];
    const { clock, credit } = stepClock(rules, live.clock, {
      now,
      next: stopped ? null : live.game.toMove(after),
      measuredLagMs,
      graceMs: graceAfter(live.stored.game, entry),
      timedOut: timedOutSeats(entries, championship),
      berserk: berserkSeats(entries),
    });
    return { clock, credit, now, turnRow: !championship };
  }

  /** The stepped clock once its entry is committed (its turn row written with it): it runs and rearms. */
  adopt(live: LiveGame, stepped: Stepped): void {
    live.clock = stepped.clock;
    this.arm(live);
  }

  /**
   * After an entry written without its turn (a takeback's rewrite): the clock steps, its turn row is written after
   * the commit (a crash in between makes that entry charge nobody), and it rearms.
   */
  follow(live: LiveGame, measuredLagMs = 0): void {
    const stepped = this.step(live, live.state, live.entries, live.result, measuredLagMs);
    if (stepped === null) return;
    live.clock = stepped.clock;
    if (stepped.turnRow && this.store !== null) {
      const write = this.store
        .turn(live.stored.id, live.version, stepped.now, stepped.credit)
        .catch((e: unknown) => console.error(`clock turn of ${live.stored.id} not stored: ${String(e)}`))
        .finally(() => this.writes.delete(write));
      this.writes.add(write);
    }
    this.arm(live);
  }

  /** When the running seat's flag falls (ms since the epoch), or null (no clock, stopped, over). */
  dueOf(live: LiveGame, clock = live.clock): number | null {
    if (clock === undefined || clock.running === null) return null;
    const now = this.time.now();
    const ms = msUntilFlag(clock, now);
    return ms === null ? null : now + ms;
  }

  /** The ids among `ids` that have a table clock (resumeAll loads them so their flags fall on time). */
  timedAmong(ids: readonly string[]): Promise<Set<string>> {
    return this.store?.timed(ids) ?? Promise.resolve(new Set());
  }

  /** True when a bot plays `seat` of this game because its table clock ran out (the authority asks the bot). */
  botPlays(live: LiveGame, seat: Seat): boolean {
    return (live.clock as TableClock | undefined)?.timedOut.includes(seat) === true;
  }

  /** Whether the game has a table clock (real time or correspondence), as opposed to none or SP-18c's. */
  tableClocked(live: LiveGame): boolean {
    const kind = this.rules.get(live)?.kind;
    return kind === 'realtime' || kind === 'correspondence';
  }

  private rulesFor(live: LiveGame, setting: ClockSetting | null): ClockRules | null {
    const minutes = clockMinutesOf(live.stored.options);
    if (minutes !== null) return championshipRules(minutes * this.msPerMinute);
    return setting === null ? null : rulesOf(setting);
  }

  private arm(live: LiveGame): void {
    const old = this.timers.get(live);
    if (old !== undefined) this.time.clearTimer(old);
    this.timers.delete(live);
    const clock = live.clock;
    if (clock === undefined) return;
    const ms = msUntilFlag(clock, this.time.now());
    if (ms === null || clock.running === null) return;
    const seat = clock.running;
    const version = live.version;
    // Timers far ahead (a correspondence deadline of days) are set in steps: setTimeout holds at most ~24.8 days.
    const wait = Math.min(ms, 2 ** 31 - 1);
    const timer = this.time.setTimer(() => {
      this.timers.delete(live);
      if (wait < ms) this.arm(live);
      else this.onTimeUp(live, seat, version);
    }, wait);
    this.timers.set(live, timer);
  }

  /** Stops one game's timer (evicted) or all of them (shutdown). */
  stop(live?: LiveGame): void {
    for (const [l, timer] of this.timers) {
      if (live !== undefined && l !== live) continue;
      this.time.clearTimer(timer);
      this.timers.delete(l);
    }
  }

  /** Waits for the turn rows being written (shutdown: a restart finds every turn). */
  async flush(): Promise<void> {
    while (this.writes.size > 0) await Promise.all([...this.writes]);
  }
}
