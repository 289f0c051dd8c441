import type { OpenTable, StartedSeat } from '@ludotheque/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InlineBots } from '../bot-move.js';
import { canRunPostgres, startPostgres, type TempPostgres } from '../fixtures/postgres.js';
import { canRunRedis, startRedis, type TempRedis } from '../fixtures/redis.js';
import { GAMES } from '../registry.js';
import { type RunningServer, type ServerOptions, startServer } from '../server.js';
import { LobbyClient } from './fixtures/lobby-client.js';
import { call, joinAs, person } from './fixtures/people.js';

const skipReason = !canRunPostgres()
  ? 'PostgreSQL 15 cannot be started here (needs Debian postgresql and root)'
  : !canRunRedis()
    ? 'redis-server is not installed (apt-get install redis-server)'
    : null;
if (skipReason !== null) console.warn(`lobby-multinode.test.ts skipped: ${skipReason}`);

/** How long a table outlives its creator's last lobby socket, or their node's last beat (issue 25). */
const GRACE_MS = 500;
let postgres: TempPostgres | undefined;
let redis: TempRedis | undefined;
const nodes: RunningServer[] = [];

const startNode = async (limits: ServerOptions['limits'] = {}): Promise<RunningServer> => {
  if (postgres === undefined || redis === undefined) throw new Error('no database');
  const node = await startServer({
    port: 0,
    postgresUrl: postgres.url,
    redisUrl: redis.url,
    bots: new InlineBots(GAMES),
    // Both nodes pair every 50 ms besides at arrivals: they race for the same waiting players.
    lobbyTimers: { watchEveryMs: 100, pairEveryMs: 50, creatorGraceMs: GRACE_MS, beatMs: 100 },
    limits,
  });
  nodes.push(node);
  return node;
};

