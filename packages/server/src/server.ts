import type { Server } from 'node:http';
import websocket from '@fastify/websocket';
import { MAX_SOCKET_PAYLOAD_BYTES } from '@ludotheque/protocol';
import Fastify, { type FastifyInstance } from 'fastify';
import { Authority } from './authority.js';
import { WorkerBots } from './bot-pool.js';
import { Chat } from './chat/chat.js';
import type { ChatTables } from './chat/tables.js';
import { type CspViolation, registerDelivery } from './delivery/index.js';
import { closeSockets, Drain, refuseWhileDraining } from './drain/drain.js';
import { type Fanout, InProcessFanout } from './fanout.js';
import { capConnections } from './limits/connections.js';
import { descriptorsForConnections } from './limits/descriptors.js';
import { Guard } from './limits/guard.js';
import { startHeartbeat } from './limits/heartbeat.js';
import { refuseDeepBodies } from './limits/json-depth.js';
import { resolveLimits } from './limits/limits.js';
import { SharedLimits } from './limits/shared.js';
import { MemorySocketCounts, RedisSocketCounts } from './limits/socket-counts.js';
import { capSockets } from './limits/sockets.js';
import type { LiveGame } from './live.js';
import { loggerOptions } from './logs/logger.js';
import { ServerMetrics, serveMetrics } from './metrics/metrics.js';
import { isClosed } from './moderation/index.js';
import { analysisModule } from './modules/analysis.js';
import { apiModule } from './modules/api.js';
import { challengesModule } from './modules/challenges.js';
import { nothingProvided, type ServerContext, type ServerModule } from './modules/context.js';
import { healthModule } from './modules/health.js';
import { lobbyModule } from './modules/lobby.js';
import { moderationModule } from './modules/moderation.js';
import { notificationsModule } from './modules/notifications.js';
import { puzzlesModule } from './modules/puzzles.js';
import { ratingsModule } from './modules/ratings.js';
import { socialModule } from './modules/social.js';
import { statsModule } from './modules/stats.js';
import { tournamentsModule } from './modules/tournaments.js';
import { openNotifications } from './notifications/index.js';
import { SESSION_COOKIE, startPlayers } from './players/index.js';
import { openPostgresStore } from './postgres.js';
import { GraceStore } from './presence/graces.js';
import { PresenceHub } from './presence/hub.js';
import { Presence } from './presence/presence.js';
import { Ratings } from './ratings/service.js';
import { RedisFanout } from './redis-fanout.js';
import { GAMES } from './registry.js';
import type { ServerOptions } from './server-options.js';
import { SqlStore } from './sql-store.js';
import { openSqliteStore } from './sqlite.js';
import type { Store } from './store.js';
import { ABORT_RATE } from './table/commands.js';
import { Tournaments } from './tournaments/index.js';
import { serveSocket } from './ws.js';

export type { ServerOptions } from './server-options.js';

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

/**
 * The platform modules (modules/*.ts), registered in this order on the shared context: social before the lobby and
 * challenges (their blocks), notifications before social (who is online), moderation after social (as before).
 */
const modules = (drain: Drain): readonly ServerModule[] => [
  apiModule,
  ratingsModule,
  notificationsModule,
  analysisModule,
  statsModule,
  healthModule(drain),
  socialModule,
  puzzlesModule,
  moderationModule,
  lobbyModule,
  tournamentsModule,
  challengesModule,
];

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
  // Limits counted for the whole deployment (limits/shared.ts): in Redis with several nodes, in memory alone.
  const shared = options.redisUrl === undefined ? SharedLimits.memory() : SharedLimits.redis(options.redisUrl);
  const authority = new Authority(games, store, fanout, bots, {
    ...(ratings === null ? {} : { ratings }),
    aborts: shared.limiter('aborts', ABORT_RATE),
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
  app.get('/ws', { websocket: true }, (socket, request) => {
    const cookie = request.cookies[SESSION_COOKIE];
    const staleCookie = async () => cookie !== undefined && (await players.players.wasRotated(cookie));
    serveSocket(socket, request.ip, context, { player: request.player, staleCookie });
  });
  const ctx: ServerContext = {
    ...{ options, store, sql: store instanceof SqlStore ? store : null, authority, games, fanout, limits, guard },
    ...{ shared, metrics, players, hub, chat, ratings, notifier, tournaments, provided: nothingProvided() },
    gameNames: new Set(Object.keys(games)),
  };
  // In this order: a module may use what an earlier one provided (social's blocks in the lobby and challenges).
  for (const module of modules(drain)) await module.register(app, ctx);
  const { lobby, notifyHub, online } = ctx.provided;
  const analyses = ctx.provided.analyses;

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
    await analyses?.close();
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
