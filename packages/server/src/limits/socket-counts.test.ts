import { afterAll, describe, expect, it } from 'vitest';
import { canRunRedis, startRedis, type TempRedis } from '../fixtures/redis.js';
import { until } from '../fixtures/scratch.js';
import { MemorySocketCounts, RedisSocketCounts } from './socket-counts.js';

describe('socket counts (issue 23: sockets per player across nodes)', () => {
  it('one node: a key is refused at its cap and has its place again when a socket closes', async () => {
    const counts = new MemorySocketCounts();
    for (let i = 0; i < 3; i++) expect(await counts.take('p:ada', 3)).toBe(true);
    expect(await counts.take('p:ada', 3)).toBe(false);
    expect(await counts.take('p:bea', 3)).toBe(true);
    counts.give('p:ada');
    expect(await counts.take('p:ada', 3)).toBe(true);
    expect(counts.local('p:ada')).toBe(3);
  });

  describe.skipIf(!canRunRedis())('several nodes over a real Redis', () => {
    let redis: TempRedis;
    const nodes: RedisSocketCounts[] = [];
    const node = (ttlMs = 15_000) => {
      const n = new RedisSocketCounts(redis.url, { ttlMs, beatMs: Math.floor(ttlMs / 4) });
      nodes.push(n);
      return n;
    };
    const ready = async (n: RedisSocketCounts) => {
      // The first take after connecting goes to Redis (before, a node counts alone).
      await until(async () => (n as unknown as { client: { status: string } }).client.status === 'ready');
    };
    afterAll(async () => {
      await Promise.all(nodes.map((n) => n.close()));
      await redis?.stop();
    });

    it("a player's sockets on node A and node B add up to one cap; a socket closed on A frees a place on B", async () => {
      redis = await startRedis();
      const [a, b] = [node(), node()];
      await Promise.all([ready(a), ready(b)]);
      expect(await a.take('p:ada', 3)).toBe(true);
      expect(await a.take('p:ada', 3)).toBe(true);
      expect(await b.take('p:ada', 3)).toBe(true);
      // Per node (the count before issue 23's fix) each would allow three: here the fourth is refused on both.
      expect(await b.take('p:ada', 3)).toBe(false);
      expect(await a.take('p:ada', 3)).toBe(false);
      // Another player and an address have their own shares.
      expect(await b.take('p:bea', 3)).toBe(true);
      expect(await b.take('a:10.0.0.1', 1)).toBe(true);
      expect(await a.take('a:10.0.0.1', 1)).toBe(false);
      a.give('p:ada');
      await until(async () => await b.take('p:ada', 3));
      expect(await a.take('p:ada', 3)).toBe(false);
    });

    it('two nodes racing for the last place: exactly one gets it', async () => {
      const [a, b] = [node(), node()];
      await Promise.all([ready(a), ready(b)]);
      const got = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? a : b).take('p:race', 5)));
      expect(got.filter(Boolean)).toHaveLength(5);
    });

    it("a killed node's sockets stop counting once its TTL has passed, while the live node's still count", async () => {
      const ttlMs = 800;
      const [a, b] = [node(ttlMs), node(ttlMs)];
      await Promise.all([ready(a), ready(b)]);
      for (let i = 0; i < 2; i++) expect(await a.take('p:cyd', 3)).toBe(true);
      expect(await b.take('p:cyd', 3)).toBe(true);
      expect(await b.take('p:cyd', 3)).toBe(false);
      // Node A dies: no close, no release, no more heartbeats.
      a.kill();
      const killed = Date.now();
      // Beats keep B's own count alive past several TTLs; A's two sockets leave with its expired hash.
      await new Promise((r) => setTimeout(r, ttlMs * 2));
      expect(await b.take('p:cyd', 3)).toBe(true);
      expect(await b.take('p:cyd', 3)).toBe(true);
      expect(await b.take('p:cyd', 3)).toBe(false);
      expect(Date.now() - killed).toBeLessThan(5_000);
    });

    it('with Redis away a node counts alone, at once; Redis restarted empty gets its count again', async () => {
      const a = node(2_000);
      await ready(a);
      for (let i = 0; i < 2; i++) expect(await a.take('p:dan', 2)).toBe(true);
      redis.freeze();
      // Redis frozen: the node's own count decides after the command's timeout (no hang), still bounded.
      a.give('p:dan');
      const started = Date.now();
      expect(await a.take('p:dan', 2)).toBe(true);
      expect(await a.take('p:dan', 2)).toBe(false);
      expect(Date.now() - started).toBeLessThan(5_000);
      redis.thaw();
      // Redis restarts with nothing: node A reconnects and writes its two sockets again, so B is refused.
      await redis.stop();
      redis = await startRedis(redis.port);
      const b = node(2_000);
      await Promise.all([ready(a), ready(b)]);
      await until(async () => !(await probe(b, 'p:dan', 2)), 8_000);
    });
  });
});

/** Whether `key` has a place under `cap` (a place taken to ask is given back at once). */
async function probe(n: RedisSocketCounts, key: string, cap: number): Promise<boolean> {
  const got = await n.take(key, cap);
  if (got) n.give(key);
  return got;
}
