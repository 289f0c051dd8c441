import { DAY_MS } from '@ludotheque/protocol';
import type { Clocks, Stepped } from '../clocks/service.js';
import type { ClockTime } from '../clocks/time.js';
import type { LiveGame } from '../live.js';
import type { TimerRow, TimerStore } from './storage.js';

/**
 * Nobody can stall (issue 22): an untimed game's seat to move has this long for its move (presence/README.md
 * "Move deadline"); past it, the others get the abandonment choices, the seat connected or not.
 */
export const UNTIMED_MOVE_MS = 7 * DAY_MS;

/**
 * The due time of each game this node holds, as the store keeps it (storage.ts): computed for an entry before it is
 * stored (the row goes in the entry's transaction), remembered once committed, read back when a game loads.
 */
export class Timers {
  /** Untimed games: the seat to move's deadline (ms since the epoch), as stored. */
  private readonly deadlines = new WeakMap<LiveGame, number>();
  private readonly writes = new Set<Promise<void>>();

  constructor(
    readonly store: TimerStore | null,
    private readonly clocks: Clocks,
    private readonly time: ClockTime,
    readonly moveMs = UNTIMED_MOVE_MS,
  ) {}

  /**
   * The game's timer once an entry leading to `after` is stored: its clock's flag when it has a clock (the stepped
   * one), else the move deadline of the seat to move; null when the game ends or nothing is due.
   */
  rowAfter(live: LiveGame, stepped: Stepped | null, after: unknown, result: unknown): TimerRow | null {
    if (result !== null || live.game.toMove(after) === null) return null;
    if (live.clock !== undefined) {
      const due = stepped === null ? null : this.clocks.dueOf(live, stepped.clock);
      return due === null ? null : { kind: 'flag', dueMs: due };
    }
    return { kind: 'move', dueMs: this.time.now() + this.moveMs };
  }

  /** The row now, for the game as it stands (a new game, a rewrite, a game with no row yet). */
  rowNow(live: LiveGame): TimerRow | null {
    if (live.status !== 'active' || live.game.toMove(live.state) === null) return null;
    if (live.clock !== undefined) {
      const due = this.clocks.dueOf(live);
      return due === null ? null : { kind: 'flag', dueMs: due };
    }
    return { kind: 'move', dueMs: this.time.now() + this.moveMs };
  }

  /** The entry carrying `row` is committed: this node's copy follows it. */
  committed(live: LiveGame, row: TimerRow | null): void {
    if (row?.kind === 'move') this.deadlines.set(live, row.dueMs);
    else this.deadlines.delete(live);
  }

  /** A new game's timer (its first mover's flag or move deadline), stored before the game is announced. */
  async created(live: LiveGame): Promise<void> {
    const row = this.rowNow(live);
    await this.store?.save(live.stored.id, live.version, row);
    this.committed(live, row);
  }

  /**
   * A game loaded or caught up from the store: its stored deadline. A game with no row (made before timers were
   * stored) gets one from now, written.
   */
  async loaded(live: LiveGame): Promise<void> {
    if (live.status !== 'active') return this.committed(live, null);
    const stored = (await this.store?.load(live.stored.id)) ?? null;
    if (stored !== null && stored.version === live.version) return this.committed(live, stored);
    if (stored !== null && stored.version > live.version) return; // the copy is behind: its catch-up follows
    this.afterRewrite(live);
  }

  /**
   * After an entry written without its timer (a takeback, a seat event: games/rewrites.ts): the row is written
   * after the commit, the last version winning.
   */
  afterRewrite(live: LiveGame): void {
    const row = this.rowNow(live);
    this.committed(live, row);
    if (this.store === null) return;
    const write = this.store
      .save(live.stored.id, live.version, row)
      .catch((e: unknown) => console.error(`timer of ${live.stored.id} not stored: ${String(e)}`))
      .finally(() => this.writes.delete(write));
    this.writes.add(write);
  }

  /** An untimed game's move deadline for its seat to move (ms since the epoch), or null. */
  moveDeadline(live: LiveGame): number | null {
    if (live.status !== 'active' || live.clock !== undefined) return null;
    return this.deadlines.get(live) ?? null;
  }

  async flush(): Promise<void> {
    while (this.writes.size > 0) await Promise.all([...this.writes]);
  }
}
