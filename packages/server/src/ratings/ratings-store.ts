import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Rating } from 'openskill';
import type { PlayersTables } from '../players/tables.js';
import type { Database } from '../sql-store.js';
import { afterAbsence, NEW_RATING, type SeatChange } from './rate.js';
import type { RatingsTables } from './tables.js';

/**
 * The store's connection with this module's tables beside the games (read: which rated games are over) and the
 * players module's (read: who holds a seat, who has an account).
 */
type Db = Kysely<Database & RatingsTables & PlayersTables>;

export type Settlement = 'pending' | 'rated' | 'unrated';

/** What one settlement writes: the seats' changes (with their names) computed from the priors it was given. */
export type Compute = (priors: ReadonlyMap<string, Rating>) => {
  seats: readonly (SeatChange & { readonly name: string })[];
  next: ReadonlyMap<string, Rating>;
};

/**
 * The ratings tables. `settle` is the exactly-once step: in one transaction it moves the game's marker from
 * `pending` to `rated` (an UPDATE that only one transaction can make: on PostgreSQL the row lock makes a second
 * node wait, then find nothing to update), locks the players' rating rows in a fixed order (`FOR UPDATE` on
 * PostgreSQL, a newcomer's row made first; SQLite has one writer at a time), reads them, and writes the new ratings and the changes. Any
 * failure rolls everything back, marker included, so a later scan tries again.
 */
export class RatingsStore {
  private readonly db: Db;
  private readonly locks: boolean;

