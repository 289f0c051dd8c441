import type { OpenTable, SocialResponse, StartedSeat } from '@ludotheque/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../fixtures/client.js';
import { canRunPostgres, startPostgres, type TempPostgres } from '../fixtures/postgres.js';
import { canRunRedis, startRedis, type TempRedis } from '../fixtures/redis.js';
import { LobbyClient } from '../lobby/fixtures/lobby-client.js';
import { call, joinAs, type Person, person } from '../lobby/fixtures/people.js';
import { type RunningServer, startServer } from '../server.js';

/**
 * Follows and blocks across two nodes on one PostgreSQL and one Redis (the migration on PostgreSQL too): a friend
 * sitting at a game on node B is online from node A; a block made on B holds at a table opened on A.
 */
const skip = !canRunPostgres() || !canRunRedis();
if (skip) console.warn('social/multinode.test.ts skipped: needs PostgreSQL 15 (as root) and redis-server');

let postgres: TempPostgres | undefined;
let redis: TempRedis | undefined;
const nodes: RunningServer[] = [];
const closing: { close(): unknown }[] = [];

describe.skipIf(skip)('social across two nodes (PostgreSQL + Redis)', () => {
  beforeAll(async () => {
    postgres = await startPostgres();
    redis = await startRedis();
    for (let i = 0; i < 2; i++)
      nodes.push(
        await startServer({
          port: 0,
          postgresUrl: postgres.url,
          redisUrl: redis.url,
          presence: { refreshMs: 200 },
          lobbyTimers: { watchEveryMs: 50, pairEveryMs: 50 },
        }),
      );
  }, 60_000);
  afterAll(async () => {
    for (const c of closing.splice(0)) await c.close();
    for (const node of nodes.splice(0)) await node.close().catch(() => undefined);
    await redis?.stop();
    await postgres?.stop();
  }, 30_000);

  it('shows a friend on the other node online with their game, and holds a block made there', async () => {
    const [a, b] = nodes as [RunningServer, RunningServer];
    const put = async (url: string, who: Person, path: string) =>
      (await fetch(`${url}${path}`, { method: 'PUT', headers: { ...who.headers, origin: url } })).status;
    const lists = async (url: string, who: Person) =>
      (await call(url, 'GET', '/api/social', who)).body as unknown as SocialResponse;
    const ida = await person(a.url, 'Ida');
    const jo = await person(b.url, 'Jo');
    expect(await put(a.url, ida, `/api/social/follows/${jo.player.id}`)).toBe(204);
    expect(await put(b.url, jo, `/api/social/follows/${ida.player.id}`)).toBe(204);

    // Ida opens a table on A; Jo sits on B, and the game starts: Jo's seat connects on B.
    const idaLobby = await LobbyClient.connect(a.url, ida.headers);
    closing.push(idaLobby);
    await idaLobby.next('lobby');
    const table = { game: 'linx', players: 2, options: { roundsToWin: 1 } };
    const opened = (await call(a.url, 'POST', '/api/lobby/tables', ida, table)).body as unknown as OpenTable;
    const joined = await call(b.url, 'POST', `/api/lobby/tables/${opened.id}/join`, jo);
    expect(joined.status).toBe(200);
    const joSeat = joined.body.started as StartedSeat;
    const socket: TestClient = await joinAs(b.url, jo, joSeat.game, joSeat.token);
    closing.push(socket);
    await socket.next('sync');
    await expect
      .poll(async () => (await lists(a.url, ida)).friends, { timeout: 5000 })
      .toEqual([{ id: jo.player.id, name: 'Jo', online: true, playing: joSeat.game }]);

    // Jo blocks Ida on B: the follows are gone as seen from A, and Jo cannot sit at Ida's next table on A.
    expect(await put(b.url, jo, `/api/social/blocks/${ida.player.id}`)).toBe(204);
    expect(await lists(a.url, ida)).toMatchObject({ following: [], followers: 0, friends: [], blocks: [] });
    const next = (await call(a.url, 'POST', '/api/lobby/tables', ida, table)).body as unknown as OpenTable;
    const refused = await call(a.url, 'POST', `/api/lobby/tables/${next.id}/join`, jo);
    expect([refused.status, refused.body.error]).toEqual([403, 'blocked']);
  });
});
