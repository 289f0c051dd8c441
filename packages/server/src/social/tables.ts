import type { Kysely } from 'kysely';

/** The social module's tables (migration `social`): who follows whom, who blocks whom. */
export type SocialTables = {
  follows: { follower: string; followed: string; created: string };
  blocks: { blocker: string; blocked: string; created: string };
};

/** What the friends' presence reads of the games table (sql-store.ts owns it). */
export type GameStatusTable = { games: { id: string; status: string; created: string } };

/**
 * `follows` and `blocks`, keyed by the pair (one follow or block per pair, a repeat is a no-op), with an index on the
 * other side for the followers count and "who blocks me". No foreign key to players: like game_seats, a server given
 * a store of its own keeps players elsewhere.
 */
export async function socialTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('follows')
    .addColumn('follower', 'text', (c) => c.notNull())
    .addColumn('followed', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('follows_pk', ['follower', 'followed'])
    .execute();
  await db.schema.createIndex('follows_followed').on('follows').column('followed').execute();
  await db.schema
    .createTable('blocks')
    .addColumn('blocker', 'text', (c) => c.notNull())
    .addColumn('blocked', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pk', ['blocker', 'blocked'])
    .execute();
  await db.schema.createIndex('blocks_blocked').on('blocks').column('blocked').execute();
}
