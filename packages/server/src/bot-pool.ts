import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { BotJob, BotRunner } from './bot-move.js';
import { FairQueue } from './limits/fair-queue.js';
import type { Rate } from './limits/limits.js';
import { startWorker } from './threads.js';

export interface WorkerRequest {
  readonly id: number;
  readonly job: BotJob;
}
export type WorkerReply =
  | { readonly id: number; readonly ok: true; readonly move: unknown; readonly searchMs?: number }
  | { readonly id: number; readonly ok: false; readonly message: string; readonly searchMs?: number };

/** Where one job's time went (the load script's profile, `WorkerBots.observe`). */
export interface JobTiming {
  readonly owner: string;
  /** In the fair queue, waiting for a thread. */
  readonly waitMs: number;
  /** Posted to the thread until its answer is back on the main thread. */
  readonly runMs: number;
  /** The search itself, timed in the thread. */
  readonly searchMs: number;
}

interface Task {
  readonly request: WorkerRequest;
  readonly queuedAt: number;
  readonly resolve: (move: unknown) => void;
  readonly reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
  /** Whose job runs (the fair queue's owner) and since when, to charge its time when it ends. */
  owner: string;
  started: number;
}

/** A job's owner for the fair queue: the player it serves, else its game, else one shared key. */
const ownerOf = (job: BotJob): string => job.owner ?? (job.gameId === undefined ? 'anonymous' : `game:${job.gameId}`);

/**
 * Bot seats play in worker threads so a search never blocks the event loop that serves every other game. Jobs
 * queue when every worker is busy, fairly between players (limits/fair-queue.ts): the next job is the one of the
 * player whose bots used the least thread time lately, so a player with a hundred games against bots cannot slow
 * another player's bot reply beyond its share. From sources (tests under vitest) the worker is TypeScript, loaded
 * through tsx.
 */
export class WorkerBots implements BotRunner {
  private readonly slots: Slot[] = [];
  private readonly queue: FairQueue<Task>;
  private nextId = 1;
  private closed = false;
  /** Set while a paced player's job waits for its pace and a thread is free. */
  private paced: NodeJS.Timeout | null = null;
  /** Told of every job that ends, with where its time went (the load script's profile; nothing by default). */
  observe: ((t: JobTiming) => void) | null = null;

  constructor(
    size = Math.max(1, availableParallelism() - 1),
    halfLifeMs?: number,
    /** False: one queue in arrival order, as before issue 23 (the load script's comparison only). */
    private readonly fair = true,
    /** Bot moves per player (owners `player:…`), whatever the load: past it its moves wait (null: no ceiling). */
    pace: Rate | null = null,
  ) {
    this.queue = new FairQueue<Task>(
      halfLifeMs,
      undefined,
      undefined,
      pace === null ? null : { ...pace, applies: (key) => key.startsWith('player:') },
    );
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
  }

  private spawn(): Slot {
    const worker = startWorker('bot-worker');
    const slot: Slot = { worker, task: null, owner: '', started: 0 };
    worker.on('message', (reply: WorkerReply) => this.settle(slot, reply));
    worker.on('error', (e) => this.fail(slot, e));
    worker.unref();
    return slot;
  }

  private settle(slot: Slot, reply: WorkerReply): void {
    const task = slot.task;
    slot.task = null;
    if (task !== null) {
      const now = performance.now();
      // Charged the search's own time (timed in the thread): the wall time also holds the main thread's delays in
      // reading the answer, which would tax whoever happened to be answered while it was busy.
      this.queue.done(slot.owner, reply.searchMs ?? now - slot.started);
      this.observe?.({
        owner: slot.owner,
        waitMs: slot.started - task.queuedAt,
        runMs: now - slot.started,
        searchMs: reply.searchMs ?? 0,
      });
      if (reply.ok) task.resolve(reply.move);
      else task.reject(new Error(reply.message));
    }
    this.dispatch();
  }

  /** A crashed worker fails its task and is replaced, so one bad search cannot take bots down. */
  private fail(slot: Slot, e: Error): void {
    if (slot.task !== null) this.queue.done(slot.owner, performance.now() - slot.started);
    slot.task?.reject(e);
    slot.task = null;
    if (this.closed) return;
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots[index] = this.spawn();
    this.dispatch();
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.task !== null) continue;
      const next = this.queue.shift();
      if (next === undefined) {
        this.wakeForPace();
        return;
      }
      slot.task = next.item;
      slot.owner = next.key;
      slot.started = performance.now();
      slot.worker.postMessage(next.item.request);
    }
  }

  /** A thread is free but every waiting job is over its player's pace: look again when the first may start. */
  private wakeForPace(): void {
    if (this.paced !== null || this.closed || this.queue.size === 0) return;
    const wait = this.queue.readyIn();
    if (wait === null) return;
    this.paced = setTimeout(
      () => {
        this.paced = null;
        this.dispatch();
      },
      Math.max(1, Math.ceil(wait)),
    );
    this.paced.unref();
  }

  choose(job: BotJob): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('bots closed'));
    return new Promise((resolve, reject) => {
      const task = { request: { id: this.nextId++, job }, queuedAt: performance.now(), resolve, reject };
      this.queue.push(this.fair ? ownerOf(job) : 'everyone', task);
      this.dispatch();
    });
  }

  queued(): number {
    return this.queue.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.paced !== null) clearTimeout(this.paced);
    for (const t of this.queue.drain()) t.reject(new Error('bots closed'));
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
