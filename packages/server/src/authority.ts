import { timingSafeEqual } from 'node:crypto';
import type {
  GameRecord,
  Outcome,
  PlatformEvent,
  RecordEntry,
  Result,
  Seat,
  SeatEvent,
  TakebackEvent,
  Viewer,
} from '@ludotheque/engine';
import { err, finalOutcome, isSeatEvent, ok } from '@ludotheque/engine';
import type { CreateGameRequest, CreateGameResponse, ErrorCode } from '@ludotheque/protocol';
import { spectateUrl } from '@ludotheque/protocol';
import type { BotRunner } from './bot-move.js';
import { Clocks, type Stepped } from './clocks/service.js';
import { ClockStore } from './clocks/storage.js';
import { type ClockTime, realTime } from './clocks/time.js';
import type { Fanout } from './fanout.js';
import { BotSeats } from './games/bot-seats.js';
import { CatchUp } from './games/catch-up.js';
import { hashToken, newGame } from './games/new-game.js';
import { Residence } from './games/residence.js';
import { Rewrites } from './games/rewrites.js';
import { storeRows } from './games/store-rows.js';
import { audiences, type LiveGame, locked, makeLive, missedFrames, publishEvent, syncFrame } from './live.js';
import type { RatingHooks } from './ratings/hooks.js';
import type { GameRegistry } from './registry.js';
import { SqlStore } from './sql-store.js';
import type { Store } from './store.js';
import {
  afterCommit,
  joinFrames,
  loadOffers,
  runCommand,
  type TableCommand,
  type TableHost,
} from './table/commands.js';
import { DEAL_AFTER_MS, DEAL_MOVES, Dealer, dealMove } from './table/deal.js';
import type { PollerOptions, TimerPoller } from './timers/poller.js';
import type { Claimed, TimerRow } from './timers/storage.js';
import type { Timers } from './timers/timers.js';

export interface AuthorityError {
  readonly code: ErrorCode | 'options' | 'notOver';
  /** For `options`: the options' own clock and the table clock clash (clocks/ `conflict`; HTTP `clockConflict`). */
  readonly clockConflict?: true;
  readonly message: string;
  /** The game's current version, for errors about a move. */
  readonly version?: number;
}

const fault = (code: AuthorityError['code'], message: string, version?: number): Result<never, AuthorityError> =>
  err(version === undefined ? { code, message } : { code, message, version });

export { hashToken };

/**
 * The authority over every game this node serves. It knows no sockets and no SQL: it validates a seat's move with
 * the engine, appends it to the store with a version check, and publishes one event per audience on the fan-out.
 * Bot seats are asked through a BotRunner (worker threads on the server) with their seat's view only.
 */
export class Authority {
  /** The games in memory (games/residence.ts). */
  private readonly residence: Residence;
  /** Keeping cached games level with the store when other nodes write to it (games/catch-up.ts). */
  private readonly catchUps: CatchUp;
  /** The seats bots play (games/bot-seats.ts). */
  private readonly botSeats: BotSeats;
  /** Takebacks and seat events: entries that rewrite what every seat knows (games/rewrites.ts). */
  private readonly rewrites: Rewrites;
  /** Round-end timers (table/deal.ts). */
  private readonly dealer: Dealer;
  /** Another writer may share the store (several nodes): its moves can put a client ahead of this copy (`apply`). */
  private readonly remoteNodes: boolean;
  private closed = false;
  private readonly clocks: Clocks;
  /** What the table commands (table/) may do with a game: entries written like moves, under the game's lock. */
  private readonly host: TableHost;
  private readonly ratings: RatingHooks | null;
  private readonly onCommitted: ((live: LiveGame) => void) | null;
  /** Due times kept by the store (timers/): flags and move deadlines, fired by any node. */
  private readonly timers: Timers;
  private readonly poller: TimerPoller | null;

