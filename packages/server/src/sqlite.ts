import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { type CompiledQuery, Kysely, type QueryResult, SqliteDialect } from 'kysely';
import { migrate } from './migrations.js';
import { type Database, SqlStore } from './sql-store.js';
import { SqliteWorkerDialect } from './sqlite-dialect.js';

/**
 * The embedded default: one SQLite file. WAL lets readers run beside the writer;
 * `synchronous=FULL` makes every commit durable (fsync) before the move is acknowledged, so a `kill -9` or a power
 * cut loses no acknowledged move.
 *
 * Where the connection lives: by default in a worker thread, so a commit's fsync never blocks the event loop and the
 * next group commit fills while the previous one is being made durable. `inThread` keeps it in the server's thread
 * (tools, tests), with the same one-transaction-per-batch path. Measured on the 2-core machine (200 games, load
 * script): the worker gave 3,900–4,900 moves/s against 3,350–4,100 in-thread. In-thread moves are acknowledged
 * sooner, but its commits lengthen each turn of the event loop, and Node accepts one connection per turn: new games
 * waited about a second for their sockets (README, Load). Appends are group-committed either way.
 */
export async function openSqliteStore(file: string, opts: { inThread?: boolean } = {}): Promise<SqlStore> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  if (opts.inThread === true) {
    const database = openDatabase(file);
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
    await migrate(db);
    return new SqlStore(db, syncBatch(database));
  }
  const dialect = new SqliteWorkerDialect(file);
  const db = new Kysely<Database>({ dialect });
  await migrate(db);
  return new SqlStore(db, (queries) => dialect.runBatch(queries));
}

function openDatabase(file: string): SQLite.Database {
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  return database;
}

/**
 * A group commit in the server's thread as one synchronous better-sqlite3 transaction with cached statements (as the
 * worker does), rather than kysely's transaction with one awaited query per statement: nothing else can run between
 * BEGIN and COMMIT, and the profile's per-statement promise and connection overhead is gone.
 */
function syncBatch(database: SQLite.Database): (queries: readonly CompiledQuery[]) => Promise<QueryResult<unknown>[]> {
  const statements = new Map<string, SQLite.Statement>();
  const prepare = (sql: string): SQLite.Statement => {
    let stmt = statements.get(sql);
    if (stmt === undefined) {
      stmt = database.prepare(sql);
      if (statements.size < 500) statements.set(sql, stmt);
    }
    return stmt;
  };
  const run = database.transaction((queries: readonly CompiledQuery[]): QueryResult<unknown>[] =>
    queries.map((q) => {
      const stmt = prepare(q.sql);
      if (stmt.reader) return { rows: stmt.all(...q.parameters) };
      const { changes } = stmt.run(...q.parameters);
      return { rows: [], numAffectedRows: BigInt(changes) };
    }),
  );
  return (queries) => {
    try {
      return Promise.resolve(run(queries));
    } catch (e) {
      return Promise.reject(e);
    }
  };
}
