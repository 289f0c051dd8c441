import { afterAll, describe, expect, it } from 'vitest';
import { canRunRedis, startRedis, type TempRedis } from '../fixtures/redis.js';
import { SharedLimits } from './shared.js';

describe('shared limits', () => {
  it('one node: counts in memory and says how long to wait', async () => {
    const limits = SharedLimits.memory();
    const l = limits.limiter('t1', { points: 2, durationSec: 10 });
    expect((await l.consume('a')).ok).toBe(true);
    expect((await l.consume('a')).ok).toBe(true);
    const third = await l.consume('a');
    expect(third.ok).toBe(false);
    if (!third.ok) expect(third.retryAfterMs).toBeGreaterThan(9_000);
    // Another key has its own count.
    expect((await l.consume('b')).ok).toBe(true);
    expect(await l.used('a')).toBe(3);
    await l.reset('a');
    expect((await l.consume('a')).ok).toBe(true);
    await limits.close();
  });

  describe.skipIf(!canRunRedis())('several nodes over Redis', () => {
    let redis: TempRedis;
    const made: SharedLimits[] = [];
    afterAll(async () => {
      await Promise.all(made.map((m) => m.close()));
      await redis?.stop();
    });

    it('two nodes share one count: a limit is not multiplied by the nodes', async () => {
      redis = await startRedis();
      const prefix = `t${Date.now()}`;
      const a = SharedLimits.redis(redis.url, prefix);
      const b = SharedLimits.redis(redis.url, prefix);
      made.push(a, b);
      await new Promise((r) => setTimeout(r, 200));
      const la = a.limiter('login', { points: 3, durationSec: 30 });
      const lb = b.limiter('login', { points: 3, durationSec: 30 });
      expect((await la.consume('k')).ok).toBe(true);
      expect((await lb.consume('k')).ok).toBe(true);
      expect((await la.consume('k')).ok).toBe(true);
      // The fourth point, on either node, is over the shared limit.
      expect((await lb.consume('k')).ok).toBe(false);
      expect((await la.consume('k')).ok).toBe(false);
    });

    it('while Redis is away each node counts alone instead of failing open or closed', async () => {
      const port = redis.port;
      await redis.stop();
      const c = SharedLimits.redis(`redis://127.0.0.1:${port}`, `off${Date.now()}`);
      made.push(c);
      const l = c.limiter('x', { points: 1, durationSec: 30 });
      expect((await l.consume('k')).ok).toBe(true);
      expect((await l.consume('k')).ok).toBe(false);
      redis = await startRedis(port);
    });

    it('a frozen Redis (links open, nothing answered): each node counts alone within the command timeout', async () => {
      const d = SharedLimits.redis(redis.url, `frozen${Date.now()}`);
      made.push(d);
      await new Promise((r) => setTimeout(r, 200));
      const l = d.limiter('x', { points: 1, durationSec: 30 });
      redis.freeze();
      try {
        const at = performance.now();
        expect((await l.consume('k')).ok).toBe(true);
        expect((await l.consume('k')).ok).toBe(false);
        // Bounded by the client's 2 s command timeout (no timeout: both would wait for as long as the freeze).
        expect(performance.now() - at).toBeLessThan(6_000);
      } finally {
        redis.thaw();
      }
    }, 20_000);
  });
});