  constructor(
    private readonly games: GameRegistry,
    private readonly store: Store,
    private readonly fanout: Fanout,
    bots: BotRunner | null = null,
    /**
     * Timed games: `msPerMinute` shortens a clock minute in tests (60 000 otherwise). `dealAfterMs`: how long a
     * round end (Linx's `next`) waits before the server deals the next round itself (table/deal.ts). `soleWriter`:
     * no other node writes to this store (one server on its SQLite file), so a move naming a version this node has
     * not reached is stale at once, with no store read; otherwise the copy catches up from the store first.
     */
    clockOptions: {
      readonly msPerMinute?: number;
      readonly dealAfterMs?: number;
      readonly soleWriter?: boolean;
      /** The level of the bot that plays a seat for its absent player (presence/); default `easy`. */
      readonly standInLevel?: string;
      /** The clocks' time source (clocks/time.ts): a hand-driven one in tests. */
      readonly time?: ClockTime;
      /** Rated games (ratings/): told of each creation before it is stored, and of each game this node ends. */
      readonly ratings?: RatingHooks;
      /** An untimed game's move deadline (timers/timers.ts: 7 days). */
      readonly moveDeadlineMs?: number;
      /** Told of each entry this node committed, once published (notifications/: your turn, game over). */
      readonly onCommitted?: (live: LiveGame) => void;
      /** Firing the timers other nodes left (timers/poller.ts); `false`: no poller (a test drives `pollTimers`). */
      readonly timerPoll?: PollerOptions | false;
    } = {},
  ) {
    this.clocks = new Clocks(
      (live, seat, version) => this.timeUp(live, seat, version),
      store instanceof SqlStore ? ClockStore.of(store.db) : null,
      clockOptions.time,
      clockOptions.msPerMinute,
    );
    const time = clockOptions.time ?? realTime;
    const rows = storeRows(store, this.clocks, time, clockOptions, (c) => this.wake(c));
    this.timers = rows.timers;
    this.poller = rows.poller;
    const closed = () => this.closed;
    this.dealer = new Dealer(clockOptions.dealAfterMs ?? DEAL_AFTER_MS, closed, (live, seat, version, text) => {
      void this.move(live.stored.id, seat, version, text);
    });
    this.botSeats = new BotSeats(
      bots,
      this.clocks,
      clockOptions.standInLevel ?? 'easy',
      closed,
      (live, seat, v, parse) =>
        this.submit(live, seat, v, parse as (state: unknown) => Result<unknown, AuthorityError>),
    );
    this.residence = new Residence(games, store, fanout, this.clocks, this.timers, (live) => this.following(live));
    const { offers } = rows;
    const latest = clockOptions.soleWriter === true ? undefined : rows.latest;
    this.catchUps = new CatchUp(store, fanout, this.clocks, this.timers, this.residence, closed, offers, latest);
    this.rewrites = new Rewrites(store, fanout, this.residence);
    this.remoteNodes = clockOptions.soleWriter !== true;
    this.ratings = clockOptions.ratings ?? null;
    this.onCommitted = clockOptions.onCommitted ?? null;
    this.host = {
      fanout,
      ...(offers === undefined ? {} : { offers }),
      ...(clockOptions.soleWriter === true ? {} : { catchUp: (live: LiveGame) => this.catchUps.fromStore(live) }),
      locked,
      appendEvent: async (live, event) => {
        const r = await this.applyEvent(live, live.version, event);
        return r.ok
          ? r
          : err({
              code: r.error.code === 'options' || r.error.code === 'notOver' ? 'internal' : r.error.code,
              message: r.error.message,
            });
      },
      appendTakeback: (live, t) => this.applyTakeback(live, t),
      isRated: async (live) => (await this.ratings?.isRated(live.stored.id)) === true,
      abort: async (live) => {
        const aborted = await this.store.abort(live.stored.id, live.version).catch(() => false);
        if (aborted) {
          this.clocks.stop(live);
          this.dealer.stop(live);
        }
        return aborted;
      },
      create: async (request, from, players, id) =>
        this.create(
          from !== undefined && (await this.ratings?.isRated(from.stored.id)) ? { ...request, rated: true } : request,
          players,
          id,
        ),
      exists: async (id) => (await this.store.getGame(id)) !== null,
      callOff: async (id) => {
        await this.store.abort(id, 0);
      },
    };
    // Several nodes: another node's committed move makes this node's cached copy of the game stale.
    fanout.onRemote?.((f) => this.catchUps.remote(f));
    // Issue 15, fault 2: frames published while this node was cut from Redis are lost for good; once it listens
    // again, every cached game is brought up to the store (and its sockets told), or a game waits forever.
    fanout.onReconnect?.(() => this.catchUps.everyGame());
  }

