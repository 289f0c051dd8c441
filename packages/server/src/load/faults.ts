import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Rng } from '@ludotheque/engine';
import type { ClockSetting } from '@ludotheque/protocol';
import pg from 'pg';
import { childPort } from '../fixtures/child-port.js';
import { startPostgres, type TempPostgres } from '../fixtures/postgres.js';
import { startRedis, type TempRedis } from '../fixtures/redis.js';
import { type Balancer, type BalancerKind, startBalancer } from './balancers.js';
import { lostMoves, perSecond } from './failover.js';
import { SeatLoad, type SeatView } from './failover-seats.js';
import { type FlagGame, type FlagReport, lateFlags, NO_FLAGS, startFlagGames } from './flags.js';

/**
 * Issue 24's faults, each on two real nodes (load/node.ts, child processes) sharing a PostgreSQL 15 and a Redis 7
 * started here, under human-paced 2-player Linx games (failover-seats.ts: seats re-join with `since`; an eager
 * opponent claims the win whenever it is offered; real-time clocks):
 * - `node-gone`: a node is killed between the commit of a move and its publication (load/node.ts, SIGUSR2), and
 *   the seats whose moves were in flight on it never come back; its other seats reconnect to the other node;
 * - `redis-long`: Redis stopped `--redis-down` s (75), every player connected;
 * - `redis-frozen`: Redis SIGSTOP'd `--frozen` s (20: open connections, no answer), then SIGCONT;
 * - `postgres-crash`: PostgreSQL `kill -9` (postmaster and backends) and started again (crash recovery);
 * - `rolling-restart`: the nodes behind nginx or HAProxy (balancers.ts, the README's samples), every client
 *   through it: node 0 SIGTERM (drain, 1001), started again, then node 1, while the games go on.
 * The figures: acknowledged moves lost, games stuck, wrong outcomes, seats uninformed, recovery (see `FaultReport`).
 */
export type Fault24 = 'node-gone' | 'redis-long' | 'redis-frozen' | 'postgres-crash' | 'rolling-restart';
export const FAULTS_24: readonly Fault24[] = [
  'node-gone',
  'redis-long',
  'redis-frozen',
  'postgres-crash',
  'rolling-restart',
];

export interface FaultOptions {
  readonly fault: Fault24;
  readonly balancer?: BalancerKind;
  readonly games: number;
  readonly thinkMs: number;
  readonly rampMs: number;
  readonly beforeMs: number;
  /** Redis away (`redis-long`) or frozen (`redis-frozen`). */
  readonly downMs: number;
  readonly afterMs: number;
  readonly probeMs: number;
  readonly clock: ClockSetting;
  /** Rolling restart: the wait after a node is ready before the next goes (default: what the balancer needs). */
  readonly balancerWaitMs?: number;
  /** Presence's grace on the nodes (their default, 60 s, when absent). */
  readonly graceMs?: number;
  readonly seed?: string;
  /**
   * Late flags (flags.ts): timed games made on the fault's node (node 1; node 0, drained first, for a rolling
   * restart) `FLAG_LEAD_MS` before the fault, whose flag is due about 8.5 s after it starts (0: none).
   */
  readonly flagGames?: number;
}

/** How long before the fault the flag games make their first move: thinking the crash must not give back. */
const FLAG_LEAD_MS = 1500;
/** Their clock's base: the flag is due `FLAG_SECONDS` s − `FLAG_LEAD_MS` after the fault starts. */
const FLAG_SECONDS = 10;

export interface FaultReport {
  readonly fault: string;
  readonly games: number;
  readonly acked: number;
  /** Acknowledged moves missing from the store, or another move stored at their version. */
  readonly lost: number;
  readonly lostMoves: readonly string[];
  /**
   * Unfinished games where no progress was possible after the probe (every live seat moving at once, `probeMs`):
   * a live seat still behind the store's version, or the store's version unchanged while a live seat had moves or
   * no seat had left.
   */
  readonly stuck: number;
  readonly stuckGames: readonly string[];
  /** `abandon` or `timeUp` entries stored against a seat whose player never left. */
  readonly wrongOutcomes: number;
  readonly wrongDetails: readonly string[];
  /** Stored claims and time-outs against a seat that did leave (legitimate). */
  readonly rightOutcomes: number;
  /** Live seats whose last version, half a second after the check 2 s past recovery, was below the store's then. */
  readonly uninformed: number;
  /** The first ten: game, seat, the version it had, the store's. */
  readonly uninformedSeats: readonly string[];
  /** The stored claims and time-outs against seats that left: game, version, event. */
  readonly rightDetails: readonly string[];
  /** Of those, seats with no socket at that moment (still reconnecting). */
  readonly uninformedOffline: number;
  readonly liveSeats: number;
  /** Seats that left for good with the fault (node-gone). */
  readonly left: number;
  readonly gaps: number;
  readonly claimsSent: number;
  readonly codes: Readonly<Record<string, number>>;
  readonly creationErrors: number;
  readonly connectFailures: number;
  readonly reconnects: number;
  readonly rate: { readonly before: number; readonly during: number; readonly after: number };
  /** From the fault's end (node gone, service back, last node ready) to the first ack, and to 80 % of the rate. */
  readonly firstAckMs: number;
  readonly recoveryMs: number;
  readonly faultMs: number;
  /** The flag games' time-ups, from their deadline to the stored entry (flags.ts). */
  readonly flags: FlagReport;
  readonly loadavg: readonly [number, number];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      const port = typeof a === 'object' && a !== null ? a.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

const ready = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/ready', timeout: 1000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
    req.end();
  });

