import { z } from 'zod';
import { BOT_LEVELS } from './bots.js';
import { ClockSetting } from './clocks.js';
import { GameId, JsonValue, SeatToken } from './messages.js';
import { PLAYER_HTTP_ERRORS } from './players.js';
import { RatedFlag } from './ratings.js';

/** `POST /api/games`: a new game; each seat is a person (who gets an invite link) or a bot of a level. */
export const SeatRequest = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('human'), name: z.string().min(1).max(40).optional() }),
  z.strictObject({ kind: z.literal('bot'), level: z.enum(BOT_LEVELS) }),
]);
export type SeatRequest = z.infer<typeof SeatRequest>;

export const CreateGameRequest = z.strictObject({
  game: z.string().min(1).max(40),
  /** The game's options as JSON (a partial object; the game fills defaults). `players` is set from `seats`. */
  options: z.record(z.string(), JsonValue).default({}),
  seats: z.array(SeatRequest).min(1).max(8),
  /** The table's clock (clocks.ts); untimed when absent. */
  clock: ClockSetting.optional(),
  rated: RatedFlag,
});
export type CreateGameRequest = z.infer<typeof CreateGameRequest>;

export const Invite = z.strictObject({
  seat: z.number().int().min(0),
  name: z.string(),
  /** The seat's secret: whoever holds it plays the seat. Shown once, stored hashed. */
  token: SeatToken,
  /** A link path for the web app: `/play/<id>#token=<token>` (the fragment never reaches server logs). */
  url: z.string(),
});
export type Invite = z.infer<typeof Invite>;

export const CreateGameResponse = z.strictObject({
  id: GameId,
  invites: z.array(Invite),
  /** `/play/<id>`: anybody may watch what is public. */
  spectate: z.string(),
});
export type CreateGameResponse = z.infer<typeof CreateGameResponse>;

/** The body of an HTTP error: a code and one line in English. */
export const HttpError = z.strictObject({
  // rateLimited: 429 (too many creations from one address); busy: 503 (the server holds as many games as it may).
  error: z.enum([
    'badRequest',
    'unknownGame',
    'options',
    // 400: the options' own clock and the table clock cannot both run (Superpion SP-18c: choose one of the two).
    'clockConflict',
    'notOver',
    'internal',
    'rateLimited',
    'busy',
    // 429: the player (or address) has as many unfinished games as allowed (server limits/live-games.ts).
    'tooManyGames',
    ...PLAYER_HTTP_ERRORS,
    'notRegistered',
  ]),
  message: z.string(),
});
export type HttpError = z.infer<typeof HttpError>;

export const inviteUrl = (id: string, token: string): string => `/play/${id}#token=${token}`;
export const spectateUrl = (id: string): string => `/play/${id}`;