  /** Brings every cached game up to the store (games/catch-up.ts). */
  catchUpAll(): Promise<void> {
    return this.catchUps.everyGame();
  }

  /** After a game changed or loaded: its bot is asked if one is to move, its round-end timer armed. */
  private following(live: LiveGame): void {
    this.botSeats.schedule(live);
    this.dealer.arm(live);
  }

  /**
   * Creates a game: a fresh cryptographic seed, one hashed token per human seat. `players`: who each human seat
   * already belongs to (lobby, quick match, rematch), bound by the store with the game itself (games/new-game.ts).
   */
  async create(
    request: CreateGameRequest,
    players?: readonly (string | null)[],
    chosenId?: string,
  ): Promise<Result<CreateGameResponse, AuthorityError>> {
    const made = newGame(this.games, request, (o) => this.clocks.conflict(o, request.clock), players, chosenId);
    if (!made.ok)
      return made.error.clash
        ? err({ code: 'options', message: made.error.message, clockConflict: true })
        : fault(made.error.code, made.error.message);
    const { game, stored, state, invites } = made.value;
    const id = stored.id;
    await this.ratings?.created(id, request);
    await this.store.createGame(stored);
    const live = makeLive(game, stored, state, []);
    await this.clocks.create(live, request.clock);
    await this.timers.created(live);
    this.residence.add(live);
    this.botSeats.schedule(live);
    return ok({ id, invites, spectate: spectateUrl(id) });
  }

  /**
   * Why these options cannot be played with this table clock (clocks/ `conflict`), or null: asked when a lobby
   * table is made, so a table that could never start is refused at once.
   */
  conflict(options: unknown, clock: CreateGameRequest['clock']): string | null {
    return this.clocks.conflict(options, clock);
  }

  /** The game in memory, loaded from the store (and replayed) on first use; null when unknown. */
  async open(id: string): Promise<LiveGame | null> {
    const live = await this.residence.open(id);
    // A copy just loaded reads its table's offers once (a join then gets them: table/ joinFrames).
    const offers = this.host.offers;
    if (live !== null && offers !== undefined && live.table.offersRevision < 0) {
      live.table.offersRevision = 0;
      await locked(live, () => loadOffers(offers, live)).catch(() => undefined);
    }
    return live;
  }

  /** Loads the timed games and the recently moved ones at start (games/residence.ts). */
  resumeAll(windowMs = Number.POSITIVE_INFINITY, max = Number.POSITIVE_INFINITY): Promise<number> {
    return this.residence.resumeAll(windowMs, max);
  }

  /** Games in memory (loaded or loading). */
  get liveCount(): number {
    return this.residence.size;
  }

  /** Lets idle games leave memory (games/residence.ts); returns how many left. */
  sweep(idleMs: number, atLeast = 0): number {
    return this.residence.sweep(idleMs, atLeast);
  }

  /** Makes room for one more game under `max` (sweeping idle, then least recently moved games); false when full. */
  makeRoom(max: number, idleMs: number): boolean {
    return this.residence.makeRoom(max, idleMs);
  }

  /**
   * Who a token is in a game: its seat, or a spectator when no token is given. A client back with `since` ahead of
   * this node's copy (it saw a version this node missed: issue 15, fault 1) is answered only after the copy caught
   * up from the store, never with an older sync.
   */
  async identify(
    id: string,
    token?: string,
    since?: number,
  ): Promise<Result<{ live: LiveGame; viewer: Viewer }, AuthorityError>> {
    let live = await this.open(id);
    // Several nodes: every join reads the store's newer entries first (one indexed query; joins are rate-limited).
    // A copy can be behind with no frame ever coming to say so (a node killed between commit and publish: issue
    // 24), and a page reloaded without `since` would otherwise get that stale copy again and again.
    if (live !== null && this.remoteNodes) {
      const copy = live;
      if (!(await locked(copy, () => this.catchUps.fromStore(copy))))
        throw new Error(`game ${id} could not be brought up to date`);
      live = await this.open(id);
    }
    if (live === null) return fault('unknownGame', `no game ${id}`);
    if (token === undefined) return ok({ live, viewer: 'spectator' });
    const hash = Buffer.from(hashToken(token), 'hex');
    const seat = live.stored.seats.findIndex(
      (s) => s.kind === 'human' && timingSafeEqual(Buffer.from(s.tokenHash, 'hex'), hash),
    );
    return seat < 0 ? fault('badToken', 'no seat of this game has that token') : ok({ live, viewer: seat });
  }

