import type { Worker } from 'node:worker_threads';
import type { Analysis } from '@ludotheque/ai';
import type { GameRecord } from '@ludotheque/engine';
import type { AnalysisStatus } from '@ludotheque/protocol';
import { FairQueue } from '../limits/fair-queue.js';
import { startWorker } from '../threads.js';
import type { AnalysisCache } from './cache.js';

/**
 * One position of an analysis for its thread (issue 28): with `record`, the thread (re)starts the game's analyser
 * first; without, it goes on with the one it holds for `id`. Either way it analyses the next move and answers
 * `progress` (more to do), `done` or `failed`.
 */
export interface AnalysisRequest {
  readonly id: number;
  readonly record?: GameRecord;
  readonly seed: string;
  readonly iterations?: number;
}
export type AnalysisReply =
  | { readonly id: number; readonly type: 'progress'; readonly done: number; readonly total: number }
  | { readonly id: number; readonly type: 'done'; readonly analysis: Analysis }
  | { readonly id: number; readonly type: 'failed'; readonly message: string };

export interface AnalysisLimits {
  /** Analyses waiting at most; past it a request is refused (503 `busy`). */
  readonly maxQueued: number;
  /** Analyses one player may have queued or running at once; past it 429 `rateLimited`. */
  readonly maxPerPlayer?: number;
  /** Analyses queued or running for the players of one address (guests are cheap to make); past it 429. */
  readonly maxPerAddress?: number;
  /** Worker threads running analyses (started on first use). */
  readonly threads: number;
  /** Wall-clock budget of one game's analysis: past it the thread is stopped and the analysis fails. */
  readonly budgetMs: number;
  /** Iterations per search; default the game's medium level, as in the browser. */
  readonly iterations?: number;
}

/** One thread (the machine's cores serve games first), 32 waiting, 2 minutes a game (README: the figures). */
export const DEFAULT_ANALYSIS_LIMITS: AnalysisLimits = {
  maxQueued: 32,
  maxPerPlayer: 2,
  maxPerAddress: 4,
  threads: 1,
  budgetMs: 120_000,
};

/** The seed of every analysis, here and in the browser: the same record always gets the same figures. */
export const ANALYSIS_SEED = 'review';

interface Job {
  readonly id: number;
  readonly gameId: string;
  readonly record: GameRecord;
  /** Who asked (a player id): the fair queue's owner, at most `maxPerPlayer` places. */
  readonly requester: string;
  /** From where: at most `maxPerAddress` places. */
  readonly address: string;
  /** When its position now on a thread started (0: none is). */
  started: number;
  /** Whether one of its positions was analysed or is on a thread (its status is then `running`). */
  running: boolean;
  /** The thread holding its analyser (its positions run there), and the thread time its positions took. */
  pinned: Slot | null;
  spentMs: number;
  done: number;
  total: number;
  readonly finished: Promise<void>;
  readonly settle: () => void;
}

interface Slot {
  readonly worker: Worker;
  job: Job | null;
  timer: ReturnType<typeof setTimeout> | null;
}

export type Refusal = 'rateLimited' | 'busy';

/**
 * The server's analyses (issues 18, 23, 28): a bounded queue shared fairly between players (limits/fair-queue.ts:
 * the next position is one of the player whose analyses took the least thread time lately, round-robin among
 * equals). Each analysis is a job per position (issue 28): after each move analysed its next position goes back
 * on the queue, so another player's analysis interleaves with a long one instead of waiting up to its whole budget;
 * a game's analyser stays on the thread that started it (`pinned`). Also
 * each player holding at most `maxPerPlayer` places and each address `maxPerAddress`, so nobody holds the queue; run
 * on worker threads with a time budget per game, the results kept by the cache with the game. Asking for a game
 * already queued, running or done takes no place.
 */
export class AnalysisService {
  private readonly queue: FairQueue<Job>;
  private readonly jobs = new Map<string, Job>();
  /** Places held (queued or running) per player and per address. */
  private readonly holders = new Map<string, number>();
  private readonly addresses = new Map<string, number>();
  private readonly failures = new Map<string, string>();
  private readonly slots: Slot[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly cache: AnalysisCache,
    private readonly limits: AnalysisLimits = DEFAULT_ANALYSIS_LIMITS,
    private readonly spawn: () => Worker = () => startWorker('analysis/worker'),
    clock?: () => number,
  ) {
    this.queue = new FairQueue<Job>(undefined, clock);
  }

  async status(gameId: string): Promise<AnalysisStatus> {
    const pending = this.pending(gameId);
    if (pending !== null) return pending;
    const kept = await this.cache.get(gameId);
    if (kept !== null) return { status: 'done', analysis: kept };
    // A job may have finished while the cache was read.
    const later = this.pending(gameId);
    if (later !== null) return later;
    const failed = this.failures.get(gameId);
    return failed === undefined ? { status: 'none' } : { status: 'failed', message: failed };
  }

  /** Asks for `record`'s analysis on behalf of `requester`: how it stands, or why it was refused. */
  async request(
    gameId: string,
    record: GameRecord,
    requester: string,
    address = '',
  ): Promise<{ ok: true; value: AnalysisStatus } | { ok: false; refusal: Refusal }> {
    const now = await this.status(gameId);
    if (now.status !== 'none' && now.status !== 'failed') return { ok: true, value: now };
    // Checked after the read above: another request may have queued this game meanwhile.
    const raced = this.pending(gameId);
    if (raced !== null) return { ok: true, value: raced };
    if ((this.holders.get(requester) ?? 0) >= this.perPlayer) return { ok: false, refusal: 'rateLimited' };
    if ((this.addresses.get(address) ?? 0) >= this.perAddress) return { ok: false, refusal: 'rateLimited' };
    if (this.closed || this.queue.size >= this.limits.maxQueued) return { ok: false, refusal: 'busy' };
    this.failures.delete(gameId);
    let settle = () => {};
    const finished = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const job: Job = {
      id: this.nextId++,
      gameId,
      record,
      requester,
      address,
      started: 0,
      running: false,
      pinned: null,
      spentMs: 0,
      done: 0,
      total: 0,
      finished,
      settle,
    };
    this.jobs.set(gameId, job);
    this.holders.set(requester, (this.holders.get(requester) ?? 0) + 1);
    this.addresses.set(address, (this.addresses.get(address) ?? 0) + 1);
    this.queue.push(requester, job);
    this.dispatch();
    return { ok: true, value: this.pending(gameId) ?? { status: 'none' } };
  }

