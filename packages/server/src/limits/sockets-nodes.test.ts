import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { childPort } from '../fixtures/child-port.js';
import { canRunPostgres, startPostgres, type TempPostgres } from '../fixtures/postgres.js';
import { canRunRedis, startRedis, type TempRedis } from '../fixtures/redis.js';
import { until } from '../fixtures/scratch.js';
import { person } from '../lobby/fixtures/people.js';
import { type RunningServer, startServer } from '../server.js';

// Issue 23: a player's socket cap holds over the deployment, not per node (two nodes would double it), and a node
// that dies stops counting its sockets within seconds (its counts expire in Redis).

const held: WebSocket[] = [];
const children: ChildProcess[] = [];
const servers: RunningServer[] = [];
let redis: TempRedis | undefined;
let postgres: TempPostgres | undefined;
afterAll(async () => {
  for (const s of held.splice(0)) s.terminate();
  for (const c of children) c.kill('SIGKILL');
  for (const s of servers) await s.close().catch(() => undefined);
  await redis?.stop();
  await postgres?.stop();
});

/** An upgrade of `/ws` as `headers`' player: the open socket (kept), or the status it was refused with. */
function upgrade(url: string, headers: Record<string, string>): Promise<WebSocket | number> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, { headers });
  ws.on('error', () => undefined);
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      held.push(ws);
      resolve(ws);
    });
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('error', reject);
  });
}
const isOpen = (r: WebSocket | number) => typeof r !== 'number';

describe.skipIf(!canRunRedis() || !canRunPostgres())('socket caps on two nodes sharing Redis', () => {
  it("a player's sockets on node A and node B hit one cap; once A is killed, its sockets stop counting", async () => {
    redis = await startRedis();
    postgres = await startPostgres();
    const env = { ...process.env, LUDO_POSTGRES_URL: postgres.url, LUDO_REDIS_URL: redis.url };
    const entry = fileURLToPath(new URL('./fixtures/socket-node.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', entry], { stdio: ['ignore', 'pipe', 'inherit'], env });
    children.push(child);
    const a = `http://127.0.0.1:${await childPort(child)}`;
    const limits = { maxSocketsPerPlayer: 3, maxSocketsPerAddress: 2, socketCountTtlMs: 2_400 };
    const nodeB = await startServer({ port: 0, postgresUrl: postgres.url, redisUrl: redis.url, limits });
    servers.push(nodeB);
    const b = nodeB.url;
    // One guest (its session is in the shared store): two sockets on A, one on B fill the cap of 3.
    const ada = await person(a, 'Ada');
    expect(isOpen(await upgrade(a, ada.headers))).toBe(true);
    expect(isOpen(await upgrade(a, ada.headers))).toBe(true);
    expect(isOpen(await upgrade(b, ada.headers))).toBe(true);
    // Counted per node, B would take two more and A one: both refuse.
    expect(await upgrade(b, ada.headers)).toBe(429);
    expect(await upgrade(a, ada.headers)).toBe(429);
    // Someone else behind the same address is not touched; sockets without a session share per address.
    const bea = await person(b, 'Bea');
    expect(isOpen(await upgrade(b, bea.headers))).toBe(true);
    expect(isOpen(await upgrade(a, {}))).toBe(true);
    expect(isOpen(await upgrade(b, {}))).toBe(true);
    expect(await upgrade(b, {})).toBe(429);
    // The balancer's checks are answered whatever the counts.
    expect((await fetch(`${b}/api/health`)).status).toBe(200);
    // Node A dies (SIGKILL: no close, no release). Its two sockets stop counting once its counts expire.
    child.kill('SIGKILL');
    const killed = Date.now();
    await new Promise((r) => child.once('exit', r));
    // (A TTL of 2.4 s, refreshed every 0.8 s: a shorter one lapsed on a loaded machine while A still lived.)
    await until(async () => isOpen(await upgrade(b, ada.headers)), 8_000);
    expect(Date.now() - killed).toBeLessThan(8_000);
    expect(isOpen(await upgrade(b, ada.headers))).toBe(true);
    // B's own sockets still count: three on B now, the fourth is refused.
    expect(await upgrade(b, ada.headers)).toBe(429);
    expect((await fetch(`${b}/api/ready`)).status).toBe(200);
  });
});
