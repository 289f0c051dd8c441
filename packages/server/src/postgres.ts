import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { type Database, migrate, SqlStore } from './sql-store.js';

/**
 * The production store: PostgreSQL, shared by several server nodes. The same SqlStore: the primary key on
 * (game_id, version) orders concurrent moves from different nodes; commits are durable by PostgreSQL's default.
 */
export async function openPostgresStore(connectionString: string, maxConnections = 10): Promise<SqlStore> {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  await migrate(db);
  return new SqlStore(db);
}
