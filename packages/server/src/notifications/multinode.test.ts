import type { CreateGameResponse } from '@ludotheque/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, type TestClient } from '../fixtures/client.js';
import { canRunPostgres, startPostgres, type TempPostgres } from '../fixtures/postgres.js';
import { canRunRedis, startRedis, type TempRedis } from '../fixtures/redis.js';
import { call, joinAs, person } from '../lobby/fixtures/people.js';
import { type RunningServer, startServer } from '../server.js';
import { NotifyClient } from './fixtures/notify-client.js';

/** Two nodes on one PostgreSQL and one Redis: a turn committed on node A reaches the player's page on node B. */
const skip = !canRunPostgres() || !canRunRedis();
if (skip) console.warn('notifications/multinode.test.ts skipped: needs PostgreSQL 15 (as root) and redis-server');

let postgres: TempPostgres | undefined;
let redis: TempRedis | undefined;
const nodes: RunningServer[] = [];

describe.skipIf(skip)('notifications across two nodes (PostgreSQL + Redis)', () => {
  beforeAll(async () => {
    postgres = await startPostgres();
    redis = await startRedis();
    for (let i = 0; i < 2; i++)
      nodes.push(await startServer({ port: 0, postgresUrl: postgres.url, redisUrl: redis.url }));
  }, 60_000);
  afterAll(async () => {
    for (const n of nodes.splice(0)) await n.close().catch(() => undefined);
    await redis?.stop();
    await postgres?.stop();
  });

  it('a turn played on A is delivered live to both pages of the player on B, and the key is the same on both', async () => {
    const [a, b] = nodes as [RunningServer, RunningServer];
    const ana = await person(a.url, 'Ana');
    const bo = await person(a.url, 'Bo');
    const res = await createGame(a.url, { game: 'linx', options: {}, seats: [{ kind: 'human' }, { kind: 'human' }] });
    const game = (await res.json()) as CreateGameResponse;
    const seats: TestClient[] = [];
    for (const [i, who] of [ana, bo].entries()) {
      const c = await joinAs(a.url, who, game.id, game.invites[i]?.token);
      await c.next('sync');
      seats.push(c);
    }
    const mover = seats[0]?.latest()?.toMove as number;
    const waiter = mover === 0 ? bo : ana;
    const pages = [
      await NotifyClient.connect(b.url, waiter.headers),
      await NotifyClient.connect(b.url, waiter.headers),
    ];
    const onA = await NotifyClient.connect(a.url, (mover === 0 ? ana : bo).headers);
    const client = seats[mover] as TestClient;
    const view = client.latest();
    client.send({ type: 'move', version: view?.version, move: view?.legalMoves[0] });
    await client.next('ack');
    for (const p of pages) {
      const f = await p.until((x) => x.type === 'notification');
      expect(f).toMatchObject({ notification: { kind: 'yourTurn', gameId: game.id } });
    }
    // Stored first: node B lists it too; the mover's page got nothing.
    const listed = await call(b.url, 'GET', '/api/notifications', waiter);
    expect(listed.body.unread).toBe(1);
    expect(onA.frames).toEqual([]);
    const keys = await Promise.all(nodes.map(async (n) => (await call(n.url, 'GET', '/api/push/key', null)).body));
    expect(keys[0]).toEqual(keys[1]);
    for (const c of seats) await c.close();
    for (const p of [...pages, onA]) p.close();
  });
});
