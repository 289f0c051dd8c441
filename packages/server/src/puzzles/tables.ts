import type { Kysely } from 'kysely';

/** The puzzles module's tables (migration `puzzles`). */
export type PuzzlesTables = {
  /** One rating per solver and game. */
  puzzle_solvers: {
    player: string;
    game: string;
    mu: number;
    sigma: number;
    attempts: number;
    streak: number;
    updated: string;
  };
  /** One rating per puzzle, from its shipped difficulty until solvers move it. */
  puzzle_skills: { puzzle: string; game: string; mu: number; sigma: number; attempts: number };
  /** The first attempt of a solver at a puzzle, the only one rated (a puzzle solved again teaches, not rates). */
  puzzle_attempts: { player: string; puzzle: string; game: string; solved: number; created: string };
};

export async function puzzlesTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('puzzle_solvers')
    .addColumn('player', 'text', (c) => c.notNull())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('mu', 'double precision', (c) => c.notNull())
    .addColumn('sigma', 'double precision', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('streak', 'integer', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('puzzle_solvers_pk', ['player', 'game'])
    .execute();
  await db.schema
    .createTable('puzzle_skills')
    .addColumn('puzzle', 'text', (c) => c.primaryKey())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('mu', 'double precision', (c) => c.notNull())
    .addColumn('sigma', 'double precision', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('puzzle_attempts')
    .addColumn('player', 'text', (c) => c.notNull())
    .addColumn('puzzle', 'text', (c) => c.notNull())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('solved', 'integer', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('puzzle_attempts_pk', ['player', 'puzzle'])
    .execute();
}
