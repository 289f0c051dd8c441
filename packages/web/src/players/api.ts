import type { MeResponse, MyGamesResponse } from '@ludotheque/protocol';

/** An answer of the players API: the body, or the error code the page translates (`errors.<code>`). */
export type ApiResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

/**
 * One call to the players API, same-origin (the session cookie goes with it; a POST carries the page's `Origin`,
 * which the server's CSRF check requires). The network failing is the `offline` error, never a throw.
 */
export async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiResult<T>> {
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
  const error = typeof json === 'object' && json !== null && 'error' in json ? String(json.error) : 'internal';
  return { ok: false, error };
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
