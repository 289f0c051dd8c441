import { type Kysely, PostgresAdapter, type Transaction } from 'kysely';
import type { Rating } from 'openskill';
import type { Database } from '../sql-store.js';
import { afterAbsence, rateGame } from './rate.js';
import type { RatingsTables } from './tables.js';
import { teamsOf } from './teams.js';

/** A cheater's marker (moderation/, issue 26): their ratings are hidden and their later games are not rated. */
export type RatingMarksTables = { rating_marks: { subject: string; at: string } };

type Db = Database & RatingsTables & RatingMarksTables;
type Change = RatingsTables['rating_changes'];

/** The reason a voided game's marker says (`rating_games.reason`; the web app's `reasonKey`). */
export const VOIDED = 'voided';

/**
 * Marks `subject` a cheater and voids every rated game it played: in one transaction, each voided game's marker goes
 * `unrated` (reason `voided`) and its changes are deleted, then, per kind of game, every rated game settled since
 * the first voided one is settled again in its order (`at`, then id) from the ratings its subjects had before that
 * point, with the ranks it was rated with and the time away between games (`afterAbsence`) as the first settlement
 * had them. Replaying with nothing voided gives back the stored numbers exactly (tested), so only the voided games'
 * effect goes away: their opponents, and whoever played those opponents later. On PostgreSQL the ratings rows of each
 * kind of game are locked first (`FOR UPDATE`), so a settlement on another node waits for the replay.
 */
export async function voidSubject(
  db: Kysely<Database>,
  subject: string,
  now: number,
): Promise<{ voided: string[]; replayed: number }> {
  const locks = db.getExecutor().adapter instanceof PostgresAdapter;
  return db
    .withTables<RatingsTables & RatingMarksTables>()
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto('rating_marks')
        .values({ subject, at: new Date(now).toISOString() })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const games = await trx
        .selectFrom('rating_changes as c')
        .innerJoin('rating_games as g', 'g.game_id', 'c.game_id')
        .select(['c.game_id', 'c.game', 'c.at'])
        .where('c.subject', '=', subject)
        .where('g.status', '=', 'rated')
        .execute();
      const voided = [...new Set(games.map((g) => g.game_id))];
      let replayed = 0;
      for (const kind of new Set(games.map((g) => g.game))) {
        const from = games
          .filter((g) => g.game === kind)
          .map((g) => g.at)
          .sort()[0] as string;
        replayed += await replayFrom(trx, kind, from, new Set(voided), locks);
      }
      if (voided.length > 0) {
        await trx.deleteFrom('rating_changes').where('game_id', 'in', voided).execute();
        await trx
          .updateTable('rating_games')
          .set({ status: 'unrated', reason: VOIDED })
          .where('game_id', 'in', voided)
          .execute();
      }
      return { voided, replayed };
    });
}

/** Settles again every rated game of `kind` from `from` on, without the `voided` ones; the number replayed. */
async function replayFrom(
  trx: Transaction<Db>,
  kind: string,
  from: string,
  voided: ReadonlySet<string>,
  locks: boolean,
): Promise<number> {
  if (locks) await trx.selectFrom('ratings').select('subject').where('game', '=', kind).forUpdate().execute();
  const tail = (await trx
    .selectFrom('rating_changes')
    .selectAll()
    .where('game', '=', kind)
    .where('at', '>=', from)
    .orderBy('at')
    .orderBy('game_id')
    .orderBy('seat')
    .execute()) as Change[];
  const subjects = [...new Set(tail.map((c) => c.subject))];
  // Each subject's rating just before `from`: its last change before it (a newcomer's when none).
  const state = new Map<string, { rating: Rating; at: string }>();
  for (const s of subjects) {
    const last = await trx
      .selectFrom('rating_changes')
      .select(['mu', 'sigma', 'at'])
      .where('subject', '=', s)
      .where('game', '=', kind)
      .where('at', '<', from)
      .orderBy('at', 'desc')
      .orderBy('game_id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (last !== undefined) state.set(s, { rating: { mu: Number(last.mu), sigma: Number(last.sigma) }, at: last.at });
  }
  const byGame = new Map<string, Change[]>();
  for (const c of tail) byGame.set(c.game_id, [...(byGame.get(c.game_id) ?? []), c]);
  let replayed = 0;
  for (const [gameId, seats] of byGame) {
    if (voided.has(gameId)) continue;
    const stored = await trx.selectFrom('games').select('options').where('id', '=', gameId).executeTakeFirst();
    const atMs = Date.parse((seats[0] as Change).at);
    const ordered = [...seats].sort((a, b) => Number(a.seat) - Number(b.seat));
    const priors = new Map<string, Rating>();
    for (const c of ordered) {
      const s = state.get(c.subject);
      if (s !== undefined) priors.set(c.subject, afterAbsence(s.rating, s.at, atMs));
    }
    const rated = rateGame({
      subjects: ordered.map((c) => c.subject),
      ranks: ordered.map((c) => Number(c.rank)),
      teams: teamsOf(kind, stored === undefined ? {} : JSON.parse(stored.options), ordered.length),
      lost: new Set(),
      priors,
    });
    for (const s of rated.seats)
      await trx
        .updateTable('rating_changes')
        .set({ mu_before: s.before.mu, sigma_before: s.before.sigma, mu: s.after.mu, sigma: s.after.sigma })
        .where('game_id', '=', gameId)
        .where('seat', '=', s.seat)
        .execute();
    for (const [subject, r] of rated.next) state.set(subject, { rating: r, at: (seats[0] as Change).at });
    replayed++;
  }
  // The current rows: the replayed ratings, and the games counted again; a subject left with no game loses its row.
  for (const s of subjects) {
    const left = await trx
      .selectFrom('rating_changes')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('subject', '=', s)
      .where('game', '=', kind)
      .where('game_id', 'not in', voided.size === 0 ? [''] : [...voided])
      .executeTakeFirst();
    const n = Number(left?.n ?? 0);
    const r = state.get(s);
    if (n === 0 || r === undefined) {
      await trx.deleteFrom('ratings').where('subject', '=', s).where('game', '=', kind).execute();
      continue;
    }
    await trx
      .updateTable('ratings')
      .set({ mu: r.rating.mu, sigma: r.rating.sigma, games: n, last_played: r.at })
      .where('subject', '=', s)
      .where('game', '=', kind)
      .execute();
  }
  return replayed;
}

/** Which of `subjects` are marked (hidden from leaderboards and profiles, not rated again). */
export async function markedAmong(db: Kysely<Database>, subjects: readonly string[]): Promise<Set<string>> {
  if (subjects.length === 0) return new Set();
  const rows = await db
    .withTables<RatingMarksTables>()
    .selectFrom('rating_marks')
    .select('subject')
    .where('subject', 'in', [...subjects])
    .execute();
  return new Set(rows.map((r) => r.subject));
}

/** `rating_marks` (created by the moderation migration). */
export async function ratingMarksTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rating_marks')
    .addColumn('subject', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
}