  sync(live: LiveGame, viewer: Viewer): string {
    return syncFrame(live, viewer);
  }

  /**
   * What a reconnecting client missed since `since`, or its full sync when the gap is no longer kept; then the
   * table's news (offers pending, an abort, its rematch: table/).
   */
  catchUp(live: LiveGame, viewer: Viewer, since: number | undefined): string[] {
    const missed = since === undefined ? null : missedFrames(live, viewer, since);
    const frames = missed === null || missed.length === 0 ? [syncFrame(live, viewer)] : missed;
    return [...frames, ...joinFrames(live, viewer)];
  }

  /** A seat's table command (resign, takeback and its answer, abort, rematch and its answer: table/commands.ts). */
  async command(id: string, seat: Seat, c: TableCommand): Promise<Result<void, AuthorityError>> {
    const live = await this.open(id);
    if (live === null) return fault('unknownGame', `no game ${id}`);
    return runCommand(this.host, live, seat, c);
  }

  /** A seat's move in notation, chosen at `version`. Resolves once durably committed (or refused, unchanged). */
  move(
    id: string,
    seat: Seat,
    version: number,
    text: string,
    lagMs = 0,
  ): Promise<Result<{ version: number }, AuthorityError>> {
    return this.open(id).then((live) => {
      if (live === null) return fault('unknownGame', `no game ${id}`);
      return this.submit(
        live,
        seat,
        version,
        (state) => {
          const m = live.game.parseMove(state, text);
          return m.ok ? ok(m.value) : fault('notation', m.error.message, live.version);
        },
        text,
        lagMs,
      );
    });
  }

  /** Runs one move under the game's lock: moves of a game apply in arrival order, other games do not wait. */
  private submit(
    live: LiveGame,
    seat: Seat,
    version: number,
    parse: (state: unknown) => Result<unknown, AuthorityError>,
    text?: string,
    lagMs = 0,
  ): Promise<Result<{ version: number }, AuthorityError>> {
    return locked(live, () => this.apply(live, seat, version, parse, text, lagMs));
  }