  /** Resolves once `gameId`'s analysis (queued or running) has finished or failed; at once when there is none. */
  async settled(gameId: string): Promise<void> {
    await this.jobs.get(gameId)?.finished;
  }

  get queued(): number {
    return this.queue.size;
  }

  // Options given before issue 23 name only some bounds: the others keep their defaults.
  private get perPlayer(): number {
    return this.limits.maxPerPlayer ?? 2;
  }

  private get perAddress(): number {
    return this.limits.maxPerAddress ?? 4;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.drain()) this.finish(job, 'the server is closing');
    await Promise.all(
      this.slots.splice(0).map((slot) => {
        if (slot.job !== null) this.finish(slot.job, 'the server is closing');
        if (slot.timer !== null) clearTimeout(slot.timer);
        return slot.worker.terminate();
      }),
    );
  }

  private pending(gameId: string): AnalysisStatus | null {
    const job = this.jobs.get(gameId);
    if (job === undefined) return null;
    if (job.running) return { status: 'running', done: job.done, total: job.total };
    return { status: 'queued', ahead: this.queue.ahead(job.requester, job) };
  }

  private dispatch(): void {
    while (this.queue.size > 0 && !this.closed) {
      let slot = this.slots.find((x) => x.job === null);
      if (slot === undefined && this.slots.length < this.limits.threads) slot = this.start();
      if (slot === undefined) return;
      const free = slot;
      // A game's later positions run on the thread holding its analyser; a new one on any free thread.
      const next = this.queue.shiftWhere((job) => job.pinned === null || job.pinned === free)?.item;
      if (next === undefined) return;
      const job = next;
      const fresh = job.pinned === null;
      job.running = true;
      job.pinned = free;
      job.started = performance.now();
      free.job = job;
      const request: AnalysisRequest = {
        id: job.id,
        ...(fresh ? { record: job.record } : {}),
        seed: ANALYSIS_SEED,
        ...(this.limits.iterations === undefined ? {} : { iterations: this.limits.iterations }),
      };
      // The game's budget is the thread time of all its positions; one that runs past what is left is stopped.
      const left = Math.max(0, this.limits.budgetMs - job.spentMs);
      free.timer = setTimeout(() => this.stop(free, 'the analysis ran out of its time budget'), left);
      free.worker.postMessage(request);
    }
  }

  private start(): Slot {
    const slot: Slot = { worker: this.spawn(), job: null, timer: null };
    slot.worker.on('message', (reply: AnalysisReply) => void this.reply(slot, reply));
    slot.worker.on('error', (e) => this.stop(slot, e.message));
    slot.worker.unref();
    this.slots.push(slot);
    return slot;
  }

  private async reply(slot: Slot, reply: AnalysisReply): Promise<void> {
    const job = slot.job;
    if (this.closed || job === null || reply.id !== job.id) return;
    if (slot.timer !== null) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    this.charge(job);
    if (reply.type === 'progress') {
      job.done = reply.done;
      job.total = reply.total;
      // Its next position waits its turn like anybody's.
      if (this.closed) this.finish(job, 'the server is closing');
      else this.queue.push(job.requester, job);
      this.dispatch();
      return;
    }
    if (reply.type === 'done') {
      // Kept before the job leaves, so a status read never falls between "running" and "done".
      const stored = await this.cache.put(job.gameId, reply.analysis).then(
        () => null,
        (e: unknown) => (e instanceof Error ? e.message : String(e)),
      );
      this.finish(job, stored);
    } else this.finish(job, reply.message);
    this.dispatch();
  }

  /**
   * A thread past a game's budget, or crashed: the game on it fails and the thread is dropped (a new one starts when
   * needed). The other games whose analysers it held start again from their first move, on any thread.
   */
  private stop(slot: Slot, message: string): void {
    if (slot.timer !== null) clearTimeout(slot.timer);
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    void slot.worker.terminate();
    const job = slot.job;
    slot.job = null;
    if (job !== null) {
      this.charge(job);
      this.finish(job, message);
    }
    for (const other of this.jobs.values())
      if (other.pinned === slot) {
        other.pinned = null;
        other.done = 0;
      }
    this.dispatch();
  }

  /** The position that just ended is charged to its player's use (the fair queue's order) and to the game's budget. */
  private charge(job: Job): void {
    if (job.started === 0) return;
    const ms = performance.now() - job.started;
    job.started = 0;
    job.spentMs += ms;
    this.queue.done(job.requester, ms);
  }

  private finish(job: Job, failure: string | null): void {
    this.jobs.delete(job.gameId);
    job.pinned = null;
    job.running = false;
    release(this.holders, job.requester);
    release(this.addresses, job.address);
    if (failure !== null) this.failures.set(job.gameId, failure);
    job.settle();
  }
}

function release(counts: Map<string, number>, key: string): void {
  const n = (counts.get(key) ?? 0) - 1;
  if (n > 0) counts.set(key, n);
  else counts.delete(key);
}
