import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudienceFrame } from './fanout.js';
import { canRunRedis, startRedis, type TempRedis } from './fixtures/redis.js';
import { RedisFanout } from './redis-fanout.js';

if (!canRunRedis()) console.warn('redis-fanout.test.ts skipped: redis-server is not installed');

const frame = (gameId: string, version: number, audience: AudienceFrame['audience'] = 0): AudienceFrame => ({
  gameId,
  audience,
  version,
  frame: `{"type":"event","version":${version}}`,
});

const until = async (check: () => boolean): Promise<void> => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe.skipIf(!canRunRedis())('RedisFanout', () => {
  let redis: TempRedis;
  let raw: Redis;
  beforeAll(async () => {
    redis = await startRedis();
    raw = new Redis(redis.url);
  }, 20_000);
  afterAll(async () => {
    await raw?.quit();
    await redis?.stop();
  });

  const clients = async (): Promise<number> =>
    String(await raw.client('LIST'))
      .trim()
      .split('\n').length;

  it('carries frames between nodes, per game, after the remote listener settles; drops its own and junk', async () => {
    const before = await clients();
    const [x, y] = [await RedisFanout.connect(redis.url), await RedisFanout.connect(redis.url)];
    expect(await clients()).toBe(before + 4); // one publisher and one subscriber per node
    const got: { node: string; f: AudienceFrame }[] = [];
    const order: string[] = [];
    x.subscribe('g1', (f) => got.push({ node: 'x', f }));
    y.subscribe('g1', (f) => {
      order.push(`socket ${f.version}`);
      got.push({ node: 'y', f });
    });
    y.subscribe('g2', (f) => got.push({ node: 'y2', f }));
    let release: () => void = () => undefined;
    y.onRemote(async (f) => {
      order.push(`remote ${f.version}`);
      if (f.gameId === 'g1' && f.version === 1) await new Promise<void>((r) => (release = r));
    });
    x.onRemote(() => {
      throw new Error('a node must not be told of its own frames');
    });
    x.publish(frame('g1', 1));
    x.publish(frame('g1', 2, 'spectator'));
    // This node's sockets get its frames at once, without Redis.
    expect(got).toEqual([
      { node: 'x', f: frame('g1', 1) },
      { node: 'x', f: frame('g1', 2, 'spectator') },
    ]);
    await until(() => order.length >= 2);
    // The other node's sockets wait until its authority has caught up with version 1; order is kept.
    expect(got.filter((g) => g.node === 'y')).toEqual([]);
    release();
    await until(() => got.length >= 4);
    expect(got.slice(2)).toEqual([
      { node: 'y', f: frame('g1', 1) },
      { node: 'y', f: frame('g1', 2, 'spectator') },
    ]);
    expect(order).toEqual(['remote 1', 'remote 2', 'socket 1', 'socket 2']);
    // Junk on the channel is ignored; the next real frame still goes through.
    await raw.publish('ludo:frames', 'not json');
    await raw.publish('ludo:frames', JSON.stringify({ n: 'z', g: 'g1', a: 'everyone', v: 3, f: '{}' }));
    x.publish(frame('g2', 1, 1));
    await until(() => got.some((g) => g.node === 'y2'));
    expect(got.slice(4)).toEqual([{ node: 'y2', f: frame('g2', 1, 1) }]);
    await Promise.all([x.close(), y.close()]);
    // Both connections of each node quit (Redis counts them gone a moment after QUIT).
    let left = await clients();
    for (let i = 0; i < 100 && left !== before; i++) {
      await new Promise((r) => setTimeout(r, 20));
      left = await clients();
    }
    expect(left).toBe(before);
  });

  it('fails to connect with an error when Redis is not there', async () => {
    const errors: Error[] = [];
    await expect(RedisFanout.connect('redis://127.0.0.1:1', { onError: (e) => errors.push(e) })).rejects.toThrow();
  });

  it('a frozen Redis (connections open, nothing answered) makes the node deaf within its bound, then catches up', async () => {
    const node = await RedisFanout.connect(redis.url, { echoMs: 50, deafAfterMs: 300, onError: () => undefined });
    let caughtUp = 0;
    node.onReconnect(() => caughtUp++);
    await until(() => node.hearing());
    expect(node.ready()).toBe(true);
    redis.freeze();
    try {
      const frozeAt = performance.now();
      await until(() => !node.hearing());
      // Both links still say `ready`: only the echo tells.
      expect(node.hearing()).toBe(false);
      expect(node.ready()).toBe(false);
      expect(performance.now() - frozeAt).toBeLessThan(1_500);
      expect(caughtUp).toBe(0);
    } finally {
      redis.thaw();
    }
    await until(() => node.hearing());
    expect(node.ready()).toBe(true);
    // Frames were lost while frozen: hearing again starts a catch-up from the store, as a reconnect does.
    expect(caughtUp).toBe(1);
    await node.close();
  });

  it('a node whose echo falls silent has died: the others catch up from the store (no frame will come)', async () => {
    const quiet = { echoMs: 50, deafAfterMs: 300, onError: () => undefined };
    const [x, y] = [await RedisFanout.connect(redis.url, quiet), await RedisFanout.connect(redis.url, quiet)];
    let caughtUp = 0;
    x.onReconnect(() => caughtUp++);
    await new Promise((r) => setTimeout(r, 400));
    expect(caughtUp).toBe(0);
    // y dies as a killed process would: its links cut, nothing said.
    (y as unknown as { pub: Redis; sub: Redis }).pub.disconnect();
    (y as unknown as { pub: Redis; sub: Redis }).sub.disconnect();
    await until(() => caughtUp > 0);
    expect(caughtUp).toBe(1);
    expect(x.hearing()).toBe(true);
    await Promise.all([x.close(), y.close()]);
  });
});
