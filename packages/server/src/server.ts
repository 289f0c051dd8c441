import type { Server } from 'node:http';
import websocket from '@fastify/websocket';
import { MAX_SOCKET_PAYLOAD_BYTES } from '@ludotheque/protocol';
import Fastify, { type FastifyInstance } from 'fastify';
import { type AnalysisLimits, analysisService, registerAnalysis } from './analysis/index.js';
import { Authority } from './authority.js';
import type { BotRunner } from './bot-move.js';
import { WorkerBots } from './bot-pool.js';
import { registerBotLevels } from './bots/levels.js';
import { registerChallenges } from './challenges/index.js';
import { Chat } from './chat/chat.js';
import type { ChatTables } from './chat/tables.js';
import { type CspViolation, registerDelivery } from './delivery/index.js';
import { closeSockets, Drain, refuseWhileDraining } from './drain/drain.js';
import { type Fanout, InProcessFanout } from './fanout.js';
import { registerHealth } from './health/health.js';
import { registerApi } from './http.js';
import { capConnections } from './limits/connections.js';
import { descriptorsForConnections } from './limits/descriptors.js';
import { Guard } from './limits/guard.js';
import { startHeartbeat } from './limits/heartbeat.js';
import { refuseDeepBodies } from './limits/json-depth.js';
import { type Limits, type Rate, resolveLimits } from './limits/limits.js';
import { LiveGames, type LiveGamesTables } from './limits/live-games.js';
import { boundLobbySeats } from './limits/live-games-hook.js';
import { SharedLimits } from './limits/shared.js';
import { MemorySocketCounts, RedisSocketCounts } from './limits/socket-counts.js';
import { capSockets } from './limits/sockets.js';
import type { LiveGame } from './live.js';
import { type RatingOf, registerLobby } from './lobby/index.js';
import { type LoggerOption, loggerOptions } from './logs/logger.js';
import { ServerMetrics, serveMetrics } from './metrics/metrics.js';
import { isClosed, registerModeration } from './moderation/index.js';
import {
  type NotificationsOptions,
  OnlineAnnouncer,
  openNotifications,
  serveNotifications,
} from './notifications/index.js';
import { type LoginLimits, startPlayers } from './players/index.js';
import { openPostgresStore } from './postgres.js';
import { GraceStore } from './presence/graces.js';
import { PresenceHub } from './presence/hub.js';
import { Presence, type PresenceOptions } from './presence/presence.js';
import { registerPuzzles } from './puzzles/index.js';
import { ALLOWANCE_RATE, registerRatings } from './ratings/routes.js';
import { Ratings, type RatingsOptions } from './ratings/service.js';
import { RedisFanout } from './redis-fanout.js';
import { GAMES, type GameRegistry } from './registry.js';
import { registerSocial } from './social/index.js';
import { SqlStore } from './sql-store.js';
import { openSqliteStore } from './sqlite.js';
import { registerHomeStats } from './stats/index.js';
import type { Store } from './store.js';
import type { PollerOptions } from './timers/poller.js';
import { registerTournamentRoutes, Tournaments, type TournamentsOptions } from './tournaments/index.js';
import { type RateLimit, serveSocket } from './ws.js';

