/** How fast an idle owner's lead (work beyond its share) is forgiven: halved every this many milliseconds. */
export const DEFAULT_HALF_LIFE_MS = 30_000;
/**
 * The most credit an idle owner has over the busy ones (ms of work): a player below its share whose one job costs
 * more than usual (a search several times the median) still goes first next time.
 */
export const DEFAULT_WAKE_BONUS_MS = 50;

interface Owner<T> {
  readonly key: string;
  readonly items: T[];
  /** Virtual time: where this owner's work stands on the queue's common clock (`FairQueue.virtual`). */
  vt: number;
  /** When it last ended a job or became idle (the queue's `ms`), to forgive an idle owner's lead. */
  at: number;
  /** Jobs of this owner running now (charged when they end): a tie goes to the owner with fewer. */
  running: number;
  /** When this owner last got a turn (a counter): among equals, the one served longest ago goes first. */
  turn: number;
  /** When this owner came (a counter): the last tie-break, so the order is total. */
  readonly since: number;
  /** Jobs it may start now under the queue's pace (a token bucket), and when that was counted. */
  tokens: number;
  filled: number;
}

/** At most `perSecond` jobs started per owner, `burst` at once; `applies` says which owners are paced. */
export interface Pace {
  readonly burst: number;
  readonly perSecond: number;
  readonly applies?: (key: string) => boolean;
}

/**
 * A work queue shared fairly between players (issue 23, "fair shares of CPU"): each job names its owner (the player
 * it serves). Start-time fair queueing (SFQ): each owner has a virtual time, the work done for it on a common scale;
 * the next job is the one of the owner whose time is least (round-robin among equals), and its job's cost moves that
 * owner's time on when it ends. The queue's clock is the time of the job last taken; an owner that was idle keeps
 * its time while the clock moves on, up to `wakeBonusMs` behind it (its credit, as a sleeping task's in CFS). A player whose demand stays below its share (a person thinking
 * between two moves) is therefore behind nobody each time it asks: it waits for the job on the thread, however many
 * jobs the busy players keep queued, and busy players who arrived after it get no credit over it (with "least use
 * lately" they went first for tens of seconds: issue 23's measure). Busy players share what is left equally: one
 * job each per turn while their jobs cost alike, a tenth of the turns for jobs ten times costlier. An idle owner's
 * lead over the clock (work beyond its share) is halved every `halfLifeMs`, so a player busy long ago is a newcomer
 * again. Jobs of one owner keep their order. `ms` is injected so tests run on a fake clock.
 */
export class FairQueue<T> {
  private readonly owners = new Map<string, Owner<T>>();
  private turns = 0;
  private count = 0;
  private pushes = 0;
  private arrivals = 0;
  /** The queue's virtual clock: the virtual time of the job last taken (it never goes back). */
  private virtual = 0;

  constructor(
    private readonly halfLifeMs = DEFAULT_HALF_LIFE_MS,
    private readonly ms: () => number = () => performance.now(),
    /** How far behind the clock an idle owner's credit may take it (a newcomer starts there). */
    private readonly wakeBonusMs = DEFAULT_WAKE_BONUS_MS,
    /**
     * A ceiling on each owner's jobs, whatever the threads' load (none by default): past it the owner's jobs wait,
     * so the work a player's jobs bring with them (the bot threads' answers are moves the main thread commits and
     * sends) stays within a share even when nobody else asks.
     */
    private readonly pace: Pace | null = null,
  ) {}

  /** Milliseconds until a paced owner with a job waiting may start one (null: none waits on its pace). */
  readyIn(): number | null {
    const pace = this.pace;
    if (pace === null) return null;
    let soonest: number | null = null;
    const now = this.ms();
    for (const o of this.owners.values()) {
      if (o.items.length === 0) continue;
      const tokens = this.tokensAt(o, now);
      const wait = tokens >= 1 ? 0 : ((1 - tokens) / pace.perSecond) * 1000;
      soonest = soonest === null ? wait : Math.min(soonest, wait);
    }
    return soonest;
  }

  get size(): number {
    return this.count;
  }

  /** Jobs of `key` waiting (not running). */
  queuedFor(key: string): number {
    return this.owners.get(key)?.items.length ?? 0;
  }

  push(key: string, item: T): void {
    const owner = this.owner(key);
    if (!busy(owner)) this.wake(owner);
    owner.items.push(item);
    this.count++;
    // Now and then, owners whose use has faded leave (those that never come back are not kept for ever).
    if (++this.pushes % 256 === 0) for (const o of [...this.owners.values()]) this.forget(o);
  }

  /** The next job to run, and its owner (charge it with `done` once it ends). */
  shift(): { key: string; item: T } | undefined {
    return this.shiftWhere(() => true);
  }

