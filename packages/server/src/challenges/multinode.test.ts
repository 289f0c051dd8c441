import type { AcceptChallengeResponse, Challenge, SocialResponse } from '@ludotheque/protocol';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canRunPostgres, startPostgres, type TempPostgres } from '../fixtures/postgres.js';
import { canRunRedis, startRedis, type TempRedis } from '../fixtures/redis.js';
import { call, person } from '../lobby/fixtures/people.js';
import { NotifyClient } from '../notifications/fixtures/notify-client.js';
import { type RunningServer, startServer } from '../server.js';

/**
 * Challenges across two nodes on one PostgreSQL and one Redis: a challenge made on node A is live on the invitee's
 * page on node B; two accepts at once on the two nodes make one game (the row's compare-and-set), for one invitee
 * accepting twice and for the last two invitees of a group accepting together. And a friend with a page open on
 * node B (no game) is online from node A.
 */
const skip = !canRunPostgres() || !canRunRedis();

let postgres: TempPostgres | undefined;
let redis: TempRedis | undefined;
const nodes: RunningServer[] = [];

describe.skipIf(skip)('challenges across two nodes (PostgreSQL + Redis)', () => {
  beforeAll(async () => {
    postgres = await startPostgres();
    redis = await startRedis();
    for (let i = 0; i < 2; i++)
      nodes.push(
        await startServer({ port: 0, postgresUrl: postgres.url, redisUrl: redis.url, presence: { refreshMs: 200 } }),
      );
  }, 60_000);
  afterAll(async () => {
    for (const node of nodes.splice(0)) await node.close().catch(() => undefined);
    await redis?.stop();
    await postgres?.stop();
  }, 30_000);

  it('live on the other node; two accepts at once on two nodes make one game', async () => {
    const [a, b] = nodes as [RunningServer, RunningServer];
    const ana = await person(a.url, 'Ana');
    const bo = await person(b.url, 'Bo');
    const cy = await person(b.url, 'Cy');
    const bell = await NotifyClient.connect(b.url, bo.headers);
    const db = new pg.Client({ connectionString: postgres?.url });
    await db.connect();
    const games = async () => Number((await db.query('select count(*) as n from games')).rows[0]?.n);
    for (let round = 0; round < 3; round++) {
      const c = (await call(a.url, 'POST', '/api/challenges', ana, { to: [bo.player.id], game: 'linx' }))
        .body as unknown as Challenge;
      await bell.until((f) => f.type === 'notification' && f.notification.challenge === c.id);
      const before = await games();
      const answers = await Promise.all(nodes.map((n) => call(n.url, 'POST', `/api/challenges/${c.id}/accept`, bo)));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await games()).toBe(before + 1);

      // A group: Bo on A and Cy on B accept together; whoever is last starts the one game.
      const g = (
        await call(a.url, 'POST', '/api/challenges', ana, { to: [bo.player.id, cy.player.id], game: 'symbolix' })
      ).body as unknown as Challenge;
      const both = await Promise.all([
        call(a.url, 'POST', `/api/challenges/${g.id}/accept`, bo),
        call(b.url, 'POST', `/api/challenges/${g.id}/accept`, cy),
      ]);
      expect(both.map((r) => r.status)).toEqual([200, 200]);
      const started = both.flatMap((r) => {
        const s = (r.body as unknown as AcceptChallengeResponse).started;
        return s === null ? [] : [s.game];
      });
      expect(started).toHaveLength(1);
      expect(await games()).toBe(before + 2);
    }
    await db.end();

    // Friends: Bo's page (his bell's socket) is open on B, so Ana sees him online from A, at no game; then not.
    const put = (url: string, who: typeof ana, path: string) =>
      fetch(`${url}${path}`, { method: 'PUT', headers: { ...who.headers, origin: url } });
    await put(a.url, ana, `/api/social/follows/${bo.player.id}`);
    await put(b.url, bo, `/api/social/follows/${ana.player.id}`);
    const friends = async () =>
      ((await call(a.url, 'GET', '/api/social', ana)).body as unknown as SocialResponse).friends;
    await expect
      .poll(friends, { timeout: 5000 })
      .toEqual([{ id: bo.player.id, name: bo.player.name, online: true, playing: null }]);
    bell.close();
    await expect.poll(async () => (await friends())[0]?.online, { timeout: 5000 }).toBe(false);
  });
});
