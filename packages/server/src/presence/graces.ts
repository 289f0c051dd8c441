import type { Seat } from '@ludotheque/engine';
import { type CompiledQuery, type Kysely, sql } from 'kysely';

/**
 * Abandonment graces as rows (issue 24): when the seat to move of a game is gone by the shared presence, the first
 * node that sees it writes when its grace ends; every node counts from that row, whichever armed it and even when
 * that node died since, and a choice resting on presence (wait, a stand-in bot, a claim) is checked against the row
 * when it is made. The player back on any node deletes it. One row per game: only the seat to move can be away.
 */
export type GraceTables = {
  seat_graces: {
    game_id: string;
    seat: number;
    /** The game's version the grace was counted at: any entry after it (a move, a wait) starts another. */
    version: number;
    due_ms: number | string;
  };
};
type WithGames = GraceTables & { games: { id: string; status: string } };

export interface Grace {
  readonly seat: Seat;
  readonly version: number;
  readonly dueMs: number;
}

/** Migration `0015-seat-graces` (issue 24). */
export async function graceTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seat_graces')
    .addColumn('game_id', 'text', (c) => c.primaryKey().references('games.id'))
    .addColumn('seat', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('due_ms', 'bigint', (c) => c.notNull())
    .execute();
}

export class GraceStore {
  constructor(private readonly db: Kysely<GraceTables>) {}

  static of<DB>(db: Kysely<DB>): GraceStore {
    return new GraceStore(db.withTables<GraceTables>() as unknown as Kysely<GraceTables>);
  }

  async get(gameId: string): Promise<Grace | null> {
    const row = await this.db
      .selectFrom('seat_graces')
      .select(['seat', 'version', 'due_ms'])
      .where('game_id', '=', gameId)
      .executeTakeFirst();
    return row === undefined ? null : { seat: row.seat, version: Number(row.version), dueMs: Number(row.due_ms) };
  }

  /**
   * The grace of `seat` at `version`: the stored one when a node armed it first (its due time wins, so no node
   * restarts it), else `dueMs` written now. A row of an older version (the game moved on) is replaced;
   * one of a newer version is returned as it is (this copy is behind: the caller finds it does not match).
   */
  async arm(gameId: string, seat: Seat, version: number, dueMs: number): Promise<Grace> {
    // Only for a game still being played: a grace armed as the game ends (the presence saw it a moment before)
    // would otherwise outlive it (`sweep` removes any that still slips through).
    const db = this.db as unknown as Kysely<WithGames>;
    const row = db
      .selectFrom('games')
      .select([
        sql<string>`cast(${gameId} as text)`.as('game_id'),
        sql<number>`cast(${seat} as integer)`.as('seat'),
        sql<number>`cast(${version} as integer)`.as('version'),
        sql<number>`cast(${Math.round(dueMs)} as bigint)`.as('due_ms'),
      ])
      .where('id', '=', gameId)
      .where('status', '=', 'active');
    await db
      .insertInto('seat_graces')
      .columns(['game_id', 'seat', 'version', 'due_ms'])
      .expression(row as never)
      .onConflict((oc) =>
        oc.column('game_id').doUpdateSet({ seat, version, due_ms: dueMs }).where('seat_graces.version', '<', version),
      )
      .execute();
    return (await this.get(gameId)) ?? { seat, version, dueMs };
  }

  /** The seat's player is back (on any node): its grace ends. */
  async cancel(gameId: string, seat: Seat): Promise<void> {
    await this.db.deleteFrom('seat_graces').where('game_id', '=', gameId).where('seat', '=', seat).execute();
  }

  /**
   * Removes the graces of games no longer being played (a crash between an arm and the game's end, or rows from
   * before ends deleted them); run with the server's periodic sweep. Returns how many went.
   */
  async sweep(): Promise<number> {
    const db = this.db as unknown as Kysely<WithGames>;
    const r = await db
      .deleteFrom('seat_graces')
      .where('game_id', 'in', (eb) => eb.selectFrom('games').select('id').where('status', '<>', 'active'))
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}

/**
 * In the transaction that ends a game (sql-store.ts, after its status is set): its grace row goes with it, so a
 * finished or aborted game leaves none (issue 24).
 */
export function graceEnd(db: Kysely<unknown>, gameId: string): CompiledQuery {
  return (db as unknown as Kysely<WithGames>)
    .deleteFrom('seat_graces')
    .where('game_id', '=', gameId)
    .where((eb) =>
      eb.exists(eb.selectFrom('games').select('id').where('id', '=', gameId).where('status', '<>', 'active')),
    )
    .compile();
}
