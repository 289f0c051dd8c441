import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CreateGameResponse, ServerMessage } from '@ludotheque/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { createGame, TestClient } from '../fixtures/client.js';
import { withServer } from '../fixtures/scratch.js';
import type { Rate } from '../limits/limits.js';
import { startServer } from '../server.js';
import { openSqliteStore } from '../sqlite.js';
import type { Store } from '../store.js';

// Rate limits beyond one connection: a seat's token opened on several connections, or many seats and games from
// one address, share one bucket. Each bucket here has a tiny burst and next to no refill, so the count is exact.

const tiny = (burst: number): Rate => ({ burst, perSecond: 0.001 });
const two = { game: 'linx', options: {}, seats: [{ kind: 'human' }, { kind: 'human' }] };

type Sync = Extract<ServerMessage, { type: 'sync' }>;

async function enter(url: string, id: string, token?: string): Promise<{ client: TestClient; sync: Sync }> {
  const client = await TestClient.connect(url);
  client.send(token === undefined ? { type: 'join', game: id } : { type: 'join', game: id, token });
  return { client, sync: await client.next('sync') };
}

async function created(url: string): Promise<CreateGameResponse> {
  return (await (await createGame(url, two)).json()) as CreateGameResponse;
}

describe('rate limits per seat and per address', () => {
  it('a seat token on two connections shares one bucket of moves; the other seat keeps its own', async () => {
    await withServer({ limits: { movesPerSeat: tiny(3) } }, async (server) => {
      const game = await created(server.url);
      const a = await enter(server.url, game.id, game.invites[0]?.token);
      const a2 = await enter(server.url, game.id, game.invites[0]?.token);
      const b = await enter(server.url, game.id, game.invites[1]?.token);
      // Seat 0 sends moves it may not make (a bad notation): each answered, each counted.
      const codes: string[] = [];
      for (const c of [a.client, a2.client, a.client, a2.client]) {
        c.send({ type: 'move', version: 0, move: 'Q@z9' });
        codes.push((await c.next('error')).code);
      }
      expect(codes.slice(0, 3)).not.toContain('rateLimited');
      expect(codes[3]).toBe('rateLimited');
      // Seat 1 is not slowed by seat 0's flood.
      b.client.send({ type: 'move', version: 0, move: 'Q@z9' });
      expect((await b.client.next('error')).code).not.toBe('rateLimited');
      await Promise.all([a.client.close(), a2.client.close(), b.client.close()]);
    });
  });

  it('moves and joins per address, over every seat and game of it', async () => {
    await withServer({ limits: { movesPerAddress: tiny(3), joinsPerAddress: tiny(4) } }, async (server) => {
      const [g1, g2] = [await created(server.url), await created(server.url)];
      if (g1 === undefined || g2 === undefined) throw new Error('no games');
      const seats = [
        await enter(server.url, g1.id, g1.invites[0]?.token),
        await enter(server.url, g1.id, g1.invites[1]?.token),
        await enter(server.url, g2.id, g2.invites[0]?.token),
        await enter(server.url, g2.id, g2.invites[1]?.token),
      ];
      const codes: string[] = [];
      for (const { client } of seats) {
        client.send({ type: 'move', version: 0, move: 'Q@z9' });
        codes.push((await client.next('error')).code);
      }
      expect(codes.slice(0, 3)).not.toContain('rateLimited');
      expect(codes[3]).toBe('rateLimited');
      // A fifth join from this address is refused; nothing joined.
      const late = await TestClient.connect(server.url);
      late.send({ type: 'join', game: g1.id });
      expect((await late.next('error')).code).toBe('rateLimited');
      expect(late.messages.some((m) => m.type === 'sync')).toBe(false);
      await Promise.all([late, ...seats.map((s) => s.client)].map((c) => c.close()));
    });
  });

  it('step-through answers per address: each is a replay, so past the bound it is refused rateLimited', async () => {
    await withServer({ limits: { pastViewsPerAddress: tiny(2) } }, async (server) => {
      const game = await created(server.url);
      if (game === undefined) throw new Error('no game');
      const watcher = await TestClient.connect(server.url);
      watcher.send({ type: 'join', game: game.id });
      await watcher.next('sync');
      for (let i = 0; i < 2; i++) {
        watcher.send({ type: 'viewAt', moves: 0 });
        expect((await watcher.next('pastView')).moves).toBe(0);
      }
      watcher.send({ type: 'viewAt', moves: 0 });
      expect((await watcher.next('error')).code).toBe('rateLimited');
      expect(watcher.messages.filter((m) => m.type === 'pastView')).toHaveLength(2);
      await watcher.close();
    });
  });

  it('game creations per address answer 429 rateLimited past the bound, and create nothing', async () => {
    await withServer({ limits: { createsPerAddress: tiny(2) } }, async (server) => {
      expect((await createGame(server.url, two)).status).toBe(201);
      expect((await createGame(server.url, two)).status).toBe(201);
      const refused = await createGame(server.url, two);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).not.toBeNull();
      expect(await refused.json()).toMatchObject({ error: 'rateLimited' });
      expect(server.authority.liveCount).toBe(2);
    });
  });
});

describe('a move naming a future version', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ludo-future-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is answered staleVersion at once, without reading the store', async () => {
    const inner = await openSqliteStore(join(dir, 'games.sqlite'));
    const reads = { n: 0 };
    const counted = <A extends unknown[], R>(f: (...a: A) => Promise<R>) => {
      return (...a: A) => {
        reads.n++;
        return f(...a);
      };
    };
    const store: Store = {
      createGame: (g) => inner.createGame(g),
      getGame: counted((id: string) => inner.getGame(id)),
      getMoves: counted((id: string, after?: number) => inner.getMoves(id, after)),
      getMoveTimes: counted((id: string) => inner.getMoveTimes(id)),
      append: (r) => inner.append(r),
      activeGames: () => inner.activeGames(),
      activeGamesTouched: () => inner.activeGamesTouched(),
      abort: (id, version, by) => inner.abort(id, version, by),
      close: () => inner.close(),
    };
    const server = await startServer({ port: 0, store });
    try {
      const game = await created(server.url);
      const seat = await enter(server.url, game.id, game.invites[0]?.token);
      const before = reads.n;
      for (const version of [1, 7, 1_000_000]) {
        seat.client.send({ type: 'move', version, move: 'Q@z9' });
        const e = await seat.client.next('error');
        expect(e).toMatchObject({ code: 'staleVersion', version: 0 });
      }
      expect(reads.n).toBe(before);
      await seat.client.close();
    } finally {
      await server.close();
    }
  });
});
