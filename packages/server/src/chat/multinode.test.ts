import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLinxPair, type TestClient } from '../fixtures/client.js';
import { canRunPostgres, startPostgres, type TempPostgres } from '../fixtures/postgres.js';
import { canRunRedis, startRedis, type TempRedis } from '../fixtures/redis.js';
import { joinAs, person } from '../lobby/fixtures/people.js';
import { type RunningServer, startServer } from '../server.js';

// Issue 23: a limit counted per node is a limit an attacker multiplies by the nodes. Two nodes on one PostgreSQL and
// one Redis count one player's chat messages together (SharedLimits over Redis).
const runs = canRunPostgres() && canRunRedis();
if (!runs) console.warn('chat/multinode.test.ts skipped: needs PostgreSQL and redis-server');

let postgres: TempPostgres | undefined;
let redis: TempRedis | undefined;
const nodes: RunningServer[] = [];
beforeAll(async () => {
  if (!runs) return;
  postgres = await startPostgres();
  redis = await startRedis();
}, 60_000);
afterAll(async () => {
  for (const n of nodes.splice(0)) await n.close();
  await redis?.stop();
  await postgres?.stop();
}, 60_000);

describe.skipIf(!runs)('chat limits on two nodes', () => {
  it('one player’s messages are counted once over both nodes: the 4th of 3 is refused wherever it is sent', async () => {
    const limits = { chatPerPlayer: { points: 3, durationSec: 60 } };
    const loose = { burst: 100, perSecond: 100 };
    for (let i = 0; i < 2; i++)
      nodes.push(
        await startServer({
          port: 0,
          postgresUrl: postgres?.url ?? '',
          redisUrl: redis?.url ?? '',
          limits,
          chatRate: loose,
        }),
      );
    const [a, b] = nodes as [RunningServer, RunningServer];
    const game = await createLinxPair(a.url);
    const ada = await person(a.url, 'Ada');
    const sockets: TestClient[] = [];
    for (const node of [a, b, a, b]) {
      const c = await joinAs(node.url, ada, game.id);
      await c.next('chatHistory');
      sockets.push(c);
    }
    for (const [i, c] of sockets.slice(0, 3).entries()) {
      c.send({ type: 'chat', text: `line ${i}` });
      await c.next('chatLine', (m) => m.line.text === `line ${i}`);
    }
    const last = sockets[3] as TestClient;
    last.send({ type: 'chat', text: 'one too many' });
    expect((await last.next('error')).code).toBe('chatRateLimited');
    for (const c of sockets) await c.close();
  }, 60_000);
});
