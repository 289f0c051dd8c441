import { readFileSync } from 'node:fs';
import { CliError, parseInteger } from '../io.js';

/**
 * `ludo serve`'s configuration: each setting from its flag, else from its environment variable, else its default.
 * The environment lets a deployment keep the database URL and its password out of the command line, where `ps`
 * shows them to every user of the machine (issue 15).
 */
export interface ServeFlags {
  readonly port?: string;
  readonly host?: string;
  readonly db?: string;
  readonly static?: string;
  readonly postgres?: string;
  readonly redis?: string;
  readonly logLevel?: string;
  readonly metricsPort?: string;
  readonly drainDelay?: string;
  readonly trustProxy?: boolean;
  readonly maxSocketsPerPlayer?: string;
  readonly maxSocketsPerAddress?: string;
  readonly maxConnectionsPerAddress?: string;
  readonly maxSockets?: string;
  readonly maxLobbyWatchers?: string;
  readonly descriptorReserve?: string;
  readonly tournaments?: string;
}

/** The connection caps `ludo serve` takes as flags (the server's `limits`; README "Limits"). */
export const CAP_FLAGS = {
  maxSocketsPerPlayer: { flag: '--max-sockets-per-player', env: 'LUDO_MAX_SOCKETS_PER_PLAYER', min: 1 },
  maxSocketsPerAddress: { flag: '--max-sockets-per-address', env: 'LUDO_MAX_SOCKETS_PER_ADDRESS', min: 1 },
  maxConnectionsPerAddress: { flag: '--max-connections-per-address', env: 'LUDO_MAX_CONNECTIONS_PER_ADDRESS', min: 0 },
  maxSockets: { flag: '--max-sockets', env: 'LUDO_MAX_SOCKETS', min: 1 },
  maxLobbyWatchers: { flag: '--max-lobby-watchers', env: 'LUDO_MAX_LOBBY_WATCHERS', min: 1 },
  descriptorReserve: { flag: '--descriptor-reserve', env: 'LUDO_DESCRIPTOR_RESERVE', min: 16 },
} as const;
export type CapName = keyof typeof CAP_FLAGS;

export interface ServeConfig {
  readonly port: number;
  readonly host: string;
  readonly dbFile: string;
  readonly staticDir: string;
  readonly postgresUrl?: string;
  readonly redisUrl?: string;
  readonly logLevel: string;
  readonly metricsPort?: number;
  /** How long `/api/ready` says 503 on SIGTERM before the sockets close (drain/ in the server). */
  readonly drainDelayMs: number;
  /** Behind a balancer: the client's address from `X-Forwarded-For` (the per-address limits need it). */
  readonly trustProxy: boolean;
  /** The caps given (CAP_FLAGS); the server's defaults for the others. */
  readonly limits?: Partial<Record<CapName, number>>;
  /** A JSON file of recurring tournaments (the server's `tournaments.recurring`, `readRecurring`). */
  readonly tournamentsFile?: string;
}

export type Env = Readonly<Record<string, string | undefined>>;

/** Each variable beside the flag it stands for (README "Environment"); `DATABASE_URL` is the common name. */
export const ENV = {
  port: 'LUDO_PORT',
  host: 'LUDO_HOST',
  db: 'LUDO_DB_FILE',
  static: 'LUDO_STATIC_DIR',
  postgres: 'LUDO_POSTGRES_URL',
  redis: 'LUDO_REDIS_URL',
  logLevel: 'LUDO_LOG_LEVEL',
  metricsPort: 'LUDO_METRICS_PORT',
  drainDelay: 'LUDO_DRAIN_DELAY_MS',
  trustProxy: 'LUDO_TRUST_PROXY',
  tournaments: 'LUDO_TOURNAMENTS_FILE',
} as const;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** An empty variable counts as unset (`LUDO_REDIS_URL=` in a unit file means "none"). */
const given = (v: string | undefined): string | undefined => (v === undefined || v === '' ? undefined : v);

