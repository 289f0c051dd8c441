import type { SocialResponse } from '@ludotheque/protocol';

/** An answer of the social API: the value, or the refusal's code (`offline` when the network failed). */
export type SocialResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

async function send<T>(method: 'GET' | 'PUT' | 'DELETE', path: string): Promise<SocialResult<T>> {
  let res: Response;
  try {
    // Same-origin: the session cookie goes with it, and the browser's Origin passes the server's CSRF check.
    res = await fetch(path, { method, credentials: 'same-origin' });
  } catch {
    return { ok: false, error: 'offline' };
  }
  const json: unknown = res.status === 204 ? null : await res.json().catch(() => null);
  if (res.ok) return { ok: true, value: json as T };
  const error = (json as { error?: unknown } | null)?.error;
  return { ok: false, error: typeof error === 'string' ? error : 'internal' };
}

/** The signed-in player's own lists (`GET /api/social`). */
export const fetchSocial = () => send<SocialResponse>('GET', '/api/social');
/** Follow (true) or unfollow (false) a player. */
export const setFollow = (player: string, on: boolean) =>
  send<null>(on ? 'PUT' : 'DELETE', `/api/social/follows/${encodeURIComponent(player)}`);
/** Block (true) or unblock (false) a player. */
export const setBlock = (player: string, on: boolean) =>
  send<null>(on ? 'PUT' : 'DELETE', `/api/social/blocks/${encodeURIComponent(player)}`);
