import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { CliError, type Io, parseInteger, println } from '../io.js';

/** The built web app, when it exists (`packages/web/dist`, beside this package). */
const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * `ludo serve [--port N] [--db FILE] [--postgres URL] [--redis URL] [--log-level L] [--metrics-port N]`: the game
 * server (HTTP API, WebSocket, web app) until Ctrl-C. Several nodes share one PostgreSQL (`--postgres`, instead of the
 * SQLite file) and one Redis (`--redis`). Request and error logs go to stdout as JSON lines at `info` (tokens
 * redacted); Prometheus metrics are served on `--metrics-port` only when it is given.
 */
interface ServeFlags {
  port: string;
  host: string;
  db?: string;
  static: string;
  postgres?: string;
  redis?: string;
  logLevel: string;
  metricsPort?: string;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function registerServe(program: Command, io: Io): void {
  program
    .command('serve')
    .description('run the game server / lance le serveur de jeu')
    .option('--port <n>', 'TCP port / port TCP', '8080')
    .option('--host <host>', 'address to listen on / adresse d’écoute', '127.0.0.1')
    .option('--db <file>', 'SQLite file / fichier SQLite (default ./data/ludotheque.sqlite)')
    .option('--static <dir>', 'web app folder / dossier de l’application web', WEB_DIST)
    .option('--postgres <url>', 'PostgreSQL instead of SQLite / PostgreSQL au lieu de SQLite')
    .option('--redis <url>', 'Redis linking several nodes / Redis reliant plusieurs nœuds')
    .option('--log-level <level>', 'log level, or silent / niveau des journaux, ou silent', 'info')
    .option('--metrics-port <n>', 'Prometheus /metrics on this port / métriques Prometheus sur ce port')
    .action(async (flags: ServeFlags) => {
      const port = parseInteger(flags.port, '--port', 0, 65535);
      if (!LOG_LEVELS.includes(flags.logLevel))
        throw new CliError(`--log-level must be one of ${LOG_LEVELS.join(', ')}, got '${flags.logLevel}'`);
      const metricsPort =
        flags.metricsPort === undefined ? undefined : parseInteger(flags.metricsPort, '--metrics-port', 0, 65535);
      // Loaded here, not at the top: every other `ludo` command would pay for the server's start-up.
      const { DEFAULT_DB_FILE, startServer } = await import('@ludotheque/server');
      const server = await startServer({
        port,
        host: flags.host,
        dbFile: flags.db ?? DEFAULT_DB_FILE,
        staticDir: flags.static,
        ...(flags.postgres === undefined ? {} : { postgresUrl: flags.postgres }),
        ...(flags.redis === undefined ? {} : { redisUrl: flags.redis }),
        logger: { level: flags.logLevel },
        ...(metricsPort === undefined ? {} : { metricsPort }),
      });
      // Never print a URL's password.
      const db = flags.postgres === undefined ? (flags.db ?? DEFAULT_DB_FILE) : 'PostgreSQL';
      println(io.stdout, `ludo serve: ${server.url} (db ${db}${flags.redis === undefined ? '' : ', Redis'})`);
      if (server.metricsUrl !== null) println(io.stdout, `ludo serve: metrics ${server.metricsUrl}`);
      // Serve until asked to stop, then close cleanly: pending commits finish, bots' threads end.
      await new Promise<void>((resolve) => {
        process.once('SIGINT', resolve);
        process.once('SIGTERM', resolve);
      });
      await server.close();
      println(io.stdout, 'ludo serve: stopped / arrêté');
    });
}
