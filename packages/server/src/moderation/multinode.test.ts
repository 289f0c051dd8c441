import type { OpenTable, StartedSeat } from '@ludotheque/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../fixtures/client.js';
import { canRunPostgres, startPostgres, type TempPostgres } from '../fixtures/postgres.js';
import { storeOf } from '../fixtures/rated.js';
import { canRunRedis, startRedis, type TempRedis } from '../fixtures/redis.js';
import { account, call, joinAs } from '../lobby/fixtures/people.js';
import { NotifyClient } from '../notifications/fixtures/notify-client.js';
import { type RunningServer, startServer } from '../server.js';
import { grantModerator } from './roles.js';

/**
 * Moderation across two nodes on one PostgreSQL and one Redis: a mute given on node A refuses the player's chat on
 * node B (a store row), the reports' rate is one budget for both nodes (Redis), the reporter on B is told live.
 */
const skip = !canRunPostgres() || !canRunRedis();
if (skip) console.warn('moderation/multinode.test.ts skipped: needs PostgreSQL 15 (as root) and redis-server');

let postgres: TempPostgres | undefined;
let redis: TempRedis | undefined;
const nodes: RunningServer[] = [];
const closing: { close(): unknown }[] = [];

describe.skipIf(skip)('moderation across two nodes (PostgreSQL + Redis)', () => {
  beforeAll(async () => {
    postgres = await startPostgres();
    redis = await startRedis();
    for (let i = 0; i < 2; i++)
      nodes.push(await startServer({ port: 0, postgresUrl: postgres.url, redisUrl: redis.url }));
  }, 60_000);
  afterAll(async () => {
    for (const c of closing.splice(0)) await c.close();
    for (const node of nodes.splice(0)) await node.close().catch(() => undefined);
    await redis?.stop();
    await postgres?.stop();
  }, 30_000);

  it('a mute given on A holds on B; the reports’ rate is counted once for both nodes; the reporter told on B', async () => {
    const [a, b] = nodes as [RunningServer, RunningServer];
    const [ida, jo] = [await account(b.url, 'Ida', 'ida'), await account(b.url, 'Jo', 'jo-m')];
    const mod = await account(a.url, 'Mo', 'mo-m');
    await grantModerator(storeOf(a).db.withTables(), 'mo-m');

    // Ida's notifications on B.
    const bell = await NotifyClient.connect(b.url, ida.headers);
    closing.push(bell);

    // Ida and Jo at a table on B; Jo's line reported there.
    const table = { game: 'linx', players: 2, options: { roundsToWin: 1 } };
    const opened = (await call(b.url, 'POST', '/api/lobby/tables', ida, table)).body as unknown as OpenTable;
    const joined = await call(b.url, 'POST', `/api/lobby/tables/${opened.id}/join`, jo);
    const joSeat = joined.body.started as StartedSeat;
    const socket: TestClient = await joinAs(b.url, jo, joSeat.game, joSeat.token);
    closing.push(socket);
    await socket.next('sync');
    await socket.next('chatHistory');
    socket.send({ type: 'chat', text: 'rude words' });
    const line = await socket.next('chatLine', (m) => m.line.text === 'rude words');
    const report = await call(b.url, 'POST', '/api/reports', ida, {
      target: { gameId: joSeat.game, channel: 'players', at: line.line.at },
      kind: 'abuse',
      text: 'rude',
    });
    expect(report.status).toBe(201);

    // The moderator on A mutes Jo: Jo's next line on B is refused.
    const muted = await call(a.url, 'POST', '/api/mod/actions', mod, {
      player: jo.player.id,
      action: 'mute',
      reason: 'rude',
      minutes: 10,
      report: report.body.id,
    });
    expect(muted.status).toBe(200);
    socket.send({ type: 'chat', text: 'more' });
    const refused = await socket.next('error', (m) => m.code === 'chatMuted');
    expect(refused.retryAfterMs).toBeGreaterThan(9 * 60_000);
    const told = await bell.until((f) => f.type === 'notification');
    expect(told).toMatchObject({ notification: { kind: 'reportHandled', gameId: '' } });

    // 10 reports an hour for Ida, on A and B together: 9 more (any answer), the 11th refused on either node.
    for (let i = 0; i < 9; i++) {
      const node = i % 2 === 0 ? a : b;
      await call(node.url, 'POST', '/api/reports', ida, { target: { player: `x${i}` }, kind: 'other', text: 'x' });
    }
    const over = await call(a.url, 'POST', '/api/reports', ida, {
      target: { player: mod.player.id },
      kind: 'other',
      text: 'x',
    });
    expect([over.status, over.body.error]).toEqual([429, 'rateLimited']);
  });
});
