import type {
  BerserkEvent,
  Outcome,
  PlatformEvent,
  RecordEntry,
  Result,
  Seat,
  SeatEvent,
  TakebackEvent,
  Viewer,
} from '@ludotheque/engine';
import { finalOutcome, isBerserk, isSeatEvent, ok } from '@ludotheque/engine';
import type { Clocks, Stepped } from '../clocks/service.js';
import type { Fanout } from '../fanout.js';
import { audiences, type LiveGame, locked, publishEvent } from '../live.js';
import type { RatingHooks } from '../ratings/hooks.js';
import type { Store } from '../store.js';
import { afterCommit, type TableHost } from '../table/commands.js';
import type { Claimed, TimerRow } from '../timers/storage.js';
import type { Timers } from '../timers/timers.js';
import type { CatchUp } from './catch-up.js';
import { type AuthorityError, fault } from './errors.js';
import type { Residence } from './residence.js';
import type { Rewrites } from './rewrites.js';

/** What an entry writes with it (`Entries.prepare`) and what its commit then adopts. */
export interface Prepared {
  readonly stepped: Stepped | null;
  readonly row: TimerRow | null;
  readonly written: {
    readonly timer: TimerRow | null;
    readonly turn?: { readonly atMs: number; readonly creditMs: number };
  };
}

/** What the entries need of the authority and its other collaborators. */
export interface EntriesDeps {
  readonly store: Store;
  readonly fanout: Fanout;
  readonly clocks: Clocks;
  readonly timers: Timers;
  readonly residence: Residence;
  readonly catchUps: CatchUp;
  readonly rewrites: Rewrites;
  readonly ratings: RatingHooks | null;
  readonly onCommitted: ((live: LiveGame) => void) | null;
  /** The table's side of a commit (a pending takeback dropped: table/commands.ts `afterCommit`). */
  readonly table: () => Pick<TableHost, 'fanout' | 'offers'>;
  readonly closed: () => boolean;
  /** After a game changed: its bot asked, its round-end timer armed (Authority). */
  readonly following: (live: LiveGame) => void;
  /** A seat's bot asked again (a seat event changed who plays it). */
  readonly scheduleBot: (live: LiveGame) => void;
  /** The game in memory, loaded on first use (Authority.open). */
  readonly open: (id: string) => Promise<LiveGame | null>;
}

/**
 * The rows an entry writes and what its commit changes (issue 24: one source of truth per fact, in the store): the
 * clock's turn and the game's next due time go in the entry's transaction (`prepare`), the copy, its clock and
 * timers follow once committed (`commit`), and the platform events (a time-up, a resignation, a claim), takebacks
 * and seat events are written the same way. A due timer another node left is woken here (`wake`).
 */
export class Entries {
  constructor(private readonly d: EntriesDeps) {}

  /**
   * What an entry about to be stored writes with it (timers/): the clock's turn (its start and lag credit, so a
   * node dying after the commit leaves the time spent on record) and the game's next due time.
   */
  prepare(live: LiveGame, after: unknown, entry: RecordEntry, result: Outcome | null, lagMs: number): Prepared {
    // No clock, no step: the entries are not copied for it (issue 28: a copy of the whole record per move).
    const stepped =
      live.clock === undefined ? null : this.d.clocks.step(live, after, [...live.entries, entry], result, lagMs);
    const row = this.d.timers.rowAfter(live, stepped, after, result);
    return {
      stepped,
      row,
      written: {
        timer: row,
        ...(stepped?.turnRow ? { turn: { atMs: stepped.now, creditMs: stepped.credit } } : {}),
      },
    };
  }