  private async apply(
    live: LiveGame,
    seat: Seat,
    version: number,
    parse: (state: unknown) => Result<unknown, AuthorityError>,
    sent?: string,
    lagMs = 0,
  ): Promise<Result<{ version: number }, AuthorityError>> {
    // Several nodes: a move at a version other than this node's copy either comes from a client ahead of it
    // (another node's frame still on its way, or never coming: that node died between commit and publish) or is
    // about to be answered `staleVersion`; either way the copy catches up from the store first, so it never
    // answers with a version older than the store's (issue 15, fault 1). The read costs less than the write of a
    // move and is bounded by the same per-seat move rate (limits/). A sole writer: nobody has a newer version,
    // answered at once without reading the store.
    // A move that this copy would refuse as not this seat's turn is read against the store too: the turn may have
    // passed on another node whose frame never came (issue 24, "a move gets notYourTurn").
    const doubt = version !== live.version || live.game.toMove(live.state) !== seat;
    if (doubt && this.remoteNodes && !(await this.catchUps.fromStore(live))) {
      return fault('internal', 'the game could not be brought up to date', live.version);
    }
    const { game } = live;
    const before = live.state;
    const toMove = game.toMove(before);
    if (live.status === 'aborted') return fault('aborted', 'the game was aborted', live.version);
    if (toMove === null) return fault('gameOver', 'the game is over', live.version);
    if (version !== live.version) return fault('staleVersion', `the game is at version ${live.version}`, live.version);
    // Between rounds (Linx's `next`, LX-20) any seat deals for the seat to move (table/deal.ts).
    if (sent !== undefined && sent === DEAL_MOVES[live.stored.game] && dealMove(live) !== null) seat = toMove;
    if (toMove !== seat) return fault('notYourTurn', `seat ${toMove} is to move`, live.version);
    if (sent !== undefined && this.clocks.botPlays(live, seat)) {
      return fault('notYourTurn', 'a bot plays this seat: its time ran out', live.version);
    }
    const move = parse(before);
    if (!move.ok) return move;
    if (!game.isLegal(before, move.value)) return fault('illegal', 'not a legal move here', live.version);
    // Told on the state before the move (publicMove's contract), before the state is replaced.
    const told = audiences(live).map((a) => [a, game.publicMove(before, move.value, a)] as const);
    const text = game.formatMove(before, move.value);
    const after = game.clone(before);
    game.play(after, move.value);
    // Made final with the seat events: a seat its stand-in still plays ranks last (engine seat-events.ts).
    const result = finalOutcome(game, after, live.entries);
    const prepared = this.prepare(live, after, text, result, lagMs);
    let written: boolean;
    try {
      written = await this.store.append({
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
      if (!(await this.catchUps.fromStore(live))) return fault('internal', 'the game could not be brought up to date');
      // Or another node aborted it: the store refused the entry (sql-store.ts), and the copy now knows.
      // (`as string`: the check above narrowed the type, but fromStore may change it.)
      if ((live.status as string) === 'aborted') return fault('aborted', 'the game was aborted', live.version);
      return fault('staleVersion', 'another move took this version', live.version);
    }
    this.commit(live, after, result, text, told, seat, prepared);
    return ok({ version: live.version });
  }

  /**
   * What an entry about to be stored writes with it (timers/): the clock's turn (its start and lag credit, so a
   * node dying after the commit leaves the time spent on record) and the game's next due time.
   */
  private prepare(live: LiveGame, after: unknown, entry: RecordEntry, result: Outcome | null, lagMs: number): Prepared {
    const stepped = this.clocks.step(live, after, [...live.entries, entry], result, lagMs);
    const row = this.timers.rowAfter(live, stepped, after, result);
    return {
      stepped,
      row,
      written: {
        timer: row,
        ...(stepped?.turnRow ? { turn: { atMs: stepped.now, creditMs: stepped.credit } } : {}),
      },
    };
  }

  private commit(
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
      this.residence.retire(live);
      this.ratings?.over(live.stored.id);
    }
    // The clock is switched before the frames are built, so they carry the new mover's running clock.
    if (prepared.stepped !== null) this.clocks.adopt(live, prepared.stepped);
    this.timers.committed(live, prepared.row);
    publishEvent(live, this.fanout, told, seat, platformEvent as PlatformEvent | undefined);
    afterCommit(this.host, live);
    this.following(live);
    this.onCommitted?.(live);
  }

  /** An agreed takeback (table/), under the game's lock: the position it restores, synced to every audience. */
  private async applyTakeback(
    live: LiveGame,
    t: TakebackEvent,
  ): Promise<Result<void, { code: 'internal' | 'nothingToTakeBack'; message: string }>> {
    const r = await this.rewrites.takeback(live, t);
    if (!r.ok) return r;
    if (live.clock !== undefined) this.clocks.follow(live);
    this.timers.afterRewrite(live);
    afterCommit(this.host, live);
    this.following(live);
    return r;
  }

  /**
   * A timed game's clock ran out for `seat` while the game was at `version`: appends the `timeUp` platform event
   * (SP-18c) like a move, under the game's lock and version-checked; a move committed meanwhile wins (the clock,
   * re-armed by that move, goes on).
   */
  private timeUp(live: LiveGame, seat: Seat, version: number): void {
    void locked(live, () => this.applyEvent(live, version, { type: 'timeUp', seat }));
  }

  private async applyEvent(
    live: LiveGame,
    version: number,
    event: PlatformEvent,
  ): Promise<Result<void, AuthorityError>> {
    if (this.closed) return fault('internal', 'the server is closing');
    if (live.status === 'aborted') return fault('aborted', 'the game was aborted');
    if (version !== live.version || live.status === 'over') return fault('gameOver', 'the game is over');
    const after = live.game.clone(live.state);
    const applied = live.game.event(after, event);
    if (!applied.ok) return fault('illegal', applied.error.message);
    const result = finalOutcome(live.game, after, live.entries);
    const entry: RecordEntry = { event };
    const prepared = this.prepare(live, after, entry, result, 0);
    const base = { gameId: live.stored.id, version: live.version + 1, entry, ...prepared.written };
    const written = await this.store.append(result === null ? base : { ...base, result }).catch(() => false);
    if (!written) {
      // Another node wrote this version, or storage failed: the next use reloads the game (and restarts its clock).
      this.clocks.stop(live);
      this.residence.forget(live.stored.id);
      return fault('internal', 'the event could not be stored');
    }
    this.commit(
      live,
      after,
      result,
      entry,
      audiences(live).map((a) => [a, event.type] as const),
      event.seat,
      prepared,
    );
    return ok(undefined);
  }

  /**
   * An entry about who plays a seat (presence/): a seat event, or the `abandon` platform event of a claimed win;
   * under the game's lock and only while the game is still at `version` (what the choice was made on), else
   * `staleVersion` and nothing changes. A seat event gives every audience a fresh sync at the new version.
   */
  seatEvent(live: LiveGame, version: number, event: SeatEvent | PlatformEvent): Promise<Result<void, AuthorityError>> {
    return this.host.locked(live, async () => {
      if (live.version !== version) return fault('staleVersion', 'the game moved on', live.version);
      if (!isSeatEvent(event)) return this.applyEvent(live, version, event);
      if (this.closed) return fault('internal', 'the server is closing');
      if (live.status !== 'active') return fault('gameOver', 'the game is over');
      if (!(await this.rewrites.seatEvent(live, event))) return fault('internal', 'the entry could not be stored');
      // A wait, a stand-in, a reclaim: the seat to move's deadline starts again (timers/).
      this.timers.afterRewrite(live);
      afterCommit(this.host, live);
      this.botSeats.schedule(live);
      return ok(undefined);
    });
  }

  /** The game record, once the game is over (the seed is secret until then). */
  async record(id: string): Promise<Result<GameRecord, AuthorityError>> {
    const live = await this.open(id);
    if (live === null) return fault('unknownGame', `no game ${id}`);
    if (live.status !== 'over') return fault('notOver', 'the record is published when the game is over');
    return ok({
      game: live.stored.game,
      options: live.stored.options,
      seed: live.stored.seed,
      seats: live.stored.seats.map((s) => ({ name: s.name })),
      moves: [...live.entries],
      result: live.result,
    });
  }

  /** An untimed game's move deadline for its seat to move, as stored (presence/ offers the choices past it). */
  moveDeadline(live: LiveGame): number | null {
    return this.timers.moveDeadline(live);
  }

  /** One pass of the timer poller (timers/poller.ts): fires the due timers no node fired; tests call it by hand. */
  pollTimers(): Promise<number> {
    return this.poller?.poll() ?? Promise.resolve(0);
  }

  /**
   * A due timer this node claimed (timers/poller.ts): the game is loaded here if no copy is (its node died, or it
   * was swept out of memory), or brought up to the store, and its flag falls now if still due — version-checked
   * like any entry, so a move committed first wins. A row with nothing behind it (game over, aborted) is cleared.
   */
  private async wake(claimed: Claimed): Promise<void> {
    if (this.closed) return;
    const live = await this.open(claimed.gameId);
    if (live !== null && live.status === 'active' && live.version < claimed.version)
      await locked(live, () => this.catchUps.fromStore(live));
    const copy = await this.open(claimed.gameId);
    const due = copy === null || copy.status !== 'active' ? null : this.clocks.dueOf(copy);
    const seat = copy?.clock?.running ?? null;
    if (copy === null || due === null || seat === null) {
      await this.timers.store?.clear(claimed.gameId, copy?.version ?? claimed.version);
      return;
    }
    if (due > this.clocks.time.now()) return; // not due by this copy: its own timer fires it
    await locked(copy, () => this.applyEvent(copy, copy.version, { type: 'timeUp', seat }));
  }

  /** Waits for bot moves in flight to settle (tests, shutdown). */
  async idle(): Promise<void> {
    await this.botSeats.idle();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.poller?.stop();
    this.clocks.stop();
    await this.residence.each((l) => this.dealer.stop(l));
    await this.idle();
    await this.residence.each(async (l) => {
      await l.lock;
    });
    await this.clocks.flush();
    await this.timers.flush();
  }
}

/** What an entry writes with it (Authority.prepare) and what its commit then adopts. */
interface Prepared {
  readonly stepped: Stepped | null;
  readonly row: TimerRow | null;
  readonly written: {
    readonly timer: TimerRow | null;
    readonly turn?: { readonly atMs: number; readonly creditMs: number };
  };
}
