import type { Json } from '@ludotheque/engine';
import { clockMinutesOf } from '../clock.js';
import type { Clocks } from '../clocks/service.js';
import type { Fanout } from '../fanout.js';
import { GameCache } from '../limits/game-cache.js';
import { audiences, type LiveGame, makeLive, rebuild } from '../live.js';
import type { GameRegistry } from '../registry.js';
import type { Store } from '../store.js';
import type { Timers } from '../timers/timers.js';

/** How long a finished game stays in memory. */
const FINISHED_GAME_TTL_MS = 60_000;

/**
 * Which games this node holds in memory: loaded from the store (and replayed) on first use, resumed at start,
 * swept out when idle or to make room, dropped when their copy can no longer be trusted. The authority asks it for
 * a game; nothing here applies a move.
 */
export class Residence {
  readonly live = new GameCache();
  /** Games swept out of memory whose last queued work may still be committing: a reload waits for it. */
  private readonly leaving = new Map<string, Promise<unknown>>();

  constructor(
    private readonly games: GameRegistry,
    private readonly store: Store,
    private readonly fanout: Fanout,
    private readonly clocks: Clocks,
    private readonly timers: Timers,
    /** A game just loaded and still running: its bot asked, its round-end timer armed. */
    private readonly loaded: (live: LiveGame) => void,
  ) {}

  /** The game in memory, loaded from the store (and replayed) on first use; null when unknown. */
  open(id: string): Promise<LiveGame | null> {
    let found = this.live.get(id);
    if (found === undefined) {
      found = this.load(id);
      this.live.set(id, found);
      // An unknown id is not cached: it could be created by another node later.
      // Nor is a game that failed to load (storage down): the next use tries again.
      void found.then(
        (g) => {
          if (g === null) this.live.delete(id);
        },
        () => this.live.delete(id),
      );
    }
    return found;
  }

  /** A game this node just created. */
  add(live: LiveGame): void {
    this.live.set(live.stored.id, Promise.resolve(live));
  }

  private async load(id: string): Promise<LiveGame | null> {
    // A copy swept out with a move still committing: reading the store before that commit would load a copy one
    // version behind, which a sole writer never catches up (it does not read the store for future versions).
    const leaving = this.leaving.get(id);
    if (leaving !== undefined) await leaving;
    const stored = await this.store.getGame(id);
    if (stored === null) return null;
    const game = Object.hasOwn(this.games, stored.game) ? this.games[stored.game] : undefined;
    if (game === undefined) return null;
    const entries = await this.store.getMoves(id);
    const rebuilt = rebuild(game, stored, entries);
    if (!rebuilt.ok) throw new Error(`game ${id} does not replay: ${rebuilt.message}`);
    const live = makeLive(game, stored, rebuilt.state, entries, rebuilt.moves, rebuilt.line);
    if (live.status !== 'aborted') {
      const championship = clockMinutesOf(stored.options) !== null;
      await this.clocks.load(live, {
        entries,
        movers: rebuilt.movers,
        storeTimes: championship ? await this.store.getMoveTimes(id) : [],
        createdMs: Date.parse(stored.created),
      });
      await this.timers.loaded(live);
      this.loaded(live);
    }
    return live;
  }

  /**
   * Loads the started games moved within `windowMs` (at most `max`, the most recent first), warm for their players'
   * return (README Decisions, "Lazy start"). Timed games need no load: their flags are rows in the store, fired by
   * whichever node claims them (timers/); only timed games with no row yet (made before timers were stored) are
   * loaded, whatever their age, so their row gets written. The others — games nobody has moved in yet, games long
   * idle — load on first use (join, move, summary), which also asks their bot when one is to move.
   */
  async resumeAll(windowMs = Number.POSITIVE_INFINITY, max = Number.POSITIVE_INFINITY): Promise<number> {
    const since = Date.now() - windowMs;
    const games = (await this.store.activeGamesTouched()).sort((a, b) => b.touched - a.touched);
    const tableClocked = await this.clocks.timedAmong(games.map((g) => g.id));
    const isTimed = (g: { id: string; options: Json }) => clockMinutesOf(g.options) !== null || tableClocked.has(g.id);
    const noRow = (await this.timers.store?.without(games.filter(isTimed).map((g) => g.id))) ?? new Set<string>();
    const timed = games.filter((g) => isTimed(g) && noRow.has(g.id));
    const recent = games.filter((g) => g.started && g.touched >= since && !isTimed(g));
    const ids = [...timed, ...recent.slice(0, Math.max(0, max - timed.length))].map((g) => g.id);
    await Promise.all(ids.map((id) => this.open(id)));
    return ids.length;
  }

  /** Games in memory (loaded or loading). */
  get size(): number {
    return this.live.size;
  }

  /**
   * Lets games leave memory: those with no move for `idleMs`, and as many of the least recently moved beyond them
   * as `atLeast` asks (to make room). Never a game someone on this node watches or with a bot thinking. A running
   * clock or a deadline does not hold a game in memory: its due time is a row in the store, and whichever node
   * claims it when due loads the game and fires it (timers/). They reload from the store on their next use.
   * Returns how many left.
   */
  sweep(idleMs: number, atLeast = 0): number {
    const victims = this.live.victims(Date.now(), idleMs, (l) => this.busy(l), atLeast);
    for (const live of victims) {
      this.clocks.stop(live);
      this.live.drop(live);
      const id = live.stored.id;
      const last = live.lock;
      this.leaving.set(id, last);
      void last.then(() => {
        if (this.leaving.get(id) === last) this.leaving.delete(id);
      });
    }
    return victims.length;
  }

  private busy(live: LiveGame): boolean {
    if (live.botPending) return true;
    const listening = this.fanout.listening;
    if (listening === undefined) return false;
    return audiences(live).some((a) => listening.call(this.fanout, live.stored.id, a));
  }

  /** Makes room for one more game under `max` (sweeping idle, then least recently moved games); false when full. */
  makeRoom(max: number, idleMs: number): boolean {
    if (this.live.size < max) return true;
    this.sweep(idleMs, this.live.size - max + 1);
    return this.live.size < max;
  }

  /** Forgets this copy of the game (its clock stopped): the next use reloads it from the store. */
  evict(live: LiveGame): void {
    this.clocks.stop(live);
    const cached = this.live.get(live.stored.id);
    if (cached !== undefined) void cached.then((l) => l === live && this.live.delete(live.stored.id));
  }

  /** A finished game leaves memory after a while (connections still watching keep their reference). */
  retire(live: LiveGame): void {
    setTimeout(() => this.evict(live), FINISHED_GAME_TTL_MS).unref();
  }

  /** Forgets whatever copy of game `id` is cached (a write that failed: the next use reloads it). */
  forget(id: string): void {
    this.live.delete(id);
  }

  /** Every game in memory, settled (the ones still loading are waited for). */
  async each(run: (live: LiveGame) => void | Promise<void>): Promise<void> {
    await Promise.all(
      [...this.live.values()].map((p) =>
        p.then((live) => (live === null ? undefined : run(live))).catch(() => undefined),
      ),
    );
  }
}
