import { z } from 'zod';
import { BOT_LEVELS } from './bots.js';

/**
 * Ratings (issue 17). `rated` on `POST /api/games`: a rated game changes its players' ratings when it ends; it needs
 * every human seat to be a registered account (else 403 `notRegistered`). Absent or false: a casual game.
 */
export const RatedFlag = z.boolean().optional();

/**
 * Rated games between the same two people that count for rating in any 24 hours, per game (server
 * ratings/README, "Per-pair limit"); beyond it a game between them is casual, said before it starts.
 */
export const RATED_PAIR_LIMIT_PER_DAY = 5;

/** The WebSocket errors of ratings (joined to `ERROR_CODES`). */
export const RATING_ERROR_CODES = [
  'notRegistered', // a seat of a rated game joined without a registered account: spectate, or sign in
] as const;

/** One rating as shown: `rating` = round(1000 + 25 × (μ − 3σ)); provisional while σ > 4 (server ratings/README). */
export const ShownRating = z.strictObject({
  rating: z.number(),
  provisional: z.boolean(),
  mu: z.number(),
  sigma: z.number(),
});
export type ShownRating = z.infer<typeof ShownRating>;

/** `GET /api/ratings/:game`: the top 100 players active in the last 30 days, and the bots' ratings by level. */
export const Leaderboard = z.strictObject({
  game: z.string(),
  players: z.array(
    z.strictObject({ rank: z.number(), player: z.string(), name: z.string(), games: z.number(), ...ShownRating.shape }),
  ),
  bots: z.array(z.strictObject({ level: z.string(), games: z.number(), ...ShownRating.shape })),
});
export type Leaderboard = z.infer<typeof Leaderboard>;

/** One point of a rating history: the rating after a game. */
export const HistoryPoint = z.strictObject({ gameId: z.string(), at: z.string(), ...ShownRating.shape });
export type HistoryPoint = z.infer<typeof HistoryPoint>;

/** `GET /api/players/:id/ratings`: per game, the current rating and its history (oldest first). */
export const RatingHistory = z.strictObject({
  player: z.string(),
  games: z.array(z.strictObject({ game: z.string(), current: ShownRating, history: z.array(HistoryPoint) })),
});
export type RatingHistory = z.infer<typeof RatingHistory>;

/** `GET /api/games/:id/ratings`: a finished game's rating changes; `pending` until applied, `casual` when unrated. */
export const GameRatings = z.strictObject({
  gameId: z.string(),
  status: z.enum(['casual', 'pending', 'rated', 'unrated']),
  /**
   * Why a rated game was not rated (server ratings/README): `aborted`, `too short` (a person made fewer than two
   * moves), `pair limit` (the same people's rated games of the day were used up), `a seat has no account`,
   * `a seat has no registered account`, `one account in two seats`, `one bot level in two seats`, `bots only`.
   */
  reason: z.string().nullable(),
  /** A finished rated game: whether a rematch of it would count now (said before it is offered), and why not. */
  rematch: z.strictObject({ rated: z.boolean(), reason: z.string().nullable() }).optional(),
  changes: z.array(
    z.strictObject({
      seat: z.number(),
      subject: z.string(),
      name: z.string(),
      rank: z.number(),
      before: ShownRating,
      after: ShownRating,
    }),
  ),
});
export type GameRatings = z.infer<typeof GameRatings>;

/** `GET /api/ratings/:game/allowance?with=<player ids>`: whether a rated game of the caller with them would count. */
export const RatingAllowance = z.strictObject({
  rated: z.boolean(),
  reason: z.string().nullable(),
  /** Rated games per pair of people per 24 hours. */
  limit: z.number(),
  pairs: z.array(z.strictObject({ a: z.string(), b: z.string(), used: z.number() })),
});
export type RatingAllowance = z.infer<typeof RatingAllowance>;

/**
 * `GET /api/bots/levels/:game` (server bots/): every level in ladder order with its rating from rated games against
 * people (the ratings module's scale; bots are rated only against people), or `rating: null` when no such game has
 * been settled yet: the page then says so rather than show a number.
 */
export const BotLevelRatings = z.strictObject({
  game: z.string(),
  levels: z.array(z.strictObject({ level: z.enum(BOT_LEVELS), games: z.number(), rating: ShownRating.nullable() })),
});
export type BotLevelRatings = z.infer<typeof BotLevelRatings>;