export interface ServerOptions {
  /** 0 for an ephemeral port (tests). Default 8080. */
  readonly port?: number;
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** The SQLite file; default `./data/ludotheque.sqlite`. Ignored when `store` or `postgresUrl` is given. */
  readonly dbFile?: string;
  /** PostgreSQL instead of SQLite (`postgresql://user@host/db`): the store several nodes share. */
  readonly postgresUrl?: string;
  /** A store to use as is (takes precedence over `postgresUrl` and `dbFile`). */
  readonly store?: Store;
  /** The analysis queue's bounds (analysis/README.md). */
  readonly analysis?: Partial<AnalysisLimits>;
  /** Redis (`redis://host:port`) to carry events between several nodes; one node alone needs none. */
  readonly redisUrl?: string;
  /** The built web app (`packages/web/dist`), served when the folder exists. */
  readonly staticDir?: string;
  readonly games?: GameRegistry;
  readonly fanout?: Fanout;
  /** Where bots think: worker threads by default. */
  readonly bots?: BotRunner;
  /** Frames per connection (the same as `limits.framesPerConnection`). */
  readonly rateLimit?: RateLimit;
  /** How long a Linx round end waits before the server deals the next round itself (5 s; tests use less). */
  readonly dealAfterMs?: number;
  /**
   * Behind a reverse proxy that terminates TLS: trust its `X-Forwarded-*` headers (the client's address, and
   * `https`, which turns HSTS on). Off by default: a client could otherwise claim any address. `true` trusts one
   * hop (the balancer: the address it saw, the last of `X-Forwarded-For`, never one a client wrote before it); a
   * number trusts that many hops (a CDN in front of the balancer: 2).
   */
  readonly trustProxy?: boolean | number;
  /**
   * How long the database or Redis may be away before `/api/ready` answers 503 (health/: a blip of a shared
   * service must not mark every node down at once). Default 10 s.
   */
  readonly readyGraceMs?: number;
  /** Every bound on what clients may cost (limits/limits.ts; README "Limits" lists the defaults). */
  readonly limits?: Partial<Limits>;
  /** Login attempts per (username, address) and per address (players/account-routes.ts; README "Limits"). */
  readonly logins?: Partial<LoginLimits>;
  /** Request and error logs (logs/logger.ts); off unless given. */
  readonly logger?: LoggerOption;
  /** Prometheus `GET /metrics` on this port (0: ephemeral), off the public one; no metrics when absent. */
  readonly metricsPort?: number;
  /** Default 127.0.0.1. */
  readonly metricsHost?: string;
  /** Timed games: a clock minute in milliseconds (tests shorten it; 60 000 otherwise). */
  readonly clockMsPerMinute?: number;
  /** A player's rating in a game for quick-match pairing (the ratings module); none: any pairing. */
  readonly ratingOf?: RatingOf;
  /** The lobby's watch-list refresh and pairing periods (tests shorten them; 2 s and 1 s), and its frame window. */
  readonly lobbyTimers?: {
    readonly watchEveryMs?: number;
    readonly pairEveryMs?: number;
    /** Lobby news within this window reaches each watcher as one frame (50 ms; 0: each at once). */
    readonly coalesceMs?: number;
    /** Claims of queue entries and starting tables are leases this long (15 s; lobby.ts). */
    readonly leaseMs?: number;
    /** A table outlives its creator's last lobby socket this long (4 s; lobby.ts), checked every `beatMs` (1 s). */
    readonly creatorGraceMs?: number;
    readonly beatMs?: number;
    /** The watch list shows games with a move this recent (5 minutes). */
    readonly watchRecentMs?: number;
  };
  /** Presence and abandonment: the grace period (60 s) and the correspondence hook (presence/README.md). */
  readonly presence?: PresenceOptions & { readonly refreshMs?: number };
  /** The level of the bot that plays for an absent player (default `easy`). */
  readonly standInLevel?: string;
  /** An untimed game's move deadline (timers/: 7 days; tests shorten it). */
  readonly moveDeadlineMs?: number;
  /** The timer poller's periods (timers/poller.ts; tests shorten them). */
  readonly timerPoll?: PollerOptions;
  /** Chat messages per connection (chat/; default 5 at once, then one every 2 s). */
  readonly chatRate?: Rate;
  /** Rated games (ratings/): who counts as registered, where failures are told. */
  readonly ratings?: RatingsOptions;
  /** Notifications and Web Push (notifications/): the VAPID subject, how many kept per player. */
  readonly notifications?: NotificationsOptions;
  /** Reports and moderation (moderation/): its clock (mutes' ends, the day of a report; tests move it). */
  readonly moderation?: { readonly now?: () => number };
  /** Tournaments (tournaments/): the scheduler's clock and period (tests drive them). */
  readonly tournaments?: TournamentsOptions;
  /** Challenges (challenges/): the clock they expire by (tests move it), their lifetime, the open ones per player. */
  readonly challenges?: { readonly now?: () => number; readonly ttlMs?: number; readonly maxOpenOutgoing?: number };
}

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly authority: Authority;
  /** Rated games (ratings/), on a SQL store; `ratings.ratingOf` is the lobby's quick-match hook. */
  readonly ratings: Ratings | null;
  /** Tournaments (tournaments/), on a SQL store. */
  readonly tournaments: Tournaments | null;
  readonly port: number;
  /** `http://host:port` */
  readonly url: string;
  /** The Content-Security-Policy violations browsers reported to this server (the newest). */
  cspViolations(): readonly CspViolation[];
  /** `http://host:port/metrics` when `metricsPort` was given. */
  readonly metricsUrl: string | null;
  close(): Promise<void>;
  /**
   * The graceful stop (SIGTERM): `/api/ready` answers 503 at once and nothing new is accepted; after `delayMs`
   * (time for the load balancer's checks to see the 503), the commits in flight are stored and acknowledged
   * (waited for at most `settleMs`), every WebSocket is closed with 1001 so its client reconnects elsewhere, then
   * the server closes. Calling it again returns the same promise.
   */
  drain(options?: DrainOptions): Promise<void>;
}

