import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  GameRecord,
  Json,
  Outcome,
  PlatformEvent,
  RecordEntry,
  Result,
  Seat,
  SeatEvent,
  TakebackEvent,
  Viewer,
} from '@ludotheque/engine';
import { err, isSeatEvent, ok, Rng, standInSeats } from '@ludotheque/engine';
import type { CreateGameRequest, CreateGameResponse, ErrorCode } from '@ludotheque/protocol';
import { inviteUrl, spectateUrl } from '@ludotheque/protocol';
import { type BotRunner, botOwner } from './bot-move.js';
import { clockMinutesOf } from './clock.js';
import { Clocks } from './clocks/service.js';
import { ClockStore } from './clocks/storage.js';
import type { ClockTime } from './clocks/time.js';
import type { AudienceFrame, Fanout } from './fanout.js';
import { GameCache } from './limits/game-cache.js';
import {
  audiences,
  freshOf,
  type LiveGame,
  makeLive,
  missedFrames,
  type Position,
  publishEvent,
  rebuild,
  remember,
  stepEntry,
  syncFrame,
} from './live.js';
import type { RatingHooks } from './ratings/hooks.js';
import type { GameRegistry } from './registry.js';
import { advance, rememberRemote } from './remote.js';
import { SqlStore } from './sql-store.js';
import type { Store, StoredGame, StoredSeat } from './store.js';
import { afterCommit, joinFrames, runCommand, type TableCommand, type TableHost } from './table/commands.js';
import { DEAL_AFTER_MS, DEAL_MOVES, dealMove } from './table/deal.js';

export interface AuthorityError {
  readonly code: ErrorCode | 'options' | 'notOver';
  readonly message: string;
  /** The game's current version, for errors about a move. */
  readonly version?: number;
}

const fault = (code: AuthorityError['code'], message: string, version?: number): Result<never, AuthorityError> =>
  err(version === undefined ? { code, message } : { code, message, version });

/**
 * Several nodes: how long a copy caught up from the store waits for the frame of the version it found before its
 * sockets get a sync instead (authority.catchUpStore). Another node's frame normally follows its commit within
 * milliseconds.
 */
const CATCH_UP_GRACE_MS = 250;

/** The level of the bot that plays a seat whose table clock ran out (3 or more sides: README Decisions). */
const TIMED_OUT_BOT_LEVEL = 'easy';

/** How long a finished game stays in memory. */
const FINISHED_GAME_TTL_MS = 60_000;

/** Tokens are 192 random bits: a fast hash is enough to store them (no dictionary to guess from). */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The authority over every game this node serves. It knows no sockets and no SQL: it validates a seat's move with
 * the engine, appends it to the store with a version check, and publishes one event per audience on the fan-out.
 * Bot seats are asked through a BotRunner (worker threads on the server) with their seat's view only.
 */
export class Authority {
  private readonly live = new GameCache();
  /** Another writer may share the store (several nodes): its moves can put a client ahead of this copy (`apply`). */
  private readonly remoteNodes: boolean;
  /** A catch-up of every cached game in flight (after a Redis reconnect or a gap), so several share one pass. */
  private catchingUpAll: Promise<void> | null = null;
  /** Games swept out of memory whose last queued work may still be committing: a reload waits for it. */
  private readonly leaving = new Map<string, Promise<unknown>>();
  private readonly pendingBots = new Set<Promise<void>>();
  private closed = false;
  private readonly clocks: Clocks;
  private readonly dealAfterMs: number;
  /** What the table commands (table/) may do with a game: entries written like moves, under the game's lock. */
  private readonly host: TableHost;
  private readonly standInLevel: string;
  private readonly ratings: RatingHooks | null;

