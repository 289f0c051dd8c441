import type { GameRatings, Leaderboard, RatingHistory, ShownRating } from '@ludotheque/protocol';
import type { Kysely } from 'kysely';
import type { Rating } from 'openskill';
import type { Database } from '../sql-store.js';
import type { Store } from '../store.js';
import { lostSeats, NEW_RATING, rateGame } from './rate.js';
import { RatingsStore } from './ratings-store.js';
import { isProvisional, shownRating } from './scale.js';
import { teamsOf } from './teams.js';

export interface RatingsOptions {
  /** Which of these player ids are registered accounts; by default the players module's accounts (a username). */
  readonly registered?: (ids: readonly string[]) => Promise<ReadonlySet<string>>;
  /** Told of a settlement that failed (it stays pending; the next scan tries again). */
  readonly onError?: (gameId: string, error: unknown) => void;
}

export type Outcome = 'rated' | 'unrated' | 'skipped';

const DAY_MS = 86_400_000;
/** Leaderboards list players who played a rated game of that game within this many days. */
export const ACTIVE_DAYS = 30;
export const LEADERBOARD_SIZE = 100;

export const shown = (r: Rating): ShownRating => ({
  rating: shownRating(r),
  provisional: isProvisional(r),
  mu: r.mu,
  sigma: r.sigma,
});

/**
 * Ratings of rated games (README): registered at creation, settled once when the game ends (`over`, called by the
 * authority after the final entry commits) or by `scan` (at startup, and every few minutes) for any the node missed.
 */
export class Ratings {
  readonly tables: RatingsStore;
  private readonly inFlight = new Set<Promise<unknown>>();
  /** Games known rated or casual (`mayTakeSeat`). */
  private readonly rated = new Map<string, boolean>();

  constructor(
    private readonly store: Store,
    db: Kysely<Database>,
    private readonly options: RatingsOptions = {},
  ) {
    this.tables = new RatingsStore(db);
  }

  /** Before the game is stored: a rated game gets its pending marker. */
  async created(id: string, request: { readonly game: string; readonly rated?: boolean | undefined }): Promise<void> {
    if (request.rated === true) await this.tables.register(id, request.game);
  }

  /** Whether the game was created rated (a rematch of a rated table is rated too). */
  async isRated(id: string): Promise<boolean> {
    return (await this.tables.status(id)) !== null;
  }

  /** The game just ended on this node: settle it in the background. */
  over(id: string): void {
    const run = this.settleGame(id).catch((e) => this.options.onError?.(id, e));
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
  }

  /** Resolves when the settlements started by `over` are done (tests, close). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** Settles every rated game that ended or was aborted and is still pending; the number settled. */
  async scan(): Promise<number> {
    let n = 0;
    for (const g of await this.tables.unsettled()) {
      try {
        if ((await this.settleGame(g.id)) !== 'skipped') n++;
      } catch (e) {
        this.options.onError?.(g.id, e);
      }
    }
    return n;
  }