  /**
   * A checked, legal move of `seat` (Authority.apply, under the game's lock): told to each audience with
   * `publicMove` on the state before it, played on a clone, appended with its rows and a version check, and only
   * once committed adopted by the copy and published. Another node taking its version is `staleVersion` with the
   * store's version (the copy caught up), an abort there is `aborted`.
   */
  async move(
    live: LiveGame,
    seat: Seat,
    move: unknown,
    lagMs: number,
  ): Promise<Result<{ version: number }, AuthorityError>> {
    const { game } = live;
    const before = live.state;
    // Told on the state before the move (publicMove's contract), before the state is replaced.
    const told = audiences(live).map((a) => [a, game.publicMove(before, move, a)] as const);
    const text = game.formatMove(before, move);
    const after = game.clone(before);
    game.play(after, move);
    // Made final with the seat events: a seat its stand-in still plays ranks last (engine seat-events.ts).
    const result = finalOutcome(game, after, live.entries);
    const prepared = this.prepare(live, after, text, result, lagMs);
    let written: boolean;
    try {
      written = await this.d.store.append({
        gameId: live.stored.id,
        version: live.version + 1,
        entry: text,
        ...(result === null ? {} : { result }),
        ...prepared.written,
      });
    } catch (e) {
      return fault('internal', `storage failed: ${e instanceof Error ? e.message : String(e)}`, live.version);
    }
    if (!written) {
      // Another node took this version: the copy catches up from the store (its frame may never come) and the
      // answer names the store's version; a copy that cannot is dropped (the next use reloads it).
      if (!(await this.d.catchUps.fromStore(live)))
        return fault('internal', 'the game could not be brought up to date');
      // Or another node aborted it: the store refused the entry (sql-store.ts), and the copy now knows.
      // (`as string`: the check above narrowed the type, but fromStore may change it.)
      if ((live.status as string) === 'aborted') return fault('aborted', 'the game was aborted', live.version);
      return fault('staleVersion', 'another move took this version', live.version);
    }
    this.commit(live, after, result, text, told, seat, prepared);
    return ok({ version: live.version });
  }

  /** A durably committed entry: the copy moves to it, its clock and timer follow, and every audience is told. */
  commit(
    live: LiveGame,
    after: unknown,
    result: Outcome | null,
    text: RecordEntry,
    told: readonly (readonly [Viewer, string])[],
    seat: Seat,
    prepared: Prepared,
  ): void {
    live.line.push({ at: live.version, mover: live.game.toMove(live.state), move: typeof text === 'string' });
    live.state = after;
    live.version += 1;
    live.entries.push(text);
    const platformEvent = typeof text === 'string' ? undefined : text.event;
    if (platformEvent === undefined) live.moves.push({ seat, texts: told.map(([, t]) => t) });
    live.result = result;
    if (result !== null) {
      live.status = 'over';
      // A finished game leaves the cache after a while (connections still watching keep their reference); its
      // record reloads from the store on demand.
      this.d.residence.retire(live);
      this.d.ratings?.over(live.stored.id);
    }
    // The clock is switched before the frames are built, so they carry the new mover's running clock.
    if (prepared.stepped !== null) this.d.clocks.adopt(live, prepared.stepped);
    this.d.timers.committed(live, prepared.row);
    publishEvent(live, this.d.fanout, told, seat, platformEvent as PlatformEvent | BerserkEvent | undefined);
    afterCommit(this.d.table(), live);
    this.d.following(live);
    this.d.onCommitted?.(live);
  }

  /** An agreed takeback (table/), under the game's lock: the position it restores, synced to every audience. */
  async takeback(
    live: LiveGame,
    t: TakebackEvent,
  ): Promise<Result<void, { code: 'internal' | 'nothingToTakeBack'; message: string }>> {
    const r = await this.d.rewrites.takeback(live, t);
    if (!r.ok) return r;
    if (live.clock !== undefined) this.d.clocks.follow(live);
    this.d.timers.afterRewrite(live);
    afterCommit(this.d.table(), live);
    this.d.following(live);
    return r;
  }

  /**
   * A timed game's clock ran out for `seat` while the game was at `version`: appends the `timeUp` platform event
   * (SP-18c) like a move, under the game's lock and version-checked; a move committed meanwhile wins (the clock,
   * re-armed by that move, goes on).
   */
  timeUp(live: LiveGame, seat: Seat, version: number): void {
    void locked(live, () => this.event(live, version, { type: 'timeUp', seat }));
  }

