import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { CliError, type Io, println } from '../io.js';
import {
  CAP_FLAGS,
  ENV,
  readRecurring,
  resolveServeOptions,
  type ServeFlags,
  withoutSecrets,
} from './serve-options.js';

/** The built web app, when it exists (`packages/web/dist`, beside this package). */
const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * `ludo serve [--port N] [--db FILE] [--postgres URL] [--redis URL] [--log-level L] [--metrics-port N]
 * [--tournaments FILE]`: the game
 * server (HTTP API, WebSocket, web app) until SIGTERM or Ctrl-C, which drain it (the server's drain/). Several
 * nodes share one PostgreSQL (`--postgres`, instead of the SQLite file) and one Redis (`--redis`). Every flag has
 * an environment variable (serve-options.ts), so the database URL and its password need not appear in `ps`.
 * Request and error logs go to stdout as JSON lines at `info` (tokens redacted); Prometheus metrics are served on
 * `--metrics-port` only when it is given. No URL is ever printed: it may carry a password.
 */
export function registerServe(program: Command, io: Io): void {
  program
    .command('serve')
    .description('run the game server / lance le serveur de jeu')
    // No commander defaults: a default would hide the environment variable (resolveServeOptions applies them).
    .option('--port <n>', `TCP port / port TCP (${ENV.port}, default 8080)`)
    .option('--host <host>', `address to listen on / adresse d’écoute (${ENV.host}, default 127.0.0.1)`)
    .option('--db <file>', `SQLite file / fichier SQLite (${ENV.db}, default ./data/ludotheque.sqlite)`)
    .option('--static <dir>', `web app folder / dossier de l’application web (${ENV.static})`)
    .option(
      '--postgres <url>',
      `PostgreSQL instead of SQLite / PostgreSQL au lieu de SQLite (${ENV.postgres} or DATABASE_URL)`,
    )
    .option('--redis <url>', `Redis linking several nodes / Redis reliant plusieurs nœuds (${ENV.redis})`)
    .option('--log-level <level>', `log level, or silent / niveau des journaux, ou silent (${ENV.logLevel})`)
    .option('--metrics-port <n>', `Prometheus /metrics on this port / métriques Prometheus (${ENV.metricsPort})`)
    .option('--drain-delay <ms>', `on SIGTERM, 503 on /api/ready this long first / délai (${ENV.drainDelay})`)
    .option(
      '--trust-proxy',
      `behind a load balancer: trust X-Forwarded-* / derrière un répartiteur (${ENV.trustProxy})`,
    )
    .option(
      `${CAP_FLAGS.maxSocketsPerPlayer.flag} <n>`,
      `WebSockets per player / par joueur (${CAP_FLAGS.maxSocketsPerPlayer.env}, default 32)`,
    )
    .option(
      `${CAP_FLAGS.maxSocketsPerAddress.flag} <n>`,
      `WebSockets without a session per address / sans session par adresse (${CAP_FLAGS.maxSocketsPerAddress.env}, default 256)`,
    )
    .option(
      `${CAP_FLAGS.maxConnectionsPerAddress.flag} <n>`,
      `TCP connections per peer address, off with --trust-proxy / par adresse (${CAP_FLAGS.maxConnectionsPerAddress.env}, default 1024)`,
    )
    .option(
      `${CAP_FLAGS.maxSockets.flag} <n>`,
      `WebSockets on this node / sur ce nœud (${CAP_FLAGS.maxSockets.env}, default 50000, below the open-file limit)`,
    )
    .option(
      `${CAP_FLAGS.maxLobbyWatchers.flag} <n>`,
      `lobby sockets on this node / sockets du salon (${CAP_FLAGS.maxLobbyWatchers.env}, default 20000)`,
    )
    .option(
      `${CAP_FLAGS.descriptorReserve.flag} <n>`,
      `descriptors kept from WebSockets / descripteurs réservés (${CAP_FLAGS.descriptorReserve.env}, default 256)`,
    )
    .option(
      '--tournaments <file>',
      `JSON file of recurring tournaments / fichier JSON des tournois récurrents (${ENV.tournaments})`,
    )
    .action(async (flags: ServeFlags) => {
      // Loaded here, not at the top: every other `ludo` command would pay for the server's start-up.
      const { DEFAULT_DB_FILE, startServer } = await import('@ludotheque/server');
      const config = resolveServeOptions(flags, process.env, { dbFile: DEFAULT_DB_FILE, staticDir: WEB_DIST });
      const secrets = [config.postgresUrl, config.redisUrl];
      // Read before the start: a missing or malformed file is the operator's error (status 2), not the server's.
      const recurring = config.tournamentsFile === undefined ? undefined : readRecurring(config.tournamentsFile);
      let server: Awaited<ReturnType<typeof startServer>>;
      try {
        server = await startServer({
          port: config.port,
          host: config.host,
          dbFile: config.dbFile,
          staticDir: config.staticDir,
          ...(config.postgresUrl === undefined ? {} : { postgresUrl: config.postgresUrl }),
          ...(config.redisUrl === undefined ? {} : { redisUrl: config.redisUrl }),
          logger: { level: config.logLevel },
          trustProxy: config.trustProxy,
          ...(config.limits === undefined ? {} : { limits: config.limits }),
          ...(config.metricsPort === undefined ? {} : { metricsPort: config.metricsPort }),
          ...(recurring === undefined ? {} : { tournaments: { recurring } }),
        });
      } catch (e) {
        // A driver's error may quote its URL: the message goes out without the password.
        const message = e instanceof Error ? e.message : String(e);
        throw new CliError(`the server could not start: ${withoutSecrets(message, secrets)}`);
      }
      // Never print a URL: it may carry a password.
      const db = config.postgresUrl === undefined ? config.dbFile : 'PostgreSQL';
      println(io.stdout, `ludo serve: ${server.url} (db ${db}${config.redisUrl === undefined ? '' : ', Redis'})`);
      if (server.metricsUrl !== null) println(io.stdout, `ludo serve: metrics ${server.metricsUrl}`);
      // Serve until asked to stop, then drain: readiness 503, commits in flight acknowledged, sockets closed 1001.
      await new Promise<void>((resolve) => {
        const stop = () => {
          process.off('SIGINT', stop);
          process.off('SIGTERM', stop);
          resolve();
        };
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
      });
      println(io.stdout, 'ludo serve: draining / arrêt progressif');
      await server.drain({ delayMs: config.drainDelayMs });
      println(io.stdout, 'ludo serve: stopped / arrêté');
    });
}
