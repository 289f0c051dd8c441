import { mkdirSync, mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres, type TempPostgres } from '../fixtures/postgres.js';
import { startRedis, type TempRedis } from '../fixtures/redis.js';
import { type Balancer, startBalancer } from './balancers.js';
import { freePort, get, type Node, spawnNode } from './faults.js';

/**
 * "A blip of a shared service does not turn newcomers away from every node at once" (issue 24): two nodes behind
 * the README's HAProxy sample (balancers.ts: `option httpchk GET /api/ready`, `check inter 2s fall 1 rise 2`), a
 * newcomer's request through it every 100 ms (`GET /api/health`: answered by any node HAProxy holds up, 503 from
 * HAProxy when it holds none), and each node's `/api/ready` read directly, while Redis or PostgreSQL is stopped
 * `downMs` and started again. Counts the newcomers refused (HAProxy's 503) and the nodes' 503 readiness answers.
 */
export type BlipService = 'redis' | 'postgres';

export interface BlipReport {
  readonly service: BlipService;
  readonly downMs: number;
  readonly requests: number;
  /** Newcomers answered anything but 200 through HAProxy, and for how long (first to last such answer). */
  readonly refused: number;
  readonly refusedSpanMs: number;
  /** Readiness probes (each node, every 100 ms) answered 503, and 200 with `degraded`. */
  readonly notReady: number;
  readonly degraded: number;
  readonly loadavg: readonly [number, number];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function readiness(url: string): Promise<'ready' | 'degraded' | 'down'> {
  try {
    const res = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(2000) });
    const body = (await res.json()) as { degraded?: boolean };
    return res.status !== 200 ? 'down' : body.degraded === true ? 'degraded' : 'ready';
  } catch {
    return 'down';
  }
}

export async function runBlip(service: BlipService, downMs: number, afterMs = 15_000): Promise<BlipReport> {
  let postgres: TempPostgres | null = null;
  let redis: TempRedis | null = null;
  let balancer: Balancer | null = null;
  const nodes: Node[] = [];
  const dir = mkdtempSync(join(tmpdir(), `ludo-blip-${service}-`));
  mkdirSync(join(dir, 'lb'));
  const load0 = loadavg()[0] ?? 0;
  try {
    postgres = await startPostgres();
    redis = await startRedis();
    const env = { LUDO_POSTGRES_URL: postgres.url, LUDO_REDIS_URL: redis.url };
    for (let i = 0; i < 2; i++) nodes.push(await spawnNode(env, await freePort(), join(dir, `node${i}.log`)));
    balancer = await startBalancer(
      'haproxy',
      join(dir, 'lb'),
      await freePort(),
      nodes.map((n) => n.port),
    );
    await sleep(5000); // rise 2 at inter 2 s: both nodes up
    const lb = balancer.url;
    let stopSampling = false;
    const answers: { at: number; status: number }[] = [];
    const probes: string[] = [];
    const sampling = (async () => {
      while (!stopSampling) {
        const at = performance.now();
        const [status, ...ready] = await Promise.all([get(`${lb}/api/health`), ...nodes.map((n) => readiness(n.url))]);
        answers.push({ at, status: status as number });
        probes.push(...(ready as string[]));
        await sleep(Math.max(0, 100 - (performance.now() - at)));
      }
    })();
    await sleep(2000);
    if (service === 'redis') {
      await redis.stop();
      await sleep(downMs);
      redis = await startRedis(redis.port);
    } else {
      await postgres.down();
      await sleep(downMs);
      await postgres.up();
    }
    await sleep(afterMs);
    stopSampling = true;
    await sampling;
    const refused = answers.filter((a) => a.status !== 200);
    return {
      service,
      downMs,
      requests: answers.length,
      refused: refused.length,
      refusedSpanMs: refused.length === 0 ? 0 : (refused.at(-1)?.at ?? 0) - (refused[0]?.at ?? 0) + 100,
      notReady: probes.filter((p) => p === 'down').length,
      degraded: probes.filter((p) => p === 'degraded').length,
      loadavg: [load0, loadavg()[0] ?? 0],
    };
  } finally {
    await balancer?.stop().catch(() => undefined);
    for (const n of nodes) if (n.child.exitCode === null && n.child.signalCode === null) n.child.kill('SIGKILL');
    await redis?.stop().catch(() => undefined);
    await postgres?.stop().catch(() => undefined);
  }
}

export const formatBlip = (r: BlipReport): string =>
  `${r.service} stopped ${(r.downMs / 1000).toFixed(0)} s behind HAProxy: ${r.refused} of ${r.requests} newcomers ` +
  `refused (over ${(r.refusedSpanMs / 1000).toFixed(1)} s); readiness probes 503 ${r.notReady}, 200 degraded ` +
  `${r.degraded}; load average ${r.loadavg[0].toFixed(1)} → ${r.loadavg[1].toFixed(1)}`;
