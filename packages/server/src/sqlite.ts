import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { type Database, migrate, SqlStore } from './sql-store.js';
import { SqliteWorkerDialect } from './sqlite-dialect.js';

/**
 * The embedded default: one SQLite file. WAL lets readers run beside the writer;
 * `synchronous=FULL` makes every commit durable (fsync) before the move is acknowledged, so a `kill -9` or a power
 * cut loses no acknowledged move.
 *
 * Where the connection lives: with more than two cores, in a worker thread, so a commit's fsync never blocks the
 * event loop; on one or two cores, in the server's thread (`inThread`), because there the extra thread only competes
 * with the event loop for the same cores and every batch pays two thread wake-ups (measured: p99 several times
 * worse on the 2-core build machine). Appends are group-committed either way.
 */
export async function openSqliteStore(file: string, opts: { inThread?: boolean } = {}): Promise<SqlStore> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  if (opts.inThread ?? availableParallelism() <= 2) {
    const db = new Kysely<Database>({ dialect: inThreadDialect(file) });
    await migrate(db);
    return new SqlStore(db);
  }
  const dialect = new SqliteWorkerDialect(file);
  const db = new Kysely<Database>({ dialect });
  await migrate(db);
  return new SqlStore(db, (queries) => dialect.runBatch(queries));
}

/** The same database in the calling thread (kysely's own dialect): for tools and tests that do not need throughput. */
function inThreadDialect(file: string): SqliteDialect {
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  return new SqliteDialect({ database });
}
