import { randomBytes } from 'node:crypto';
import type { Json } from '@ludotheque/engine';
import type {
  Player,
  PlayerTournaments,
  TournamentDetail,
  TournamentList,
  TournamentSummary,
} from '@ludotheque/protocol';
import { CreateTournamentRequest, JoinTournamentRequest } from '@ludotheque/protocol';
import { hash, verify } from '@node-rs/argon2';
import { type Kysely, sql } from 'kysely';
import type { Authority } from '../authority.js';
import { type LiveGame, rebuild } from '../live.js';
import { movesPerSeat } from '../ratings/rate.js';
import type { RatingsTables } from '../ratings/tables.js';
import type { GameRegistry } from '../registry.js';
import type { SqlStore } from '../sql-store.js';
import { pairArena } from './arena.js';
import { listTournaments, playerTournaments, summary, tournamentDetail } from './reads.js';
import { checkRecurring, type RecurringEvent, scheduleRecurring } from './recurring.js';
import { arenaPoints, isWin, tablePoints, winPoints } from './scoring.js';
import {
  bump,
  type EntryRow,
  entriesOf,
  entryRow,
  type GameRow,
  gameRow,
  gamesOf,
  getTournament,
  inTransaction,
  LOST,
  type TournamentDb,
  type TournamentRow,
} from './store.js';
import { pairSwiss, type SwissPlayer } from './swiss.js';
import type { TournamentTables } from './tables.js';

export interface TournamentFailure {
  readonly status: number;
  readonly error: string;
  readonly message: string;
}
export type TournamentResult<T> = { ok: true; value: T } | { ok: false; error: TournamentFailure };

const ok = <T>(value: T): TournamentResult<T> => ({ ok: true, value });
const fail = <T>(status: number, error: string, message: string): TournamentResult<T> => ({
  ok: false,
  error: { status, error, message },
});

export interface TournamentsOptions {
  /** The scheduler's clock (tests move it by hand). */
  readonly now?: () => number;
  /** How often every node runs the scheduler (1 s); 0: never on its own (tests call `tick`). */
  readonly tickMs?: number;
  /** A game row whose game a node did not make within this long is made by another (a node died between). */
  readonly leaseMs?: number;
  /** Unfinished tournaments one account created at once (3). */
  readonly maxOpenPerCreator?: number;
  /** Tests: a node that does not hear game ends (only the scan scores them). */
  readonly hear?: boolean;
  readonly onError?: (e: unknown) => void;
  /** Tournaments made again and again from the configuration (recurring.ts), e.g. an hourly Linx arena. */
  readonly recurring?: readonly RecurringEvent[];
}

const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const byeId = (t: string, round: number, player: string) => `bye:${t}:${round}:${player}`;
const isBye = (g: GameRow) => g.game_id.startsWith('bye:');
const parse = <T>(text: string | null): T => JSON.parse(text ?? 'null') as T;

/**
 * Tournaments (README): created and joined over HTTP, paired and scored by a scheduler that runs on every node —
 * every change is a compare-and-set on the tournament's revision, or on the game row's `scored` flag, so two nodes
 * never both pair a round or both score a game — and read from the store by whoever asks.
 */
export class Tournaments {
  readonly db: TournamentDb;
  private readonly now: () => number;
  private readonly leaseMs: number;
  private readonly running = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;

  constructor(
    private readonly store: SqlStore,
    private readonly authority: Authority,
    private readonly games: GameRegistry,
    private readonly ratingOf: ((player: string, game: string) => Promise<number>) | null,
    private readonly options: TournamentsOptions = {},
  ) {
    this.db = store.db.withTables<TournamentTables & RatingsTables>() as unknown as TournamentDb;
    this.now = options.now ?? Date.now;
    this.leaseMs = options.leaseMs ?? 15_000;
    checkRecurring(options.recurring ?? []);
    const every = options.tickMs ?? 1000;
    if (every > 0) {
      this.timer = setInterval(() => void this.tick().catch((e) => this.options.onError?.(e)), every);
      this.timer.unref();
    }
  }

