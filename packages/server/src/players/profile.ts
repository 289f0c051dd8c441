import type { Outcome } from '@ludotheque/engine';
import type { PlayerProfile } from '@ludotheque/protocol';
import { seatedGames, summary, won } from './my-games.js';
import type { PlayersDb } from './players.js';

/** Recent games a profile lists. */
export const RECENT_GAMES = 20;

/**
 * A player's public profile (issue 25): name, account or guest, member since, the recent finished games (with the
 * seats' names and players, so each name links on) and totals per game. Only what every visitor may see: no
 * session, username or password, and no game in progress (where a player is now is theirs to tell). Null for an
 * unknown id.
 */
export async function profileOf(db: PlayersDb, id: string): Promise<PlayerProfile | null> {
  const player = await db
    .selectFrom('players')
    .select(['id', 'name', 'created', 'username'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (player === undefined) return null;
  const games = await seatedGames(db, id, 'finished');
  const totals = new Map<string, { game: string; played: number; won: number }>();
  const recent: PlayerProfile['recent'] = [];
  for (const { row, mine } of games) {
    const result = row.result === null ? null : (JSON.parse(row.result) as Outcome);
    const entry = totals.get(row.game) ?? { game: row.game, played: 0, won: 0 };
    entry.played++;
    if (won(result, mine)) entry.won++;
    totals.set(row.game, entry);
    if (recent.length < RECENT_GAMES) recent.push(summary(row, mine, null, result));
  }
  return {
    id: player.id,
    name: player.name,
    registered: player.username !== null,
    memberSince: player.created,
    recent,
    totals: [...totals.values()].sort((a, b) => a.game.localeCompare(b.game)),
  };
}
