import { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/** `points` per `durationSec` window (rate-limiter-flexible's fixed window), optionally blocked `blockSec` past it. */
export interface SharedRate {
  readonly points: number;
  readonly durationSec: number;
  /** Once over, the key stays refused this long (default: until its window ends). */
  readonly blockSec?: number;
}

export type Consumed =
  | { readonly ok: true; readonly remaining: number }
  | { readonly ok: false; readonly retryAfterMs: number };

/** One named limit, counted by key (a player, an address, a username + address). */
export interface SharedLimiter {
  /** Takes `points` (default 1) from `key`'s window; refused with the wait until the key is allowed again. */
  consume(key: string, points?: number): Promise<Consumed>;
  /** How many points `key` has used in its window, without taking any (0 when unknown). */
  used(key: string): Promise<number>;
  /** Forgets `key` (a successful login clears its failures). */
  reset(key: string): Promise<void>;
}

/**
 * Limits counted once for the whole deployment (issue 23): in memory on one node, in Redis on several (a per-node
 * count is a limit an attacker multiplies by the number of nodes). rate-limiter-flexible does the counting; while
 * Redis is away each node falls back to its own in-memory count (the library's insurance limiter), so a Redis outage
 * neither opens every limit nor refuses every player.
 */
export class SharedLimits {
  private readonly made: RateLimiterAbstract[] = [];

  private constructor(
    private readonly redis: Redis | null,
    private readonly prefix: string,
  ) {}

  /** One node: counts in this process. */
  static memory(): SharedLimits {
    return new SharedLimits(null, 'ludo');
  }

  /** Several nodes: counts in Redis at `url` (its own connection: the fan-out's subscriber can do nothing else). */
  static redis(url: string, prefix = 'ludo'): SharedLimits {
    // No offline queue: a command sent while Redis is away fails at once and the insurance limiter answers,
    // rather than waiting for a reconnect (the library's advice).
    // A frozen Redis (links open, nothing answered) fails each command after `commandTimeout`, so the insurance
    // answers there too: some limits are counted under a game's lock (table/ "Abort limit").
    const client = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
      commandTimeout: 2_000,
    });
    client.on('error', () => undefined);
    return new SharedLimits(client, prefix);
  }

  get shared(): boolean {
    return this.redis !== null;
  }

  limiter(name: string, rate: SharedRate): SharedLimiter {
    const base = {
      keyPrefix: `${this.prefix}:rl:${name}`,
      points: rate.points,
      duration: rate.durationSec,
      ...(rate.blockSec === undefined ? {} : { blockDuration: rate.blockSec }),
    };
    const memory = new RateLimiterMemory(base);
    const limiter =
      this.redis === null
        ? memory
        : new RateLimiterRedis({
            ...base,
            storeClient: this.redis,
            rejectIfRedisNotReady: true,
            insuranceLimiter: new RateLimiterMemory(base),
          });
    this.made.push(limiter);
    return {
      consume: async (key, points = 1) => {
        try {
          const r = await limiter.consume(key, points);
          return { ok: true, remaining: r.remainingPoints };
        } catch (e) {
          if (e instanceof RateLimiterRes) return { ok: false, retryAfterMs: Math.max(1, e.msBeforeNext) };
          // Neither Redis nor the insurance answered (should not happen): fail open for this request only.
          return { ok: true, remaining: 0 };
        }
      },
      used: async (key) => {
        try {
          return (await limiter.get(key))?.consumedPoints ?? 0;
        } catch {
          return 0;
        }
      },
      reset: async (key) => {
        await limiter.delete(key).catch(() => undefined);
      },
    };
  }

  async close(): Promise<void> {
    if (this.redis !== null) await this.redis.quit().catch(() => this.redis?.disconnect());
  }
}
