import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { analyseRecord, createAgent } from '@ludotheque/ai';
import { type GameRecord, playGame, Rng, unwrap } from '@ludotheque/engine';
import { linx } from '@ludotheque/linx';
import type { AnalysisStatus, CreateGameResponse } from '@ludotheque/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../fixtures/browser.js';
import { createGame, TestClient } from '../fixtures/client.js';
import { canRunPostgres, startPostgres, type TempPostgres } from '../fixtures/postgres.js';
import { type RunningServer, startServer } from '../server.js';
import { MemoryAnalysisCache } from './cache.js';
import { ANALYSIS_SEED, type AnalysisRequest, AnalysisService } from './service.js';

/** Few iterations: the figures' correctness is the analysis core's tests'; these check the queue and the cache. */
const ITERATIONS = 20;

const poll = async <T>(read: () => Promise<T>, done: (x: T) => boolean, ms = 30_000): Promise<T> => {
  const until = Date.now() + ms;
  for (;;) {
    const x = await read();
    if (done(x) || Date.now() > until) return x;
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** A Linx game of Ada (a guest, playing random moves through her invite link) against a random bot, to its end. */
async function finishedGame(url: string): Promise<{ id: string; record: GameRecord; ada: Browser }> {
  const ada = new Browser(url);
  await ada.json('GET', '/api/me');
  const res = await createGame(url, {
    game: 'linx',
    options: {},
    seats: [
      { kind: 'human', name: 'Ada' },
      { kind: 'bot', level: 'random' },
    ],
  });
  const created = (await res.json()) as CreateGameResponse;
  const c = await TestClient.connect(url, { cookie: ada.cookie ?? '' });
  c.send({ type: 'join', game: created.id, token: created.invites[0]?.token });
  await c.next('sync');
  const rng = Rng.seeded('ada');
  for (let i = 0; i < 2000; i++) {
    const s = c.latest();
    if (s === null || s.toMove === null) break;
    if (s.toMove === 0 && s.legalMoves.length > 0)
      c.send({ type: 'move', version: s.version, move: rng.pick(s.legalMoves) });
    await c.next('event', (e) => e.version > s.version);
  }
  await c.close();
  const record = await fetch(`${url}/api/games/${created.id}/record`);
  expect(record.status).toBe(200);
  return { id: created.id, record: (await record.json()) as GameRecord, ada };
}

const ask = (who: Browser, id: string, method: 'POST' | 'GET') =>
  who.json<AnalysisStatus & { error?: string }>(method, `/api/games/${id}/analysis`).then((r) => ({
    code: r.status,
    body: r.body,
  }));

/** The analysis over HTTP, then kept: a new server on the same database answers it without computing. */
async function analysedAndKept(start: () => Promise<RunningServer>) {
  let server = await start();
  try {
    const { id, record, ada } = await finishedGame(server.url);
    // Only the game's players: a guest who did not play, and a request without a session, are refused.
    const stranger = new Browser(server.url);
    await stranger.json('GET', '/api/me');
    expect(await ask(stranger, id, 'POST')).toMatchObject({ code: 403, body: { error: 'forbidden' } });
    expect(await ask(new Browser(server.url), id, 'GET')).toMatchObject({ code: 403, body: { error: 'forbidden' } });
    const first = await ask(ada, id, 'POST');
    expect(first.code).toBe(202);
    expect(['queued', 'running']).toContain(first.body.status);
    const done = await poll(
      () => ask(ada, id, 'GET'),
      (r) => r.body.status === 'done' || r.body.status === 'failed',
    );
    expect(done.body.status).toBe('done');
    // The same figures as the analysis core gives for this record and the server's seed.
    const expected = analyseRecord(linx, record, { seed: ANALYSIS_SEED, iterations: ITERATIONS });
    expect(expected.ok && done.body.status === 'done').toBe(true);
    if (expected.ok && done.body.status === 'done') expect(done.body.analysis).toEqual(expected.value);
    await server.close();
    server = await start();
    const again = new Browser(server.url);
    again.cookie = ada.cookie;
    expect(await ask(again, id, 'GET')).toEqual({ code: 200, body: done.body });
    expect(await ask(again, id, 'POST')).toEqual({ code: 200, body: done.body });
  } finally {
    await server.close();
  }
}

describe('server analyses (issue 18): a bounded fair queue on worker threads, kept with the game', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ludo-analysis-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const options = { port: 0, limits: { allowBotOnlyGames: true }, analysis: { iterations: ITERATIONS } };

  it('SQLite: analyses a finished game on a thread, keeps it in its table across a restart', async () => {
    const dbFile = join(dir, 'a.sqlite');
    await analysedAndKept(() => startServer({ ...options, dbFile }));
  }, 60_000);

  it('refuses an unknown game (404) and one not over (409), changing nothing', async () => {
    const server = await startServer({ ...options, dbFile: join(dir, 'b.sqlite') });
    try {
      const ada = new Browser(server.url);
      await ada.json('GET', '/api/me');
      expect((await ask(ada, 'nosuchgame1', 'POST')).code).toBe(404);
      const res = await createGame(server.url, {
        game: 'linx',
        options: {},
        seats: [
          { kind: 'human', name: 'Ada' },
          { kind: 'human', name: 'Bob' },
        ],
      });
      const { id } = (await res.json()) as { id: string };
      expect(await ask(ada, id, 'POST')).toMatchObject({ code: 409, body: { error: 'notOver' } });
    } finally {
      await server.close();
    }
  }, 30_000);

  describe.skipIf(!canRunPostgres())('PostgreSQL', () => {
    let pg: TempPostgres | undefined;
    beforeAll(async () => {
      pg = await startPostgres();
    }, 30_000);
    afterAll(async () => pg?.stop(), 30_000);
    it('analyses and keeps the analysis in PostgreSQL', async () => {
      await analysedAndKept(() => startServer({ ...options, postgresUrl: pg?.url ?? '' }));
    }, 60_000);
  });
});

describe('the queue itself', () => {
  /** Finished Linx records of random bots, made with the engine. */
  const botRecords = (n: number): GameRecord[] =>
    Array.from({ length: n }, (_, i) => {
      const bots = [0, 1].map((seat) => unwrap(createAgent(linx, 'random', `queue/${i}/${seat}`)));
      return unwrap(playGame(linx, unwrap(linx.parseOptions({ players: 2 })), `queue/${i}`, bots)).record;
    });

  it('holds one place per requester, refuses past its bound, and fails a game past its time budget', async () => {
    const service = new AnalysisService(new MemoryAnalysisCache(), {
      maxQueued: 1,
      maxPerPlayer: 1,
      threads: 1,
      budgetMs: 300,
      iterations: 1_000_000,
    });
    try {
      const records = botRecords(3);
      const [a, b, c] = records as [GameRecord, GameRecord, GameRecord];
      // Ana's first game runs (taken off the queue at once); her second is refused: one place per requester.
      expect(await service.request('g-a', a, 'ana')).toEqual({
        ok: true,
        value: { status: 'running', done: 0, total: 0 },
      });
      expect(await service.request('g-b', b, 'ana')).toEqual({ ok: false, refusal: 'rateLimited' });
      // Ben's waits first in line; the queue holds one, so Cleo is refused for now.
      expect(await service.request('g-b', b, 'ben')).toEqual({ ok: true, value: { status: 'queued', ahead: 0 } });
      expect(await service.request('g-c', c, 'cleo')).toEqual({ ok: false, refusal: 'busy' });
      // Asking for a game already queued takes no place and is never refused.
      expect(await service.request('g-b', b, 'cleo')).toEqual({ ok: true, value: { status: 'queued', ahead: 0 } });
      // A million iterations a search do not fit in 300 ms: the thread is stopped, the game fails, Ben's runs.
      await service.settled('g-a');
      expect(await service.status('g-a')).toEqual({
        status: 'failed',
        message: 'the analysis ran out of its time budget',
      });
      expect((await service.status('g-b')).status).toBe('running');
      // Ana's place is free again.
      expect((await service.request('g-c', c, 'ana')).ok).toBe(true);
    } finally {
      await service.close();
    }
  }, 30_000);

  it('runs each analysis a position at a time (issue 28): a second player’s short one ends before a first player’s long one', async () => {
    const service = new AnalysisService(new MemoryAnalysisCache(), {
      maxQueued: 8,
      threads: 1,
      budgetMs: 60_000,
      iterations: 300,
    });
    try {
      const records = botRecords(12).sort((a, b) => a.moves.length - b.moves.length);
      const short = records[0] as GameRecord;
      const long = records.at(-1) as GameRecord;
      expect(long.moves.length).toBeGreaterThan(1.5 * short.moves.length);
      const ended: string[] = [];
      expect((await service.request('long', long, 'ana')).ok).toBe(true);
      // Ana's analysis has the thread and has begun before Ben asks.
      await poll(
        () => service.status('long'),
        (s) => s.status === 'running' && s.done > 0,
      );
      expect((await service.request('short', short, 'ben')).ok).toBe(true);
      await Promise.all(['long', 'short'].map((id) => service.settled(id).then(() => ended.push(id))));
      expect(ended).toEqual(['short', 'long']);
      expect((await service.status('long')).status).toBe('done');
      expect((await service.status('short')).status).toBe('done');
      // The figures are those of the whole analysis at once (the ai package's), position by position or not.
      const whole = unwrap(analyseRecord(linx, short, { seed: ANALYSIS_SEED, iterations: 300 }));
      expect((await service.status('short')) as AnalysisStatus).toEqual({ status: 'done', analysis: whole });
    } finally {
      await service.close();
    }
  }, 60_000);

  /** A stand-in for the analysis thread: it answers only when the test says which job is done. */
  class FakeThread extends EventEmitter {
    readonly asked: AnalysisRequest[] = [];
    postMessage(r: AnalysisRequest): void {
      this.asked.push(r);
    }
    finish(): void {
      const r = this.asked.at(-1) as AnalysisRequest;
      this.emit('message', { id: r.id, type: 'failed', message: 'done (fake)' });
    }
    unref(): void {}
    async terminate(): Promise<number> {
      return 0;
    }
  }

  it("is shared fairly between players (issue 23): a newcomer's analysis runs before a busy player's queue", async () => {
    const thread = new FakeThread();
    const service = new AnalysisService(
      new MemoryAnalysisCache(),
      { maxQueued: 32, maxPerPlayer: 6, maxPerAddress: 8, threads: 1, budgetMs: 60_000 },
      () => thread as unknown as Worker,
    );
    try {
      const [r] = botRecords(1) as [GameRecord];
      for (let i = 0; i < 6; i++) expect((await service.request(`flood-${i}`, r, 'flo', '10.0.0.1')).ok).toBe(true);
      // Flo holds her six places: a seventh is refused; so is a second player past the address's eight.
      expect(await service.request('flood-6', r, 'flo', '10.0.0.1')).toEqual({ ok: false, refusal: 'rateLimited' });
      expect((await service.request('sybil-0', r, 'sybil', '10.0.0.1')).ok).toBe(true);
      expect((await service.request('sybil-1', r, 'sybil', '10.0.0.1')).ok).toBe(true);
      expect(await service.request('sybil-2', r, 'sybil', '10.0.0.1')).toEqual({ ok: false, refusal: 'rateLimited' });
      // Nell arrives last, from elsewhere: one analysis ahead of hers (Sybil's first, who has used nothing either).
      expect(await service.request('nell', r, 'nell', '10.0.0.2')).toEqual({
        ok: true,
        value: { status: 'queued', ahead: 1 },
      });
      const order: string[] = [];
      for (let i = 0; i < 9; i++) {
        const statuses = await Promise.all(
          ['nell', 'sybil-0', 'sybil-1', ...Array.from({ length: 6 }, (_, k) => `flood-${k}`)].map(async (id) => ({
            id,
            s: (await service.status(id)).status,
          })),
        );
        order.push(statuses.find((x) => x.s === 'running')?.id ?? '?');
        thread.finish();
        await new Promise((r) => setImmediate(r));
      }
      // FIFO would run Nell's ninth; here Flo's first (already running) and Sybil's first come before it.
      expect(order.indexOf('nell')).toBeLessThanOrEqual(2);
      expect(order.indexOf('nell')).toBeLessThan(order.indexOf('flood-1'));
      // Flo's own analyses keep their order.
      const flo = order.filter((id) => id.startsWith('flood'));
      expect(flo).toEqual([...flo].sort());
    } finally {
      await service.close();
    }
  });
});
