import type { Kysely } from 'kysely';
import type { PlayersTables } from '../players/tables.js';
import type { ModerationTables } from './tables.js';

type Db = Kysely<ModerationTables & PlayersTables>;

export type RoleResult = { ok: true; player: string } | { ok: false; error: 'unknownUsername' };

/** The account of a username (folded as players/ folds it: lower case), or null. */
async function accountOf(db: Db, username: string): Promise<string | null> {
  const row = await db
    .selectFrom('players')
    .select('id')
    .where('username', '=', username.trim().toLowerCase())
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Grants the moderator role to an account: only the `ludo moderator grant` command calls this (packages/cli), with
 * the database in hand; no web route writes `moderators` (tested). A repeat is a no-op.
 */
export async function grantModerator(db: Db, username: string, now = Date.now()): Promise<RoleResult> {
  const player = await accountOf(db, username);
  if (player === null) return { ok: false, error: 'unknownUsername' };
  await db
    .insertInto('moderators')
    .values({ player_id: player, granted: new Date(now).toISOString() })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return { ok: true, player };
}

/** `ludo moderator revoke`: takes the role back (effective at the next request: every route reads the table). */
export async function revokeModerator(db: Db, username: string): Promise<RoleResult> {
  const player = await accountOf(db, username);
  if (player === null) return { ok: false, error: 'unknownUsername' };
  await db.deleteFrom('moderators').where('player_id', '=', player).execute();
  return { ok: true, player };
}

/** Whether a player holds the role now (read from the store on each request: a revoke holds on every node at once). */
export async function isModerator(db: Db, player: string): Promise<boolean> {
  const row = await db.selectFrom('moderators').select('player_id').where('player_id', '=', player).executeTakeFirst();
  return row !== undefined;
}

/** Whether an account was closed by a moderator (players/ refuses its logins). */
export async function isClosed(db: Kysely<ModerationTables>, player: string): Promise<boolean> {
  const row = await db
    .selectFrom('account_closures')
    .select('player_id')
    .where('player_id', '=', player)
    .executeTakeFirst();
  return row !== undefined;
}
