import type { Kysely } from 'kysely';

/**
 * Issue 28: the index of the change feed (catch-up.ts `checkChanges`, several nodes): the entries stamped after a
 * time are a range of it, so a node's check each second reads the moves made meanwhile, not every game it holds.
 */
export async function movesCreatedIndex(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('moves_created').ifNotExists().on('moves').column('created').execute();
}
