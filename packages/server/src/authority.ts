import type { GameRecord, PlatformEvent, Result, Seat, SeatEvent, Viewer } from '@ludotheque/engine';
import { err, ok } from '@ludotheque/engine';
import type { CreateGameRequest, CreateGameResponse } from '@ludotheque/protocol';
import { spectateUrl } from '@ludotheque/protocol';
import type { BotRunner } from './bot-move.js';
import { Clocks } from './clocks/service.js';
import { ClockStore } from './clocks/storage.js';
import { realTime } from './clocks/time.js';
import type { Fanout } from './fanout.js';
import { BotSeats } from './games/bot-seats.js';
import { CatchUp } from './games/catch-up.js';
import { Entries } from './games/entries.js';
import { type AuthorityError, fault } from './games/errors.js';
import { hashToken, newGame, seatOfToken } from './games/new-game.js';
import type { AuthorityOptions } from './games/options.js';
import { Residence } from './games/residence.js';
import { Rewrites } from './games/rewrites.js';
import { storeRows } from './games/store-rows.js';
import { type LiveGame, locked, makeLive, missedFrames, syncFrame } from './live.js';
import type { RatingHooks } from './ratings/hooks.js';
import type { GameRegistry } from './registry.js';
import { SqlStore } from './sql-store.js';
import type { Store } from './store.js';
import { joinFrames, runCommand, type TableCommand, type TableHost } from './table/commands.js';
import { DEAL_AFTER_MS, DEAL_MOVES, Dealer, dealMove } from './table/deal.js';
import { offersOnLoad, tableHost } from './table/host.js';
import type { TimerPoller } from './timers/poller.js';
import type { Timers } from './timers/timers.js';

export type { AuthorityError, AuthorityOptions };
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
  /** Round-end timers (table/deal.ts). */
  private readonly dealer: Dealer;
  /** Another writer may share the store (several nodes): its moves can put a client ahead of this copy (`apply`). */
  private readonly remoteNodes: boolean;
  private closed = false;
  private readonly clocks: Clocks;
  /** What the table commands (table/) may do with a game: entries written like moves, under the game's lock. */
  private readonly host: TableHost;
  /** Whether game `id` is one of a berserkable arena: set by server.ts from tournaments/ (null: never). */
  berserkable: ((id: string) => Promise<boolean>) | null = null;
  private readonly ratings: RatingHooks | null;
  /** Entries written with their rows, and what their commit changes (games/entries.ts). */
  private readonly entries: Entries;
  /** Due times kept by the store (timers/): flags and move deadlines, fired by any node. */
  private readonly timers: Timers;
  private readonly poller: TimerPoller | null;

  constructor(
    private readonly games: GameRegistry,
    private readonly store: Store,
    fanout: Fanout,
    bots: BotRunner | null = null,
    /** Clocks, timers, ratings, listeners: games/options.ts. */
    clockOptions: AuthorityOptions = {},
  ) {
    this.clocks = new Clocks(
      (live, seat, version) => this.entries.timeUp(live, seat, version),
      store instanceof SqlStore ? ClockStore.of(store.db) : null,
      clockOptions.time,
      clockOptions.msPerMinute,
    );
    const time = clockOptions.time ?? realTime;
    const rows = storeRows(store, this.clocks, time, clockOptions, (c) => this.entries.wake(c));
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
    this.remoteNodes = clockOptions.soleWriter !== true;
    const feed = this.remoteNodes ? rows.feed : undefined;
    this.catchUps = new CatchUp(store, fanout, this.clocks, this.timers, this.residence, closed, offers, feed);
    const ratings = clockOptions.ratings ?? null;
    this.ratings = ratings;
    this.entries = new Entries({
      store,
      fanout,
      clocks: this.clocks,
      timers: this.timers,
      residence: this.residence,
      catchUps: this.catchUps,
      rewrites: new Rewrites(store, fanout, this.residence),
      ratings,
      onCommitted: clockOptions.onCommitted ?? null,
      table: () => this.host,
      closed,
      following: (live) => this.following(live),
      scheduleBot: (live) => this.botSeats.schedule(live),
      open: (id) => this.open(id),
    });
    this.host = tableHost({
      store,
      fanout,
      offers,
      catchUp: this.remoteNodes ? (live) => this.catchUps.fromStore(live) : undefined,
      ratings,
      aborts: clockOptions.aborts,
      event: (live, version, event) => this.entries.event(live, version, event),
      takeback: (live, t) => this.entries.takeback(live, t),
      berserkable: (id) => this.berserkable?.(id) ?? Promise.resolve(false),
      stopped: (live) => {
        this.clocks.stop(live);
        this.dealer.stop(live);
      },
      open: (id) => this.open(id),
      create: (request, players, id) => this.create(request, players, id),
    });
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
    await offersOnLoad(this.host, live);
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
   * Who a token is in a game: its seat, or a spectator when no token is given. Several nodes: answered only after
   * the copy caught up from the store, so a client back with a version this node missed (issue 15, fault 1) never
   * gets an older sync.
   */
  async identify(id: string, token?: string): Promise<Result<{ live: LiveGame; viewer: Viewer }, AuthorityError>> {
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
    const seat = seatOfToken(live.stored, token);
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
    return this.entries.move(live, seat, move.value, lagMs);
  }

  /**
   * An entry about who plays a seat (presence/): a seat event, or the `abandon` platform event of a claimed win;
   * under the game's lock and only while the game is still at `version` (what the choice was made on), else
   * `staleVersion` and nothing changes. A seat event gives every audience a fresh sync at the new version.
   */
  seatEvent(live: LiveGame, version: number, event: SeatEvent | PlatformEvent): Promise<Result<void, AuthorityError>> {
    return this.entries.seatEvent(live, version, event);
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