export const get = (url: string): Promise<number> =>
  new Promise((resolve) => {
    const req = request(url, { timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
    req.on('timeout', () => req.destroy());
    req.end();
  });

export interface Node {
  child: ChildProcess;
  readonly port: number;
  readonly url: string;
}

/** Starts load/node.ts on `port`; resolves once it answers `/api/ready` 200. Its stderr goes to `log`. */
export async function spawnNode(env: Record<string, string>, port: number, log: string): Promise<Node> {
  const fromSources = import.meta.url.endsWith('.ts');
  const entry = fileURLToPath(new URL(`./node.${fromSources ? 'ts' : 'js'}`, import.meta.url));
  const args = fromSources ? ['--import', 'tsx', entry] : [entry];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', openSync(log, 'a')],
    env: { ...process.env, ...env, LUDO_PORT: String(port) },
  });
  await childPort(child);
  for (let i = 0; i < 600 && !(await ready(port)); i++) await sleep(100);
  return { child, port, url: `http://127.0.0.1:${port}` };
}

const exited = (c: ChildProcess): Promise<void> =>
  c.exitCode !== null || c.signalCode !== null ? Promise.resolve() : new Promise((r) => c.once('exit', () => r()));

/** The store's highest version of each game. */
async function storeVersions(db: pg.Client): Promise<Map<string, number>> {
  const rows = await db.query<{ game_id: string; v: string }>(
    'SELECT game_id, MAX(version) AS v FROM moves GROUP BY game_id',
  );
  return new Map(rows.rows.map((r) => [r.game_id, Number(r.v)]));
}

