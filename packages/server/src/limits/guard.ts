import { KeyedBuckets } from './buckets.js';
import type { Limits } from './limits.js';

/** The rate buckets shared by every connection and request of one server: per seat and per remote address. */
export class Guard {
  readonly movesPerSeat: KeyedBuckets;
  readonly movesPerAddress: KeyedBuckets;
  readonly joinsPerAddress: KeyedBuckets;
  readonly pastViewsPerAddress: KeyedBuckets;
  readonly createsPerAddress: KeyedBuckets;

  constructor(readonly limits: Limits) {
    this.movesPerSeat = new KeyedBuckets(limits.movesPerSeat);
    this.movesPerAddress = new KeyedBuckets(limits.movesPerAddress);
    this.joinsPerAddress = new KeyedBuckets(limits.joinsPerAddress);
    this.pastViewsPerAddress = new KeyedBuckets(limits.pastViewsPerAddress);
    this.createsPerAddress = new KeyedBuckets(limits.createsPerAddress);
  }

  /** Drops the buckets nobody holds that have refilled (run with the sweep of idle games). */
  sweep(): void {
    const now = performance.now();
    for (const b of [
      this.movesPerSeat,
      this.movesPerAddress,
      this.joinsPerAddress,
      this.pastViewsPerAddress,
      this.createsPerAddress,
    ])
      b.sweep(now);
  }
}

/** The key of a seat's bucket: a seat is one per game, whichever connection holds its token. */
export const seatKey = (gameId: string, seat: number): string => `${gameId}/${seat}`;
