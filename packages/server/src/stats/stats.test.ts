import type { WatchEntry } from '@ludotheque/protocol';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { pickWatch, registerStats, statsReader } from './stats.js';

const T0 = Date.parse('2026-12-01T12:00:00Z');
const entry = (game: string, secondsAgo: number): WatchEntry => ({
  game,
  gameType: 'linx',
  seats: ['Ana', 'Kim'],
  moves: 3,
  lastMoveAt: new Date(T0 - secondsAgo * 1000).toISOString(),
});

describe('home stats', () => {
  it('offers the game with the most people at it, then the latest move, never one idle or left by all', () => {
    const people: Record<string, number> = { left: 0, a: 1, b: 2, c: 2, old: 4 };
    const list = [entry('left', 0), entry('a', 1), entry('b', 10), entry('c', 5), entry('old', 6 * 60)];
    expect(pickWatch(list, (g) => people[g] ?? 0, T0)?.game).toBe('b');
    expect(pickWatch([entry('old', 6 * 60)], () => 4, T0)).toBeNull();
    expect(pickWatch([], () => 0, T0)).toBeNull();
    expect(pickWatch([entry('left', 0)], () => 0, T0)).toBeNull();
  });

  it('reads its sources at most once a second, however many ask', async () => {
    let now = T0;
    let reads = 0;
    let seats = 3;
    const read = statsReader({
      totals: () => ({ games: 2, seats }),
      connected: () => 2,
      watchList: async () => {
        reads += 1;
        return [entry('g1', 2)];
      },
      now: () => now,
    });
    const first = await Promise.all(Array.from({ length: 50 }, () => read()));
    expect(reads).toBe(1);
    expect(first[49]).toEqual({ online: 3, games: 2, watch: entry('g1', 2) });
    seats = 5;
    now += 999;
    expect((await read()).online).toBe(3);
    now += 1;
    expect((await read()).online).toBe(5);
    expect(reads).toBe(2);
  });

  it('forgets a failed read, so the next visitor gets fresh counts', async () => {
    let fail = true;
    const read = statsReader({
      totals: () => ({ games: 0, seats: 0 }),
      connected: () => 0,
      watchList: async () => {
        if (fail) throw new Error('store away');
        return [];
      },
      now: () => T0,
    });
    await expect(read()).rejects.toThrow('store away');
    fail = false;
    expect(await read()).toEqual({ online: 0, games: 0, watch: null });
  });

  it('answers GET /api/stats with a one-second cache header', async () => {
    const app = Fastify();
    registerStats(app, async () => ({ online: 7, games: 3, watch: null }));
    const res = await app.inject({ method: 'GET', url: '/api/stats' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=1');
    expect(res.json()).toEqual({ online: 7, games: 3, watch: null });
    await app.close();
  });
});
