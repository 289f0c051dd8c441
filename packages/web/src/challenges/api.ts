import type {
  AcceptChallengeResponse,
  Challenge,
  ChallengeList,
  CreateChallengeRequest,
  DeclineReason,
} from '@ludotheque/protocol';

/** An answer of the challenges API: the value, or the refusal's code (`offline` when the network failed). */
export type ChallengeAnswer<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: string };

async function send<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<ChallengeAnswer<T>> {
  let res: Response;
  try {
    // Same-origin: the session cookie goes with it, and the browser's Origin passes the server's CSRF check.
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
  } catch {
    return { ok: false, error: 'offline' };
  }
  const json: unknown = await res.json().catch(() => null);
  if (res.ok) return { ok: true, value: json as T };
  const error = (json as { error?: unknown } | null)?.error;
  return { ok: false, error: typeof error === 'string' ? error : 'internal' };
}

export const createChallenge = (request: CreateChallengeRequest) => send<Challenge>('POST', '/api/challenges', request);
export const fetchChallenges = () => send<ChallengeList>('GET', '/api/challenges');
export const fetchChallenge = (id: string) => send<Challenge>('GET', `/api/challenges/${encodeURIComponent(id)}`);
export const acceptChallenge = (id: string) =>
  send<AcceptChallengeResponse>('POST', `/api/challenges/${encodeURIComponent(id)}/accept`);
export const declineChallenge = (id: string, reason: DeclineReason) =>
  send<Challenge>('POST', `/api/challenges/${encodeURIComponent(id)}/decline`, { reason });
export const cancelChallenge = (id: string) => send<Challenge>('DELETE', `/api/challenges/${encodeURIComponent(id)}`);

/** The game page at the player's bound seat. */
export const seatHref = (game: string, seat: number | undefined): string =>
  `/play/${encodeURIComponent(game)}${seat === undefined ? '' : `#seat=${seat}`}`;
