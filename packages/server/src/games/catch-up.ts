import { clockMinutesOf } from '../clock.js';
import type { Clocks } from '../clocks/service.js';
import type { AudienceFrame, Fanout } from '../fanout.js';
import { audiences, type LiveGame, locked, syncFrame } from '../live.js';
import { advance, rememberRemote } from '../remote.js';
import type { Store } from '../store.js';
import { loadOffers } from '../table/commands.js';
import type { OffersStore } from '../table/offers-store.js';
import { abortedFrame, offersFrame } from '../table/state.js';
import type { Timers } from '../timers/timers.js';
import type { Residence } from './residence.js';

/**
 * Several nodes: how long a copy caught up from the store waits for the frame of the version it found before its
 * sockets get a sync instead (`CatchUp.fromStore`). Another node's frame normally follows its commit within
 * milliseconds.
 */
const CATCH_UP_GRACE_MS = 250;
/** The start of an abort's side frame (table/state.ts `abortedFrame`). */
const ABORTED = '{"type":"aborted"';
/** The starts of the side frames that say a table's offers changed (table/state.ts). */
const OFFERS = '{"type":"offers"';
const REMATCH = '{"type":"rematchStarted"';
/**
 * Several nodes: how often the games someone on this node watches are compared with the store's versions, so a
 * version no frame will ever announce (its node died between commit and publish, and nobody reloads or moves)
 * reaches this node's sockets within about this + `CATCH_UP_GRACE_MS` (issue 24: "every socket converges").
 */
export const STORE_CHECK_MS = 1_000;
/**
 * Issue 28: each check reads the entries written in this last while (the change feed, `checkChanges`), not the
 * version of every watched game: its cost is the moves made, not the games held. An entry is stamped (`created`)
 * by its writer just before its transaction, so the look-back covers a commit that slow and the nodes' clocks
 * apart by that much; past it, the full pass below catches it.
 */
export const CHANGES_LOOKBACK_MS = 3_000;
/** How often the watched games are still compared one by one with the store (a commit slower than the look-back). */
export const FULL_CHECK_MS = 30_000;

/** The store's latest version of each of these games (games with no entry are absent). */
export type LatestVersions = (ids: readonly string[]) => Promise<Map<string, number>>;
/** The store's latest version of each game with an entry stamped after `sinceIso` (an indexed range: `moves_created`). */
export type ChangedSince = (sinceIso: string) => Promise<Map<string, number>>;
/** Several nodes: how this node learns of versions no frame announced (`CatchUp`). */
export interface StoreFeed {
  readonly latest: LatestVersions;
  readonly changed: ChangedSince;
}

/**
 * Keeps this node's cached games level with the store when other nodes write to it: a remote frame brings its game
 * up to that version; a gap, a Redis reconnect or a client ahead of this copy brings it up to the store, whose
 * version is the truth (the frames on the fan-out only say that something changed).
 */
export class CatchUp {
  /** A catch-up of every cached game in flight (after a Redis reconnect or a gap), so several share one pass. */
  private all: Promise<void> | null = null;
  /** The pass asked for while `all` runs, which starts when it ends. */
  private again: Promise<void> | null = null;

  constructor(
    private readonly store: Store,
    private readonly fanout: Fanout,
    private readonly clocks: Clocks,
    private readonly timers: Timers,
    private readonly residence: Residence,
    private readonly closed: () => boolean,
    /** The tables' offers rows (table/offers-store.ts), read again on another node's notice. */
    private readonly offers?: OffersStore,
    /**
     * Several nodes: every `STORE_CHECK_MS` the entries written lately (`checkChanges`), every `FULL_CHECK_MS` the
     * versions of every watched game (`checkStore`).
     */
    feed?: StoreFeed,
    now: () => number = Date.now,
  ) {
    if (feed === undefined) return;
    let lastFull = now();
    const timer = setInterval(() => {
      if (this.closed()) return clearInterval(timer);
      const t = now();
      if (t - lastFull < FULL_CHECK_MS) return void this.checkChanges(feed.changed, t).catch(() => undefined);
      lastFull = t;
      void this.checkStore(feed.latest).catch(() => undefined);
    }, STORE_CHECK_MS);
    timer.unref();
  }

  /** Whether someone on this node listens to this game (a copy nobody watches needs nothing: its next use reads). */
  private watched(live: LiveGame): boolean {
    if (live.status !== 'active') return false;
    const listening = this.fanout.listening;
    return listening === undefined || audiences(live).some((a) => listening.call(this.fanout, live.stored.id, a));
  }

