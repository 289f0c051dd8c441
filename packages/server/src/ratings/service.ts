import type { GameRatings, Leaderboard, RatingHistory, ShownRating } from '@ludotheque/protocol';
import type { Kysely } from 'kysely';
import type { Rating } from 'openskill';
import { rebuild } from '../live.js';
import type { GameRegistry } from '../registry.js';
import type { Database } from '../sql-store.js';
import type { Store } from '../store.js';
import { PAIR_LIMIT_PER_DAY, PairLimit, type PairUse } from './pair-limit.js';
import { afterAbsence, lostSeats, MIN_MOVES, movesPerSeat, NEW_RATING, rateGame, twiceSeated } from './rate.js';
import { RatingsStore } from './ratings-store.js';
import { isProvisional, shownRating } from './scale.js';
import { teamsOf } from './teams.js';
import { markedAmong, VOIDED, voidSubject } from './void.js';

export interface RatingsOptions {
  /** Which of these player ids are registered accounts; by default the players module's accounts (a username). */
  readonly registered?: (ids: readonly string[]) => Promise<ReadonlySet<string>>;
  /** Told of a settlement that failed (it stays pending; the next scan tries again). */
  readonly onError?: (gameId: string, error: unknown) => void;
  /** Rated games per pair of people per 24 hours (pair-limit.ts, 5 by default). */
  readonly pairLimit?: number;
  /** The clock of the per-pair window and of time away (tests move it). */
  readonly now?: () => number;
}

/** Why a rated game was not rated (`rating_games.reason`, the web app's `reasonKey`). */
export const REASONS = {
  aborted: 'aborted',
  noAccount: 'a seat has no account',
  notRegistered: 'a seat has no registered account',
  accountTwice: 'one account in two seats',
  botTwice: 'one bot level in two seats',
  botsOnly: 'bots only',
  tooShort: 'too short',
  pairLimit: 'pair limit',
  /** A person at the table is marked a cheater (moderation/: `voidSubject`). */
  cheater: 'a seat is marked a cheater',
  /** The game was rated, then voided: one of its players was marked a cheater (void.ts). */
  voided: VOIDED,
} as const;

/** Whether a game about to start counts for rating, and why not (said to the players before their first move). */
export interface Verdict {
  readonly rated: boolean;
  readonly reason: string | null;
}

/** What the lobby and a rematch offer show before a game: each pair's rated games today and the limit. */
export interface Allowance extends Verdict {
  readonly limit: number;
  readonly pairs: readonly PairUse[];
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
  readonly pairs: PairLimit;
  private readonly now: () => number;
  private readonly inFlight = new Set<Promise<unknown>>();
  /** Games known rated or casual (`mayTakeSeat`). */
  private readonly rated = new Map<string, boolean>();

  constructor(
    private readonly store: Store,
    private readonly db: Kysely<Database>,
    private readonly options: RatingsOptions = {},
    /** The games, to replay a record and count each seat's moves (too short: README); none: never too short. */
    private readonly games: GameRegistry | null = null,
  ) {
    this.now = options.now ?? Date.now;
    this.tables = new RatingsStore(db, this.now);
    this.pairs = new PairLimit(db, options.pairLimit ?? PAIR_LIMIT_PER_DAY, this.now);
  }

  /** Marks a pending game unrated with its reason, giving back its per-pair slots; false when it was not pending. */
  private async refuse(id: string, reason: string): Promise<Outcome> {
    const refused = await this.tables.refuse(id, reason);
    if (refused) await this.pairs.release(id);
    return refused ? 'unrated' : 'skipped';
  }

  /**
   * A game just started with these people at its seats (the lobby: a full table, a quick match), before any move:
   * a rated one takes its per-pair slots now, or becomes casual (`pair limit`). Its verdict, for the start answer.
   */
  async started(id: string, game: string, people: readonly string[]): Promise<Verdict> {
    const marker = await this.tables.status(id);
    if (marker === null) return { rated: false, reason: null };
    if (marker.status !== 'pending') return { rated: marker.status === 'rated', reason: marker.reason };
    if (await this.pairs.claim(id, game, people)) return { rated: true, reason: null };
    await this.refuse(id, REASONS.pairLimit);
    return { rated: false, reason: REASONS.pairLimit };
  }

