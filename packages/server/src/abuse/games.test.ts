import { join } from 'node:path';
import type { CreateGameResponse } from '@ludotheque/protocol';
import { describe, expect, it } from 'vitest';
import { createGame, TestClient } from '../fixtures/client.js';
import { storedRows } from '../fixtures/db.js';
import { until, withServer } from '../fixtures/scratch.js';
import { useTempServer } from '../fixtures/temp-server.js';
import { startServer } from '../server.js';

const two = { game: 'linx', options: {}, seats: [{ kind: 'human' }, { kind: 'human' }] };
const temp = useTempServer('games');

async function create(url: string, body: unknown = two): Promise<CreateGameResponse> {
  const res = await createGame(url, body);
  if (res.status !== 201) throw new Error(`create: ${res.status}`);
  return (await res.json()) as CreateGameResponse;
}

async function seat(url: string, id: string, token?: string): Promise<TestClient> {
  const c = await TestClient.connect(url);
  c.send(token === undefined ? { type: 'join', game: id } : { type: 'join', game: id, token });
  await c.next('sync');
  return c;
}

describe('HTTP errors', () => {
  it('names of Object.prototype are no games: 404 unknownGame, not 500', async () => {
    for (const game of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const res = await createGame(temp.server.url, { ...two, game });
      expect(res.status, game).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'unknownGame' });
      expect((await fetch(`${temp.server.url}/api/games/${game}`)).status).toBe(404);
    }
    // A `__proto__` key anywhere in a body is refused by fastify's JSON parser (prototype poisoning).
    const res = await fetch(`${temp.server.url}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"game":"linx","options":{"__proto__":{"players":9}},"seats":[{"kind":"human"},{"kind":"human"}]}',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'badRequest' });
  });

  it('options nested 10,000 deep answer 400 at once', async () => {
    const body = `{"game":"linx","options":{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}},"seats":[{"kind":"human"}]}`;
    const started = performance.now();
    const res = await fetch(`${temp.server.url}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'badRequest' });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('every route refuses a body nested too deep (400) or too large (413), the lobby and the accounts too (issue 23)', async () => {
    const deep = (n: number) => `{"game":"linx","options":{"a":${'['.repeat(n)}${']'.repeat(n)}},"seats":[]}`;
    const me = await fetch(`${temp.server.url}/api/me`);
    const cookie = me.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const post = (path: string, body: string) =>
      fetch(`${temp.server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: temp.server.url },
        body,
      });
    const routes = [
      '/api/lobby/tables',
      '/api/lobby/queue',
      '/api/me/name',
      '/api/account/register',
      '/api/account/login',
      '/api/passkeys/login',
      '/api/games',
      '/api/no-such-route',
    ];
    for (const path of routes) {
      for (const n of [17, 10_000]) {
        const res = await post(path, deep(n));
        expect(res.status, `${path} at ${n}`).toBe(400);
        expect(await res.json(), `${path} at ${n}`).toMatchObject({ error: 'badRequest', message: /nested/ });
      }
      const huge = await post(path, JSON.stringify({ name: 'x'.repeat(70_000) }));
      expect(huge.status, `${path} huge`).toBe(413);
    }
    // Nesting within the bound is the routes' own business (a lobby table with its usual options is made).
    const ok = await post('/api/lobby/tables', JSON.stringify({ game: 'linx', options: {}, players: 2 }));
    expect(ok.status).toBe(201);
  });

  it('a game of bots only is refused on the public API (a person must sit)', async () => {
    const res = await createGame(temp.server.url, {
      game: 'linx',
      options: {},
      seats: [
        { kind: 'bot', level: 'random' },
        { kind: 'bot', level: 'hard' },
      ],
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'badRequest' });
  });
});

describe('games in memory', () => {
  it('bounded in total: unwatched games make room, and when every game is watched a creation answers 503 busy', async () => {
    await withServer({ limits: { maxLiveGames: 3 } }, async (server) => {
      const [a, b, c] = [await create(server.url), await create(server.url), await create(server.url)];
      if (a === undefined || b === undefined || c === undefined) throw new Error('not created');
      const watchers = [await seat(server.url, b.id), await seat(server.url, c.id)];
      // A fourth game pushes out the one nobody watches.
      const d = await create(server.url);
      expect(server.authority.liveCount).toBe(3);
      watchers.push(await seat(server.url, d.id));
      // Every game in memory is watched: nothing can leave, so a creation is refused.
      const refused = await createGame(server.url, two);
      expect(refused.status).toBe(503);
      expect(await refused.json()).toMatchObject({ error: 'busy' });
      expect(server.authority.liveCount).toBe(3);
      // The game pushed out still plays: it reloads from the store on first use.
      const back = await seat(server.url, a.id, a.invites[0]?.token);
      expect(back.latest()?.version).toBe(0);
      await Promise.all([back, ...watchers].map((w) => w.close()));
    });
  });

  it('a game with no move for the idle time and nobody watching leaves memory, and comes back whole on next use', async () => {
    await withServer({ limits: { idleGameMs: 100, sweepIntervalMs: 30 } }, async (server) => {
      const game = await create(server.url);
      const clients = [
        await seat(server.url, game.id, game.invites[0]?.token),
        await seat(server.url, game.id, game.invites[1]?.token),
      ];
      const mover = clients.find((c) => (c.latest()?.legalMoves.length ?? 0) > 0) as TestClient;
      mover.send({ type: 'move', version: 0, move: mover.latest()?.legalMoves[0] });
      await mover.next('ack');
      const told = (await mover.next('event')).lastMove;
      // Watched: it stays however long it is idle.
      await new Promise((r) => setTimeout(r, 250));
      expect(server.authority.liveCount).toBe(1);
      await Promise.all(clients.map((c) => c.close()));
      await until(() => server.authority.liveCount === 0, 3_000);
      const back = await TestClient.connect(server.url);
      back.send({ type: 'join', game: game.id });
      const sync = await back.next('sync');
      expect(sync.version).toBe(1);
      expect(sync.history).toEqual([told]);
      await back.close();
    });
  });
});

describe('a restart', () => {
  it('loads games moved in recently, not every game ever created (timed ones wake from their rows); the rest load on first use', async () => {
    const dbFile = join(temp.dir, 'restart.sqlite');
    // A clock minute is 3 s: the timed game's flag (a row of the store: timers/) falls after the restarts.
    const first = await startServer({ port: 0, dbFile, clockMsPerMinute: 3_000 });
    const unstarted = [];
    for (let i = 0; i < 20; i++) unstarted.push(await create(first.url));
    const played = await create(first.url);
    const seats = [
      await seat(first.url, played.id, played.invites[0]?.token),
      await seat(first.url, played.id, played.invites[1]?.token),
    ];
    const mover = seats.find((c) => (c.latest()?.legalMoves.length ?? 0) > 0) as TestClient;
    mover.send({ type: 'move', version: 0, move: mover.latest()?.legalMoves[0] });
    await mover.next('ack');
    await Promise.all(seats.map((c) => c.close()));
    const timed = await create(first.url, {
      game: 'superpion',
      options: { mode: 'two', clockMinutes: 1 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    expect(first.authority.liveCount).toBe(22);
    await first.close();
    // Default window: the game moved in; none of the 20 nobody has moved in, nor the timed one (its row wakes it).
    const second = await startServer({ port: 0, dbFile, clockMsPerMinute: 3_000 });
    expect(second.authority.liveCount).toBe(1);
    await second.close();
    // Everything is older than a window of 0 ms: nothing is loaded at start.
    const third = await startServer({ port: 0, dbFile, limits: { resumeWindowMs: 0 }, clockMsPerMinute: 3_000 });
    try {
      expect(third.authority.liveCount).toBe(0);
      // Nobody joined the timed game: its row, claimed when due, wakes it and the time-up (SP-18c) is appended.
      await until(() => storedRows(dbFile, timed.id).moves.length > 0, 8_000);
      expect(JSON.stringify(storedRows(dbFile, timed.id).moves[0])).toContain('timeUp');
      // A game left out loads whole on first use.
      const c = await seat(third.url, played.id, played.invites[0]?.token);
      expect(c.latest()?.version).toBe(1);
      const d = await seat(third.url, (unstarted[7] as CreateGameResponse).id);
      expect(d.latest()?.version).toBe(0);
      expect(third.authority.liveCount).toBe(3);
      await Promise.all([c.close(), d.close()]);
    } finally {
      await third.close();
    }
  });
});