describe.skipIf(skipReason !== null)('the lobby across two nodes: PostgreSQL + Redis', () => {
  beforeAll(async () => {
    postgres = await startPostgres();
    redis = await startRedis();
  }, 30_000);

  afterAll(async () => {
    for (const node of nodes.splice(0)) await node.close().catch(() => undefined);
    await redis?.stop();
    await postgres?.stop();
  }, 30_000);

  it('a player’s lobby actions are counted once across the nodes (issue 23: per node, an attacker multiplies them)', async () => {
    const limits = { lobbyActionsPerPlayer: { points: 4, durationSec: 60 } };
    const [a, b] = [await startNode(limits), await startNode(limits)];
    const ida = await person(a.url, 'Ida');
    const jon = await person(a.url, 'Jon');
    const table = (await call(b.url, 'POST', '/api/lobby/tables', ida, { game: 'linx', players: 3, options: {} }))
      .body as OpenTable;
    for (const node of [a, b]) {
      expect((await call(node.url, 'POST', `/api/lobby/tables/${table.id}/join`, jon)).status).toBe(200);
      expect((await call(node.url, 'POST', `/api/lobby/tables/${table.id}/leave`, jon)).status).toBe(200);
    }
    // Two actions on each node: the fifth is refused on either.
    const fifth = await call(a.url, 'POST', `/api/lobby/tables/${table.id}/join`, jon);
    expect([fifth.status, fifth.body.error]).toEqual([429, 'rateLimited']);
    expect((await call(b.url, 'POST', `/api/lobby/tables/${table.id}/join`, jon)).status).toBe(429);
    // Ida's own budget is hers: she closes her table.
    expect((await call(a.url, 'POST', `/api/lobby/tables/${table.id}/leave`, ida)).status).toBe(200);
  });

  it('a table opened on B is seen at once on A, joined from A; the creator on B gets its seat over B', async () => {
    const [a, b] = [await startNode(), await startNode()];
    const ada = await person(a.url, 'Ada');
    const bea = await person(a.url, 'Béa');
    const onA = await LobbyClient.connect(a.url, bea.headers);
    const onB = await LobbyClient.connect(b.url, ada.headers);
    await onA.next('lobby');
    await onB.next('lobby');
    const opened = await call(b.url, 'POST', '/api/lobby/tables', ada, { game: 'linx', players: 2 });
    expect(opened.status).toBe(201);
    const table = opened.body as OpenTable;
    expect((await onA.next('lobbyTable', (m) => m.table.id === table.id)).table.creator.name).toBe('Ada');
    // A fresh watcher on A reads it from the shared store.
    const late = await LobbyClient.connect(a.url);
    expect((await late.next('lobby')).tables.map((x) => x.id)).toContain(table.id);
    const joined = await call(a.url, 'POST', `/api/lobby/tables/${table.id}/join`, bea);
    const beaSeat = joined.body.started as StartedSeat;
    const adaSeat = await onB.next('lobbySeat');
    expect(adaSeat.game).toBe(beaSeat.game);
    expect(onA.frames.join('\n')).not.toContain(adaSeat.token);
    await onA.next('lobbyTableGone', (m) => m.id === table.id);
    // The game is playable from either node with each token.
    const s0 = await joinAs(b.url, ada, beaSeat.game, adaSeat.token);
    const s1 = await joinAs(a.url, bea, beaSeat.game, beaSeat.token);
    expect((await s0.next('sync')).seat).toBe(0);
    expect((await s1.next('sync')).seat).toBe(1);
    // Listed on A once a player is at it (issue 25: live games only), a player on B counted by presence.
    await late.next('lobbyWatch', (m) => m.watch.some((w) => w.game === beaSeat.game));
    for (const c of [s0, s1]) await c.close();
    for (const c of [onA, onB, late]) c.close();
  });

  it('two players queued at once on two nodes, both nodes pairing, meet in one game, never two', async () => {
    const [a, b] = nodes as [RunningServer, RunningServer];
    const body = { game: 'superpion', players: 2, speed: 'blitz' };
    for (let round = 0; round < 3; round++) {
      const ida = await person(a.url, 'Ida');
      const jo = await person(a.url, 'Jo');
      const ws = [await LobbyClient.connect(a.url, ida.headers), await LobbyClient.connect(b.url, jo.headers)];
      for (const w of ws) await w.next('lobby');
      await Promise.all([
        call(a.url, 'POST', '/api/lobby/queue', ida, body),
        call(b.url, 'POST', '/api/lobby/queue', jo, body),
      ]);
      const [s0, s1] = await Promise.all(ws.map((w) => w.next('lobbySeat')));
      expect(s0?.game).toBe(s1?.game);
      expect([s0?.seat, s1?.seat].sort()).toEqual([0, 1]);
      // Several pairing passes later, still one game each.
      await new Promise((r) => setTimeout(r, 200));
      for (const w of ws) expect(w.messages.filter((m) => m.type === 'lobbySeat')).toHaveLength(1);
      expect((await call(a.url, 'GET', '/api/lobby', null)).body.queue).toEqual([]);
      for (const w of ws) w.close();
    }
  });

  it('no ghost tables across nodes: a creator on B closes the page, or B dies, and A sees the table go', async () => {
    const [a, b] = [await startNode(), await startNode()];
    const ida = await person(a.url, 'Ida');
    const kai = await person(a.url, 'Kai');
    const onA = await LobbyClient.connect(a.url, kai.headers);
    await onA.next('lobby');
    // The page closed: gone from A a grace later, and a join in between is refused.
    const idaOnB = await LobbyClient.connect(b.url, ida.headers);
    await idaOnB.next('lobby');
    const first = (await call(b.url, 'POST', '/api/lobby/tables', ida, { game: 'cubiko', players: 2 }))
      .body as OpenTable;
    await onA.next('lobbyTable', (m) => m.table.id === first.id);
    await new Promise((r) => setTimeout(r, 300)); // B's beat has seen Ida
    idaOnB.close();
    await new Promise((r) => setTimeout(r, 100));
    const late = await call(a.url, 'POST', `/api/lobby/tables/${first.id}/join`, kai);
    expect([late.status, late.body.error]).toEqual([409, 'creatorGone']);
    await onA.next('lobbyTableGone', (m) => m.id === first.id, 5_000);
    // Node B dies with Ida's socket on it: no beat sees her any more, and A removes her table after the grace.
    const again = await LobbyClient.connect(b.url, ida.headers);
    await again.next('lobby');
    const second = (await call(b.url, 'POST', '/api/lobby/tables', ida, { game: 'cubiko', players: 2 }))
      .body as OpenTable;
    await onA.next('lobbyTable', (m) => m.table.id === second.id);
    await new Promise((r) => setTimeout(r, 300));
    const diedAt = Date.now();
    await b.close();
    await onA.next('lobbyTableGone', (m) => m.id === second.id, 5_000);
    expect(Date.now() - diedAt).toBeLessThan(GRACE_MS + 2_000);
    expect(((await call(a.url, 'GET', '/api/lobby', null)).body.tables as OpenTable[]).map((x) => x.id)).not.toContain(
      second.id,
    );
    onA.close();
  });
});
