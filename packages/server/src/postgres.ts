import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrate } from './migrations.js';
import { type Database, SqlStore } from './sql-store.js';

/**
 * The production store: PostgreSQL, shared by several server nodes. The same SqlStore: the primary key on
 * (game_id, version) orders concurrent moves from different nodes; commits are durable by PostgreSQL's default.
 */
export async function openPostgresStore(connectionString: string, maxConnections = 10): Promise<SqlStore> {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  // Issue 15, fault 3: an idle connection that PostgreSQL drops (a restart, pg_terminate_backend, a proxy's idle
  // timeout) makes the pool emit `error`; unheard, that event kills the process. The pool has already discarded
  // that connection and opens a new one on the next query, so a line on stderr is all there is to do. Queries while
  // the database is away fail on their own (moves are answered `internal`, nothing is acknowledged).
  pool.on('error', (e) => console.error(`postgres: idle connection lost: ${e.message}`));
  // The pool listens to its idle connections only: one checked out (a group commit's transaction between two of
  // its statements) that PostgreSQL terminates emits `error` on the client itself, which killed the node (found by
  // load/failover.ts, PostgreSQL restarted under 1,000 games). The statement in flight fails on its own (its moves
  // are answered `internal`) and the pool discards the broken client on release.
  pool.on('connect', (client) => {
    client.on('error', (e) => console.error(`postgres: connection lost: ${e.message}`));
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  await migrate(db);
  return new SqlStore(db, undefined, true);
}
