import { type Kysely, type Migration, Migrator } from 'kysely';
import { analysisTables } from './analysis/tables.js';
import { challengeLeases, challengePlannedGame, challengesTables } from './challenges/tables.js';
import { chatTables } from './chat/tables.js';
import { clocksTables } from './clocks/storage.js';
import { movesCreatedIndex } from './games/changes-index.js';
import { liveGamesTables } from './limits/live-games.js';
import { lobbyLeases, lobbyPresence, lobbyQueueRated, lobbyTables } from './lobby/schema.js';
import { moderationTables } from './moderation/tables.js';
import { notificationsTables } from './notifications/tables.js';
import { playersTables } from './players/tables.js';
import { graceTables } from './presence/graces.js';
import { puzzlesTables } from './puzzles/tables.js';
import { ratingPairsTables, ratingsTables } from './ratings/tables.js';
import { socialTables } from './social/tables.js';
import { offersTables } from './table/offers-store.js';
import { timersTables } from './timers/storage.js';
import { tournamentBerserkTables, tournamentRoundsColumns, tournamentsTables } from './tournaments/tables.js';

/**
 * The store's schema, one migration per step, the same on SQLite and PostgreSQL (kysely's Migrator records the ones
 * applied in `kysely_migration` and takes a lock, so two nodes starting at once migrate once). A platform module
 * (players/, lobby/, chat/…) adds its tables as one entry here, its migration kept in its own folder; names sort in
 * the order they run. A migration sees a schema-less
 * `Kysely<unknown>`; a module reads its own tables through `db.withTables<Its>()`.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001-games': { up: gamesTables },
  '0002-players': { up: playersTables },
  '0003-lobby': { up: lobbyTables },
  '0004-chat': { up: chatTables },
  '0005-clocks': { up: clocksTables },
  '0006-ratings': { up: ratingsTables },
  '0007-analysis': { up: analysisTables },
  '0008-rating-pairs': { up: ratingPairsTables },
  '0009-lobby-queue-rated': { up: lobbyQueueRated },
  '0010-timers': { up: timersTables },
  '0011-game-owners': { up: liveGamesTables },
  '0012-lobby-leases': { up: lobbyLeases },
  '0013-table-offers': { up: offersTables },
  '0014-lobby-presence': { up: lobbyPresence },
  '0015-seat-graces': { up: graceTables },
  '0016-notifications': { up: notificationsTables },
  '0017-social': { up: socialTables },
  '0018-moderation': { up: moderationTables },
  '0019-tournaments': { up: tournamentsTables },
  '0020-challenges': { up: challengesTables },
  '0021-puzzles': { up: puzzlesTables },
  '0022-tournament-rounds': { up: tournamentRoundsColumns },
  '0023-tournament-berserk': { up: tournamentBerserkTables },
  '0024-moves-created': { up: movesCreatedIndex },
  '0025-challenge-leases': { up: challengeLeases },
  '0026-games-aborted-by': { up: gamesAbortedBy },
  '0027-challenge-planned-game': { up: challengePlannedGame },
};

/** Brings the database to the latest schema; throws (the node does not start) when a migration fails. */
export async function migrate<DB>(db: Kysely<DB>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined || failed !== undefined)
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}

/** Who called a game off at the table (tournaments/README "Abort dodging" counts against that seat). */
async function gamesAbortedBy(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('games').addColumn('aborted_by', 'integer').execute();
}

/**
 * The games and their moves. `ifNotExists`: databases made before migrations were recorded already have them.
 */
async function gamesTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('games')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('seed', 'text', (c) => c.notNull())
    .addColumn('seats', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('result', 'text')
    .execute();
  await db.schema
    .createTable('moves')
    .ifNotExists()
    .addColumn('game_id', 'text', (c) => c.notNull().references('games.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('entry', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    // The version check: two writers of one version of one game cannot both commit.
    .addPrimaryKeyConstraint('moves_pk', ['game_id', 'version'])
    .execute();
  await db.schema.createIndex('games_status').ifNotExists().on('games').column('status').execute();
}