  /** Whether a rated game between these people would count now (read only: shown before a table starts). */
  async allowance(game: string, people: readonly string[]): Promise<Allowance> {
    const pairs = await this.pairs.uses(game, people);
    const full = pairs.some((p) => p.used >= this.pairs.limit);
    return { rated: !full, reason: full ? REASONS.pairLimit : null, limit: this.pairs.limit, pairs };
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

  /**
   * One game: rated once, refused with its reason (README: aborted, a seat without an account, a subject in two
   * seats, bots only, too short, the per-pair limit), or skipped (not over, not pending).
   */
  async settleGame(id: string): Promise<Outcome> {
    const marker = await this.tables.status(id);
    if (marker === null || marker.status !== 'pending') return 'skipped';
    const stored = await this.store.getGame(id);
    if (stored === null) return 'skipped';
    if (stored.status === 'aborted') return this.refuse(id, REASONS.aborted);
    if (stored.status !== 'over' || stored.result === null) return 'skipped';
    const subjects = await this.subjectsOf(id, stored);
    if (subjects === null) return this.refuse(id, REASONS.noAccount);
    const humanSeats = stored.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
    const people = humanSeats.map((i) => subjects[i] as string);
    if (people.length === 0) return this.refuse(id, REASONS.botsOnly);
    const twice = twiceSeated(subjects);
    if (twice.length > 0)
      return this.refuse(id, twice.some((t) => t.startsWith('bot:')) ? REASONS.botTwice : REASONS.accountTwice);
    const registered = await (this.options.registered ?? ((ids) => this.tables.registered(ids)))(people);
    if (people.some((p) => !registered.has(p))) return this.refuse(id, REASONS.notRegistered);
    if ((await markedAmong(this.db, people)).size > 0) return this.refuse(id, REASONS.cheater);
    const entries = await this.store.getMoves(id);
    const game = this.games?.[stored.game];
    if (game !== undefined) {
      const replayed = rebuild(game, stored, entries);
      if (!replayed.ok) throw new Error(`game ${id} does not replay: ${replayed.message}`);
      const moves = movesPerSeat(replayed.line, stored.seats.length);
      if (humanSeats.some((i) => (moves[i] as number) < MIN_MOVES)) return this.refuse(id, REASONS.tooShort);
    }
    if (!(await this.pairs.claim(id, stored.game, people))) return this.refuse(id, REASONS.pairLimit);
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

  /** Per seat its subject: a bot's level, a person's player id (the stored seat's, else its binding); null: unbound. */
  private async subjectsOf(
    id: string,
    stored: NonNullable<Awaited<ReturnType<Store['getGame']>>>,
  ): Promise<string[] | null> {
    // A seat's player: the stored seat's `player`, else the binding itself (players/seats.ts writes both).
    const holders = await this.tables.holders(id);
    const subjects: string[] = [];
    for (const [i, seat] of stored.seats.entries()) {
      const player = seat.kind === 'bot' ? `bot:${seat.level}` : (seat.player ?? holders.get(i) ?? null);
      if (player === null) return null;
      subjects.push(player);
    }
    return subjects;
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

  /**
   * Whether a rematch of this finished rated game would count now (its people's per-pair slots): what the rematch
   * offer shows. Null when there is nothing to say (a casual game, one not over, a seat unbound).
   */
  async rematchVerdict(gameId: string): Promise<Verdict | null> {
    if ((await this.tables.status(gameId)) === null) return null;
    const stored = await this.store.getGame(gameId);
    if (stored === null || stored.status !== 'over') return null;
    const subjects = await this.subjectsOf(gameId, stored);
    if (subjects === null) return null;
    const people = stored.seats.flatMap((s, i) => (s.kind === 'human' ? [subjects[i] as string] : []));
    const { rated, reason } = await this.allowance(stored.game, people);
    return { rated, reason };
  }

  /**
   * Marks a player a cheater (moderation/): their rated games voided and everybody's ratings settled again without
   * them (void.ts); their ratings hidden from then on. The voided games' ids.
   */
  async markCheater(player: string): Promise<{ voided: string[]; replayed: number }> {
    return voidSubject(this.db, player, this.now());
  }

  async leaderboard(game: string, now = Date.now()): Promise<Leaderboard> {
    const since = new Date(now - ACTIVE_DAYS * DAY_MS).toISOString();
    // A marked cheater is hidden (moderation/): asked for a few more so that the board stays full.
    const listed = await this.tables.top(game, since, LEADERBOARD_SIZE + 20, false);
    const marked = await markedAmong(
      this.db,
      listed.map((r) => r.subject),
    );
    const players = listed.filter((r) => !marked.has(r.subject)).slice(0, LEADERBOARD_SIZE);
    const bots = await this.tables.top(game, '', 10, true);
    return {
      game,
      players: players.map((r, i) => ({ rank: i + 1, player: r.subject, name: r.name, games: r.games, ...shown(r) })),
      bots: bots.map((r) => ({ level: r.subject.slice('bot:'.length), games: r.games, ...shown(r) })),
    };
  }

  async history(player: string): Promise<RatingHistory> {
    // A marked cheater's ratings are hidden from their profile (moderation/).
    if ((await markedAmong(this.db, [player])).size > 0) return { player, games: [] };
    const rows = await this.tables.historyOf(player);
    const byGame = new Map<string, RatingHistory['games'][number]>();
    const now = this.now();
    for (const r of rows) {
      const point = { gameId: r.game_id, at: r.at, ...shown(r) };
      // The current rating: the last game's, with the uncertainty of the days since (τ per day away).
      const current = shown(afterAbsence(r, r.at, now));
      const g = byGame.get(r.game);
      if (g === undefined) byGame.set(r.game, { game: r.game, current, history: [point] });
      else {
        g.history.push(point);
        byGame.set(r.game, { ...g, current });
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
    const rematch = marker.status === 'pending' ? null : await this.rematchVerdict(gameId);
    return {
      gameId,
      status: marker.status,
      reason: marker.reason,
      ...(rematch === null ? {} : { rematch }),
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
