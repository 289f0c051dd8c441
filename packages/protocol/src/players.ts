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

/** The HTTP errors of the players API (joined to `HttpError`). */
export const PLAYER_HTTP_ERRORS = [
  'nameEmpty', // nothing left after trimming
  'nameTooLong', // more than 24 characters
  'nameInvisible', // control, format (zero-width, bidi override), private or invisible characters
  'forbidden', // a cross-site request carrying the session cookie (CSRF), refused
  'unauthorized', // no session, or not an account where one is needed
] as const;

/** The WebSocket errors of players (joined to `ERROR_CODES`). */
export const PLAYER_ERROR_CODES = [
  'seatTaken', // the seat's invite link was first opened by another player: spectate instead
] as const;
