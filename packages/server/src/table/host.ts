import type { BerserkEvent, PlatformEvent, Result, TakebackEvent } from '@ludotheque/engine';
import { err } from '@ludotheque/engine';
import type { CreateGameRequest, CreateGameResponse } from '@ludotheque/protocol';
import type { Fanout } from '../fanout.js';
import type { AuthorityError } from '../games/errors.js';
import type { SharedLimiter } from '../limits/shared.js';
import { type LiveGame, locked } from '../live.js';
import type { RatingHooks } from '../ratings/hooks.js';
import type { Store } from '../store.js';
import { loadOffers, type TableHost } from './commands.js';
import type { OffersStore } from './offers-store.js';

/** What the authority lends the table commands (commands.ts `TableHost`). */
export interface TableWiring {
  readonly store: Store;
  readonly fanout: Fanout;
  readonly offers: OffersStore | undefined;
  /** Several nodes: a copy brought up to the store before a command; absent for a sole writer. */
  readonly catchUp: ((live: LiveGame) => Promise<boolean>) | undefined;
  readonly ratings: RatingHooks | null;
  /** Each player's aborts of the last 24 hours (commands.ts `ABORTS_PER_DAY`); absent: not counted. */
  readonly aborts: SharedLimiter | undefined;
  /** A platform event at `version`, written like a move (games/entries.ts), under the game's lock. */
  readonly event: (
    live: LiveGame,
    version: number,
    event: PlatformEvent | BerserkEvent,
  ) => Promise<Result<void, AuthorityError>>;
  readonly takeback: TableHost['appendTakeback'];
  /** Whether game `id` belongs to a berserkable arena (tournaments/), asked when a seat goes berserk. */
  readonly berserkable: (id: string) => Promise<boolean>;
  /** An aborted game's clock and round-end timer stopped. */
  readonly stopped: (live: LiveGame) => void;
  /** The game in memory, loaded on first use (Authority.open). */
  readonly open: (id: string) => Promise<LiveGame | null>;
  readonly create: (
    request: CreateGameRequest,
    players?: readonly (string | null)[],
    id?: string,
  ) => Promise<Result<CreateGameResponse, AuthorityError>>;
}

/**
 * The table commands' host (table/commands.ts): entries written like moves, an abort stored, a rematch made (a
 * rated table stays rated), a game looked up or called off — each through the authority's own paths.
 */
export function tableHost(w: TableWiring): TableHost {
  return {
    fanout: w.fanout,
    ...(w.offers === undefined ? {} : { offers: w.offers }),
    ...(w.catchUp === undefined ? {} : { catchUp: w.catchUp }),
    ...(w.aborts === undefined ? {} : { aborts: w.aborts }),
    locked,
    appendEvent: async (live, event) => {
      const r = await w.event(live, live.version, event);
      return r.ok
        ? r
        : err({
            code: r.error.code === 'options' || r.error.code === 'notOver' ? 'internal' : r.error.code,
            message: r.error.message,
          });
    },
    appendTakeback: (live: LiveGame, t: TakebackEvent) => w.takeback(live, t),
    berserkable: (live) => w.berserkable(live.stored.id),
    isRated: async (live) => (await w.ratings?.isRated(live.stored.id)) === true,
    abort: async (live, seat) => {
      const aborted = await w.store.abort(live.stored.id, live.version, seat).catch(() => false);
      if (aborted) w.stopped(live);
      return aborted;
    },
    create: async (request, from, players, id) =>
      w.create(
        from !== undefined && (await w.ratings?.isRated(from.stored.id)) ? { ...request, rated: true } : request,
        players,
        id,
      ),
    exists: async (id) => (await w.store.getGame(id)) !== null,
    callOff: (id) => callOff(w, id),
  };
}

/**
 * Calls off a rematch made after another node refused it (rematch.ts): nobody was told of it, but its bots may
 * have moved already (a node stalled past the rematch's lease while a bot answered), so it is aborted at the
 * version it reached, under its lock (no bot move between the read and the abort), not at 0 — which would fail
 * and leave a game nobody knows of running. Its copy here stops (clock, round-end timer; a bot then gets
 * `aborted`).
 */
async function callOff(w: TableWiring, id: string): Promise<void> {
  const live = await w.open(id);
  if (live === null) return;
  await locked(live, async () => {
    if (live.status !== 'active') return;
    if (w.catchUp !== undefined && !(await w.catchUp(live))) return;
    if (!(await w.store.abort(id, live.version).catch(() => false))) return;
    live.status = 'aborted';
    w.stopped(live);
  });
}

/** A copy just loaded reads its table's offers once (a join then gets them: commands.ts `joinFrames`). */
export async function offersOnLoad(host: TableHost, live: LiveGame | null): Promise<void> {
  const offers = host.offers;
  if (live === null || offers === undefined || live.table.offersRevision >= 0) return;
  live.table.offersRevision = 0;
  await locked(live, () => loadOffers(offers, live)).catch(() => undefined);
}
