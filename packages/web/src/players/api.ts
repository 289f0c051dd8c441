import type { MeResponse, MyGamesResponse, PlayerProfile } from '@ludotheque/protocol';

/**
 * A refusal of the players API: its code (the page translates `errors.<code>`) and what the page says with it — how
 * long to wait (`retry-after`, on a 429), why a password is too easy (the estimator's warning and suggestion keys).
 */
export interface ApiFailure {
  readonly ok: false;
  readonly error: string;
  readonly retryAfterS?: number;
  readonly warning?: string | null;
  readonly suggestions?: readonly string[];
}

/** An answer of the players API: the body, or the refusal. */
export type ApiResult<T> = { readonly ok: true; readonly value: T } | ApiFailure;

/** The refusal in an error answer's body and headers. */
function failure(res: Response, json: unknown): ApiFailure {
  const body = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  const error = typeof body.error === 'string' ? body.error : 'internal';
  const wait = Number(res.headers.get('retry-after'));
  return {
    ok: false,
    error,
    ...(Number.isFinite(wait) && wait > 0 ? { retryAfterS: Math.ceil(wait) } : {}),
    ...(typeof body.warning === 'string' ? { warning: body.warning } : {}),
    ...(Array.isArray(body.suggestions)
      ? { suggestions: body.suggestions.filter((x): x is string => typeof x === 'string') }
      : {}),
  };
}

/**
 * One call to the players API, same-origin (the session cookie goes with it; a POST carries the page's `Origin`,
 * which the server's CSRF check requires). The network failing is the `offline` error, never a throw.
 */
export async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiResult<T>> {
  const first = await once<T>(method, path, body);
  // Sent with the cookie another answer had just renewed (a seat taken, a login): the browser has the new one now.
  return !first.ok && first.error === 'sessionRotated' ? once<T>(method, path, body) : first;
}

async function once<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return { ok: false, error: 'offline' };
  }
  const json: unknown = await res.json().catch(() => null);
  if (res.ok) return { ok: true, value: json as T };
  return failure(res, json);
}

export const fetchMe = (): Promise<ApiResult<MeResponse>> => call<MeResponse>('GET', '/api/me');
export const rename = (name: string): Promise<ApiResult<MeResponse>> =>
  call<MeResponse>('POST', '/api/me/name', { name });

export const register = (username: string, password: string) =>
  call<MeResponse>('POST', '/api/account/register', { username, password });
export const login = (username: string, password: string) =>
  call<MeResponse>('POST', '/api/account/login', { username, password });
export const logout = () => call<null>('POST', '/api/account/logout', {});
export const changePassword = (current: string, password: string) =>
  call<MeResponse>('POST', '/api/account/password', { current, password });
export const myGames = () => call<MyGamesResponse>('GET', '/api/me/games');

/**
 * Takes an invite link's seat before the game's socket joins it (issue 22): a guest's session rotates in this answer,
 * so a cookie planted in this browser before stops acting for the player. A refusal (`seatTaken`…) is the socket's
 * to tell again; the page joins whatever this answers.
 */
export const claimSeat = (game: string, token: string) =>
  call<{ seat: number }>('POST', `/api/games/${encodeURIComponent(game)}/seat`, { token });

/** A player's public profile (issue 25); `unknownPlayer` for an id no player has. */
export const fetchProfile = (id: string) =>
  call<PlayerProfile>('GET', `/api/players/${encodeURIComponent(id)}/profile`);
