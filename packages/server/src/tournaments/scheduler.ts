import type { Json } from '@ludotheque/engine';
import { sql } from 'kysely';
import { newGameId } from '../games/new-game.js';
import { pairArena } from './arena.js';
import { parse, type TournamentContext } from './context.js';
import { scheduleRecurring } from './recurring.js';
import { roundDue, settleRound } from './rounds.js';
import type { Scorer } from './scorer.js';
import { winPoints } from './scoring.js';
import {
  bump,
  type EntryRow,
  entriesOf,
  type GameRow,
  gameRow,
  gamesOf,
  getTournament,
  inTransaction,
  type TournamentRow,
} from './store.js';
import { pairSwiss, type SwissPlayer } from './swiss.js';

const byeId = (t: string, round: number, player: string) => `bye:${t}:${round}:${player}`;
const isBye = (g: GameRow) => g.game_id.startsWith('bye:');

/**
 * The scheduler (README "Scheduler"), run on every node: each change is a compare-and-set on the tournament's
 * revision, so two nodes never both start, pair or finish the same round.
 */
export class Scheduler {
  /** The pass under way, if any (`Tournaments.idle` waits for it). */
  ticking: Promise<void> | null = null;
  private readonly leaseMs: number;

  constructor(
    private readonly ctx: TournamentContext,
    private readonly scorer: Scorer,
  ) {
    this.leaseMs = ctx.options.leaseMs ?? 15_000;
  }