  /** The authority's `onCommitted`: a game that just ended here is scored at once (the scan catches the rest). */
  readonly committed = (live: LiveGame): void => {
    if (this.options.hear === false || live.status === 'active') return;
    this.background(
      this.score(live.stored.id).then(async (scored) => {
        if (scored) await this.kick(live.stored.id);
      }),
    );
  };

  private background(p: Promise<unknown>): void {
    const run = p.catch((e) => this.options.onError?.(e));
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }

  /** Resolves once the background work started so far is done (tests, close). */
  async idle(): Promise<void> {
    while (this.running.size > 0 || this.ticking !== null) await Promise.all([...this.running, this.ticking]);
  }

  async close(): Promise<void> {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
  }

  // Creation and entries.

  async create(player: Player, body: unknown): Promise<TournamentResult<TournamentSummary>> {
    if (!player.registered) return fail(403, 'notRegistered', 'only an account can create a tournament');
    const parsed = CreateTournamentRequest.safeParse(body);
    if (!parsed.success) return fail(400, 'badRequest', parsed.error.issues[0]?.message ?? 'bad request');
    const r = parsed.data;
    const game = Object.hasOwn(this.games, r.game) ? this.games[r.game] : undefined;
    if (game === undefined) return fail(404, 'unknownGame', `no game ${r.game}`);
    if (r.tableSize < game.players.min || r.tableSize > game.players.max)
      return fail(400, 'tableSize', `${r.game} is played by ${game.players.min} to ${game.players.max}`);
    const options = game.parseOptions({ ...r.options, players: r.tableSize });
    if (!options.ok) return fail(400, 'options', options.error.message);
    const clash = this.authority.conflict(options.value, r.clock);
    if (clash !== null) return fail(400, 'clockConflict', clash);
    if (r.format === 'arena' && r.minutes === undefined) return fail(400, 'badRequest', 'an arena needs minutes');
    if (r.format === 'swiss' && r.rounds === undefined) return fail(400, 'badRequest', 'a Swiss needs rounds');
    if (r.ratingMin !== undefined && r.ratingMax !== undefined && r.ratingMin > r.ratingMax)
      return fail(400, 'badRequest', 'the rating range is empty');
    const now = this.now();
    // A Swiss waits for its field: by default it starts in 10 minutes, an arena at once.
    const startsAt = r.startsAt ?? (r.format === 'swiss' ? now + 10 * 60_000 : now);
    if (startsAt < now - 60_000 || startsAt > now + 30 * 86_400_000)
      return fail(400, 'badRequest', 'the start must be within the next 30 days');
    const open = await this.db
      .selectFrom('tournaments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('creator_id', '=', player.id)
      .where('state', '!=', 'finished')
      .executeTakeFirstOrThrow();
    if (Number(open.n) >= (this.options.maxOpenPerCreator ?? 3))
      return fail(429, 'tooManyTournaments', 'you already run as many tournaments as allowed');
    const row: TournamentRow = {
      id: randomBytes(9).toString('base64url'),
      name: r.name,
      game: r.game,
      options: JSON.stringify(r.options),
      clock: r.clock === undefined ? null : JSON.stringify(r.clock),
      rated: r.rated ? 1 : 0,
      format: r.format,
      table_size: r.tableSize,
      starts_at: startsAt,
      ends_at: r.format === 'arena' ? startsAt + (r.minutes as number) * 60_000 : null,
      rounds: r.format === 'swiss' ? (r.rounds as number) : null,
      state: 'created',
      round: 0,
      revision: 0,
      min_games: r.minRatedGames,
      rating_min: r.ratingMin ?? null,
      rating_max: r.ratingMax ?? null,
      password_hash: r.password === undefined ? null : await hash(r.password, ARGON2),
      max_players: r.maxPlayers,
      creator_id: player.id,
      creator_name: player.name,
      created: now,
    };
    await this.db.insertInto('tournaments').values(row).execute();
    return ok(summary(row, 0));
  }

  async join(player: Player, id: string, body: unknown): Promise<TournamentResult<TournamentDetail>> {
    const parsed = JoinTournamentRequest.safeParse(body ?? {});
    if (!parsed.success) return fail(400, 'badRequest', 'bad request');
    for (let attempt = 0; attempt < 8; attempt++) {
      const t = await getTournament(this.db, id);
      if (t === null) return fail(404, 'unknownTournament', 'no such tournament');
      // An arena past its end is over for newcomers even while its last games are played out.
      if (t.state === 'finished' || (t.ends_at !== null && this.now() >= t.ends_at))
        return fail(409, 'tournamentOver', 'this tournament is over');
      if (t.format === 'swiss' && t.state === 'running')
        return fail(409, 'tournamentStarted', 'a Swiss cannot be joined once it has started');
      const mine = await this.entry(id, player.id);
      if (mine !== null) return fail(409, 'alreadyJoined', 'you have already joined this tournament');
      if (t.password_hash !== null && !(await verify(t.password_hash, parsed.data.password ?? '')))
        return fail(403, 'wrongPassword', 'the password is not right');
      const eligible = await this.eligible(t, player);
      if (!eligible.ok) return eligible;
      const rating = eligible.value;
      const now = this.now();
      const done = await inTransaction(this.db, async (trx) => {
        // The revision orders joins with each other and with pairings: the count below cannot go stale.
        await bump(trx, id, t.revision);
        const n = await trx
          .selectFrom('tournament_entries')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('tournament_id', '=', id)
          .executeTakeFirstOrThrow();
        if (Number(n.n) >= t.max_players) throw FULL;
        await trx
          .insertInto('tournament_entries')
          .values({
            tournament_id: id,
            player_id: player.id,
            name: player.name,
            score: 0,
            streak: 0,
            paused: 0,
            withdrawn: 0,
            byes: 0,
            first_seats: 0,
            last_first: null,
            last_opponent: null,
            free_since: now,
            rating,
            joined: now,
          })
          .execute();
      }).catch((e) => {
        if (e === FULL) return 'full' as const;
        throw e;
      });
      if (done === 'full') return fail(409, 'full', 'this tournament is full');
      if (done) {
        // A late arrival in a running arena is paired at once (a Swiss starts at its time, by the scheduler).
        if (t.format === 'arena') this.background(this.kick(id));
        return ok((await this.detail(id, player)) as TournamentDetail);
      }
    }
    return fail(409, 'busy', 'the tournament changed too often; try again');
  }

  /** The entry conditions (README): rated games played and the rating range, in this game; the rating at entry. */
  private async eligible(t: TournamentRow, player: Player): Promise<TournamentResult<number>> {
    if (t.rated === 1 && !player.registered)
      return fail(403, 'notRegistered', 'a rated tournament is for accounts only');
    const rating = (await this.ratingOf?.(player.id, t.game)) ?? 1000;
    if (t.min_games > 0) {
      const row = await (this.db as unknown as Kysely<RatingsTables>)
        .selectFrom('ratings')
        .select('games')
        .where('subject', '=', player.id)
        .where('game', '=', t.game)
        .executeTakeFirst();
      if (Number(row?.games ?? 0) < t.min_games)
        return fail(403, 'notEligible', `this tournament asks for ${t.min_games} rated games of ${t.game}`);
    }
    if ((t.rating_min !== null && rating < t.rating_min) || (t.rating_max !== null && rating > t.rating_max))
      return fail(403, 'notEligible', 'your rating is outside the range of this tournament');
    return ok(rating);
  }

  private async entry(id: string, player: string): Promise<EntryRow | null> {
    const r = await this.db
      .selectFrom('tournament_entries')
      .selectAll()
      .where('tournament_id', '=', id)
      .where('player_id', '=', player)
      .executeTakeFirst();
    return r === undefined ? null : entryRow(r);
  }

  /** Pause (no new game until `resume`), come back, or withdraw for good; the game in play goes on. */
  async setEntry(
    player: Player,
    id: string,
    action: 'pause' | 'resume' | 'withdraw',
  ): Promise<TournamentResult<TournamentDetail>> {
    const t = await getTournament(this.db, id);
    if (t === null) return fail(404, 'unknownTournament', 'no such tournament');
    if (t.state === 'finished') return fail(409, 'tournamentOver', 'this tournament is over');
    const e = await this.entry(id, player.id);
    if (e === null) return fail(404, 'notJoined', 'you have not joined this tournament');
    if (e.withdrawn === 1) return fail(409, 'withdrawn', 'you have withdrawn from this tournament');
    const set =
      action === 'pause'
        ? { paused: 1 }
        : action === 'resume'
          ? { paused: 0, free_since: this.now() }
          : { withdrawn: 1, paused: 0 };
    await this.db
      .updateTable('tournament_entries')
      .set(set)
      .where('tournament_id', '=', id)
      .where('player_id', '=', player.id)
      .execute();
    if (action === 'resume') this.background(this.kick(id));
    return ok((await this.detail(id, player)) as TournamentDetail);
  }

  // The scheduler.

  /** One pass of the scheduler over every unfinished tournament, then the scan (README "Scheduler"). */
  tick(): Promise<void> {
    this.ticking ??= this.pass().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  private async pass(): Promise<void> {
    await this.scan();
    await this.recover();
    if (this.options.recurring !== undefined) await scheduleRecurring(this.db, this.options.recurring, this.now());
    const rows = await this.db.selectFrom('tournaments').select('id').where('state', '!=', 'finished').execute();
    for (const { id } of rows) await this.step(id);
  }

  /** The scheduler for one tournament, now (after a join, a game scored, a player back). */
  private async kick(idOrGame: string): Promise<void> {
    const row = await this.db
      .selectFrom('tournament_games')
      .select('tournament_id')
      .where('game_id', '=', idOrGame)
      .executeTakeFirst();
    await this.step(row?.tournament_id ?? idOrGame);
  }

  private async step(id: string): Promise<void> {
    const t = await getTournament(this.db, id);
    if (t === null || t.state === 'finished') return;
    const now = this.now();
    if (t.state === 'created') {
      if (now < t.starts_at) return;
      if (!(await inTransaction(this.db, (trx) => bump(trx, id, t.revision, { state: 'running' })))) return;
      return this.step(id);
    }
    const games = await gamesOf(this.db, id);
    const open = games.filter((g) => g.scored === 0);
    const finish = () => inTransaction(this.db, (trx) => bump(trx, id, t.revision, { state: 'finished' }));
    const entries = await entriesOf(this.db, id);
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
    if (open.length > 0) return;
    const active = entries.filter((e) => e.paused === 0 && e.withdrawn === 0);
    if (t.round >= (t.rounds as number) || active.length < 2) {
      await finish();
      return;
    }
    const round = pairSwiss(this.swissPlayers(active, games), t.table_size, this.games[t.game]?.players.min ?? 2);
    await this.pair(t, entries, round.tables, round.byes, t.round + 1);
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
  ): Promise<void> {
    const now = this.now();
    const rows: GameRow[] = tables.map((players) => ({
      game_id: randomBytes(12).toString('base64url'),
      tournament_id: t.id,
      round,
      players: JSON.stringify(players),
      scored: 0,
      ranks: null,
      points: null,
      created: now,
    }));
    const bye = winPoints(t.table_size);
    const won = await inTransaction(this.db, async (trx) => {
      await bump(trx, t.id, t.revision, { round });
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
      const made = await this.authority.create(
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
        this.options.onError?.(new Error(`tournament ${t.id}: game not made: ${made.error.message}`));
        await this.void(row.game_id, players.length);
      }
    } catch (e) {
      // Another node made it first (the same id): nothing to do.
      if ((await this.store.getGame(row.game_id)) === null) throw e;
    }
  }

  private async void(gameId: string, seats: number): Promise<void> {
    await this.db
      .updateTable('tournament_games')
      .set({ scored: 1, points: JSON.stringify(Array.from({ length: seats }, () => 0)) })
      .where('game_id', '=', gameId)
      .where('scored', '=', 0)
      .execute();
  }

  /** Game rows whose game no node made within the lease (a node died between pairing and making it). */
  private async recover(): Promise<void> {
    const stale = await this.db
      .selectFrom('tournament_games as tg')
      .leftJoin('games as g', 'g.id', 'tg.game_id')
      .select(['tg.game_id', 'tg.tournament_id'])
      .where('tg.scored', '=', 0)
      .where('g.id', 'is', null)
      .where('tg.created', '<', this.now() - this.leaseMs)
      .limit(100)
      .execute();
    for (const s of stale) {
      const t = await getTournament(this.db, s.tournament_id);
      const row = await this.db
        .selectFrom('tournament_games')
        .selectAll()
        .where('game_id', '=', s.game_id)
        .executeTakeFirst();
      if (t === null || row === undefined) continue;
      const names = new Map((await entriesOf(this.db, t.id)).map((e) => [e.player_id, e.name]));
      await this.makeGame(t, gameRow(row), names);
    }
  }

  // Scoring, exactly once.

  /** Scores every tournament game that is over in the store and not yet scored (one a node missed). */
  async scan(): Promise<number> {
    const rows = await this.db
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
    const found = await this.db
      .selectFrom('tournament_games')
      .selectAll()
      .where('game_id', '=', gameId)
      .where('scored', '=', 0)
      .executeTakeFirst();
    if (found === undefined) return false;
    const row = gameRow(found);
    const stored = await this.store.getGame(gameId);
    if (stored === null || stored.status === 'active') return false;
    const t = await getTournament(this.db, row.tournament_id);
    if (t === null) return false;
    const players = parse<string[]>(row.players);
    const ranks = stored.status === 'over' && stored.result !== null ? [...stored.result.ranks] : null;
    // An absent player (lost on time or by abandonment without a move of their own) leaves: README "Absence".
    const absent = new Set<number>();
    if (ranks !== null) {
      const entries = await this.store.getMoves(gameId);
      // Lost on time or by abandonment (a resignation is a choice made at the table, not an absence).
      const lost = new Set(
        entries.flatMap((e) => {
          if (typeof e === 'string') return [];
          const ev = e.event as { type?: unknown; seat?: unknown };
          return (ev.type === 'timeUp' || ev.type === 'abandon') && typeof ev.seat === 'number' ? [ev.seat] : [];
        }),
      );
      const game = this.games[stored.game];
      if (lost.size > 0 && game !== undefined) {
        const replayed = rebuild(game, stored, entries);
        if (replayed.ok) {
          const moves = movesPerSeat(replayed.line, players.length);
          for (const s of lost) if ((moves[s] ?? 0) === 0) absent.add(s);
        }
      }
    }
    const now = this.now();
    return inTransaction(this.db, async (trx) => {
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
        return t.format === 'arena'
          ? arenaPoints(ranks, seat, streak)
          : { points: table[seat] as number, streak: isWin(ranks, seat) ? streak + 1 : 0 };
      });
      const marked = await trx
        .updateTable('tournament_games')
        .set({ scored: 1, ranks: JSON.stringify(ranks), points: JSON.stringify(points.map((p) => p.points)) })
        .where('game_id', '=', gameId)
        .where('scored', '=', 0)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) throw LOST;
      for (const [seat, p] of players.entries()) {
        const got = points[seat] as { points: number; streak: number };
        await trx
          .updateTable('tournament_entries')
          .set({
            score: sql`score + ${got.points}`,
            streak: got.streak,
            first_seats: sql`first_seats + ${seat === 0 ? 1 : 0}`,
            last_first: seat === 0 ? 1 : 0,
            last_opponent: players.length === 2 ? (players[1 - seat] as string) : null,
            free_since: now,
            ...(absent.has(seat) ? (t.format === 'arena' ? { paused: 1 } : { withdrawn: 1 }) : {}),
          })
          .where('tournament_id', '=', t.id)
          .where('player_id', '=', p)
          .execute();
      }
    });
  }

  // Reading, from the store on every node (reads.ts).

  list(): Promise<TournamentList> {
    return listTournaments(this.db);
  }

  detail(id: string, viewer: Player | null): Promise<TournamentDetail | null> {
    return tournamentDetail(this.db, id, viewer, this.now());
  }

  ofPlayer(player: string): Promise<PlayerTournaments> {
    return playerTournaments(this.db, player);
  }
}

const FULL = Symbol('full');