  /**
   * One pass of the change feed (issue 28): one indexed query for the entries stamped within `CHANGES_LOOKBACK_MS`
   * of `now`; a watched copy behind the store catches up from it (and its sockets get a sync). Its cost is the
   * entries written meanwhile, on every node, whatever the games held. Returns how many copies were behind.
   */
  async checkChanges(changed: ChangedSince, now: number): Promise<number> {
    const versions = await changed(new Date(now - CHANGES_LOOKBACK_MS).toISOString());
    const behind: LiveGame[] = [];
    await Promise.all(
      [...versions].map(async ([id, version]) => {
        const live = await this.residence.live.get(id)?.catch(() => null);
        if (live !== undefined && live !== null && version > live.version && this.watched(live)) behind.push(live);
      }),
    );
    await Promise.all(behind.map((live) => locked(live, () => this.fromStore(live)).catch(() => false)));
    return behind.length;
  }

  /**
   * One pass of the full check (every `FULL_CHECK_MS`): one query per thousand running games this node's sockets
   * watch, for their versions; a copy behind them catches up from the store (and its sockets get a sync). A cost
   * of the games held, so rare: the change feed above is the one that runs every second. Returns how many were behind.
   */
  async checkStore(latest: LatestVersions): Promise<number> {
    const watched: LiveGame[] = [];
    await this.residence.each((live) => {
      if (this.watched(live)) watched.push(live);
    });
    if (watched.length === 0) return 0;
    const versions = await latest(watched.map((l) => l.stored.id));
    const behind = watched.filter((l) => (versions.get(l.stored.id) ?? 0) > l.version);
    await Promise.all(behind.map((live) => locked(live, () => this.fromStore(live)).catch(() => false)));
    return behind.length;
  }

  /**
   * Brings every cached game up to the store, each under its lock, and this node's sockets up to each copy
   * (several nodes: after a Redis reconnect, a node gone, or a version gap in a remote frame, which say frames
   * were lost). Calls while one pass runs share the one after it.
   */
  everyGame(): Promise<void> {
    if (this.all === null) {
      const pass = this.residence
        .each((live) => locked(live, () => this.fromStore(live, true)).then(() => undefined))
        .then(() => {
          this.all = null;
        });
      this.all = pass;
      return pass;
    }
    // The pass under way may have read a game before these frames were lost: one more pass after it (shared).
    this.again ??= this.all.then(() => {
      this.again = null;
      return this.everyGame();
    });
    return this.again;
  }

  /**
   * Another node committed `f.version` of a game. A cached copy is brought up to it from the store under the game's
   * lock; the fan-out hands the frame to this node's sockets once that is done, so a socket that sees it (or joins
   * after it) finds this node at that version. A game not in memory needs nothing: its next use loads it.
   */
  remote(f: AudienceFrame): Promise<void> {
    const offersNotice = f.side && (f.frame.startsWith(OFFERS) || f.frame.startsWith(REMATCH));
    if (f.side && !f.frame.startsWith(ABORTED) && !offersNotice) return Promise.resolve();
    const cached = this.residence.live.get(f.gameId);
    if (cached === undefined) return Promise.resolve();
    if (offersNotice) {
      // Another node changed this table's offers: this copy reads the row (a join here then gets them).
      const store = this.offers;
      if (store === undefined) return Promise.resolve();
      return cached
        .then((live) => (live === null ? undefined : locked(live, () => loadOffers(store, live))))
        .catch(() => undefined);
    }
    if (f.side) {
      // Another node aborted this game: the notice says so, the store confirms it (the frame itself then reaches
      // this node's sockets as it is).
      const by = (JSON.parse(f.frame) as { by?: number }).by ?? null;
      return cached
        .then((live) => (live === null ? undefined : locked(live, () => this.abortedInStore(live, by, false))))
        .then(() => undefined)
        .catch(() => undefined);
    }
    return cached
      .then((live) => (live === null ? undefined : locked(live, () => this.toFrame(live, f))))
      .catch(() => undefined);
  }

  private async toFrame(live: LiveGame, f: AudienceFrame): Promise<void> {
    // Exactly up to this frame's version (not beyond, even when the store is further): the frames of the versions
    // after it are on their way, and each is kept in turn for reconnecting clients.
    // A gap (a version skipped) means frames were lost on the way (Redis was away, or a node died between its
    // commit and its publish): other games may have lost theirs too, so all are brought up to the store.
    if (f.version > live.version + 1) void this.everyGame();
    if (f.version > live.version && !(await this.refresh(live, f.version))) return;
    rememberRemote(live, f.audience, f.version, f.frame);
  }