  /** One game: rated once, refused (aborted, a seat without an account), or skipped (not over, not pending). */
  async settleGame(id: string): Promise<Outcome> {
    const marker = await this.tables.status(id);
    if (marker === null || marker.status !== 'pending') return 'skipped';
    const stored = await this.store.getGame(id);
    if (stored === null) return 'skipped';
    if (stored.status === 'aborted') return (await this.tables.refuse(id, 'aborted')) ? 'unrated' : 'skipped';
    if (stored.status !== 'over' || stored.result === null) return 'skipped';
    // A seat's player: the stored seat's `player`, else the binding itself (players/seats.ts writes both).
    const holders = await this.tables.holders(id);
    const subjects: string[] = [];
    for (const [i, seat] of stored.seats.entries()) {
      const player = seat.kind === 'bot' ? `bot:${seat.level}` : (seat.player ?? holders.get(i) ?? null);
      if (player === null) return (await this.tables.refuse(id, 'a seat has no account')) ? 'unrated' : 'skipped';
      subjects.push(player);
    }
    const people = stored.seats.flatMap((s, i) => (s.kind === 'human' ? [subjects[i] as string] : []));
    if (new Set(people).size !== people.length)
      return (await this.tables.refuse(id, 'one account in two seats')) ? 'unrated' : 'skipped';
    const registered = await (this.options.registered ?? ((ids) => this.tables.registered(ids)))(people);
    if (people.some((p) => !registered.has(p)))
      return (await this.tables.refuse(id, 'a seat has no registered account')) ? 'unrated' : 'skipped';
    const entries = await this.store.getMoves(id);
    const { ranks } = stored.result;
    const teams = teamsOf(stored.game, stored.options, stored.seats.length);
    const lost = lostSeats(entries);
    const done = await this.tables.settle(id, stored.game, subjects, (priors) => {
      const rated = rateGame({ subjects, ranks, teams, lost, priors });
      return {
        seats: rated.seats.map((s) => ({ ...s, name: stored.seats[s.seat]?.name ?? s.subject })),
        next: rated.next,
      };
    });
    return done ? 'rated' : 'skipped';
  }

  /**
   * Whether `player` may take a seat of game `gameId` (ws.ts, before the seat is bound): anybody in a casual game,
   * only a registered account in a rated one. Whether a game is rated never changes once it exists: remembered.
   */
  readonly mayTakeSeat = async (gameId: string, player: { readonly registered: boolean } | null): Promise<boolean> => {
    if (player?.registered === true) return true;
    let rated = this.rated.get(gameId);
    if (rated === undefined) {
      rated = await this.isRated(gameId);
      if (this.rated.size >= 10_000) this.rated.clear();
      this.rated.set(gameId, rated);
    }
    return !rated;
  };

  /** For quick match (the lobby's queue): the shown rating of a player in a game, a newcomer's when unrated. */
  readonly ratingOf = async (playerId: string, game: string): Promise<number> =>
    shownRating((await this.tables.rating(playerId, game)) ?? NEW_RATING);

  async leaderboard(game: string, now = Date.now()): Promise<Leaderboard> {
    const since = new Date(now - ACTIVE_DAYS * DAY_MS).toISOString();
    const players = await this.tables.top(game, since, LEADERBOARD_SIZE, false);
    const bots = await this.tables.top(game, '', 10, true);
    return {
      game,
      players: players.map((r, i) => ({ rank: i + 1, player: r.subject, name: r.name, games: r.games, ...shown(r) })),
      bots: bots.map((r) => ({ level: r.subject.slice('bot:'.length), games: r.games, ...shown(r) })),
    };
  }

  async history(player: string): Promise<RatingHistory> {
    const rows = await this.tables.historyOf(player);
    const byGame = new Map<string, RatingHistory['games'][number]>();
    for (const r of rows) {
      const point = { gameId: r.game_id, at: r.at, ...shown(r) };
      const g = byGame.get(r.game);
      if (g === undefined) byGame.set(r.game, { game: r.game, current: shown(r), history: [point] });
      else {
        g.history.push(point);
        byGame.set(r.game, { ...g, current: shown(r) });
      }
    }
    return { player, games: [...byGame.values()] };
  }

  /** A game's rating changes; null when the game does not exist. */
  async changes(gameId: string): Promise<GameRatings | null> {
    const marker = await this.tables.status(gameId);
    if (marker === null) {
      if ((await this.store.getGame(gameId)) === null) return null;
      return { gameId, status: 'casual', reason: null, changes: [] };
    }
    const rows = marker.status === 'rated' ? await this.tables.changesOf(gameId) : [];
    return {
      gameId,
      status: marker.status,
      reason: marker.reason,
      changes: rows.map((r) => ({
        seat: r.seat,
        subject: r.subject,
        name: r.name,
        rank: r.rank,
        before: shown({ mu: r.mu_before, sigma: r.sigma_before }),
        after: shown(r),
      })),
    };
  }
}
