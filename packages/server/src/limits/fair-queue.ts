/** How fast a player's past use is forgiven: halved every this many milliseconds. */
export const DEFAULT_HALF_LIFE_MS = 30_000;

interface Owner<T> {
  readonly key: string;
  readonly items: T[];
  /** Milliseconds of work done for this owner, decayed to `at`. */
  used: number;
  at: number;
  /** Jobs of this owner running now (charged when they end): a tie goes to the owner with fewer. */
  running: number;
  /** When this owner last got a turn (a counter): among equals, the one served longest ago goes first. */
  turn: number;
  /** When this owner came (a counter): the last tie-break, so the order is total. */
  readonly since: number;
}

/**
 * A work queue shared fairly between players (issue 23, "fair shares of CPU"): each job names its owner (the player
 * it serves), and the next job is always the oldest one of the owner who has used the least work lately (the time its
 * jobs took, halved every `halfLifeMs`); among owners with equal use, the one served longest ago. A player who asks
 * for a bot move now and then is therefore served before a player keeping a hundred games busy, whatever the
 * hundred's order of arrival, and busy players share what is left equally (round-robin when their use is equal).
 * Jobs of one owner keep their order. `ms` is injected so tests run on a fake clock.
 */
export class FairQueue<T> {
  private readonly owners = new Map<string, Owner<T>>();
  private turns = 0;
  private count = 0;
  private pushes = 0;
  private arrivals = 0;

  constructor(
    private readonly halfLifeMs = DEFAULT_HALF_LIFE_MS,
    private readonly ms: () => number = () => performance.now(),
  ) {}

  get size(): number {
    return this.count;
  }

  /** Jobs of `key` waiting (not running). */
  queuedFor(key: string): number {
    return this.owners.get(key)?.items.length ?? 0;
  }

  push(key: string, item: T): void {
    const owner = this.owner(key);
    owner.items.push(item);
    this.count++;
    // Now and then, owners whose use has faded leave (those that never come back are not kept for ever).
    if (++this.pushes % 256 === 0) for (const o of [...this.owners.values()]) this.forget(o);
  }

  /** The next job to run, and its owner (charge it with `done` once it ends). */
  shift(): { key: string; item: T } | undefined {
    const now = this.ms();
    let best: Owner<T> | undefined;
    for (const o of this.owners.values()) {
      if (o.items.length === 0) continue;
      if (best === undefined || this.before(o, best, now)) best = o;
    }
    if (best === undefined) return undefined;
    const item = best.items.shift() as T;
    this.count--;
    best.running++;
    best.turn = ++this.turns;
    return { key: best.key, item };
  }

  /** A job of `key` ended after `workMs` of work: its owner's use grows by it. */
  done(key: string, workMs: number): void {
    const owner = this.owners.get(key);
    if (owner === undefined) return;
    owner.running = Math.max(0, owner.running - 1);
    this.decay(owner, this.ms());
    owner.used += Math.max(0, workMs);
    this.forget(owner);
  }

  /** Removes a waiting job (a request withdrawn); true when it was there. */
  remove(key: string, item: T): boolean {
    const owner = this.owners.get(key);
    const i = owner?.items.indexOf(item) ?? -1;
    if (owner === undefined || i < 0) return false;
    owner.items.splice(i, 1);
    this.count--;
    this.forget(owner);
    return true;
  }

  /** Every waiting job, removed (the runner is closing). */
  drain(): T[] {
    const all = [...this.owners.values()].flatMap((o) => o.items.splice(0));
    this.count = 0;
    for (const o of [...this.owners.values()]) this.forget(o);
    return all;
  }

  /**
   * How many waiting jobs would run before `item` if nobody's use changed: a round-robin estimate (each other owner
   * runs as many jobs as `item` has before it in its own queue, plus one when it comes first in the order).
   */
  ahead(key: string, item: T): number {
    const mine = this.owners.get(key);
    const k = mine?.items.indexOf(item) ?? -1;
    if (mine === undefined || k < 0) return 0;
    const now = this.ms();
    let n = k;
    for (const o of this.owners.values()) {
      if (o === mine) continue;
      n += Math.min(o.items.length, k + (this.before(o, mine, now) ? 1 : 0));
    }
    return n;
  }

  private before(a: Owner<T>, b: Owner<T>, now: number): boolean {
    const ua = this.usedAt(a, now);
    const ub = this.usedAt(b, now);
    if (ua !== ub) return ua < ub;
    if (a.running !== b.running) return a.running < b.running;
    if (a.turn !== b.turn) return a.turn < b.turn;
    return a.since < b.since;
  }

  private usedAt(o: Owner<T>, now: number): number {
    // Whole milliseconds: owners whose use differs by less (cheap jobs, timing noise) tie and take turns
    // (round-robin); only a real difference in use reorders them.
    return Math.round(o.used * 0.5 ** ((now - o.at) / this.halfLifeMs));
  }

  private decay(o: Owner<T>, now: number): void {
    o.used = this.usedAt(o, now);
    o.at = now;
  }

  private owner(key: string): Owner<T> {
    let o = this.owners.get(key);
    if (o === undefined) {
      o = { key, items: [], used: 0, at: this.ms(), running: 0, turn: 0, since: ++this.arrivals };
      this.owners.set(key, o);
    }
    return o;
  }

  /** An owner with nothing waiting, nothing running and its use forgotten leaves the map (it stays bounded). */
  private forget(o: Owner<T>): void {
    if (o.items.length === 0 && o.running === 0 && this.usedAt(o, this.ms()) === 0) this.owners.delete(o.key);
  }
}
