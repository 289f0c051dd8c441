import type { Kysely } from 'kysely';

/** The analyses kept with their games (one per game: the same record and seed always give the same figures). */
export type AnalysisTables = {
  analyses: {
    game_id: string;
    iterations: number;
    /** The `Analysis` as JSON. */
    body: string;
    created: string;
  };
};

/** Migration `0007-analysis`. */
export async function analysisTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analyses')
    .ifNotExists()
    .addColumn('game_id', 'text', (c) => c.primaryKey().references('games.id'))
    .addColumn('iterations', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
}
