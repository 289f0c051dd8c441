import type { CreateTournamentRequest } from '@ludotheque/protocol';
import { sql } from 'kysely';
import { rebuild } from '../live.js';
import { parse, type TournamentContext } from './context.js';
import { isWin, tablePoints } from './scoring.js';
import { type GameRow, inTransaction, LOST, type TournamentRow } from './store.js';

const DAY_MS = 86_400_000;

/** A Swiss's round timing as stored (README "Round timing"). */
export type RoundSettings = Pick<TournamentRow, 'round_interval' | 'round_starts' | 'round_ms'>;

/**
 * The round timing of a creation request, checked: an interval and fixed starts are for a Swiss; a round deadline
 * for a Swiss with a correspondence clock (by default twice the days per move, at least 7 days). A string: why not.
 */
export function roundSettings(r: CreateTournamentRequest, startsAt: number): RoundSettings | string {
  const swiss = r.format === 'swiss';
  if (!swiss && (r.roundInterval !== undefined || r.roundStarts !== undefined || r.roundDays !== undefined))
    return 'round timing is for a Swiss';
  const starts = r.roundStarts ?? [];
  if (starts.length > Math.max(0, (r.rounds ?? 1) - 1)) return 'more round starts than rounds after the first';
  for (const [i, at] of starts.entries())
    if (at <= (i === 0 ? startsAt : (starts[i - 1] as number))) return 'round starts must follow the start, in order';
  const days = r.clock?.kind === 'correspondence' ? r.clock.days : null;
  if (r.roundDays !== undefined && days === null) return 'a round deadline needs a correspondence clock';
  if (days !== null && r.roundDays !== undefined && r.roundDays < days) return 'a round cannot be shorter than a move';
  return {
    round_interval: (r.roundInterval ?? 0) * 1000,
    round_starts: starts.length === 0 ? null : JSON.stringify(starts),
    round_ms: swiss && days !== null ? (r.roundDays ?? Math.max(7, 2 * days)) * DAY_MS : null,
  };
}

/**
 * When round `next` (2, 3, …) may be paired, the previous one having ended at `now`: after the interval, and not
 * before its fixed start. Equal to `now` when the Swiss does not wait.
 */
export function roundDue(t: TournamentRow, next: number, now: number): number {
  const fixed = parse<number[] | null>(t.round_starts)?.[next - 2] ?? 0;
  return Math.max(now + t.round_interval, fixed);
}

/**
 * The round deadline (README "Round deadline"): each game of the round still going is scored as the clock would
 * end it — the seat to move (read from the stored record) ranks last, the others tie first; nobody to move: all
 * tie. Exactly once: the row goes `scored` 0 → 1 (with `settled` 1) by an UPDATE only one transaction makes, as
 * the scorer's. Then the game itself gets the `timeUp` of that seat, so its record ends as it was scored (a move
 * committed meanwhile wins there, not in the standings). Returns how many this call settled.
 */
export async function settleRound(ctx: TournamentContext, t: TournamentRow, open: readonly GameRow[]): Promise<number> {
  let n = 0;
  for (const row of open) {
    const stored = await ctx.store.getGame(row.game_id);
    if (stored !== null && stored.status !== 'active') continue; // over: the scorer's (its scan, this pass)
    const players = parse<string[]>(row.players);
    const game = ctx.games[t.game];
    let seat: number | null = null;
    let version = 0;
    if (stored !== null && game !== undefined) {
      const entries = await ctx.store.getMoves(row.game_id);
      version = entries.length;
      const replayed = rebuild(game, stored, entries);
      if (replayed.ok) seat = game.toMove(replayed.state);
    }
    const ranks = players.map((_, i) => (i === seat ? 2 : 1));
    const points = tablePoints(ranks);
    const now = ctx.now();
    const done = await inTransaction(ctx.db, async (trx) => {
      const marked = await trx
        .updateTable('tournament_games')
        .set({ scored: 1, settled: 1, ranks: JSON.stringify(ranks), points: JSON.stringify(points) })
        .where('game_id', '=', row.game_id)
        .where('scored', '=', 0)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) throw LOST;
      for (const [i, p] of players.entries()) {
        const won = isWin(ranks, i);
        await trx
          .updateTable('tournament_entries')
          .set({
            score: sql`score + ${points[i] as number}`,
            streak: won ? sql`streak + 1` : 0,
            first_seats: sql`first_seats + ${i === 0 ? 1 : 0}`,
            last_first: i === 0 ? 1 : 0,
            last_opponent: players.length === 2 ? (players[1 - i] as string) : null,
            free_since: now,
          })
          .where('tournament_id', '=', t.id)
          .where('player_id', '=', p)
          .execute();
      }
    });
    if (!done) continue;
    n++;
    if (seat !== null && stored !== null) await timeUp(ctx, row.game_id, seat, version);
  }
  return n;
}

/**
 * The flag of the settled seat at the version it was read at, on whichever node runs this; best effort (the
 * standings already hold). A copy behind the store is brought up first; a move stored after the read stands.
 */
async function timeUp(ctx: TournamentContext, gameId: string, seat: number, version: number): Promise<void> {
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      const live = await ctx.authority.open(gameId);
      if (live === null || live.status !== 'active' || live.version > version) return;
      if (live.version < version) {
        await ctx.authority.catchUpAll();
        continue;
      }
      const r = await ctx.authority.seatEvent(live, version, { type: 'timeUp', seat });
      // `internal`: another node stored that version first; this copy was dropped, the next open reloads it.
      if (r.ok || r.error.code !== 'internal') return;
    }
  } catch (e) {
    ctx.options.onError?.(e);
  }
}