export async function runFault(o: FaultOptions): Promise<FaultReport> {
  let postgres: TempPostgres | null = null;
  let redis: TempRedis | null = null;
  let balancer: Balancer | null = null;
  let load: SeatLoad | null = null;
  const nodes: Node[] = [];
  const dir = mkdtempSync(join(tmpdir(), `ludo-${o.fault}-`));
  mkdirSync(join(dir, 'lb'));
  const load0 = loadavg()[0] ?? 0;
  try {
    postgres = await startPostgres();
    redis = await startRedis();
    const env: Record<string, string> = {
      LUDO_POSTGRES_URL: postgres.url,
      LUDO_REDIS_URL: redis.url,
      LUDO_DRAIN_DELAY_MS: '3000',
      ...(o.graceMs === undefined ? {} : { LUDO_GRACE_MS: String(o.graceMs) }),
    };
    // One after the other: the first migrates the schema.
    for (let i = 0; i < 2; i++) nodes.push(await spawnNode(env, await freePort(), join(dir, `node${i}.log`)));
    const proxied = o.fault === 'rolling-restart';
    if (proxied)
      balancer = await startBalancer(
        o.balancer ?? 'nginx',
        join(dir, 'lb'),
        await freePort(),
        nodes.map((n) => n.port),
      );
    load = new SeatLoad({
      nodes: balancer === null ? nodes.map((n) => n.url) : [balancer.url],
      games: o.games,
      thinkMs: o.thinkMs,
      rampMs: o.rampMs,
      rng: Rng.seeded(o.seed ?? `issue 24 ${o.fault}`),
      clock: o.clock,
      claim: true,
    });
    load.start();
    const lead = Math.min(FLAG_LEAD_MS, o.beforeMs);
    await sleep(o.rampMs + o.beforeMs - lead);
    let flagGames: FlagGame[] = [];
    let flagIds = new Set<string>();
    const flagNode = nodes[o.fault === 'rolling-restart' ? 0 : 1] as Node;
    // Their first moves go out together once every game is made, `lead` before the fault.
    if ((o.flagGames ?? 0) > 0) {
      const flags = await startFlagGames(flagNode.url, o.flagGames ?? 0, FLAG_SECONDS);
      flagGames = flags.measured;
      flagIds = new Set(flags.made);
    }
    const movedAt = Math.min(...flagGames.map((g) => g.deadline - FLAG_SECONDS * 1000), Date.now());
    await sleep(Math.max(0, lead - (Date.now() - movedAt)));
    const faultStart = performance.now();
    if (o.fault === 'node-gone') {
      const victim = nodes[1] as Node;
      load.leavingNode = victim.url;
      victim.child.kill('SIGUSR2');
      await exited(victim.child);
    } else if (o.fault === 'redis-long') {
      await redis.stop();
      await sleep(o.downMs);
      redis = await startRedis(redis.port);
    } else if (o.fault === 'redis-frozen') {
      redis.freeze();
      await sleep(o.downMs);
      redis.thaw();
    } else if (o.fault === 'postgres-crash') {
      await postgres.crash();
      await postgres.up();
    } else
      for (const [i, node] of nodes.entries()) {
        node.child.kill('SIGTERM');
        await exited(node.child);
        nodes[i] = await spawnNode(env, node.port, join(dir, `node${i}.log`));
        // Only once the balancer sends players to it again may the other node go. HAProxy: two checks 2 s apart.
        // nginx (passive checks): the node stays marked failed `fail_timeout` (10 s) after its last failure, and
        // an upgraded connection counts as a success only when it closes, so a plain request must pass first.
        await sleep(o.balancerWaitMs ?? (o.balancer === 'haproxy' ? 5000 : 11_000));
        if (balancer !== null) for (let k = 0; k < 4; k++) await get(`${balancer.url}/api/health`);
      }
    const faultEnd = performance.now();
    const db = new pg.Client({ connectionString: postgres.url });
    await db.connect();
    let uninformed: SeatView[] = [];
    let storedThen = new Map<string, number>();
    let liveSeats = 0;
    try {
      // Every socket converges: 2 s after the fault's end, the store's versions; half a second later (frames on
      // their way), every live seat must have seen them.
      await sleep(2000);
      const stored = await storeVersions(db);
      storedThen = stored;
      await sleep(500);
      const live = load.views().filter((v) => !v.gone);
      liveSeats = live.length;
      uninformed = live.filter((v) => v.version < (stored.get(v.gameId) ?? 0));
    } finally {
      await db.end();
    }
    await sleep(Math.max(0, o.afterMs - 2500));
    const end = performance.now();
    const probeDb = new pg.Client({ connectionString: postgres.url });
    await probeDb.connect();
    let stuckGames: string[] = [];
    const outcomes = { wrong: [] as string[], right: [] as string[] };
    let flags: FlagReport | null = null;
    try {
      flags = await lateFlags(probeDb, flagGames);
      const before = await storeVersions(probeDb);
      await load.probe(o.probeMs);
      // Nobody moves any more; a second for the frames in flight, then the store and every view are compared.
      load.hold = true;
      await sleep(1000);
      const after = await storeVersions(probeDb);
      const byGame = new Map<string, SeatView[]>();
      for (const v of load.views()) byGame.set(v.gameId, [...(byGame.get(v.gameId) ?? []), v]);
      stuckGames = [...byGame].flatMap(([id, seats]) => {
        const s1 = after.get(id) ?? 0;
        const live = seats.filter((v) => !v.gone);
        const still = s1 === (before.get(id) ?? 0);
        const bad =
          live.some((v) => v.version < s1) || (still && (live.some((v) => v.toMove) || live.length === seats.length));
        return bad ? [id] : [];
      });
      const gone = new Set(load.allSeats().flatMap((v) => (v.gone ? [`${v.gameId} ${v.seat}`] : [])));
      // The flag games' time-ups are meant (their second seat never comes): neither wrong nor right.
      const rows = await probeDb.query<{ game_id: string; version: number; entry: string }>(
        `SELECT game_id, version, entry FROM moves WHERE entry LIKE '%"abandon"%' OR entry LIKE '%"timeUp"%'`,
      );
      for (const r of rows.rows) {
        const event = (JSON.parse(r.entry) as { event?: { type?: string; seat?: number } }).event;
        if ((event?.type !== 'abandon' && event?.type !== 'timeUp') || flagIds.has(r.game_id)) continue;
        const told = `${r.game_id} v${r.version}: ${event.type} against seat ${event.seat}`;
        (gone.has(`${r.game_id} ${event.seat}`) ? outcomes.right : outcomes.wrong).push(told);
      }
    } finally {
      await probeDb.end();
    }
    load.stop();
    const usual = perSecond(load.ackTimes, faultStart - o.beforeMs, faultStart);
    const firstAck = load.ackTimes.find((t) => t >= faultEnd);
    let recovered = Number.NaN;
    for (let t = faultEnd; t + 1000 <= end; t += 100)
      if (perSecond(load.ackTimes, t, t + 1000) >= 0.8 * usual) {
        recovered = t - faultEnd;
        break;
      }
    const lost = await lostMoves(postgres.url, load);
    if (process.env.LUDO_FAILOVER_TRACE !== undefined)
      for (const id of [
        ...lost.map((l) => l.split(' ')[0] as string),
        ...stuckGames,
        ...uninformed.map((v) => v.gameId),
      ].slice(0, 3))
        console.log(`trace of ${id}\n${(load.trace.get(id) ?? []).join('\n')}`);
    return {
      fault: o.fault === 'rolling-restart' ? `rolling-restart (${o.balancer ?? 'nginx'})` : o.fault,
      games: o.games,
      acked: load.acked.length,
      lost: lost.length,
      lostMoves: lost.slice(0, 10),
      stuck: stuckGames.length,
      stuckGames: stuckGames.slice(0, 10),
      wrongOutcomes: outcomes.wrong.length,
      wrongDetails: outcomes.wrong.slice(0, 10),
      rightOutcomes: outcomes.right.length,
      rightDetails: outcomes.right.slice(0, 10),
      uninformedSeats: uninformed
        .slice(0, 10)
        .map((v) => `${v.gameId} seat ${v.seat}: v${v.version}, store v${storedThen.get(v.gameId) ?? 0}`),
      uninformed: uninformed.length,
      uninformedOffline: uninformed.filter((v) => !v.connected).length,
      liveSeats,
      left: load.left,
      gaps: load.gaps,
      claimsSent: load.claimsSent,
      codes: load.codes,
      creationErrors: load.creationErrors,
      connectFailures: load.connectFailures,
      reconnects: load.resyncMs.length,
      rate: {
        before: usual,
        during: perSecond(load.ackTimes, faultStart, faultEnd),
        after: perSecond(load.ackTimes, faultEnd, end),
      },
      firstAckMs: firstAck === undefined ? Number.NaN : firstAck - faultEnd,
      recoveryMs: recovered,
      faultMs: faultEnd - faultStart,
      flags: flags ?? NO_FLAGS,
      loadavg: [load0, loadavg()[0] ?? 0],
    };
  } finally {
    load?.stop();
    await balancer?.stop().catch(() => undefined);
    for (const n of nodes) if (n.child.exitCode === null && n.child.signalCode === null) n.child.kill('SIGKILL');
    await redis?.stop().catch(() => undefined);
    await postgres?.stop().catch(() => undefined);
    // The nodes' stderr stays in `dir` (node0.log, node1.log) for whoever investigates.
    process.stderr.write(`${o.fault}: nodes' logs in ${dir}\n`);
  }
}