  /** One pass of the scheduler over every unfinished tournament, then the scan (README "Scheduler"). */
  tick(): Promise<void> {
    this.ticking ??= this.pass().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  private async pass(): Promise<void> {
    await this.scorer.scan();
    await this.recover();
    if (this.ctx.options.recurring !== undefined)
      await scheduleRecurring(this.ctx.db, this.ctx.options.recurring, this.ctx.now());
    const rows = await this.ctx.db.selectFrom('tournaments').select('id').where('state', '!=', 'finished').execute();
    for (const { id } of rows) await this.step(id);
  }

  /** The scheduler for one tournament, now (after a join, a game scored, a player back). */
  async kick(idOrGame: string): Promise<void> {
    const row = await this.ctx.db
      .selectFrom('tournament_games')
      .select('tournament_id')
      .where('game_id', '=', idOrGame)
      .executeTakeFirst();
    await this.step(row?.tournament_id ?? idOrGame);
  }

  private async step(id: string): Promise<void> {
    const t = await getTournament(this.ctx.db, id);
    if (t === null || t.state === 'finished') return;
    const now = this.ctx.now();
    if (t.state === 'created') {
      if (now < t.starts_at) return;
      if (!(await inTransaction(this.ctx.db, (trx) => bump(trx, id, t.revision, { state: 'running' })))) return;
      return this.step(id);
    }
    const games = await gamesOf(this.ctx.db, id);
    const open = games.filter((g) => g.scored === 0);
    const finish = () => inTransaction(this.ctx.db, (trx) => bump(trx, id, t.revision, { state: 'finished' }));
    const entries = await entriesOf(this.ctx.db, id);
    if (t.format === 'arena') {
      // A game paired before the end counts when it ends; the arena is over once the last of them is scored.
      if (now >= (t.ends_at as number)) {
        if (open.length === 0) await finish();
        return;
      }
      const busy = new Set(open.flatMap((g) => parse<string[]>(g.players)));
      const free = entries
        .filter((e) => e.paused === 0 && e.withdrawn === 0 && !busy.has(e.player_id))
        .map((e) => ({ id: e.player_id, score: e.score, last: e.last_opponent, since: e.free_since }));
      const active = entries.filter((e) => e.paused === 0 && e.withdrawn === 0).length;
      const tables = pairArena(free, t.table_size, active > free.length);
      if (tables.length > 0) await this.pair(t, entries, tables, [], t.round);
      return;
    }
    if (open.length > 0) {
      // A correspondence round past its deadline: its games still going are settled (README "Round deadline").
      if (t.round_deadline !== null && now >= t.round_deadline) await settleRound(this.ctx, t, open);
      return;
    }
    const active = entries.filter((e) => e.paused === 0 && e.withdrawn === 0);
    if (t.round >= (t.rounds as number) || active.length < 2) {
      await finish();
      return;
    }
    if (t.round > 0 && !(await this.due(t, now))) return;
    const round = pairSwiss(this.swissPlayers(active, games), t.table_size, this.ctx.games[t.game]?.players.min ?? 2);
    await this.pair(t, entries, round.tables, round.byes, t.round + 1, {
      next_round_at: null,
      round_deadline: t.round_ms === null ? null : now + t.round_ms,
    });
  }

  /**
   * Whether the next Swiss round may be paired now (README "Round timing"): the first pass that sees the round over
   * stores when the next is due (compare-and-set, so every node reads the same time); passes after it wait for it.
   */
  private async due(t: TournamentRow, now: number): Promise<boolean> {
    if (t.next_round_at !== null) return now >= t.next_round_at;
    const at = roundDue(t, t.round + 1, now);
    if (at <= now) return true;
    await inTransaction(this.ctx.db, (trx) => bump(trx, t.id, t.revision, { next_round_at: at }));
    return false;
  }

  private swissPlayers(active: readonly EntryRow[], games: readonly GameRow[]): SwissPlayer[] {
    const met = new Map<string, Set<string>>(active.map((e) => [e.player_id, new Set()]));
    for (const g of games) {
      if (isBye(g)) continue;
      const players = parse<string[]>(g.players);
      for (const p of players) for (const q of players) if (p !== q) met.get(p)?.add(q);
    }
    return active.map((e) => ({
      id: e.player_id,
      score: e.score,
      rating: e.rating,
      met: met.get(e.player_id) ?? new Set(),
      byes: e.byes,
      games: games.filter((g) => !isBye(g) && parse<string[]>(g.players).includes(e.player_id)).length,
      firstSeats: e.first_seats,
      lastFirst: e.last_first === null ? null : e.last_first === 1,
    }));
  }

  /**
   * Stores a round's (or an arena's new) tables and byes, only if the tournament's revision is still the one this
   * node read, then makes each game. A node that dies between the two leaves rows `recover` makes games for.
   */
  private async pair(
    t: TournamentRow,
    entries: readonly EntryRow[],
    tables: readonly (readonly string[])[],
    byes: readonly string[],
    round: number,
    set: Partial<Pick<TournamentRow, 'next_round_at' | 'round_deadline'>> = {},
  ): Promise<void> {
    const now = this.ctx.now();
    const rows: GameRow[] = tables.map((players) => ({
      game_id: newGameId(),
      tournament_id: t.id,
      round,
      players: JSON.stringify(players),
      scored: 0,
      ranks: null,
      points: null,
      created: now,
      settled: 0,
    }));
    const bye = winPoints(t.table_size);
    const won = await inTransaction(this.ctx.db, async (trx) => {
      await bump(trx, t.id, t.revision, { round, ...set });
      if (rows.length > 0) await trx.insertInto('tournament_games').values(rows).execute();
      for (const p of byes) {
        // A bye is a win's points, stored as a scored row of its own (the standings are the sum of the rows).
        await trx
          .insertInto('tournament_games')
          .values({
            game_id: byeId(t.id, round, p),
            tournament_id: t.id,
            round,
            players: JSON.stringify([p]),
            scored: 1,
            ranks: JSON.stringify([1]),
            points: JSON.stringify([bye]),
            created: now,
            settled: 0,
          })
          .execute();
        await trx
          .updateTable('tournament_entries')
          .set({ score: sql`score + ${bye}`, byes: sql`byes + 1` })
          .where('tournament_id', '=', t.id)
          .where('player_id', '=', p)
          .execute();
      }
    });
    if (!won) return;
    const names = new Map(entries.map((e) => [e.player_id, e.name]));
    for (const row of rows) await this.makeGame(t, row, names);
  }

  /** Makes a paired game with each seat bound to its player (as a lobby table's: lobby/README). */
  private async makeGame(t: TournamentRow, row: GameRow, names: ReadonlyMap<string, string>): Promise<void> {
    const players = parse<string[]>(row.players);
    try {
      const made = await this.ctx.authority.create(
        {
          game: t.game,
          options: parse<Record<string, Json>>(t.options),
          ...(t.clock === null ? {} : { clock: parse(t.clock) }),
          rated: t.rated === 1,
          seats: players.map((p) => ({ kind: 'human' as const, name: names.get(p) ?? '' })),
        },
        players,
        row.game_id,
      );
      if (!made.ok) {
        // The game cannot be made (it was checked at creation): the table is void, no points, nobody blocked.
        this.ctx.options.onError?.(new Error(`tournament ${t.id}: game not made: ${made.error.message}`));
        await this.void(row.game_id, players.length);
      }
    } catch (e) {
      // Another node made it first (the same id): nothing to do.
      if ((await this.ctx.store.getGame(row.game_id)) === null) throw e;
    }
  }

  private async void(gameId: string, seats: number): Promise<void> {
    await this.ctx.db
      .updateTable('tournament_games')
      .set({ scored: 1, points: JSON.stringify(Array.from({ length: seats }, () => 0)) })
      .where('game_id', '=', gameId)
      .where('scored', '=', 0)
      .execute();
  }

  /** Game rows whose game no node made within the lease (a node died between pairing and making it). */
  private async recover(): Promise<void> {
    const stale = await this.ctx.db
      .selectFrom('tournament_games as tg')
      .leftJoin('games as g', 'g.id', 'tg.game_id')
      .select(['tg.game_id', 'tg.tournament_id'])
      .where('tg.scored', '=', 0)
      .where('g.id', 'is', null)
      .where('tg.created', '<', this.ctx.now() - this.leaseMs)
      .limit(100)
      .execute();
    for (const s of stale) {
      const t = await getTournament(this.ctx.db, s.tournament_id);
      const row = await this.ctx.db
        .selectFrom('tournament_games')
        .selectAll()
        .where('game_id', '=', s.game_id)
        .executeTakeFirst();
      if (t === null || row === undefined) continue;
      const names = new Map((await entriesOf(this.ctx.db, t.id)).map((e) => [e.player_id, e.name]));
      await this.makeGame(t, gameRow(row), names);
    }
  }
}