export function resolveServeOptions(
  flags: ServeFlags,
  env: Env,
  defaults: { readonly dbFile: string; readonly staticDir: string },
): ServeConfig {
  /** The value and the name to cite when it is wrong: the flag's when given, the variable's otherwise. */
  const pick = (
    key: Exclude<keyof typeof ENV, 'trustProxy'>,
    flag: string,
  ): { value: string | undefined; name: string } => {
    const fromFlag = given(flags[key]);
    if (fromFlag !== undefined) return { value: fromFlag, name: flag };
    return { value: given(env[ENV[key]]), name: ENV[key] };
  };
  const port = pick('port', '--port');
  const metrics = pick('metricsPort', '--metrics-port');
  const delay = pick('drainDelay', '--drain-delay');
  const level = pick('logLevel', '--log-level');
  const logLevel = level.value ?? 'info';
  if (!LOG_LEVELS.includes(logLevel))
    throw new CliError(`${level.name} must be one of ${LOG_LEVELS.join(', ')}, got '${logLevel}'`);
  const postgres = pick('postgres', '--postgres');
  // LUDO_POSTGRES_URL first, then the conventional DATABASE_URL (a platform's add-on sets it).
  const postgresUrl = postgres.value ?? given(env.DATABASE_URL);
  const redisUrl = pick('redis', '--redis').value;
  const trust = given(env[ENV.trustProxy]);
  if (trust !== undefined && !['1', 'true', '0', 'false'].includes(trust))
    throw new CliError(`${ENV.trustProxy} must be 1, true, 0 or false, got '${trust}'`);
  const limits: Partial<Record<CapName, number>> = {};
  for (const [key, cap] of Object.entries(CAP_FLAGS) as [CapName, (typeof CAP_FLAGS)[CapName]][]) {
    const fromFlag = given(flags[key]);
    const text = fromFlag ?? given(env[cap.env]);
    if (text !== undefined) limits[key] = parseInteger(text, fromFlag === undefined ? cap.env : cap.flag, cap.min);
  }
  const tournamentsFile = pick('tournaments', '--tournaments').value;
  const metricsPort = metrics.value === undefined ? undefined : parseInteger(metrics.value, metrics.name, 0, 65535);
  return {
    port: port.value === undefined ? 8080 : parseInteger(port.value, port.name, 0, 65535),
    host: pick('host', '--host').value ?? '127.0.0.1',
    dbFile: pick('db', '--db').value ?? defaults.dbFile,
    staticDir: pick('static', '--static').value ?? defaults.staticDir,
    ...(postgresUrl === undefined ? {} : { postgresUrl }),
    ...(redisUrl === undefined ? {} : { redisUrl }),
    logLevel,
    ...(metricsPort === undefined ? {} : { metricsPort }),
    drainDelayMs: delay.value === undefined ? 0 : parseInteger(delay.value, delay.name, 0, 600_000),
    trustProxy: flags.trustProxy === true || trust === '1' || trust === 'true',
    ...(Object.keys(limits).length === 0 ? {} : { limits }),
    ...(tournamentsFile === undefined ? {} : { tournamentsFile }),
  };
}

/** One recurring tournament as the file gives it (the server checks the request itself at start). */
export interface RecurringEntry {
  readonly key: string;
  readonly everyMinutes: number;
  readonly request: unknown;
}

/**
 * The recurring tournaments of `--tournaments FILE`: a JSON array of `{ key, everyMinutes, request }` (or an object
 * with that array as `recurring`), e.g. an hourly Linx arena (README "Tournaments"). The shape is checked here, each
 * `request` by the server at start (a bad one stops it, with the entry's key in the message).
 */
export function readRecurring(file: string): RecurringEntry[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new CliError(`cannot read the tournaments file ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new CliError(`the tournaments file ${file} is not JSON: ${(e as Error).message}`);
  }
  const list = Array.isArray(value) ? value : (value as { recurring?: unknown } | null)?.recurring;
  if (!Array.isArray(list)) throw new CliError(`the tournaments file ${file} must hold an array of recurring events`);
  return list.map((e: unknown, i) => {
    const x = e as Partial<RecurringEntry> | null;
    if (x === null || typeof x !== 'object' || typeof x.key !== 'string' || typeof x.everyMinutes !== 'number')
      throw new CliError(`the tournaments file ${file}, entry ${i + 1}: needs key, everyMinutes and request`);
    if (x.request === undefined || x.request === null || typeof x.request !== 'object')
      throw new CliError(`the tournaments file ${file}, entry ${i + 1}: request must be an object`);
    return { key: x.key, everyMinutes: x.everyMinutes, request: x.request };
  });
}

/**
 * `text` with the passwords (and user names) of these URLs replaced: an error from the driver or a URL parser may
 * quote the URL, and the message is printed and logged.
 */
export function withoutSecrets(text: string, urls: readonly (string | undefined)[]): string {
  let out = text;
  for (const url of urls) {
    if (url === undefined) continue;
    out = out.split(url).join('[url]');
    let parsed: URL | null = null;
    try {
      parsed = new URL(url);
    } catch {
      // An unparsable URL: only its whole text is hidden (above).
    }
    for (const secret of [parsed?.password, parsed?.password && decodeURIComponent(parsed.password)])
      if (secret) out = out.split(secret).join('[redacted]');
  }
  return out;
}
