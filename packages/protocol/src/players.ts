import { z } from 'zod';

/**
 * Players (issue 16): who a browser is. Every visitor is a guest player at once (a cookie); a guest may register an
 * account (username + password, passkeys) and keeps its id and games. Names are shown as text, never as HTML.
 */

/** The identity every module codes against: a player id, its display name, whether it has an account. */
export const Player = z.strictObject({
  id: z.string(),
  name: z.string(),
  registered: z.boolean(),
});
export type Player = z.infer<typeof Player>;

/** `GET /api/me` (makes a guest when the browser has no session). */
export const MeResponse = z.strictObject({
  id: z.string(),
  name: z.string(),
  registered: z.boolean(),
  /** The account's username, null for a guest. */
  username: z.string().nullable(),
});
export type MeResponse = z.infer<typeof MeResponse>;

/** `POST /api/me/name`: the server normalises and may suffix it (" 2") when another active player has it. */
export const RenameRequest = z.strictObject({ name: z.string().max(400) });
export type RenameRequest = z.infer<typeof RenameRequest>;

/**
 * `POST /api/games/:id/seat`: takes the seat of an invite link before joining it (a guest's session rotates then: a
 * cookie planted in the browser before stops acting for it). Answers `{ seat }`.
 */
export const SeatClaimRequest = z.strictObject({ token: z.string().max(200) });
export type SeatClaimRequest = z.infer<typeof SeatClaimRequest>;

/** `POST /api/account/register` and `/login`. Lengths are checked by the server (its own limits, typed errors). */
export const CredentialsRequest = z.strictObject({
  username: z.string().max(200),
  password: z.string().max(1024),
});
export type CredentialsRequest = z.infer<typeof CredentialsRequest>;

/** `POST /api/account/password`: the current password, then the new one. */
export const PasswordChangeRequest = z.strictObject({
  current: z.string().max(1024),
  password: z.string().max(1024),
});
export type PasswordChangeRequest = z.infer<typeof PasswordChangeRequest>;

/** The HTTP errors of the players API (joined to `HttpError`). */
export const PLAYER_HTTP_ERRORS = [
  'nameEmpty', // nothing left after trimming
  'nameTooLong', // more than 24 characters
  'nameInvisible', // control, format (zero-width, bidi override), private or invisible characters
  'nameReserved', // the form of a new guest's name ("Invité 4821", "Guest 12"): the server's alone
  'forbidden', // a cross-site request carrying the session cookie (CSRF), refused
  'unauthorized', // no session, or not an account where one is needed
  'badUsername', // 3 to 32 of a-z, 0-9, ".", "_", "-"
  'badPassword', // 8 to 256 characters
  'usernameTaken', // another account has it
  'alreadyRegistered', // this player already has an account
  'badCredentials', // wrong username or password
  'weakPassword', // too easy to guess (zxcvbn score under 3): `warning` and `suggestions` keys say why
  'tooManyAttempts', // 429: too many login attempts from this address (at this username); `retry-after` says how long
  'sessionRotated', // 409: the request's cookie was rotated away while it was on its way; ask again
  'seatTaken', // `POST /api/games/:id/seat`: the seat is another player's
  'badToken', // `POST /api/games/:id/seat`: no seat of this game has that token
  'unknownPlayer', // 404 `GET /api/players/:id/profile`: no player has that id
  'passkeyRefused', // a passkey this server does not know (removed from the account) or that failed to verify
] as const;

/** The WebSocket errors of players (joined to `ERROR_CODES`). */
export const PLAYER_ERROR_CODES = [
  'seatTaken', // the seat's invite link was first opened by another player: spectate instead
  'notYourSeat', // a join by seat (no token) for a seat this player does not hold
  // The socket's session was rotated away (this browser took a seat or logged in, in another tab): connect again,
  // the new upgrade carries the cookie the browser now has. Sent instead of `seatTaken` / `notYourSeat`.
  'sessionRotated',
] as const;

/** A game of the player's, as `GET /api/me/games` lists it. */
export const MyGame = z.strictObject({
  id: z.string(),
  game: z.string(),
  /** Every seat's name and kind, in seat order. */
  seats: z.array(z.strictObject({ name: z.string(), kind: z.enum(['human', 'bot']), player: z.string().optional() })),
  /** The seats this player holds. */
  mine: z.array(z.number().int().min(0)),
  created: z.string(),
  /** In progress: the seat to move (null while a round waits, or once over). */
  toMove: z.number().int().min(0).nullable(),
  /** In progress: one of the player's seats is to move. */
  yourTurn: z.boolean(),
  /** Finished: the result (ranks: 1 for the winners), and whether the player won (a draw for all is no win). */
  result: z.strictObject({ scores: z.array(z.number()), ranks: z.array(z.number().int()) }).nullable(),
  won: z.boolean(),
  /** Where to open it: in progress, the page on the player's seat (`#seat=`); finished, the game to step through. */
  url: z.string(),
  /** In progress, correspondence clock (issue 17): when the seat to move must have moved (ms since the epoch). */
  deadline: z.number().optional(),
});
export type MyGame = z.infer<typeof MyGame>;

/** `GET /api/me/games`: in progress (the player's turn first), finished (newest first), and totals per game. */
export const MyGamesResponse = z.strictObject({
  inProgress: z.array(MyGame),
  finished: z.array(MyGame),
  totals: z.array(z.strictObject({ game: z.string(), played: z.number().int(), won: z.number().int() })),
});
export type MyGamesResponse = z.infer<typeof MyGamesResponse>;

/**
 * `GET /api/players/:id/profile` (issue 25): what anybody may see of a player, a guest's too. Public fields only: no
 * session, username, email or secret. The ratings are `GET /api/players/:id/ratings` (ratings/).
 */
export const PlayerProfile = z.strictObject({
  id: z.string(),
  name: z.string(),
  /** An account (registered) or a guest. */
  registered: z.boolean(),
  /** When the player was first seen (ISO 8601). */
  memberSince: z.string(),
  /** Finished games, newest first (at most 20); `url` opens the game's record to step through. */
  recent: z.array(MyGame),
  /** Finished games played and won, per game. */
  totals: z.array(z.strictObject({ game: z.string(), played: z.number().int(), won: z.number().int() })),
});
export type PlayerProfile = z.infer<typeof PlayerProfile>;