  /**
   * Issue 15, fault 1: brings a cached game up to the store, under its lock, for a frame that may never come (a
   * node died between its commit and its publish, or the frame was lost with Redis). This node's sockets get a
   * sync at the version found unless its frame arrives within `CATCH_UP_GRACE_MS` (the usual case: it was on its
   * way): a socket drops a frame of a version it already has, so the sync reaches only those the frame did not.
   * `level` (after frames were lost: `everyGame`): the sockets get that sync even when the copy was already at the
   * store's version, since a copy can be level while some of its sockets are not. Another node publishes a move
   * as one frame per audience: Redis lost, or that node killed, between two of them, this copy caught up on the
   * first frame and the audiences of the lost ones were never told (the failover test's stuck game).
   * False when the store cannot be read (the copy is dropped; the next use reloads it).
   */
  async fromStore(live: LiveGame, level = false): Promise<boolean> {
    const before = live.version;
    if (!(await this.refresh(live))) return false;
    // An abort on another node whose notice this node missed (Redis away, or the node died before publishing):
    // the store's status is the truth, and this node's sockets are told.
    if (live.status === 'active' && (await this.abortedInStore(live, null, true).catch(() => false))) return true;
    await this.offersFromStore(live).catch(() => undefined);
    const found = live.version;
    if (found === before && !level) return true;
    setTimeout(() => {
      // Moved on meanwhile: that later frame reached the sockets (and a sync of an older version would not).
      if (this.closed() || live.version !== found) return;
      const publish = this.fanout.publishLocal ?? this.fanout.publish;
      // Only the audiences someone on this node listens to: a pass after a reconnect visits every cached game, and
      // a sync built for nobody is a view computed for nothing.
      const here = this.fanout.listeningHere ?? this.fanout.listening;
      for (const audience of audiences(live)) {
        if (here?.call(this.fanout, live.stored.id, audience) === false) continue;
        publish.call(this.fanout, {
          gameId: live.stored.id,
          audience,
          version: found,
          frame: syncFrame(live, audience),
        });
      }
    }, CATCH_UP_GRACE_MS).unref();
    return true;
  }

  /** The offers row read again after notices may have been lost; this node's sockets told when they changed. */
  private async offersFromStore(live: LiveGame): Promise<void> {
    if (this.offers === undefined) return;
    const before = offersFrame(live.table);
    await loadOffers(this.offers, live);
    const after = offersFrame(live.table);
    if (after === before) return;
    const publish = this.fanout.publishLocal ?? this.fanout.publish;
    for (const audience of audiences(live))
      publish.call(this.fanout, { gameId: live.stored.id, audience, version: live.version, frame: after, side: true });
  }

  /**
   * Marks this copy aborted when the store says it is (another node's abort: table/commands.ts), stopping its
   * clock and dropping its offers; `tell`: this node's sockets get the aborted frame (the notice never came).
   * Run under the game's lock; true when the copy became aborted.
   */
  private async abortedInStore(live: LiveGame, by: number | null, tell: boolean): Promise<boolean> {
    if (live.status !== 'active' || this.store.status === undefined) return false;
    if ((await this.store.status(live.stored.id)) !== 'aborted') return false;
    live.status = 'aborted';
    live.table.abortedBy = by;
    live.table.takeback = null;
    live.table.rematch = null;
    this.clocks.stop(live);
    if (!tell) return true;
    const frame = abortedFrame(live.table);
    const publish = this.fanout.publishLocal ?? this.fanout.publish;
    for (const audience of audiences(live))
      publish.call(this.fanout, { gameId: live.stored.id, audience, version: live.version, frame, side: true });
    return true;
  }

  /**
   * Brings a cached game up to the store (moves other nodes committed), or to version `upTo`; run under the game's
   * lock. On a failure the copy is forgotten (the next use reloads it whole, or reports it) and false is returned.
   */
  private async refresh(live: LiveGame, upTo = Number.POSITIVE_INFINITY): Promise<boolean> {
    let done = false;
    const before = live.version;
    try {
      const entries = await this.store.getMoves(live.stored.id, live.version);
      done = advance(live, entries.slice(0, Math.max(0, upTo - live.version)));
      // Another node's entries: this copy's clock is rebuilt from the stored turns, so its timer follows theirs.
      if (done && live.clock !== undefined && live.version !== before) await this.reloadClock(live);
      // And its due time (an untimed move deadline another node set with its entry).
      if (done && live.clock === undefined && live.version !== before) await this.timers.loaded(live);
    } catch {
      done = false;
    }
    if (!done) this.residence.evict(live);
    else if (live.result !== null) this.residence.retire(live);
    return done;
  }

  /** A timed game's clock rebuilt from its stored entries (another node appended some: `refresh`). */
  private async reloadClock(live: LiveGame): Promise<void> {
    // Who was to move before each entry, from the line in effect (a takeback's own entry charges nobody).
    const movers = live.entries.map((_, i) => live.line.find((p) => p.at === i)?.mover ?? null);
    const championship = clockMinutesOf(live.stored.options) !== null;
    await this.clocks.load(live, {
      entries: live.entries,
      movers,
      storeTimes: championship ? await this.store.getMoveTimes(live.stored.id) : [],
      createdMs: Date.parse(live.stored.created),
    });
  }
}