const secs = (x: number) => (Number.isNaN(x) ? 'never' : `${(x / 1000).toFixed(2)} s`);

const flagsText = (f: FlagReport) =>
  f.games === 0
    ? 'none made'
    : `${f.stored} of ${f.games} stored (${f.missing} missing), late by max ${f.maxLateMs} ms, p99 ${f.p99LateMs} ` +
      `ms, min ${f.minLateMs} ms`;

/** One line per fault (then the first lost moves, stuck games and wrong outcomes, if any). */
export function formatFault(r: FaultReport): string {
  const lines = [
    `${r.fault}: ${r.games} games on 2 nodes, ${r.acked} moves acknowledged, lost ${r.lost}, stuck ${r.stuck}, ` +
      `wrong outcomes ${r.wrongOutcomes} (${r.rightOutcomes} against seats that left; ${r.claimsSent} claims sent), ` +
      `uninformed ${r.uninformed} of ${r.liveSeats} live seats 2 s after recovery (${r.uninformedOffline} not ` +
      `connected), version gaps ${r.gaps}; fault lasted ${secs(r.faultMs)}, first ack ${secs(r.firstAckMs)} after ` +
      `its end, 80% of the rate back in ${secs(r.recoveryMs)}; moves/s ${r.rate.before.toFixed(0)} before, ` +
      `${r.rate.during.toFixed(0)} during, ${r.rate.after.toFixed(0)} after; ${r.left} seats left with the fault, ` +
      `${r.reconnects} reconnected, ${r.connectFailures} connections refused, ${r.creationErrors} creations ` +
      `failed; late flags ${flagsText(r.flags)}; error frames ${JSON.stringify(r.codes)}; load average ${r.loadavg[0].toFixed(1)} → ` +
      `${r.loadavg[1].toFixed(1)}`,
  ];
  for (const l of r.lostMoves) lines.push(`  lost: ${l}`);
  for (const g of r.stuckGames) lines.push(`  stuck: ${g}`);
  for (const w of r.wrongDetails) lines.push(`  wrong: ${w}`);
  for (const u of r.uninformedSeats) lines.push(`  uninformed: ${u}`);
  for (const w of r.rightDetails) lines.push(`  against a seat that left: ${w}`);
  return lines.join('\n');
}
