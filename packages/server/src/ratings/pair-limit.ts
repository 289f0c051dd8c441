import { RATED_PAIR_LIMIT_PER_DAY } from '@ludotheque/protocol';
import { type Kysely, PostgresAdapter } from 'kysely';
import type { Database } from '../sql-store.js';
import type { RatingsTables } from './tables.js';

/**
 * Rated games between the same two people count for rating only this many times in any 24 hours, per game
 * (README, "Per-pair limit"); beyond it a game between them is casual, and that is said before it starts.
 */
export const PAIR_LIMIT_PER_DAY = RATED_PAIR_LIMIT_PER_DAY;
export const PAIR_WINDOW_MS = 86_400_000;

/** Every pair of distinct people at a table, each as [a, b] with a < b, sorted (the order their rows are locked). */
export function pairsOf(people: readonly string[]): [string, string][] {
  const ids = [...new Set(people)].sort();
  const pairs: [string, string][] = [];
  for (let i = 0; i < ids.length; i++)
    for (let j = i + 1; j < ids.length; j++) pairs.push([ids[i] as string, ids[j] as string]);
  return pairs;
}

/** One pair's use of its daily slots. */
export interface PairUse {
  readonly a: string;
  readonly b: string;
  /** Rated games (pending or rated) of this pair in the last 24 hours, besides the one asked about. */
  readonly used: number;
}

/**
 * The per-pair daily limit, counted in the store (so it holds across nodes and restarts). A game takes one slot of
 * every pair of people at its table, all or none, in one transaction; each pair's `rating_pairs` row is locked first
 * (`FOR UPDATE` on PostgreSQL, in sorted order; SQLite has one writer), so two nodes claiming for one pair at once
 * count one after the other and never both take its last slot. A game that ends unrated gives its slots back.
 */
export class PairLimit {
  private readonly db: Kysely<Database & RatingsTables>;
  private readonly locks: boolean;

  constructor(
    db: Kysely<Database>,
    readonly limit = PAIR_LIMIT_PER_DAY,
    private readonly now: () => number = Date.now,
  ) {
    this.db = db.withTables<RatingsTables>();
    this.locks = db.getExecutor().adapter instanceof PostgresAdapter;
  }

  /** Each pair's use in the window ending now (read only: what the lobby and a rematch offer show). */
  async uses(game: string, people: readonly string[], except?: string): Promise<PairUse[]> {
    return this.count(this.db, game, pairsOf(people), except);
  }

  /**
   * Takes a slot of every pair for `gameId`; true when it holds them (now or already), false when a pair has none
   * left (nothing taken). A table of one person (or bots) has no pair: true.
   */
  async claim(gameId: string, game: string, people: readonly string[]): Promise<boolean> {
    const pairs = pairsOf(people);
    if (pairs.length === 0) return true;
    return this.db.transaction().execute(async (trx) => {
      for (const [a, b] of pairs) {
        await trx
          .insertInto('rating_pairs')
          .values({ a, b, game })
          .onConflict((oc) => oc.doNothing())
          .execute();
        if (this.locks)
          await trx
            .selectFrom('rating_pairs')
            .select('a')
            .where('a', '=', a)
            .where('b', '=', b)
            .where('game', '=', game)
            .forUpdate()
            .execute();
      }
      const held = await trx
        .selectFrom('rating_pair_games')
        .select('a')
        .where('game_id', '=', gameId)
        .executeTakeFirst();
      if (held !== undefined) return true;
      const uses = await this.count(trx, game, pairs, gameId);
      if (uses.some((u) => u.used >= this.limit)) return false;
      const at = new Date(this.now()).toISOString();
      for (const [a, b] of pairs)
        await trx.insertInto('rating_pair_games').values({ game_id: gameId, a, b, game, at }).execute();
      return true;
    });
  }

  /** Gives a game's slots back (it ended unrated: aborted, too short…). */
  async release(gameId: string): Promise<void> {
    await this.db.deleteFrom('rating_pair_games').where('game_id', '=', gameId).execute();
  }

  /** Whether a game holds its pairs' slots. */
  async holds(gameId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('rating_pair_games')
      .select('a')
      .where('game_id', '=', gameId)
      .executeTakeFirst();
    return row !== undefined;
  }

  private async count(
    db: Kysely<Database & RatingsTables>,
    game: string,
    pairs: readonly [string, string][],
    except?: string,
  ): Promise<PairUse[]> {
    const since = new Date(this.now() - PAIR_WINDOW_MS).toISOString();
    const out: PairUse[] = [];
    for (const [a, b] of pairs) {
      let q = db
        .selectFrom('rating_pair_games')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('a', '=', a)
        .where('b', '=', b)
        .where('game', '=', game)
        .where('at', '>', since);
      if (except !== undefined) q = q.where('game_id', '!=', except);
      const row = await q.executeTakeFirst();
      out.push({ a, b, used: Number(row?.n ?? 0) });
    }
    return out;
  }
}
