/**
 * Typed results: rules code never throws on bad input (a setup, a move, an option, a record); it returns an error
 * value the caller must look at. Exceptions are kept for programming errors only.
 */
export type Result<T, E = GameError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });

/** What went wrong, as a closed vocabulary so the CLI, the server and the web app can react to it. */
export const ERROR_KINDS = [
  'unknownGame', // no game with that id
  'options', // options that do not parse or are out of range
  'setup', // a setup JSON that is malformed or describes an impossible position
  'notation', // a move text that does not parse
  'illegal', // a move that parses but is not legal here
  'notYourTurn', // a move sent by a seat that is not to move
  'gameOver', // a move or event after the end
  'event', // a platform event that does not apply
  'record', // a game record that does not replay
  'takebackReveals', // a takeback would undo a move that showed the asking seat something hidden (takeback.ts)
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export interface GameError {
  readonly kind: ErrorKind;
  /** One line, in English, for logs and the CLI; UIs translate by `kind`. */
  readonly message: string;
}

export const gameError = (kind: ErrorKind, message: string): GameError => ({ kind, message });
export const fail = (kind: ErrorKind, message: string): Result<never> => err(gameError(kind, message));

/** Unwraps a result whose failure would be a bug (tests, fixtures). */
export function unwrap<T, E extends { message: string }>(r: Result<T, E>): T {
  if (!r.ok) throw new Error(`unwrap: ${r.error.message}`);
  return r.value;
}
