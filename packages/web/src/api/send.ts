/**
 * One call to the server's JSON API, as the platform modules' `api.ts` files make it (social, challenges,
 * moderation, tournaments): same-origin, so the session cookie goes with it and the browser's Origin passes the
 * server's CSRF check; the answer's value, or the refusal's code (`offline` when the network failed, `internal`
 * when the server named none). A 204 is `null`.
 */
export type ApiResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

export async function send<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return { ok: false, error: 'offline' };
  }
  const json: unknown = res.status === 204 ? null : await res.json().catch(() => null);
  if (res.ok) return { ok: true, value: json as T };
  const error = (json as { error?: unknown } | null)?.error;
  return { ok: false, error: typeof error === 'string' ? error : 'internal' };
}
