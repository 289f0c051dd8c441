import type { HomeStats, WatchEntry } from '@ludotheque/protocol';
import type { FastifyInstance } from 'fastify';

/** A game whose last move is older than this is not offered to watch: nobody may be playing it any more. */
export const WATCH_RECENT_MS = 5 * 60_000;

export interface StatsSources {
  /** Games with a connected seat and the connected seats, over every node (presence/hub.ts `totals`). */
  readonly totals: () => { games: number; seats: number };
  /** Seats connected in one game, over every node. */
  readonly connected: (gameId: string) => number;
  /** The lobby's live games, most recently moved first (lobby/store.ts `watchList`), or none without a lobby. */
  readonly watchList: () => Promise<readonly WatchEntry[]>;
  readonly now?: () => number;
}

/**
 * The liveliest game of the watch list: most connected seats, then the latest move; moved lately and with someone
 * still at it (issue 25: a game whose players have all left is no game to watch).
 */
export function pickWatch(
  list: readonly WatchEntry[],
  connected: (gameId: string) => number,
  now: number,
): WatchEntry | null {
  let best: WatchEntry | null = null;
  let bestSeats = 0;
  for (const e of list) {
    if (now - Date.parse(e.lastMoveAt) > WATCH_RECENT_MS) continue;
    const seats = connected(e.game);
    if (seats === 0) continue;
    // The list is newest first: a later entry wins only with more people at it.
    if (seats > bestSeats) {
      best = e;
      bestSeats = seats;
    }
  }
  return best;
}

/**
 * The home page's counts, computed at most once per `everyMs` on this node whatever the number of visitors (one
 * store read per second at most; callers arriving together share it).
 */
export function statsReader(sources: StatsSources, everyMs = 1_000): () => Promise<HomeStats> {
  const now = sources.now ?? Date.now;
  let cached: { at: number; value: Promise<HomeStats> } | null = null;
  return () => {
    const t = now();
    if (cached !== null && t - cached.at < everyMs) return cached.value;
    const value = (async (): Promise<HomeStats> => {
      const { games, seats } = sources.totals();
      const watch = pickWatch(await sources.watchList(), sources.connected, t);
      return { online: seats, games, watch };
    })();
    cached = { at: t, value };
    // A failed read is not kept: the next visitor tries again.
    value.catch(() => {
      if (cached?.value === value) cached = null;
    });
    return value;
  };
}

/** `GET /api/stats`: the home page's live counts (HomeStats), cacheable by browsers and proxies for a second. */
export function registerStats(app: FastifyInstance, read: () => Promise<HomeStats>): void {
  app.get('/api/stats', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=1');
    return read();
  });
}
