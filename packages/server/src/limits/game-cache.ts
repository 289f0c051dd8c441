import type { LiveGame } from '../live.js';

/** When a settled game was last seen to change (its version), for the sweep of idle games. */
interface Seen {
  version: number;
  at: number;
}

/**
 * The authority's games in memory, by id (a promise while a game loads). A Map whose `set` and `delete` also keep
 * the settled games and when each last moved, so the sweep can find idle ones; `get`, the per-move path, is Map's
 * own. "Last moved" is sampled by the sweep (a version that changed since the previous sweep counts as a move
 * then): nothing is recorded per move.
 */
export class GameCache extends Map<string, Promise<LiveGame | null>> {
  private readonly settled = new Map<string, LiveGame>();
  private readonly seen = new WeakMap<LiveGame, Seen>();

  override set(id: string, loading: Promise<LiveGame | null>): this {
    super.set(id, loading);
    this.settled.delete(id);
    loading.then(
      (live) => {
        if (live === null || super.get(id) !== loading) return;
        this.settled.set(id, live);
        this.seen.set(live, { version: live.version, at: Date.now() });
      },
      () => undefined,
    );
    return this;
  }

  override delete(id: string): boolean {
    this.settled.delete(id);
    return super.delete(id);
  }

  /** Forgets a settled game at once (the sweep: the count must drop before a creation is let in). */
  drop(live: LiveGame): void {
    if (this.settled.get(live.stored.id) === live) this.delete(live.stored.id);
  }

  override clear(): void {
    this.settled.clear();
    super.clear();
  }

  /**
   * The games that may leave memory now, oldest first: those idle for `idleMs` (or, when `atLeast` is more than
   * they are, the least recently moved beyond them too, to make room), never one `keep` says is busy.
   */
  victims(now: number, idleMs: number, keep: (live: LiveGame) => boolean, atLeast = 0): LiveGame[] {
    const candidates: { live: LiveGame; at: number }[] = [];
    for (const live of this.settled.values()) {
      let seen = this.seen.get(live);
      if (seen === undefined || seen.version !== live.version) {
        seen = { version: live.version, at: now };
        this.seen.set(live, seen);
      }
      if (!keep(live)) candidates.push({ live, at: seen.at });
    }
    candidates.sort((a, b) => a.at - b.at);
    const out: LiveGame[] = [];
    for (const { live, at } of candidates) {
      if (now - at < idleMs && out.length >= atLeast) break;
      out.push(live);
    }
    return out;
  }
}
