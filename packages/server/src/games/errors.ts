import type { Result } from '@ludotheque/engine';
import { err } from '@ludotheque/engine';
import type { ErrorCode } from '@ludotheque/protocol';

/** Why the authority refused something (authority.ts and its collaborators here). */
export interface AuthorityError {
  readonly code: ErrorCode | 'options' | 'notOver';
  /** For `options`: the options' own clock and the table clock clash (clocks/ `conflict`; HTTP `clockConflict`). */
  readonly clockConflict?: true;
  readonly message: string;
  /** The game's current version, for errors about a move. */
  readonly version?: number;
}

export const fault = (code: AuthorityError['code'], message: string, version?: number): Result<never, AuthorityError> =>
  err(version === undefined ? { code, message } : { code, message, version });
