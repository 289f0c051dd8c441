import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Rng } from '@ludotheque/engine';
import pg from 'pg';
import { childPort } from '../fixtures/child-port.js';
import { startPostgres, type TempPostgres } from '../fixtures/postgres.js';
import { startRedis, type TempRedis } from '../fixtures/redis.js';
import { SeatLoad } from './failover-seats.js';

/**
 * A node lost under load (issue 15): two nodes (child processes) on one PostgreSQL and one Redis, started here, a
 * human-paced load of 2-player Linx games on both (failover-seats.ts), then one fault:
 * - `node`: one node is killed with SIGKILL; its players reconnect to the other;
 * - `redis`: Redis stops for `downMs`, then starts again on its port;
 * - `postgres`: PostgreSQL stops (fast shutdown, every connection cut) for `downMs`, then starts again.
 * After `afterMs` nobody thinks any more and every seat to move moves at once (the probe): a game that does not
 * reach a newer version is stuck. Then every acknowledged move is looked up in the database: one missing, or with
 * another move at its version, is lost. Used by `npm run load -- --failover` (the README's figures) and, small, by
 * failover.test.ts in CI.
 */
export type Fault = 'node' | 'redis' | 'postgres';

export interface FailoverOptions {
  readonly fault: Fault;
  readonly games: number;
  readonly thinkMs: number;
  readonly rampMs: number;
  /** Load before the fault (after the ramp), to measure the usual rate of acknowledged moves. */
  readonly beforeMs: number;
  /** How long Redis or PostgreSQL stays away. */
  readonly downMs: number;
  /** Load after the fault has ended (a restart, or the kill). */
  readonly afterMs: number;
  readonly probeMs: number;
  readonly seed?: string;
}

export interface FailoverReport {
  readonly fault: Fault;
  readonly games: number;
  readonly acked: number;
  readonly lost: number;
  /** The first ten lost moves, told (game, version, the move acknowledged, what the database holds there). */
  readonly lostMoves: readonly string[];
  readonly stuck: number;
  /** Node processes still running at the end (2, or 1 after `node`): a node that died with the fault shows here. */
  readonly nodesUp: number;
  readonly finished: number;
  readonly codes: Readonly<Record<string, number>>;
  readonly creationErrors: number;
  /** Seats that lost their socket, and how long until they had a sync again (ms). */
  readonly reconnects: { readonly count: number; readonly p50: number; readonly max: number };
  /** Acknowledged moves per second before the fault, while it lasted, and after it ended. */
  readonly rate: { readonly before: number; readonly during: number; readonly after: number };
  /** From the fault's end to the first acknowledged move, and to the first second back at 80 % of the usual rate. */
  readonly firstAckMs: number;
  readonly recoveryMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts a node in its own process (sources through tsx under Vitest, the build otherwise); resolves its URL. */
function spawnNode(postgresUrl: string, redisUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const fromSources = import.meta.url.endsWith('.ts');
  const entry = fileURLToPath(new URL(`../fixtures/serve-node.${fromSources ? 'ts' : 'js'}`, import.meta.url));
  const args = fromSources ? ['--import', 'tsx', entry] : [entry];
  const env = { ...process.env, LUDO_POSTGRES_URL: postgresUrl, LUDO_REDIS_URL: redisUrl };
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'], env });
  return childPort(child).then((port) => ({ child, url: `http://127.0.0.1:${port}` }));
}

/** Acked moves missing from the database, or stored with another move at their version. */
export async function lostMoves(url: string, load: SeatLoad): Promise<string[]> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const rows = await db.query<{ game_id: string; version: number; entry: string }>(
      'SELECT game_id, version, entry FROM moves',
    );
    const stored = new Map(rows.rows.map((r) => [`${r.game_id} ${Number(r.version)}`, r.entry]));
    return load.acked
      .filter((a) => stored.get(`${a.gameId} ${a.version}`) !== JSON.stringify(a.move))
      .map(
        (a) =>
          `${a.gameId} v${a.version}: acked ${a.move}, stored ${stored.get(`${a.gameId} ${a.version}`) ?? 'nothing'}`,
      );
  } finally {
    await db.end();
  }
}

export const perSecond = (times: readonly number[], from: number, to: number): number =>
  to <= from ? 0 : (times.filter((t) => t >= from && t < to).length * 1000) / (to - from);

export const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export async function runFailover(o: FailoverOptions): Promise<FailoverReport> {
  let postgres: TempPostgres | null = null;
  let redis: TempRedis | null = null;
  const children: ChildProcess[] = [];
  let load: SeatLoad | null = null;
  try {
    postgres = await startPostgres();
    redis = await startRedis();
    const nodes = [];
    // One after the other: the first migrates the schema.
    for (let i = 0; i < 2; i++) {
      const node = await spawnNode(postgres.url, redis.url);
      children.push(node.child);
      nodes.push(node.url);
    }
    load = new SeatLoad({
      nodes,
      games: o.games,
      thinkMs: o.thinkMs,
      rampMs: o.rampMs,
      rng: Rng.seeded(o.seed ?? `failover ${o.fault}`),
    });
    load.start();
    await sleep(o.rampMs);
    const before0 = performance.now();
    await sleep(o.beforeMs);
    const faultStart = performance.now();
    if (o.fault === 'node') {
      const victim = children[1] as ChildProcess;
      const exited = new Promise((r) => victim.once('exit', r));
      victim.kill('SIGKILL');
      await exited;
    } else if (o.fault === 'redis') {
      await redis.stop();
      await sleep(o.downMs);
      redis = await startRedis(redis.port);
    } else {
      await postgres.down();
      await sleep(o.downMs);
      await postgres.up();
    }
    const faultEnd = performance.now();
    await sleep(o.afterMs);
    const end = performance.now();
    const stuck = await load.probe(o.probeMs);
    load.stop();
    const usual = perSecond(load.ackTimes, before0, faultStart);
    const firstAck = load.ackTimes.find((t) => t >= faultEnd);
    // The first whole second after the fault's end whose rate is back at 80 % of the usual one.
    let recovered = Number.NaN;
    for (let t = faultEnd; t + 1000 <= end; t += 100)
      if (perSecond(load.ackTimes, t, t + 1000) >= 0.8 * usual) {
        recovered = t - faultEnd;
        break;
      }
    const nodesUp = children.filter((c) => c.exitCode === null && c.signalCode === null).length;
    const lost = await lostMoves(postgres.url, load);
    if (process.env.LUDO_FAILOVER_TRACE !== undefined)
      for (const id of [...lost.map((l) => l.split(' ')[0] as string), ...stuck].slice(0, 3))
        console.log(`trace of ${id}\n${(load.trace.get(id) ?? []).join('\n')}`);
    return {
      fault: o.fault,
      games: o.games,
      acked: load.acked.length,
      lost: lost.length,
      lostMoves: lost.slice(0, 10),
      stuck: stuck.length,
      nodesUp,
      finished: load.finished,
      codes: load.codes,
      creationErrors: load.creationErrors,
      reconnects: { count: load.resyncMs.length, p50: median(load.resyncMs), max: Math.max(0, ...load.resyncMs) },
      rate: {
        before: usual,
        during: perSecond(load.ackTimes, faultStart, faultEnd),
        after: perSecond(load.ackTimes, faultEnd, end),
      },
      firstAckMs: firstAck === undefined ? Number.NaN : firstAck - faultEnd,
      recoveryMs: recovered,
    };
  } finally {
    load?.stop();
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await redis?.stop().catch(() => undefined);
    await postgres?.stop().catch(() => undefined);
  }
}