  /**
   * The next job among those `fits` accepts, in the same order (an owner whose next job does not fit is passed
   * over this once; its jobs keep their order): a job that can only run on one thread (server analyses: the thread
   * holding a game's analyser, issue 28).
   */
  shiftWhere(fits: (item: T) => boolean): { key: string; item: T } | undefined {
    const now = this.ms();
    let best: Owner<T> | undefined;
    for (const o of this.owners.values()) {
      if (o.items.length === 0 || this.tokensAt(o, now) < 1 || !fits(o.items[0] as T)) continue;
      if (best === undefined || this.before(o, best)) best = o;
    }
    if (best === undefined) return undefined;
    this.virtual = Math.max(this.virtual, best.vt);
    best.tokens = this.tokensAt(best, now) - 1;
    best.filled = now;
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
    owner.vt += Math.max(0, workMs);
    owner.at = this.ms();
    if (!busy(owner)) this.rest(owner);
    this.forget(owner);
  }

  /** Removes a waiting job (a request withdrawn); true when it was there. */
  remove(key: string, item: T): boolean {
    const owner = this.owners.get(key);
    const i = owner?.items.indexOf(item) ?? -1;
    if (owner === undefined || i < 0) return false;
    owner.items.splice(i, 1);
    this.count--;
    if (!busy(owner)) this.rest(owner);
    this.forget(owner);
    return true;
  }

  /** Every waiting job, removed (the runner is closing). */
  drain(): T[] {
    const all = [...this.owners.values()].flatMap((o) => {
      const items = o.items.splice(0);
      if (items.length > 0 && !busy(o)) this.rest(o);
      return items;
    });
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
    let n = k;
    for (const o of this.owners.values()) {
      if (o === mine) continue;
      n += Math.min(o.items.length, k + (this.before(o, mine) ? 1 : 0));
    }
    return n;
  }

  private before(a: Owner<T>, b: Owner<T>): boolean {
    // Whole milliseconds: owners whose work differs by less (cheap jobs, timing noise) tie and take turns
    // (round-robin); only a real difference reorders them.
    const va = Math.round(a.vt);
    const vb = Math.round(b.vt);
    if (va !== vb) return va < vb;
    if (a.running !== b.running) return a.running < b.running;
    if (a.turn !== b.turn) return a.turn < b.turn;
    return a.since < b.since;
  }

  /**
   * An owner with nothing waiting or running gets a job. Its time stays where it was (while it was idle the clock
   * moved on: that is its credit), but never more than `wakeBonusMs` behind the clock (the credit is capped, as a
   * sleeping task's in Linux's CFS), and a lead it has over the clock (work beyond its share) is halved for every
   * `halfLifeMs` it was idle.
   */
  private wake(o: Owner<T>): void {
    const lead = o.vt - this.virtual;
    const kept = lead > 0 ? lead * 0.5 ** ((this.ms() - o.at) / this.halfLifeMs) : lead;
    o.vt = this.virtual + Math.max(kept, -this.wakeBonusMs);
  }

  /** An owner has nothing waiting or running any more: its idle time counts from now. */
  private rest(o: Owner<T>): void {
    o.at = this.ms();
  }

  private owner(key: string): Owner<T> {
    let o = this.owners.get(key);
    if (o === undefined) {
      o = {
        key,
        items: [],
        vt: this.virtual - this.wakeBonusMs,
        at: this.ms(),
        running: 0,
        turn: 0,
        since: ++this.arrivals,
        tokens: this.pace?.burst ?? 0,
        filled: this.ms(),
      };
      this.owners.set(key, o);
    }
    return o;
  }

  /**
   * An idle owner without a lead over the clock (none left, or forgiven to under a millisecond) leaves the map (it
   * stays bounded): coming back, it would start at the clock anyway.
   */
  /** The owner's jobs allowed now by the pace (Infinity when it is not paced). */
  private tokensAt(o: Owner<T>, now: number): number {
    const pace = this.pace;
    if (pace === null || pace.applies?.(o.key) === false) return Number.POSITIVE_INFINITY;
    return Math.min(pace.burst, o.tokens + ((now - o.filled) / 1000) * pace.perSecond);
  }

  private forget(o: Owner<T>): void {
    // Kept while its pace has not refilled: leaving would give it a fresh burst.
    if (busy(o) || this.tokensAt(o, this.ms()) < (this.pace?.burst ?? 0)) return;
    const lead = (o.vt - this.virtual) * 0.5 ** ((this.ms() - o.at) / this.halfLifeMs);
    if (lead < 1) this.owners.delete(o.key);
  }
}

const busy = <T>(o: Owner<T>): boolean => o.items.length > 0 || o.running > 0;
