import type { Rate } from './limits.js';

/** One token bucket; `refs` counts the connections holding it (a bucket in use is never swept). */
export interface Bucket {
  tokens: number;
  at: number;
  refs: number;
}

/** Refills `b` for the time since its last use and takes one token: O(1), no allocation (it runs on every move). */
export function take(b: Bucket, rate: Rate, now: number): boolean {
  const tokens = Math.min(rate.burst, b.tokens + ((now - b.at) / 1000) * rate.perSecond);
  b.at = now;
  if (tokens < 1) {
    b.tokens = tokens;
    return false;
  }
  b.tokens = tokens - 1;
  return true;
}

/**
 * Token buckets by key (a seat, a remote address), shared by every connection of that key. A connection looks its
 * bucket up once (`acquire` on join or connect) and keeps it, so a move costs no lookup. Buckets nobody holds and
 * that have refilled are dropped by `sweep`, so memory follows the keys seen recently.
 */
export class KeyedBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(readonly rate: Rate) {}

  private get(key: string, now: number): Bucket {
    let b = this.buckets.get(key);
    if (b === undefined) {
      b = { tokens: this.rate.burst, at: now, refs: 0 };
      this.buckets.set(key, b);
    }
    return b;
  }

  acquire(key: string, now = performance.now()): Bucket {
    const b = this.get(key, now);
    b.refs++;
    return b;
  }

  release(b: Bucket): void {
    b.refs--;
  }

  /** One token of `key`'s bucket, for a one-off request (HTTP). */
  takeKey(key: string, now = performance.now()): boolean {
    return take(this.get(key, now), this.rate, now);
  }

  take(b: Bucket, now: number): boolean {
    return take(b, this.rate, now);
  }

  get size(): number {
    return this.buckets.size;
  }

  sweep(now = performance.now()): void {
    for (const [key, b] of this.buckets) {
      if (b.refs <= 0 && b.tokens + ((now - b.at) / 1000) * this.rate.perSecond >= this.rate.burst)
        this.buckets.delete(key);
    }
  }
}
