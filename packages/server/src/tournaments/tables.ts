import type { Kysely } from 'kysely';

/** The tournaments module's tables as kysely sees them (JSON as text, booleans as integers, times as ms). */
export type TournamentTables = {
  tournaments: {
    id: string;
    name: string;
    game: string;
    /** The game's options as given (JSON); parsed by the game when each game is made. */
    options: string;
    /** The table clock (`CreateGameRequest['clock']`) as JSON, or null (untimed). */
    clock: string | null;
    rated: number;
    /** `arena` | `swiss` */
    format: string;
    table_size: number;
    starts_at: number;
    /** Arena: when pairing stops. */
    ends_at: number | null;
    /** Swiss: the number of rounds. */
    rounds: number | null;
    /** `created` (before the start), `running`, `finished`. */
    state: string;
    /** Swiss: the round being played (0 before the first). */
    round: number;
    /** Bumped by every pairing and state change: the compare-and-set that lets one node act at a time. */
    revision: number;
    min_games: number;
    rating_min: number | null;
    rating_max: number | null;
    /** argon2 of the password (private events), or null. */
    password_hash: string | null;
    max_players: number;
    creator_id: string;
    creator_name: string;
    created: number;
    /** Swiss: ms between the end of a round's last game and the next round (0: at once). */
    round_interval: number;
    /** Swiss: fixed start times (ms) of rounds 2, 3, …, JSON, or null. */
    round_starts: string | null;
    /** Swiss with a correspondence clock: how long each round lasts (ms), or null (no deadline). */
    round_ms: number | null;
    /** Swiss: when the next round is due (set once the last game of a round is scored), null when not waiting. */
    next_round_at: number | null;
    /** Swiss: the deadline of the round in play (`round_ms` after its pairing), null when none. */
    round_deadline: number | null;
    /** 1: an arena whose seats may go berserk (migration 0023; null before it counts as 0). */
    berserkable?: number | null;
  };
  tournament_entries: {
    tournament_id: string;
    player_id: string;
    name: string;
    score: number;
    /** Consecutive wins (arena fire). */
    streak: number;
    paused: number;
    withdrawn: number;
    byes: number;
    first_seats: number;
    /** 1 when the last game was from seat 0, 0 when not, null before any. */
    last_first: number | null;
    /** The last opponent (2-seat arena), null before any. */
    last_opponent: string | null;
    /** When the player last became free to be paired (ms). */
    free_since: number;
    rating: number;
    joined: number;
    /** Games this player went berserk in (scored ones; migration 0023). */
    berserks?: number | null;
    /** Tournament games aborted with this player to move before any move (README "Abort dodging"). */
    aborts?: number | null;
  };
  tournament_games: {
    game_id: string;
    tournament_id: string;
    round: number;
    /** Player ids in seat order, JSON. */
    players: string;
    /** 0 until scored; set with the standings update, in one transaction (README "Exactly once"). */
    scored: number;
    /** The ranks and points given when scored, JSON (null before). */
    ranks: string | null;
    points: string | null;
    created: number;
    /** 1 when scored by the round deadline (README "Round deadline") rather than by the game's end. */
    settled: number;
    /** The seats that went berserk, JSON, set when scored (null: none, or not scored yet). */
    berserk?: string | null;
  };
};

/** Migration 0023: berserk (README "Berserk") and the abort count (README "Abort dodging"). */
export async function tournamentBerserkTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tournaments')
    .addColumn('berserkable', 'integer', (c) => c.defaultTo(0))
    .execute();
  await db.schema
    .alterTable('tournament_entries')
    .addColumn('berserks', 'integer', (c) => c.defaultTo(0))
    .execute();
  await db.schema
    .alterTable('tournament_entries')
    .addColumn('aborts', 'integer', (c) => c.defaultTo(0))
    .execute();
  await db.schema.alterTable('tournament_games').addColumn('berserk', 'text').execute();
}

/** Migration: the three tables and the indexes the scheduler's scans use. */
export async function tournamentsTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tournaments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('clock', 'text')
    .addColumn('rated', 'integer', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('table_size', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint')
    .addColumn('rounds', 'integer')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('min_games', 'integer', (c) => c.notNull())
    .addColumn('rating_min', 'integer')
    .addColumn('rating_max', 'integer')
    .addColumn('password_hash', 'text')
    .addColumn('max_players', 'integer', (c) => c.notNull())
    .addColumn('creator_id', 'text', (c) => c.notNull())
    .addColumn('creator_name', 'text', (c) => c.notNull())
    .addColumn('created', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tournaments_state').on('tournaments').column('state').execute();
  await db.schema
    .createTable('tournament_entries')
    .addColumn('tournament_id', 'text', (c) => c.notNull())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('streak', 'integer', (c) => c.notNull())
    .addColumn('paused', 'integer', (c) => c.notNull())
    .addColumn('withdrawn', 'integer', (c) => c.notNull())
    .addColumn('byes', 'integer', (c) => c.notNull())
    .addColumn('first_seats', 'integer', (c) => c.notNull())
    .addColumn('last_first', 'integer')
    .addColumn('last_opponent', 'text')
    .addColumn('free_since', 'bigint', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('joined', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('tournament_entries_pk', ['tournament_id', 'player_id'])
    .execute();
  await db.schema
    .createTable('tournament_games')
    .addColumn('game_id', 'text', (c) => c.primaryKey())
    .addColumn('tournament_id', 'text', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('players', 'text', (c) => c.notNull())
    .addColumn('scored', 'integer', (c) => c.notNull())
    .addColumn('ranks', 'text')
    .addColumn('points', 'text')
    .addColumn('created', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tournament_games_open')
    .on('tournament_games')
    .columns(['tournament_id', 'scored'])
    .execute();
}

/** Migration: Swiss round timing (an interval, fixed starts) and the correspondence round deadline (README). */
export async function tournamentRoundsColumns(db: Kysely<unknown>): Promise<void> {
  // One column a statement: SQLite's ALTER TABLE adds one at a time.
  const tournaments = () => db.schema.alterTable('tournaments');
  await tournaments()
    .addColumn('round_interval', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await tournaments().addColumn('round_starts', 'text').execute();
  await tournaments().addColumn('round_ms', 'bigint').execute();
  await tournaments().addColumn('next_round_at', 'bigint').execute();
  await tournaments().addColumn('round_deadline', 'bigint').execute();
  await db.schema
    .alterTable('tournament_games')
    .addColumn('settled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
