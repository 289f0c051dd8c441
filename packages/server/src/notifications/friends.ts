import type { Kysely } from 'kysely';

type FriendTables = {
  follows: { follower: string; followed: string; created: string };
  players: { id: string; name: string };
};

/** A player's name and up to `limit` of their friends (mutual follows, social/): who hears that their game started. */
export async function friendsOf(
  db: Kysely<FriendTables>,
  player: string,
  limit: number,
): Promise<{ name: string; ids: string[] }> {
  const rows = await db
    .selectFrom('follows as a')
    .innerJoin('follows as b', (j) => j.onRef('b.follower', '=', 'a.followed').onRef('b.followed', '=', 'a.follower'))
    .select('a.followed as id')
    .where('a.follower', '=', player)
    .limit(limit)
    .execute();
  if (rows.length === 0) return { name: '', ids: [] };
  const me = await db.selectFrom('players').select('name').where('id', '=', player).executeTakeFirst();
  return { name: me?.name ?? '', ids: rows.map((r) => r.id) };
}
