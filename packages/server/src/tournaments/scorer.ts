import { berserkSeats } from '@ludotheque/protocol';
import { sql } from 'kysely';
import { rebuild } from '../live.js';
import { movesPerSeat } from '../ratings/rate.js';
import { parse, type TournamentContext } from './context.js';
import { arenaPoints, berserkPoint, isWin, MAX_ABORTS, tablePoints } from './scoring.js';
import { entryRow, gameRow, getTournament, inTransaction, LOST } from './store.js';

/** Scoring, exactly once (README "Exactly once"); the points themselves are scoring.ts's. */
export class Scorer {
  constructor(private readonly ctx: TournamentContext) {}

  /** Scores every tournament game that is over in the store and not yet scored (one a node missed). */
  async scan(): Promise<number> {
    const rows = await this.ctx.db
      .selectFrom('tournament_games as tg')
      .innerJoin('games as g', 'g.id', 'tg.game_id')
      .select('tg.game_id')
      .where('tg.scored', '=', 0)
      .where('g.status', '!=', 'active')
      .limit(500)
      .execute();
    let n = 0;
    for (const r of rows) if (await this.score(r.game_id)) n++;
    return n;
  }

  /**
   * Scores one finished game: its row goes `scored` 0 → 1 and every seat's entry changes in one transaction, which
   * only one writer can make (README "Exactly once"); true when this call scored it.
   */
  async score(gameId: string): Promise<boolean> {
    const found = await this.ctx.db
      .selectFrom('tournament_games')
      .selectAll()
      .where('game_id', '=', gameId)
      .where('scored', '=', 0)
      .executeTakeFirst();
    if (found === undefined) return false;
    const row = gameRow(found);
    const stored = await this.ctx.store.getGame(gameId);
    if (stored === null || stored.status === 'active') return false;
    const t = await getTournament(this.ctx.db, row.tournament_id);
    if (t === null) return false;
    const players = parse<string[]>(row.players);
    const ranks = stored.status === 'over' && stored.result !== null ? [...stored.result.ranks] : null;
    // An absent player (lost on time or by abandonment without a move of their own) leaves: README "Absence".
    const absent = new Set<number>();
    const entries = await this.ctx.store.getMoves(gameId);
    // Lost on time or by abandonment (a resignation is a choice made at the table, not an absence).
    const lost = new Set(
      entries.flatMap((e) => {
        if (typeof e === 'string') return [];
        const ev = e.event as { type?: unknown; seat?: unknown };
        return (ev.type === 'timeUp' || ev.type === 'abandon') && typeof ev.seat === 'number' ? [ev.seat] : [];
      }),
    );
    const berserk = berserkSeats(entries);
    // Aborted before any move: the seat that called it off, or (aborted by the platform) the seat to move that let
    // it be (README "Abort dodging").
    let dodger: number | null = null;
    let moves: number[] = players.map(() => 0);
    const game = this.ctx.games[stored.game];
    if (game !== undefined && (lost.size > 0 || berserk.length > 0 || ranks === null)) {
      const replayed = rebuild(game, stored, entries);
      if (replayed.ok) {
        moves = movesPerSeat(replayed.line, players.length);
        if (ranks !== null) for (const s of lost) if ((moves[s] ?? 0) === 0) absent.add(s);
        if (ranks === null && stored.status === 'aborted') dodger = stored.abortedBy ?? game.toMove(replayed.state);
      }
    }
    const now = this.ctx.now();
    return inTransaction(this.ctx.db, async (trx) => {
      const rows = await trx
        .selectFrom('tournament_entries')
        .selectAll()
        .where('tournament_id', '=', t.id)
        .where('player_id', 'in', players)
        .execute();
      const byPlayer = new Map(rows.map((r) => [r.player_id, entryRow(r)]));
      const table = ranks === null ? players.map(() => 0) : tablePoints(ranks);
      const points = players.map((p, seat) => {
        const streak = byPlayer.get(p)?.streak ?? 0;
        if (ranks === null) return { points: 0, streak: 0 };
        const got =
          t.format === 'arena'
            ? arenaPoints(ranks, seat, streak)
            : { points: table[seat] as number, streak: isWin(ranks, seat) ? streak + 1 : 0 };
        const extra = berserkPoint(ranks, seat, berserk.includes(seat), moves[seat] ?? 0);
        return { points: got.points + extra, streak: got.streak };
      });
      const marked = await trx
        .updateTable('tournament_games')
        .set({
          scored: 1,
          ranks: JSON.stringify(ranks),
          points: JSON.stringify(points.map((p) => p.points)),
          berserk: berserk.length === 0 ? null : JSON.stringify(berserk),
        })
        .where('game_id', '=', gameId)
        .where('scored', '=', 0)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) throw LOST;
      for (const [seat, p] of players.entries()) {
        const got = points[seat] as { points: number; streak: number };
        const aborts = (byPlayer.get(p)?.aborts ?? 0) + (dodger === seat ? 1 : 0);
        const leaves = absent.has(seat) || (dodger === seat && aborts > MAX_ABORTS);
        await trx
          .updateTable('tournament_entries')
          .set({
            score: sql`score + ${got.points}`,
            streak: got.streak,
            first_seats: sql`first_seats + ${seat === 0 ? 1 : 0}`,
            last_first: seat === 0 ? 1 : 0,
            last_opponent: players.length === 2 ? (players[1 - seat] as string) : null,
            free_since: now,
            berserks: (byPlayer.get(p)?.berserks ?? 0) + (berserk.includes(seat) ? 1 : 0),
            aborts,
            ...(leaves ? (t.format === 'arena' ? { paused: 1 } : { withdrawn: 1 }) : {}),
          })
          .where('tournament_id', '=', t.id)
          .where('player_id', '=', p)
          .execute();
      }
    });
  }
}
