import type { Seat } from '@ludotheque/engine';
import type { Kysely } from 'kysely';
import type { TableState } from './state.js';

/**
 * A table's offers as a row (issue 24): the takeback asked, the rematch offered and who accepted it, the rematch
 * agreed (its game and each seat's seat there; the tokens stay hashed in that game's row, never here). Every node
 * reads it before a table command and writes it after, by compare-and-set on `revision`, so an offer asked on one
 * node is answered on another.
 */
export type OffersTables = {
  table_offers: {
    game_id: string;
    /** `{ takeback, rematch, started }` as JSON (the shape of `StoredOffers`). */
    offers: string;
    revision: number;
  };
};

export interface StoredOffers {
  readonly takeback: { readonly from: Seat; readonly version: number } | null;
  readonly rematch: { readonly from: Seat; readonly accepted: readonly Seat[] } | null;
  readonly started: {
    readonly id: string;
    readonly seats: readonly (Seat | null)[];
    /** While the game is being made: the lease of the node making it (table/rematch.ts). */
    readonly making?: number;
  } | null;
}

/** What the table commands need of the rows (commands.ts): read, and write only over the revision read. */
export interface OffersStore {
  load(gameId: string): Promise<{ offers: StoredOffers; revision: number }>;
  /** False when another node wrote since `revision` (nothing written: read again). */
  save(gameId: string, offers: StoredOffers, revision: number): Promise<boolean>;
}

export const NO_OFFERS: StoredOffers = { takeback: null, rematch: null, started: null };

/** A table's offers as stored (the rematch's tokens only in the memory of the node that made it: `started`). */
export function offersOf(t: TableState): StoredOffers {
  return {
    takeback: t.takeback,
    rematch: t.rematch === null ? null : { from: t.rematch.from, accepted: [...t.rematch.accepted].sort() },
    started:
      t.started === null
        ? null
        : {
            id: t.started.id,
            seats: t.started.seats,
            ...(t.started.making === undefined ? {} : { making: t.started.making }),
          },
  };
}

/**
 * Puts stored offers into a node's copy of the table. The rematch's tokens are kept when this node made that
 * rematch (the same game), else there are none: the seats learn of it without one (bound seats join by seat).
 */
export function applyOffers(t: TableState, o: StoredOffers): void {
  t.takeback = o.takeback;
  t.rematch = o.rematch === null ? null : { from: o.rematch.from, accepted: new Set(o.rematch.accepted) };
  if (o.started === null) t.started = null;
  else {
    const tokens = t.started?.id === o.started.id ? t.started.tokens : o.started.seats.map(() => null);
    const making = o.started.making;
    t.started = { id: o.started.id, seats: o.started.seats, tokens, ...(making === undefined ? {} : { making }) };
  }
}

/** Migration `0013-table-offers`. */
export async function offersTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('table_offers')
    .addColumn('game_id', 'text', (c) => c.primaryKey().references('games.id'))
    .addColumn('offers', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .execute();
}

export class SqlOffersStore implements OffersStore {
  constructor(private readonly db: Kysely<OffersTables>) {}

  async load(gameId: string): Promise<{ offers: StoredOffers; revision: number }> {
    const row = await this.db
      .selectFrom('table_offers')
      .select(['offers', 'revision'])
      .where('game_id', '=', gameId)
      .executeTakeFirst();
    if (row === undefined) return { offers: NO_OFFERS, revision: 0 };
    return { offers: JSON.parse(row.offers) as StoredOffers, revision: Number(row.revision) };
  }

  async save(gameId: string, offers: StoredOffers, revision: number): Promise<boolean> {
    const text = JSON.stringify(offers);
    if (revision === 0) {
      const r = await this.db
        .insertInto('table_offers')
        .values({ game_id: gameId, offers: text, revision: 1 })
        .onConflict((oc) => oc.column('game_id').doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
    }
    const r = await this.db
      .updateTable('table_offers')
      .set({ offers: text, revision: revision + 1 })
      .where('game_id', '=', gameId)
      .where('revision', '=', revision)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
}
