import type { Kysely } from 'kysely';

/** The ratings module's tables (migration `0006-ratings`), as kysely sees them. */
export type RatingsTables = {
  /** One row per game created rated: its settlement is the exactly-once marker (`status` leaves `pending` once). */
  rating_games: {
    game_id: string;
    game: string;
    status: 'pending' | 'rated' | 'unrated';
    reason: string | null;
    created: string;
    settled: string | null;
  };
  /** The current rating of a player id or a bot (`bot:<level>`) in one game. */
  ratings: {
    subject: string;
    game: string;
    name: string;
    mu: number;
    sigma: number;
    games: number;
    last_played: string;
  };
  /** Every seat's rating before and after each rated game: the history and a game's changes. */
  rating_changes: {
    game_id: string;
    seat: number;
    subject: string;
    game: string;
    name: string;
    rank: number;
    mu_before: number;
    sigma_before: number;
    mu: number;
    sigma: number;
    at: string;
  };
  /** One row per pair of people (a < b) and game: the row a claim locks, so two nodes count one pair in turn. */
  rating_pairs: { a: string; b: string; game: string };
  /** The rated games that hold one of a pair's daily slots (pair-limit.ts): deleted when the game ends unrated. */
  rating_pair_games: { game_id: string; a: string; b: string; game: string; at: string };
};

/** `0006-ratings`. Double precision: PostgreSQL's `real` is 4 bytes and would round μ and σ. */
export async function ratingsTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rating_games')
    .addColumn('game_id', 'text', (c) => c.primaryKey())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('settled', 'text')
    .execute();
  await db.schema.createIndex('rating_games_status').on('rating_games').column('status').execute();
  await db.schema
    .createTable('ratings')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mu', 'double precision', (c) => c.notNull())
    .addColumn('sigma', 'double precision', (c) => c.notNull())
    .addColumn('games', 'integer', (c) => c.notNull())
    .addColumn('last_played', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('ratings_pk', ['subject', 'game'])
    .execute();
  await db.schema.createIndex('ratings_game').on('ratings').columns(['game', 'last_played']).execute();
  await db.schema
    .createTable('rating_changes')
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('seat', 'integer', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('mu_before', 'double precision', (c) => c.notNull())
    .addColumn('sigma_before', 'double precision', (c) => c.notNull())
    .addColumn('mu', 'double precision', (c) => c.notNull())
    .addColumn('sigma', 'double precision', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('rating_changes_pk', ['game_id', 'seat'])
    .execute();
  await db.schema.createIndex('rating_changes_subject').on('rating_changes').columns(['subject', 'at']).execute();
}

/** `0008-rating-pairs`: the per-pair daily limit of rated games (pair-limit.ts). */
export async function ratingPairsTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rating_pairs')
    .addColumn('a', 'text', (c) => c.notNull())
    .addColumn('b', 'text', (c) => c.notNull())
    .addColumn('game', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('rating_pairs_pk', ['a', 'b', 'game'])
    .execute();
  await db.schema
    .createTable('rating_pair_games')
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('a', 'text', (c) => c.notNull())
    .addColumn('b', 'text', (c) => c.notNull())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('rating_pair_games_pk', ['game_id', 'a', 'b'])
    .execute();
  await db.schema
    .createIndex('rating_pair_games_pair')
    .on('rating_pair_games')
    .columns(['a', 'b', 'game', 'at'])
    .execute();
}
