import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childPort } from '../fixtures/child-port.js';
import { createGame, joinGame } from '../fixtures/client.js';
import { canRunPostgres, startPostgres, type TempPostgres } from '../fixtures/postgres.js';
import { canRunRedis, startRedis, type TempRedis } from '../fixtures/redis.js';

// Two real nodes (own processes, PostgreSQL + Redis, production timer settings): the node holding a timed game is
// killed with SIGKILL in its second seat's turn; the other node, which never had the game, flags it within 1 s of
// the moment the dead node would have (README "Any node fires a due timer"), the time spent before the kill charged.
const skip = !canRunPostgres() || !canRunRedis();
if (skip) console.warn('timers/kill.test.ts skipped: needs PostgreSQL 15 (as root) and redis-server');

let postgres: TempPostgres | undefined;
let redis: TempRedis | undefined;
const children: ChildProcess[] = [];

function spawnNode(): Promise<{ child: ChildProcess; url: string }> {
  if (postgres === undefined || redis === undefined) throw new Error('no backends');
  const entry = fileURLToPath(new URL('../fixtures/serve-node.ts', import.meta.url));
  const env = { ...process.env, LUDO_POSTGRES_URL: postgres.url, LUDO_REDIS_URL: redis.url };
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { stdio: ['ignore', 'pipe', 'inherit'], env });
  children.push(child);
  return childPort(child).then((port) => ({ child, url: `http://127.0.0.1:${port}` }));
}

describe.skipIf(skip)('a timed game whose node is killed (two processes)', () => {
  beforeAll(async () => {
    postgres = await startPostgres();
    redis = await startRedis();
  }, 60_000);
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await redis?.stop();
    await postgres?.stop();
  }, 30_000);

  it('flags on the other node within 1 s of due, the thinking before the kill charged', async () => {
    const [a, b] = [await spawnNode(), await spawnNode()];
    const res = await createGame(a.url, {
      game: 'linx',
      options: {},
      seats: [{ kind: 'human' }, { kind: 'human' }],
      clock: { kind: 'realtime', baseSeconds: 4, incrementSeconds: 0 },
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: string; invites: { token: string }[] };
    const probe = await joinGame(a.url, created.id);
    const mover = (await probe.next('sync')).toMove as number;
    await probe.close();
    const seat = await joinGame(a.url, created.id, created.invites[mover]?.token);
    const sync = await seat.next('sync');
    seat.send({ type: 'move', version: sync.version, move: sync.legalMoves[0] });
    await seat.next('ack');
    const db = new pg.Client({ connectionString: postgres?.url });
    await db.connect();
    try {
      const row = await db.query<{ due_ms: string }>('SELECT due_ms FROM game_timers WHERE game_id = $1', [created.id]);
      const due = Number(row.rows[0]?.due_ms);
      expect(due).toBeGreaterThan(Date.now());
      // The other seat thinks 1.5 s, then node A dies: no flag of its own.
      await new Promise((r) => setTimeout(r, 1_500));
      a.child.kill('SIGKILL');
      let flag: { created: string; entry: string } | undefined;
      for (let i = 0; i < 200 && flag === undefined; i++) {
        await new Promise((r) => setTimeout(r, 50));
        const moves = await db.query<{ created: string; entry: string }>(
          'SELECT created, entry FROM moves WHERE game_id = $1 AND version = 2',
          [created.id],
        );
        flag = moves.rows[0];
      }
      expect(flag).toBeDefined();
      expect(JSON.parse(flag?.entry ?? 'null')).toEqual({ event: { type: 'timeUp', seat: 1 - mover } });
      const late = Date.parse(flag?.created ?? '') - due;
      console.log(`timers/kill: flag stored ${late} ms after due, on node B (${b.url})`);
      expect(late).toBeGreaterThanOrEqual(0);
      expect(late).toBeLessThanOrEqual(1_000);
    } finally {
      await db.end();
      await seat.close().catch(() => undefined);
    }
  }, 60_000);
});
