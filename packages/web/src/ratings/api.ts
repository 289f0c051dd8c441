import type { GameRatings, Leaderboard, RatingAllowance, RatingHistory, ShownRating } from '@ludotheque/protocol';

/** The server's ratings API (server ratings/README). Types only from the protocol: no schema code in this chunk. */
async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(path, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

export const fetchLeaderboard = (game: string) => getJson<Leaderboard>(`/api/ratings/${encodeURIComponent(game)}`);
export const fetchHistory = (player: string) =>
  getJson<RatingHistory>(`/api/players/${encodeURIComponent(player)}/ratings`);
export const fetchGameRatings = (id: string) => getJson<GameRatings>(`/api/games/${encodeURIComponent(id)}/ratings`);
/** Whether a rated game of the caller with these players would count now (the per-pair daily limit). */
export const fetchAllowance = (game: string, others: readonly string[]) =>
  getJson<RatingAllowance>(
    `/api/ratings/${encodeURIComponent(game)}/allowance?with=${others.map(encodeURIComponent).join(',')}`,
  );

/** "1086", or "1086?" while provisional (as lichess marks it). */
export const ratingText = (r: ShownRating): string => `${r.rating}${r.provisional ? '?' : ''}`;

/** "+86", "−46" (a true minus sign), "±0". */
export function deltaText(before: ShownRating, after: ShownRating): string {
  const d = after.rating - before.rating;
  return d > 0 ? `+${d}` : d < 0 ? `−${-d}` : '±0';
}

/** The server's reasons for leaving a rated game unrated, as text keys. */
export function reasonKey(reason: string | null): string {
  if (reason === 'aborted') return 'ratings.reasons.aborted';
  if (reason === 'a seat has no account' || reason === 'a seat has no registered account')
    return 'ratings.reasons.noAccount';
  if (reason === 'one account in two seats') return 'ratings.reasons.twice';
  if (reason === 'one bot level in two seats') return 'ratings.reasons.botTwice';
  if (reason === 'bots only') return 'ratings.reasons.botsOnly';
  if (reason === 'too short') return 'ratings.reasons.tooShort';
  if (reason === 'pair limit') return 'ratings.reasons.pairLimit';
  // A moderator marked a player a cheater (server moderation/, ratings/void.ts).
  if (reason === 'voided') return 'ratings.reasons.voided';
  if (reason === 'a seat is marked a cheater') return 'ratings.reasons.cheater';
  return 'ratings.reasons.other';
}

export const RATED_GAMES = ['linx', 'superpion', 'symbolix', 'cubiko'] as const;
