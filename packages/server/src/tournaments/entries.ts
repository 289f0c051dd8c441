import { randomBytes } from 'node:crypto';
import type { Player, TournamentDetail, TournamentSummary } from '@ludotheque/protocol';
import { CreateTournamentRequest, JoinTournamentRequest } from '@ludotheque/protocol';
import { hash, verify } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import { MAX_TITLE_LENGTH, normalizeName } from '../players/names.js';
import type { RatingsTables } from '../ratings/tables.js';
import { fail, ok, type TournamentContext, type TournamentResult } from './context.js';
import { summary, tournamentDetail } from './reads.js';
import { roundSettings } from './rounds.js';
import { bump, type EntryRow, entryRow, getTournament, inTransaction, type TournamentRow } from './store.js';

const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const FULL = Symbol('full');

/**
 * Creation and entries (README "API"): every refusal is checked before anything is written; a join is ordered with
 * other joins and with pairings by the tournament's revision, and `kick`s the scheduler where it may pair at once.
 */
export class Entries {
  constructor(
    private readonly ctx: TournamentContext,
    private readonly ratingOf: ((player: string, game: string) => Promise<number>) | null,
    private readonly kick: (id: string) => Promise<void>,
  ) {}

  async create(player: Player, body: unknown): Promise<TournamentResult<TournamentSummary>> {
    if (!player.registered) return fail(403, 'notRegistered', 'only an account can create a tournament');
    const parsed = CreateTournamentRequest.safeParse(body);
    if (!parsed.success) return fail(400, 'badRequest', parsed.error.issues[0]?.message ?? 'bad request');
    const r = parsed.data;
    // A tournament's name is shown to everyone: the one name policy (no bidi overrides, zero-width or blank names).
    const name = normalizeName(r.name, MAX_TITLE_LENGTH);
    if (!name.ok) return fail(400, 'badName', `the name is refused (${name.error})`);
    const game = Object.hasOwn(this.ctx.games, r.game) ? this.ctx.games[r.game] : undefined;
    if (game === undefined) return fail(404, 'unknownGame', `no game ${r.game}`);
    if (r.tableSize < game.players.min || r.tableSize > game.players.max)
      return fail(400, 'tableSize', `${r.game} is played by ${game.players.min} to ${game.players.max}`);
    const options = game.parseOptions({ ...r.options, players: r.tableSize });
    if (!options.ok) return fail(400, 'options', options.error.message);
    const clash = this.ctx.authority.conflict(options.value, r.clock);
    if (clash !== null) return fail(400, 'clockConflict', clash);
    if (r.format === 'arena' && r.minutes === undefined) return fail(400, 'badRequest', 'an arena needs minutes');
    if (r.format === 'swiss' && r.rounds === undefined) return fail(400, 'badRequest', 'a Swiss needs rounds');
    // Berserk halves a real-time clock: an arena's only, as lila's (README "Berserk").
    if (r.berserkable && (r.format !== 'arena' || r.clock?.kind !== 'realtime'))
      return fail(400, 'berserkClock', 'berserk needs an arena with a real-time clock');
    if (r.ratingMin !== undefined && r.ratingMax !== undefined && r.ratingMin > r.ratingMax)
      return fail(400, 'badRequest', 'the rating range is empty');
    const now = this.ctx.now();
    // A Swiss waits for its field: by default it starts in 10 minutes, an arena at once.
    const startsAt = r.startsAt ?? (r.format === 'swiss' ? now + 10 * 60_000 : now);
    if (startsAt < now - 60_000 || startsAt > now + 30 * 86_400_000)
      return fail(400, 'badRequest', 'the start must be within the next 30 days');
    const rounds = roundSettings(r, startsAt);
    if (typeof rounds === 'string') return fail(400, 'badRequest', rounds);
    const open = await this.ctx.db
      .selectFrom('tournaments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('creator_id', '=', player.id)
      .where('state', '!=', 'finished')
      .executeTakeFirstOrThrow();
    if (Number(open.n) >= (this.ctx.options.maxOpenPerCreator ?? 3))
      return fail(429, 'tooManyTournaments', 'you already run as many tournaments as allowed');
    const row: TournamentRow = {
      id: randomBytes(9).toString('base64url'),
      name: name.value,
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
      ...rounds,
      next_round_at: null,
      round_deadline: null,
      berserkable: r.berserkable ? 1 : 0,
    };
    await this.ctx.db.insertInto('tournaments').values(row).execute();
    return ok(summary(row, 0));
  }

  async join(player: Player, id: string, body: unknown): Promise<TournamentResult<TournamentDetail>> {
    const parsed = JoinTournamentRequest.safeParse(body ?? {});
    if (!parsed.success) return fail(400, 'badRequest', 'bad request');
    for (let attempt = 0; attempt < 8; attempt++) {
      const t = await getTournament(this.ctx.db, id);
      if (t === null) return fail(404, 'unknownTournament', 'no such tournament');
      // An arena past its end is over for newcomers even while its last games are played out.
      if (t.state === 'finished' || (t.ends_at !== null && this.ctx.now() >= t.ends_at))
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
      const now = this.ctx.now();
      const done = await inTransaction(this.ctx.db, async (trx) => {
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
        if (t.format === 'arena') this.ctx.background(this.kick(id));
        return ok((await tournamentDetail(this.ctx.db, id, player, this.ctx.now())) as TournamentDetail);
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
      const row = await (this.ctx.db as unknown as Kysely<RatingsTables>)
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
    const r = await this.ctx.db
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
    const t = await getTournament(this.ctx.db, id);
    if (t === null) return fail(404, 'unknownTournament', 'no such tournament');
    if (t.state === 'finished') return fail(409, 'tournamentOver', 'this tournament is over');
    const e = await this.entry(id, player.id);
    if (e === null) return fail(404, 'notJoined', 'you have not joined this tournament');
    if (e.withdrawn === 1) return fail(409, 'withdrawn', 'you have withdrawn from this tournament');
    const set =
      action === 'pause'
        ? { paused: 1 }
        : action === 'resume'
          ? { paused: 0, free_since: this.ctx.now() }
          : { withdrawn: 1, paused: 0 };
    await this.ctx.db
      .updateTable('tournament_entries')
      .set(set)
      .where('tournament_id', '=', id)
      .where('player_id', '=', player.id)
      .execute();
    if (action === 'resume') this.ctx.background(this.kick(id));
    return ok((await tournamentDetail(this.ctx.db, id, player, this.ctx.now())) as TournamentDetail);
  }
}