export interface DrainOptions {
  /** How long readiness says 503 before sockets close (default 0). */
  readonly delayMs?: number;
  /** The longest wait for commits in flight (default 10 s); what remains is cut by the close. */
  readonly settleMs?: number;
}

export const DEFAULT_DB_FILE = './data/ludotheque.sqlite';

const openStore = (options: ServerOptions): Promise<Store> =>
  options.postgresUrl === undefined
    ? openSqliteStore(options.dbFile ?? DEFAULT_DB_FILE)
    : openPostgresStore(options.postgresUrl);

/** Starts the game server: HTTP API, WebSocket `/ws`, and the web app when built. Resumes every stored game. */
/**
 * A correspondence seat is not abandoned before its deadline (issue 16): the grace is what its clock gave the
 * move, measured from the switch (`at`, the moment the game last changed). At the deadline the clock's time-up
 * decides (clocks/), so the choice is offered only where a deadline passed without one.
 */
function correspondenceGrace(live: LiveGame): number | null {
  const clock = live.clock;
  if (clock?.kind !== 'correspondence' || clock.running === null) return null;
  return clock.remainingMs[clock.running] ?? null;
}

/** Fastify's `trustProxy`: `true` is one hop (the balancer in front), never "trust every address in the header". */
const proxyHops = (trust: boolean | number | undefined): false | number =>
  trust === true ? 1 : typeof trust === 'number' && trust > 0 ? trust : false;

