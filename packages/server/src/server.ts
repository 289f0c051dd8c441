import websocket from '@fastify/websocket';
import { MAX_SOCKET_PAYLOAD_BYTES } from '@ludotheque/protocol';
import Fastify, { type FastifyInstance } from 'fastify';
import { Authority } from './authority.js';
import type { BotRunner } from './bot-move.js';
import { WorkerBots } from './bot-pool.js';
import { type CspViolation, registerDelivery } from './delivery/index.js';
import { type Fanout, InProcessFanout } from './fanout.js';
import { registerApi } from './http.js';
import { openPostgresStore } from './postgres.js';
import { RedisFanout } from './redis-fanout.js';
import { GAMES, type GameRegistry } from './registry.js';
import { openSqliteStore } from './sqlite.js';
import type { Store } from './store.js';
import { DEFAULT_RATE_LIMIT, type RateLimit, serveSocket } from './ws.js';

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
  /** Redis (`redis://host:port`) to carry events between several nodes; one node alone needs none. */
  readonly redisUrl?: string;
  /** The built web app (`packages/web/dist`), served when the folder exists. */
  readonly staticDir?: string;
  readonly games?: GameRegistry;
  readonly fanout?: Fanout;
  /** Where bots think: worker threads by default. */
  readonly bots?: BotRunner;
  readonly rateLimit?: RateLimit;
  /** How long a Linx round end waits before the server deals the next round itself (5 s; tests use less). */
  readonly dealAfterMs?: number;
  readonly logger?: boolean;
  /**
   * Behind a reverse proxy that terminates TLS: trust its `X-Forwarded-*` headers (the client's address, and
   * `https`, which turns HSTS on). Off by default: a client could otherwise claim any address.
   */
  readonly trustProxy?: boolean;
}

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly authority: Authority;
  readonly port: number;
  /** `http://host:port` */
  readonly url: string;
  /** The Content-Security-Policy violations browsers reported to this server (the newest). */
  cspViolations(): readonly CspViolation[];
  close(): Promise<void>;
}

export const DEFAULT_DB_FILE = './data/ludotheque.sqlite';

const openStore = (options: ServerOptions): Promise<Store> =>
  options.postgresUrl === undefined
    ? openSqliteStore(options.dbFile ?? DEFAULT_DB_FILE)
    : openPostgresStore(options.postgresUrl);

/** Starts the game server: HTTP API, WebSocket `/ws`, and the web app when built. Resumes every stored game. */
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
  const bots = options.bots ?? new WorkerBots();
  const games = options.games ?? GAMES;
  // One-time asynchronous starts (Cubiko's physics) before any game is replayed.
  await Promise.all(Object.values(games).map((g) => g.load?.()));
  const authority = new Authority(
    games,
    store,
    fanout,
    bots,
    options.dealAfterMs === undefined ? {} : { dealAfterMs: options.dealAfterMs },
  );
  await authority.resumeAll();

  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 65536, trustProxy: options.trustProxy ?? false });
  const delivery = await registerDelivery(app, options.staticDir);
  // No permessage-deflate (ws's default, said here so it stays off): compressing every small frame would cost more
  // CPU per move than the bytes it saves on a socket. UTF-8 validation stays on: client frames are untrusted.
  await app.register(websocket, { options: { maxPayload: MAX_SOCKET_PAYLOAD_BYTES, perMessageDeflate: false } });
  const limit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  app.get('/ws', { websocket: true }, (socket) => serveSocket(socket, authority, fanout, limit));
  registerApi(app, authority);

  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 8080, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : (options.port ?? 8080);
  return {
    app,
    authority,
    port,
    url: `http://${host}:${port}`,
    cspViolations: delivery.cspViolations,
    async close() {
      await app.close();
      await authority.close();
      await bots.close();
      await fanout.close();
      await store.close();
    },
  };
}
