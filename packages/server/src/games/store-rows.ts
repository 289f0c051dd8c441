import type { Clocks } from '../clocks/service.js';
import type { ClockTime } from '../clocks/time.js';
import { SqlStore } from '../sql-store.js';
import type { Store } from '../store.js';
import { type OffersTables, SqlOffersStore } from '../table/offers-store.js';
import { type PollerOptions, TimerPoller } from '../timers/poller.js';
import { type Claimed, TimerStore } from '../timers/storage.js';
import { Timers } from '../timers/timers.js';
import type { ChangedSince, LatestVersions, StoreFeed } from './catch-up.js';

/** What the authority keeps as rows beside the games on a SQL store: due times and their poller, table offers. */
export interface StoreRows {
  readonly timers: Timers;
  /** Fires the due timers of any node (timers/poller.ts); null without a SQL store. */
  readonly poller: TimerPoller | null;
  /** The tables' offers (table/offers-store.ts): a node answers an offer asked on another; absent without SQL. */
  readonly offers: SqlOffersStore | undefined;
  /**
   * The store's versions of some games, and of the games written lately (games/catch-up.ts `checkStore`,
   * `checkChanges`); absent without SQL.
   */
  readonly feed: StoreFeed | undefined;
}

/**
 * The authority's rows (issue 24: one source of truth per fact, in the store). `wake`: a due timer this node
 * claimed; `timerPoll: false`: no poller running (a test drives it by hand).
 */
export function storeRows(
  store: Store,
  clocks: Clocks,
  time: ClockTime,
  options: { readonly moveDeadlineMs?: number; readonly timerPoll?: PollerOptions | false },
  wake: (claimed: Claimed) => Promise<void>,
): StoreRows {
  const sql = store instanceof SqlStore ? store : null;
  const timerStore = sql === null ? null : TimerStore.of(sql.db);
  const timers = new Timers(timerStore, clocks, time, options.moveDeadlineMs);
  const poller = timerStore === null ? null : new TimerPoller(timerStore, time, wake, options.timerPoll || {});
  if (options.timerPoll !== false) poller?.start();
  const offers = sql === null ? undefined : new SqlOffersStore(sql.db.withTables<OffersTables>());
  const latest: LatestVersions | undefined =
    sql === null
      ? undefined
      : async (ids) => {
          const found = new Map<string, number>();
          // In slices: a statement's parameters are bounded (PostgreSQL 65,535; SQLite 32,766).
          for (let i = 0; i < ids.length; i += 1_000) {
            const rows = await sql.db
              .selectFrom('moves')
              .select(['game_id', (eb) => eb.fn.max('version').as('v')])
              .where('game_id', 'in', ids.slice(i, i + 1_000))
              .groupBy('game_id')
              .execute();
            for (const r of rows) found.set(r.game_id, Number(r.v));
          }
          return found;
        };
  const changed: ChangedSince | undefined =
    sql === null
      ? undefined
      : async (since) => {
          // The range of the `moves_created` index: the entries written since, whatever the games held.
          const rows = await sql.db
            .selectFrom('moves')
            .select(['game_id', (eb) => eb.fn.max('version').as('v')])
            .where('created', '>', since)
            .groupBy('game_id')
            .execute();
          return new Map(rows.map((r) => [r.game_id, Number(r.v)]));
        };
  const feed = latest === undefined || changed === undefined ? undefined : { latest, changed };
  return { timers, poller, offers, feed };
}