  constructor(
    private readonly games: GameRegistry,
    private readonly store: Store,
    private readonly fanout: Fanout,
    private readonly bots: BotRunner | null = null,
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
    } = {},
  ) {
    this.standInLevel = clockOptions.standInLevel ?? 'easy';
    this.clocks = new Clocks(
      (live, seat, version) => this.timeUp(live, seat, version),
      store instanceof SqlStore ? ClockStore.of(store.db) : null,
      clockOptions.time,
      clockOptions.msPerMinute,
    );
    this.dealAfterMs = clockOptions.dealAfterMs ?? DEAL_AFTER_MS;
    this.remoteNodes = clockOptions.soleWriter !== true;
    this.ratings = clockOptions.ratings ?? null;
    this.host = {
      fanout,
      locked: (live, run) => {
        const r = live.lock.then(run);
        live.lock = r.catch(() => undefined);
        return r;
      },
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
      abort: async (live) => {
        const aborted = await this.store.abort(live.stored.id, live.version).catch(() => false);
        if (aborted) {
          this.clocks.stop(live);
          this.stopDeal(live);
        }
        return aborted;
      },
      create: async (request, from) =>
        this.create(
          from !== undefined && (await this.ratings?.isRated(from.stored.id)) ? { ...request, rated: true } : request,
        ),
    };
    // Several nodes: another node's committed move makes this node's cached copy of the game stale.
    fanout.onRemote?.((f) => this.remote(f));
    // Issue 15, fault 2: frames published while this node was cut from Redis are lost for good; once it listens
    // again, every cached game is brought up to the store (and its sockets told), or a game waits forever.
    fanout.onReconnect?.(() => this.catchUpAll());
  }

  /**
   * Brings every cached game up to the store, each under its lock (several nodes: after a Redis reconnect, or a
   * version gap in a remote frame, which says frames were lost). Calls while one pass runs share it.
   */
  catchUpAll(): Promise<void> {
    if (this.catchingUpAll !== null) return this.catchingUpAll;
    const pass = Promise.all(
      [...this.live.values()].map((p) =>
        p
          .then((live) => {
            if (live === null) return;
            const run = live.lock.then(() => this.catchUpStore(live));
            live.lock = run.catch(() => undefined);
            return run;
          })
          .catch(() => undefined),
      ),
    ).then(() => {
      this.catchingUpAll = null;
    });
    this.catchingUpAll = pass;
    return pass;
  }

  /**
   * Another node committed `f.version` of a game. A cached copy is brought up to it from the store under the game's
   * lock; the fan-out hands the frame to this node's sockets once that is done, so a socket that sees it (or joins
   * after it) finds this node at that version. A game not in memory needs nothing: its next use loads it.
   */
  private remote(f: AudienceFrame): Promise<void> {
    if (f.side) return Promise.resolve();
    const cached = this.live.get(f.gameId);
    if (cached === undefined) return Promise.resolve();
    return cached
      .then((live) => {
        if (live === null) return;
        const run = live.lock.then(() => this.catchUpRemote(live, f));
        live.lock = run.catch(() => undefined);
        return run;
      })
      .catch(() => undefined);
  }

  private async catchUpRemote(live: LiveGame, f: AudienceFrame): Promise<void> {
    // Exactly up to this frame's version (not beyond, even when the store is further): the frames of the versions
    // after it are on their way, and each is kept in turn for reconnecting clients.
    // A gap (a version skipped) means frames were lost on the way (Redis was away, or a node died between its
    // commit and its publish): other games may have lost theirs too, so all are brought up to the store.
    if (f.version > live.version + 1) void this.catchUpAll();
    if (f.version > live.version && !(await this.refresh(live, f.version))) return;
    rememberRemote(live, f.audience, f.version, f.frame);
  }

  /**
   * Issue 15, fault 1: brings a cached game up to the store, under its lock, for a frame that may never come (a
   * node died between its commit and its publish, or the frame was lost with Redis). This node's sockets get a
   * sync at the version found unless its frame arrives within `CATCH_UP_GRACE_MS` (the usual case: it was on its
   * way): a socket drops a frame of a version it already has, so the sync reaches only those the frame did not.
   * False when the store cannot be read (the copy is dropped; the next use reloads it).
   */
  private async catchUpStore(live: LiveGame): Promise<boolean> {
    const before = live.version;
    if (!(await this.refresh(live))) return false;
    const found = live.version;
    if (found === before) return true;
    setTimeout(() => {
      // Moved on meanwhile: that later frame reached the sockets (and a sync of an older version would not).
      if (this.closed || live.version !== found) return;
      const publish = this.fanout.publishLocal ?? this.fanout.publish;
      for (const audience of audiences(live)) {
        if (this.fanout.listening?.(live.stored.id, audience) === false) continue;
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
    } catch {
      done = false;
    }
    if (!done) this.evict(live);
    else if (live.result !== null) setTimeout(() => this.evict(live), FINISHED_GAME_TTL_MS).unref();
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

  /** Creates a game: a fresh cryptographic seed, one hashed token per human seat. */
  async create(request: CreateGameRequest): Promise<Result<CreateGameResponse, AuthorityError>> {
    // Own keys only: `__proto__`, `constructor`… are no games (the registry is a plain object).
    const game = Object.hasOwn(this.games, request.game) ? this.games[request.game] : undefined;
    if (game === undefined) return fault('unknownGame', `no game "${request.game}"`);
    const options = game.parseOptions({ ...request.options, players: request.seats.length });
    if (!options.ok) return fault('options', options.error.message);
    const clash = this.clocks.conflict(options.value, request.clock);
    if (clash !== null) return fault('options', clash);
    const id = randomBytes(12).toString('base64url');
    const invites: CreateGameResponse['invites'] = [];
    const seats: StoredSeat[] = request.seats.map((s, seat) => {
      if (s.kind === 'bot') return { kind: 'bot', name: `Bot (${s.level})`, level: s.level };
      const token = randomBytes(24).toString('base64url');
      const name = s.name ?? `Player ${seat + 1}`;
      invites.push({ seat, name, token, url: inviteUrl(id, token) });
      return { kind: 'human', name, tokenHash: hashToken(token) };
    });
    const stored: StoredGame = {
      id,
      game: game.id,
      options: options.value as unknown as Json,
      seed: randomBytes(16).toString('base64url'),
      seats,
      created: new Date().toISOString(),
      status: 'active',
      result: null,
    };
    const state = game.setup(options.value, Rng.seeded(stored.seed));
    await this.ratings?.created(id, request);
    await this.store.createGame(stored);
    const live = makeLive(game, stored, state, []);
    await this.clocks.create(live, request.clock);
    this.live.set(id, Promise.resolve(live));
    this.scheduleBot(live);
    return ok({ id, invites, spectate: spectateUrl(id) });
  }

  /** The game in memory, loaded from the store (and replayed) on first use; null when unknown. */
  open(id: string): Promise<LiveGame | null> {
    let found = this.live.get(id);
    if (found === undefined) {
      found = this.load(id);
      this.live.set(id, found);
      // An unknown id is not cached: it could be created by another node later.
      // Nor is a game that failed to load (storage down): the next use tries again.
      void found.then(
        (g) => {
          if (g === null) this.live.delete(id);
        },
        () => this.live.delete(id),
      );
    }
    return found;
  }

  private async load(id: string): Promise<LiveGame | null> {
    // A copy swept out with a move still committing: reading the store before that commit would load a copy one
    // version behind, which a sole writer never catches up (it does not read the store for future versions).
    const leaving = this.leaving.get(id);
    if (leaving !== undefined) await leaving;
    const stored = await this.store.getGame(id);
    if (stored === null) return null;
    const game = Object.hasOwn(this.games, stored.game) ? this.games[stored.game] : undefined;
    if (game === undefined) return null;
    const entries = await this.store.getMoves(id);
    const rebuilt = rebuild(game, stored, entries);
    if (!rebuilt.ok) throw new Error(`game ${id} does not replay: ${rebuilt.message}`);
    const live = makeLive(game, stored, rebuilt.state, entries, rebuilt.moves, rebuilt.line);
    if (live.status !== 'aborted') {
      const championship = clockMinutesOf(stored.options) !== null;
      await this.clocks.load(live, {
        entries,
        movers: rebuilt.movers,
        storeTimes: championship ? await this.store.getMoveTimes(id) : [],
        createdMs: Date.parse(stored.created),
      });
      this.scheduleBot(live);
      this.armDeal(live);
    }
    return live;
  }

  /**
   * Loads every timed game still being played, whatever its age, so its clock runs out on time, and the started
   * ones moved within `windowMs` (at most `max` in all, the most recent first), warm for their players' return
   * (README Decisions, "Lazy start"). The others — games nobody has moved in yet, games long idle — load on first use
   * (join, move, summary), which also asks their bot when one is to move.
   */
  async resumeAll(windowMs = Number.POSITIVE_INFINITY, max = Number.POSITIVE_INFINITY): Promise<number> {
    const since = Date.now() - windowMs;
    const games = (await this.store.activeGamesTouched()).sort((a, b) => b.touched - a.touched);
    const tableClocked = await this.clocks.timedAmong(games.map((g) => g.id));
    const isTimed = (g: { id: string; options: Json }) => clockMinutesOf(g.options) !== null || tableClocked.has(g.id);
    const timed = games.filter(isTimed);
    const recent = games.filter((g) => g.started && g.touched >= since && !isTimed(g));
    const ids = [...timed, ...recent.slice(0, Math.max(0, max - timed.length))].map((g) => g.id);
    await Promise.all(ids.map((id) => this.open(id)));
    return ids.length;
  }

  /** Games in memory (loaded or loading). */
  get liveCount(): number {
    return this.live.size;
  }

  /**
   * Lets games leave memory: those with no move for `idleMs`, and as many of the least recently moved beyond them
   * as `atLeast` asks (to make room). Never a game someone on this node watches, with a bot thinking, or whose clock
   * runs (its timer must fire). They reload from the store on their next use. Returns how many left.
   */
  sweep(idleMs: number, atLeast = 0): number {
    const victims = this.live.victims(Date.now(), idleMs, (l) => this.busy(l), atLeast);
    for (const live of victims) {
      this.clocks.stop(live);
      this.live.drop(live);
      const id = live.stored.id;
      const last = live.lock;
      this.leaving.set(id, last);
      void last.then(() => {
        if (this.leaving.get(id) === last) this.leaving.delete(id);
      });
    }
    return victims.length;
  }

  private busy(live: LiveGame): boolean {
    if (live.botPending || (live.clock !== undefined && live.clock.running !== null)) return true;
    const listening = this.fanout.listening;
    if (listening === undefined) return false;
    return audiences(live).some((a) => listening.call(this.fanout, live.stored.id, a));
  }

  /** Makes room for one more game under `max` (sweeping idle, then least recently moved games); false when full. */
  makeRoom(max: number, idleMs: number): boolean {
    if (this.live.size < max) return true;
    this.sweep(idleMs, this.live.size - max + 1);
    return this.live.size < max;
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
    if (live !== null && this.remoteNodes && since !== undefined && since > live.version) {
      const copy = live;
      const run = copy.lock.then(() => this.catchUpStore(copy));
      copy.lock = run.catch(() => undefined);
      if (!(await run)) throw new Error(`game ${id} could not be brought up to date`);
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
    const run = live.lock.then(() => this.apply(live, seat, version, parse, text, lagMs));
    live.lock = run.catch(() => undefined);
    return run;
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
    if (version !== live.version && this.remoteNodes && !(await this.catchUpStore(live))) {
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
    const result = game.outcome(after);
    let written: boolean;
    try {
      written = await this.store.append({
        gameId: live.stored.id,
        version: live.version + 1,
        entry: text,
        ...(result === null ? {} : { result }),
      });
    } catch (e) {
      return fault('internal', `storage failed: ${e instanceof Error ? e.message : String(e)}`, live.version);
    }
    if (!written) {
      // Another node took this version: the copy catches up from the store (its frame may never come) and the
      // answer names the store's version; a copy that cannot is dropped (the next use reloads it).
      if (!(await this.catchUpStore(live))) return fault('internal', 'the game could not be brought up to date');
      return fault('staleVersion', 'another move took this version', live.version);
    }
    this.commit(live, after, result, text, told, seat, lagMs);
    return ok({ version: live.version });
  }

  private commit(
    live: LiveGame,
    after: unknown,
    result: Outcome | null,
    text: RecordEntry,
    told: readonly (readonly [Viewer, string])[],
    seat: Seat,
    lagMs = 0,
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
      setTimeout(() => this.evict(live), FINISHED_GAME_TTL_MS).unref();
      this.ratings?.over(live.stored.id);
    }
    // The clock is switched before the frames are built, so they carry the new mover's running clock.
    if (live.clock !== undefined) this.clocks.follow(live, lagMs);
    publishEvent(live, this.fanout, told, seat, platformEvent as PlatformEvent | undefined);
    afterCommit(this.host, live);
    this.scheduleBot(live);
    this.armDeal(live);
  }

  /**
   * An agreed takeback (table/), under the game's lock: the entry is appended like a move, the position of the
   * line it leaves is rebuilt from the setup, and every audience gets a fresh sync at the new version (the move
   * list shrinks, which an event cannot say). Versions still only grow.
   */
  private async applyTakeback(
    live: LiveGame,
    t: TakebackEvent,
  ): Promise<Result<void, { code: 'internal' | 'nothingToTakeBack'; message: string }>> {
    const entries: RecordEntry[] = [...live.entries, { event: t }];
    const pos: Position = { state: live.state, line: [...live.line], moves: [...live.moves] };
    const why = stepEntry(live.game, freshOf(live.game, live.stored), entries, live.version, pos, audiences(live));
    if (why !== null) return err({ code: 'nothingToTakeBack', message: why });
    const written = await this.store
      .append({ gameId: live.stored.id, version: live.version + 1, entry: { event: t } })
      .catch(() => false);
    if (!written) {
      this.live.delete(live.stored.id);
      return err({ code: 'internal', message: 'the takeback could not be stored' });
    }
    live.state = pos.state;
    live.line = pos.line;
    live.moves.splice(0, live.moves.length, ...pos.moves);
    live.version += 1;
    live.entries.push({ event: t });
    if (live.clock !== undefined) this.clocks.follow(live);
    this.publishSyncs(live);
    afterCommit(this.host, live);
    this.scheduleBot(live);
    this.armDeal(live);
    return ok(undefined);
  }

  /**
   * Every audience gets a fresh sync of the game (an entry that rewrites what each seat knows: a takeback, a seat
   * event); an audience nobody listens to on any node has its kept frames dropped instead (a reconnect gets a sync).
   */
  private publishSyncs(live: LiveGame): void {
    for (const audience of audiences(live)) {
      if (this.fanout.listening?.(live.stored.id, audience) === false) {
        live.history.get(audience)?.splice(0);
        continue;
      }
      const frame = syncFrame(live, audience);
      remember(live, audience, frame);
      this.fanout.publish({ gameId: live.stored.id, audience, version: live.version, frame });
    }
  }

  /** At a round end (table/deal.ts): the server deals the next round itself after `dealAfterMs` if no seat did. */
  private armDeal(live: LiveGame): void {
    this.stopDeal(live);
    const text = dealMove(live);
    if (text === null || this.closed) return;
    const version = live.version;
    const seat = live.game.toMove(live.state) as Seat;
    const timer = setTimeout(() => {
      live.table.dealTimer = null;
      if (!this.closed && live.version === version) void this.move(live.stored.id, seat, version, text);
    }, this.dealAfterMs);
    timer.unref();
    live.table.dealTimer = timer;
  }

  private stopDeal(live: LiveGame): void {
    if (live.table.dealTimer !== null) clearTimeout(live.table.dealTimer);
    live.table.dealTimer = null;
  }

  /**
   * A timed game's clock ran out for `seat` while the game was at `version`: appends the `timeUp` platform event
   * (SP-18c) like a move, under the game's lock and version-checked; a move committed meanwhile wins (the clock,
   * re-armed by that move, goes on).
   */
  private timeUp(live: LiveGame, seat: Seat, version: number): void {
    const run = live.lock.then(() => this.applyEvent(live, version, { type: 'timeUp', seat }));
    live.lock = run.catch(() => undefined);
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
    const result = live.game.outcome(after);
    const entry: RecordEntry = { event };
    const base = { gameId: live.stored.id, version: live.version + 1, entry };
    const written = await this.store.append(result === null ? base : { ...base, result }).catch(() => false);
    if (!written) {
      // Another node wrote this version, or storage failed: the next use reloads the game (and restarts its clock).
      this.clocks.stop(live);
      this.live.delete(live.stored.id);
      return fault('internal', 'the event could not be stored');
    }
    this.commit(
      live,
      after,
      result,
      entry,
      audiences(live).map((a) => [a, event.type] as const),
      event.seat,
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
      const entry: RecordEntry = { event };
      const written = await this.store
        .append({ gameId: live.stored.id, version: version + 1, entry })
        .catch(() => false);
      if (!written) {
        this.live.delete(live.stored.id);
        return fault('internal', 'the entry could not be stored');
      }
      live.line.push({ at: live.version, mover: live.game.toMove(live.state), move: false });
      live.version += 1;
      live.entries.push(entry);
      this.publishSyncs(live);
      afterCommit(this.host, live);
      this.scheduleBot(live);
      return ok(undefined);
    });
  }

  /** When a bot seat is to move, asks the bot runner (with that seat's view only) and plays its answer. */
  private scheduleBot(live: LiveGame): void {
    const seat = live.game.toMove(live.state);
    if (this.bots === null || this.closed || seat === null || live.botPending || live.status === 'aborted') return;
    const stored = live.stored.seats[seat];
    // A person's seat may be played by a bot: while its player is away (presence/, engine seat-events.ts), or for
    // the rest of the game once its time ran out with three or more sides (clocks/).
    const level =
      stored?.kind === 'bot'
        ? stored.level
        : this.clocks.botPlays(live, seat)
          ? TIMED_OUT_BOT_LEVEL
          : standInSeats(live.entries).has(seat)
            ? this.standInLevel
            : null;
    if (level === null) return;
    live.botPending = true;
    const version = live.version;
    const job = {
      gameId: live.stored.id,
      owner: botOwner(live.stored),
      gameType: live.stored.game,
      view: live.game.view(live.state, seat),
      seat,
      level,
      seed: randomBytes(8).toString('hex'),
    };
    const done: Promise<void> = this.bots
      .choose(job)
      .catch(() => this.fallbackMove(live, version))
      .then(async (move) => {
        if (this.closed || live.version !== version) return;
        const r = await this.submit(live, seat, version, (state) =>
          live.game.isLegal(state, move) ? ok(move) : ok(this.fallbackMove(live, version)),
        );
        if (!r.ok && r.error.code === 'internal') console.error(`bot move failed in ${live.stored.id}`);
      })
      .finally(() => {
        live.botPending = false;
        this.pendingBots.delete(done);
        if (live.version !== version) this.scheduleBot(live);
      });
    this.pendingBots.add(done);
  }

  /** A bot that fails or answers an illegal move plays a random legal move instead: a game never stalls on it. */
  private fallbackMove(live: LiveGame, _version: number): unknown {
    return live.game.randomMove(live.state, Rng.seeded(randomBytes(16).toString('hex')));
  }

  private evict(live: LiveGame): void {
    this.clocks.stop(live);
    const cached = this.live.get(live.stored.id);
    if (cached !== undefined) void cached.then((l) => l === live && this.live.delete(live.stored.id));
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

  /** Waits for bot moves in flight to settle (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pendingBots.size > 0) await Promise.all([...this.pendingBots]);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.clocks.stop();
    for (const p of this.live.values()) void p.then((l) => l && this.stopDeal(l)).catch(() => undefined);
    await this.idle();
    await Promise.all([...this.live.values()].map((p) => p.then((l) => l?.lock).catch(() => undefined)));
    await this.clocks.flush();
  }
}