/** proxy-addr's hop count as a function (fastify's types take no number): the nearest `hops` addresses are trusted. */
const trustHops = (hops: false | number) => (hops === false ? false : (_address: string, hop: number) => hop < hops);

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const store = options.store ?? (await openStore(options));
  let fanout: Fanout;
  try {
    fanout =
      options.fanout ??
      (options.redisUrl === undefined ? new InProcessFanout() : await RedisFanout.connect(options.redisUrl));
  } catch (e) {
    await store.close();
    throw e;
  }
  const games = options.games ?? GAMES;
  // One-time asynchronous starts (Cubiko's physics) before any game is replayed.
  await Promise.all(Object.values(games).map((g) => g.load?.()));
  const limits = resolveLimits({
    ...(options.rateLimit === undefined ? {} : { framesPerConnection: options.rateLimit }),
    ...options.limits,
  });
  // Bot moves per player paced (limits: botMovesPerPlayer), shared fairly between players (limits/fair-queue.ts).
  const bots = options.bots ?? new WorkerBots(undefined, undefined, true, limits.botMovesPerPlayer);
  const ratings = store instanceof SqlStore ? new Ratings(store, store.db, options.ratings, games) : null;
  // Errors of the notifier go to the app's log once it exists (the notifier is made before, for the authority).
  let logError = (_e: unknown): void => undefined;
  const notifier =
    store instanceof SqlStore
      ? await openNotifications(store, fanout, options.notifications ?? {}, (e) => logError(e))
      : null;
  // The listeners of committed entries (a game's end among them), made after the authority they listen to.
  let tournaments: Tournaments | null = null;
  const authority = new Authority(games, store, fanout, bots, {
    ...(ratings === null ? {} : { ratings }),
    onCommitted: (live) => {
      notifier?.committed(live);
      tournaments?.committed(live);
    },
    // One node on its own store: nobody else writes, so no move can be ahead of this node's copy.
    soleWriter: options.postgresUrl === undefined && fanout.onRemote === undefined,
    ...(options.clockMsPerMinute === undefined ? {} : { msPerMinute: options.clockMsPerMinute }),
    ...(options.dealAfterMs === undefined ? {} : { dealAfterMs: options.dealAfterMs }),
    ...(options.standInLevel === undefined ? {} : { standInLevel: options.standInLevel }),
    ...(options.moveDeadlineMs === undefined ? {} : { moveDeadlineMs: options.moveDeadlineMs }),
    ...(options.timerPoll === undefined ? {} : { timerPoll: options.timerPoll }),
  });
  if (store instanceof SqlStore)
    tournaments = new Tournaments(store, authority, games, ratings === null ? null : (p, g) => ratings.ratingOf(p, g), {
      onError: (e) => logError(e),
      ...options.tournaments,
    });
  if (tournaments !== null) {
    const t = tournaments;
    authority.berserkable = (id) => t.berserkable(id);
  }
  await authority.resumeAll(limits.resumeWindowMs, limits.maxLiveGames);
  // Rated games that ended while no node was there to settle them (a restart between the last move and its rating).
  // Not awaited: another node's settlement may hold their rows' locks for long, and a node that does not answer
  // its health checks meanwhile would be restarted by its balancer (issue 24). The periodic sweep scans again.
  const startupScan = ratings?.scan().catch(() => 0);
  const guard = new Guard(limits);
  // Limits counted for the whole deployment (limits/shared.ts): in Redis with several nodes, in memory alone.
  const shared = options.redisUrl === undefined ? SharedLimits.memory() : SharedLimits.redis(options.redisUrl);
  const metrics =
    options.metricsPort === undefined
      ? null
      : new ServerMetrics({ liveGames: () => authority.liveCount, botQueue: () => bots.queued?.() ?? 0 });
  if (metrics !== null && store instanceof SqlStore) store.onCommit = (ms) => metrics.commit(ms);

  const app = Fastify({
    logger: loggerOptions(options.logger),
    bodyLimit: 65536,
    trustProxy: trustHops(proxyHops(options.trustProxy)),
    // A request (headers and body) must arrive whole in time; Node checks every `connectionsCheckingInterval`.
    requestTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(limits.requestTimeoutMs, 60_000),
      connectionsCheckingInterval: Math.max(10, Math.min(Math.floor(limits.requestTimeoutMs / 4), 30_000)),
    },
  });
  logError = (e) => app.log.error({ err: e }, 'notifications');
  // Every route's body: nested too deep is a 400 before any schema walks it (limits/json-depth.ts).
  refuseDeepBodies(app);
  const delivery = await registerDelivery(app, options.staticDir);
  // No permessage-deflate (ws's default, said here so it stays off): compressing every small frame would cost more
  // CPU per move than the bytes it saves on a socket. UTF-8 validation stays on: client frames are untrusted.
  await app.register(websocket, { options: { maxPayload: MAX_SOCKET_PAYLOAD_BYTES, perMessageDeflate: false } });
  // Descriptors (limits/descriptors.ts): WebSockets stay `descriptorReserve` below what the process may open, so
  // plain requests and the balancer's checks always find one; connections past half the reserve get only the checks.
  const descriptors = limits.descriptors ?? descriptorsForConnections() ?? Number.POSITIVE_INFINITY;
  const reserve = limits.descriptorReserve;
  // After the WebSocket plugin: its hooks then know an upgrade (and close one refused here).
  capConnections(
    app,
    {
      // Behind a trusted proxy every peer is the proxy: the per-address cap counts forwarded addresses, at the upgrade.
      perAddress: proxyHops(options.trustProxy) === false ? limits.maxConnectionsPerAddress : 0,
      node: descriptors - Math.floor(reserve / 2),
      last: descriptors - Math.max(1, Math.floor(reserve / 8)),
      graceMs: limits.requestTimeoutMs,
    },
    (reason) => metrics?.refused(reason),
  );
  // An upgrade on any other path (the web app's catch-all route would accept it, then drop it) is refused before
  // the upgrade, with a plain 404.
  app.addHook('onRequest', async (request, reply) => {
    if (
      request.ws &&
      request.routeOptions.url !== '/ws' &&
      request.routeOptions.url !== '/ws/lobby' &&
      request.routeOptions.url !== '/ws/notifications'
    )
      return reply.code(404).send({ error: 'badRequest', message: 'WebSocket only at /ws' });
  });
  const onLimit = (reason: string, address: string) => {
    metrics?.refused(reason);
    app.log.warn({ reason, address }, 'connection closed by a limit');
  };
  const drain = new Drain();
  refuseWhileDraining(app, drain);
  const chatBounds = { perPlayer: limits.chatPerPlayer, perRoom: limits.chatPerRoom, maxLines: limits.maxChatLines };
  const chat =
    store instanceof SqlStore
      ? new Chat(store.db.withTables<ChatTables>(), fanout, options.chatRate, shared, chatBounds)
      : null;
  const hub = new PresenceHub(fanout, options.presence?.refreshMs);
  const graces = store instanceof SqlStore ? GraceStore.of(store.db) : undefined;
  const presence = new Presence(hub, authority, fanout, {
    graceOf: correspondenceGrace,
    deadlineOf: (live) => authority.moveDeadline(live),
    ...(graces === undefined ? {} : { graces }),
    ...options.presence,
  });
  const guests = shared.limiter('guests-address', {
    points: limits.guestsPerAddress.burst,
    durationSec: Math.max(1, Math.ceil(limits.guestsPerAddress.burst / limits.guestsPerAddress.perSecond)),
  });
  const players = await startPlayers(app, store, {
    open: (id) => authority.open(id),
    // New guests per address, counted for the deployment: a burst, then the window a burst takes to refill.
    newGuest: async (address) => (await guests.consume(address)).ok,
    shared,
    profileRates: { perPlayer: limits.profilesPerPlayer, perAddress: limits.profilesPerAddress },
    ...(options.logins === undefined ? {} : { logins: options.logins }),
    ...(ratings === null ? {} : { mayTakeSeat: ratings.mayTakeSeat }),
    // A moderator's closure (moderation/) refuses the account's logins.
    ...(store instanceof SqlStore ? { closed: (id: string) => isClosed(store.db.withTables(), id) } : {}),
  });
  // Sockets per player and per address, summed over the nodes in Redis (limits/socket-counts.ts), memory alone.
  const socketCounts =
    options.redisUrl === undefined
      ? new MemorySocketCounts()
      : new RedisSocketCounts(options.redisUrl, { ttlMs: limits.socketCountTtlMs });
  capSockets(
    app,
    {
      perPlayer: limits.maxSocketsPerPlayer,
      perAddress: limits.maxSocketsPerAddress,
      node: Math.max(0, Math.min(limits.maxSockets, descriptors - reserve)),
    },
    (reason) => metrics?.refused(reason),
    socketCounts,
  );
  const context = {
    ...{ authority, fanout, limits, guard, shared, metrics, onLimit, drain, seats: players.seats, chat, presence },
    ...(ratings === null ? {} : { mayTakeSeat: ratings.mayTakeSeat }),
  };
  app.get('/ws', { websocket: true }, (socket, request) => serveSocket(socket, request.ip, context, request.player));
  // Unfinished games per player, counted in the store (limits/live-games.ts): creations and lobby seats.
  const liveGames =
    store instanceof SqlStore
      ? new LiveGames(store.db.withTables<LiveGamesTables>(), {
          perPlayer: limits.maxLiveGamesPerPlayer,
          perAddress: limits.maxLiveGamesPerAddress,
        })
      : null;
  if (liveGames !== null) boundLobbySeats(app, liveGames, () => metrics?.refused('tooManyGames'));
  registerApi(app, authority, { guard, limits, metrics, chat, liveGames, seats: players.seats });
  if (ratings !== null)
    registerRatings(app, ratings, new Set(Object.keys(games)), shared.limiter('ratingAllowance', ALLOWANCE_RATE));
  registerBotLevels(app, ratings, new Set(Object.keys(games))); // the level pickers' ratings (bots/)
  const notifyHub =
    notifier === null ? null : serveNotifications(app, notifier, fanout, shared, limits.maxLobbyWatchers);
  const analyses = analysisService(store, options.analysis);
  registerAnalysis(app, authority, analyses, players.seats);
  // The home page's live counts (stats/): players online, games in play, a game to watch.
  registerHomeStats(app, store, hub);
  registerHealth(app, store, fanout, {
    draining: () => drain.draining,
    ...(options.readyGraceMs === undefined ? {} : { sharedGraceMs: options.readyGraceMs }),
  });
  // Follows, friends and blocks (social/, issue 26); its blocks hold in the lobby and the chat.
  const social =
    store instanceof SqlStore
      ? registerSocial(app, store, { player: (r) => r.player, shared, connected: (g) => hub.connected(g) })
      : null;
  // Friends on the home or lobby page are online too: every page keeps a notification socket (issue 26).
  const online = notifyHub === null ? null : new OnlineAnnouncer(fanout, notifyHub, options.presence?.refreshMs);
  if (social !== null && online !== null) social.social.online = (p) => online.isOnline(p);
  // Puzzle ratings of accounts (puzzles/, issue 27): one per solver and game, across devices.
  if (store instanceof SqlStore) registerPuzzles(app, store, { player: (r) => r.player, shared });
  if (chat !== null && social !== null) {
    chat.blockedBy = (p) => social.blocks.blockedBy(p);
    social.social.onBlock = (p) => void chat.retell(p).catch(() => undefined);
  }
  // Reports and moderation (moderation/, issue 26); a moderator's mute holds in the chat.
  const moderation =
    store instanceof SqlStore
      ? registerModeration(app, store, {
          player: (r) => r.player,
          shared,
          notifier,
          markCheater: ratings === null ? null : (p) => ratings.markCheater(p),
          ...(options.moderation?.now === undefined ? {} : { now: options.moderation.now }),
        })
      : null;
  if (chat !== null && moderation !== null) chat.muteLeft = moderation.muteLeft;
  const lobby =
    store instanceof SqlStore
      ? registerLobby(app, {
          store,
          authority,
          games,
          fanout,
          limits,
          shared,
          identity: { player: (request) => request.player, ensure: players.ensure, seated: players.seated },
          // Quick match pairs near ratings: the ratings module's, unless a test gives its own.
          ...(options.ratingOf !== undefined
            ? { ratingOf: options.ratingOf }
            : ratings !== null
              ? { ratingOf: (player: string, game: string) => ratings.ratingOf(player, game) }
              : {}),
          ...(ratings === null
            ? {}
            : {
                ratings: {
                  allowed: async (game: string, people: readonly string[]) =>
                    (await ratings.allowance(game, people)).rated,
                  started: (id: string, game: string, people: readonly string[]) => ratings.started(id, game, people),
                },
              }),
          // The watch list: games with a player connected somewhere, and their spectators (presence/, issue 25).
          liveness: (game: string) => ({ players: hub.connected(game).size, spectators: hub.spectators(game) }),
          ...(social === null ? {} : { blocks: social.blocks }),
          ...options.lobbyTimers,
          onError: (e) => app.log.error({ err: e }, 'lobby'),
        })
      : null;

  if (tournaments !== null)
    registerTournamentRoutes(
      app,
      tournaments,
      { player: (request) => request.player, ensure: players.ensure },
      {
        creates: shared.limiter('tournament-creates', { points: 10, durationSec: 3600 }),
        actions: shared.limiter('tournament-actions', { points: 30, durationSec: 60 }),
      },
    );

  // Challenges (challenges/, issue 26): the lobby's validation, blocks and ratings hooks; told by the notifier.
  if (store instanceof SqlStore)
    registerChallenges(
      app,
      { store, authority, games, shared, player: (r) => r.player },
      {
        ...(social === null ? {} : { blocks: social.blocks }),
        ...(ratings === null
          ? {}
          : {
              ratings: {
                allowed: async (game: string, people: readonly string[]) =>
                  (await ratings.allowance(game, people)).rated,
                started: (id: string, game: string, people: readonly string[]) => ratings.started(id, game, people),
              },
            }),
        ...(notifier === null ? {} : { tell: (...a) => notifier.tell(...a) }),
        canCreate: () => authority.makeRoom(limits.maxLiveGames, limits.idleGameMs),
        onError: (e) => app.log.error({ err: e }, 'challenges'),
        ...options.challenges,
      },
    );

  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 8080, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : (options.port ?? 8080);
  const stopHeartbeat = startHeartbeat(app.websocketServer, limits.pingIntervalMs, (socket) => {
    onLimit('heartbeat', (socket as unknown as { _socket?: { remoteAddress?: string } })._socket?.remoteAddress ?? '');
  });
  const sweeper = setInterval(() => {
    authority.sweep(limits.idleGameMs);
    guard.sweep();
    // Graces of games that ended without deleting theirs (presence/graces.ts `sweep`).
    void graces?.sweep().catch(() => 0);
    void ratings?.scan().catch(() => 0);
  }, limits.sweepIntervalMs);
  sweeper.unref();
  let metricsServer: Server | null = null;
  if (metrics !== null)
    metricsServer = await serveMetrics(metrics, options.metricsPort ?? 0, options.metricsHost ?? '127.0.0.1');
  const metricsAddress = metricsServer?.address();
  const metricsUrl =
    typeof metricsAddress === 'object' && metricsAddress !== null && metricsAddress !== undefined
      ? `http://${options.metricsHost ?? '127.0.0.1'}:${metricsAddress.port}/metrics`
      : null;
  const close = async (): Promise<void> => {
    stopHeartbeat();
    presence.close();
    hub.close();
    clearInterval(sweeper);
    lobby?.close();
    notifyHub?.close();
    await tournaments?.close();
    online?.close();
    await new Promise((resolve) => (metricsServer === null ? resolve(null) : metricsServer.close(resolve)));
    await app.close();
    await authority.close();
    await analyses.close();
    await startupScan;
    await ratings?.idle();
    await bots.close();
    await fanout.close();
    await players.close();
    await shared.close();
    await socketCounts.close();
    await store.close();
  };
  let drained: Promise<void> | null = null;
  const drainAll = async ({ delayMs = 0, settleMs = 10_000 }: DrainOptions): Promise<void> => {
    drain.draining = true;
    app.log.info({ inFlight: drain.pending }, 'draining');
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    drain.closing = true;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([drain.settled(), new Promise((resolve) => (timer = setTimeout(resolve, settleMs)))]);
    clearTimeout(timer);
    // Bots' replies to the last human moves commit before the sockets close (their events reach the players).
    await authority.idle();
    // The lobby first: its sockets closing now are a hand-over (they reconnect elsewhere), not players leaving the
    // queue (issue 24: a rolling restart kept nobody's entry otherwise).
    lobby?.close();
    await closeSockets(app.websocketServer, 2_000);
    await close();
  };
  return {
    app,
    authority,
    ratings,
    tournaments,
    port,
    url: `http://${host}:${port}`,
    cspViolations: delivery.cspViolations,
    metricsUrl,
    close,
    drain(options = {}) {
      drained ??= drainAll(options);
      return drained;
    },
  };
}