  constructor(
    db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {
    this.db = db.withTables<RatingsTables>().withTables<PlayersTables>();
    this.locks = db.getExecutor().adapter instanceof PostgresAdapter;
  }

  /** Marks a game rated before it is stored (a marker without its game is never settled: `scan` joins games). */
  async register(gameId: string, game: string): Promise<void> {
    await this.db
      .insertInto('rating_games')
      .values({
        game_id: gameId,
        game,
        status: 'pending',
        reason: null,
        created: new Date().toISOString(),
        settled: null,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  async status(gameId: string): Promise<{ status: Settlement; reason: string | null } | null> {
    const row = await this.db
      .selectFrom('rating_games')
      .select(['status', 'reason'])
      .where('game_id', '=', gameId)
      .executeTakeFirst();
    return row ?? null;
  }

  /** Rated games that ended (`over`) or were aborted and are still `pending`: what a startup scan settles. */
  async unsettled(): Promise<{ id: string; aborted: boolean }[]> {
    const rows = await this.db
      .selectFrom('rating_games as r')
      .innerJoin('games as g', 'g.id', 'r.game_id')
      .select(['r.game_id', 'g.status'])
      .where('r.status', '=', 'pending')
      .where('g.status', 'in', ['over', 'aborted'])
      .execute();
    return rows.map((r) => ({ id: r.game_id, aborted: r.status === 'aborted' }));
  }

  /** Marks a pending game unrated (aborted, a seat without an account); false when it was not pending. */
  async refuse(gameId: string, reason: string): Promise<boolean> {
    const r = await this.db
      .updateTable('rating_games')
      .set({ status: 'unrated', reason, settled: new Date().toISOString() })
      .where('game_id', '=', gameId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** The exactly-once update (see the class). False when the game was already settled (or never rated). */
  async settle(gameId: string, game: string, subjects: readonly string[], compute: Compute): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const nowMs = this.now();
      const now = new Date(nowMs).toISOString();
      const marked = await trx
        .updateTable('rating_games')
        .set({ status: 'rated', settled: now })
        .where('game_id', '=', gameId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return false;
      const sorted = [...new Set(subjects)].sort();
      let read = trx.selectFrom('ratings').selectAll().where('game', '=', game).where('subject', 'in', sorted);
      if (this.locks) {
        // A newcomer has no row to lock: a newcomer's row is made first (waiting for another node's insert of it to
        // commit), so two games of one new player are settled one after the other, never both from the prior.
        for (const subject of sorted)
          await trx
            .insertInto('ratings')
            .values({
              subject,
              game,
              name: subject,
              mu: NEW_RATING.mu,
              sigma: NEW_RATING.sigma,
              games: 0,
              last_played: now,
            })
            .onConflict((oc) => oc.doNothing())
            .execute();
        read = read.orderBy('subject').forUpdate();
      }
      const rows = await read.execute();
      // Time away (τ per day, rate.ts `afterAbsence`): the prior has regained the uncertainty of the days unplayed.
      const priors = new Map(
        rows.map((r) => [r.subject, afterAbsence({ mu: Number(r.mu), sigma: Number(r.sigma) }, r.last_played, nowMs)]),
      );
      const { seats, next } = compute(priors);
      for (const s of seats)
        await trx
          .insertInto('rating_changes')
          .values({
            game_id: gameId,
            seat: s.seat,
            subject: s.subject,
            game,
            name: s.name,
            rank: s.rank,
            mu_before: s.before.mu,
            sigma_before: s.before.sigma,
            mu: s.after.mu,
            sigma: s.after.sigma,
            at: now,
          })
          .execute();
      for (const subject of sorted) {
        const r = next.get(subject);
        if (r === undefined) continue;
        const name = seats.find((s) => s.subject === subject)?.name ?? subject;
        await trx
          .insertInto('ratings')
          .values({ subject, game, name, mu: r.mu, sigma: r.sigma, games: 1, last_played: now })
          .onConflict((oc) =>
            oc.columns(['subject', 'game']).doUpdateSet({
              name,
              mu: r.mu,
              sigma: r.sigma,
              games: sql<number>`ratings.games + 1`,
              last_played: now,
            }),
          )
          .execute();
      }
      return true;
    });
  }

  /** The players bound to a game's seats (players/seats.ts `game_seats`, the binding itself), by seat. */
  async holders(gameId: string): Promise<Map<number, string>> {
    const rows = await this.db
      .selectFrom('game_seats')
      .select(['seat', 'player_id'])
      .where('game_id', '=', gameId)
      .execute();
    return new Map(rows.map((r) => [Number(r.seat), r.player_id]));
  }

  /** Which of these players are registered accounts (a username: players/accounts.ts). */
  async registered(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('players')
      .select('id')
      .where('id', 'in', [...ids])
      .where('username', 'is not', null)
      .execute();
    return new Set(rows.map((r) => r.id));
  }

  /** A subject's rating now: its stored one with the uncertainty of the days since its last rated game. */
  async rating(subject: string, game: string): Promise<Rating | null> {
    const r = await this.db
      .selectFrom('ratings')
      .select(['mu', 'sigma', 'last_played'])
      .where('subject', '=', subject)
      .where('game', '=', game)
      .executeTakeFirst();
    return r === undefined
      ? null
      : afterAbsence({ mu: Number(r.mu), sigma: Number(r.sigma) }, r.last_played, this.now());
  }

  /** The best by the conservative ordinal μ − 3σ among those who played since `since`. */
  async top(game: string, since: string, limit: number, bots: boolean) {
    const rows = await this.db
      .selectFrom('ratings')
      .selectAll()
      .where('game', '=', game)
      .where('subject', bots ? 'like' : 'not like', 'bot:%')
      .where('last_played', '>=', since)
      .orderBy(sql`mu - 3 * sigma`, 'desc')
      .orderBy('subject')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ ...r, mu: Number(r.mu), sigma: Number(r.sigma), games: Number(r.games) }));
  }

  async changesOf(gameId: string) {
    const rows = await this.db
      .selectFrom('rating_changes')
      .selectAll()
      .where('game_id', '=', gameId)
      .orderBy('seat')
      .execute();
    return rows.map(numbers);
  }

  async historyOf(subject: string) {
    const rows = await this.db
      .selectFrom('rating_changes')
      .selectAll()
      .where('subject', '=', subject)
      .orderBy('at')
      .orderBy('game_id')
      .execute();
    return rows.map(numbers);
  }
}

/** PostgreSQL's driver may hand numbers back as strings (bigint, numeric): read every number column as one. */
const numbers = (r: RatingsTables['rating_changes']): RatingsTables['rating_changes'] => ({
  ...r,
  seat: Number(r.seat),
  rank: Number(r.rank),
  mu_before: Number(r.mu_before),
  sigma_before: Number(r.sigma_before),
  mu: Number(r.mu),
  sigma: Number(r.sigma),
});