  /** A platform event appended at `version` like a move (run under the game's lock). */
  async event(
    live: LiveGame,
    version: number,
    event: PlatformEvent | BerserkEvent,
  ): Promise<Result<void, AuthorityError>> {
    if (this.d.closed()) return fault('internal', 'the server is closing');
    if (live.status === 'aborted') return fault('aborted', 'the game was aborted');
    if (version !== live.version || live.status === 'over') return fault('gameOver', 'the game is over');
    const after = live.game.clone(live.state);
    // A berserk is a clock matter (tournaments/README "Berserk"): the position does not change.
    const applied = isBerserk(event) ? ok(undefined) : live.game.event(after, event);
    if (!applied.ok) return fault('illegal', applied.error.message);
    const result = finalOutcome(live.game, after, live.entries);
    const entry: RecordEntry = { event };
    const prepared = this.prepare(live, after, entry, result, 0);
    const base = { gameId: live.stored.id, version: live.version + 1, entry, ...prepared.written };
    const written = await this.d.store.append(result === null ? base : { ...base, result }).catch(() => false);
    if (!written) {
      // Another node wrote this version, or storage failed: the next use reloads the game (and restarts its clock).
      this.d.clocks.stop(live);
      this.d.residence.forget(live.stored.id);
      return fault('internal', 'the event could not be stored');
    }
    const told = audiences(live).map((a) => [a, event.type] as const);
    this.commit(live, after, result, entry, told, event.seat, prepared);
    return ok(undefined);
  }

  /**
   * An entry about who plays a seat (presence/): a seat event, or the `abandon` platform event of a claimed win;
   * under the game's lock and only while the game is still at `version` (what the choice was made on), else
   * `staleVersion` and nothing changes. A seat event gives every audience a fresh sync at the new version.
   */
  seatEvent(live: LiveGame, version: number, event: SeatEvent | PlatformEvent): Promise<Result<void, AuthorityError>> {
    return locked(live, async () => {
      if (live.version !== version) return fault('staleVersion', 'the game moved on', live.version);
      if (!isSeatEvent(event)) return this.event(live, version, event);
      if (this.d.closed()) return fault('internal', 'the server is closing');
      if (live.status !== 'active') return fault('gameOver', 'the game is over');
      if (!(await this.d.rewrites.seatEvent(live, event))) return fault('internal', 'the entry could not be stored');
      // A wait, a stand-in, a reclaim: the seat to move's deadline starts again (timers/).
      this.d.timers.afterRewrite(live);
      afterCommit(this.d.table(), live);
      this.d.scheduleBot(live);
      return ok(undefined);
    });
  }

  /**
   * A due timer this node claimed (timers/poller.ts): the game is loaded here if no copy is (its node died, or it
   * was swept out of memory), or brought up to the store, and its flag falls now if still due — version-checked
   * like any entry, so a move committed first wins. A row with nothing behind it (game over, aborted) is cleared.
   */
  async wake(claimed: Claimed): Promise<void> {
    if (this.d.closed()) return;
    const live = await this.d.open(claimed.gameId);
    if (live !== null && live.status === 'active' && live.version < claimed.version)
      await locked(live, () => this.d.catchUps.fromStore(live));
    const copy = await this.d.open(claimed.gameId);
    const due = copy === null || copy.status !== 'active' ? null : this.d.clocks.dueOf(copy);
    const seat = copy?.clock?.running ?? null;
    if (copy === null || due === null || seat === null) {
      await this.d.timers.store?.clear(claimed.gameId, copy?.version ?? claimed.version);
      return;
    }
    if (due > this.d.clocks.time.now()) return; // not due by this copy: its own timer fires it
    await locked(copy, () => this.event(copy, copy.version, { type: 'timeUp', seat }));
  }
}
