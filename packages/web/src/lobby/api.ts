import {
  type CreateTableRequest,
  OpenTable,
  type QuickMatchRequest,
  type StartedSeat,
  TableResponse,
} from '@ludotheque/protocol';

/** An action's outcome: the answer, or the server's error code and its English line (the page translates the code). */
export type Answer<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly code: string; readonly message: string };

async function send<T>(
  method: string,
  path: string,
  body: unknown,
  read: (b: unknown) => T | null,
): Promise<Answer<T>> {
  try {
    const res = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const b = (json ?? {}) as { error?: unknown; message?: unknown };
      return { ok: false, code: String(b.error ?? 'other'), message: String(b.message ?? res.statusText) };
    }
    const value = read(json);
    return value === null ? { ok: false, code: 'other', message: 'unexpected answer' } : { ok: true, value };
  } catch (e) {
    return { ok: false, code: 'other', message: e instanceof Error ? e.message : String(e) };
  }
}

const tableAnswer = (b: unknown) => {
  const r = TableResponse.safeParse(b);
  return r.success ? r.data : null;
};

export const openTable = (request: CreateTableRequest): Promise<Answer<OpenTable>> =>
  send('POST', '/api/lobby/tables', request, (b) => b as OpenTable);
export const joinTable = (id: string) => send('POST', `/api/lobby/tables/${id}/join`, {}, tableAnswer);
export const leaveTable = (id: string) => send('POST', `/api/lobby/tables/${id}/leave`, {}, tableAnswer);
export const fillBots = (id: string, level: string) =>
  send('POST', `/api/lobby/tables/${id}/bots`, { level }, tableAnswer);
export const quickMatch = (
  request: QuickMatchRequest,
): Promise<Answer<{ queued: QuickMatchRequest | null; started?: StartedSeat }>> =>
  send('POST', '/api/lobby/queue', request, (b) => b as { queued: QuickMatchRequest | null; started?: StartedSeat });
export const cancelQuickMatch = () => send('DELETE', '/api/lobby/queue', undefined, () => ({}));
/** One open table by its id (a private table's link, issue 25). */
export const fetchTable = (id: string): Promise<Answer<OpenTable>> =>
  send('GET', `/api/lobby/tables/${id}`, undefined, (b) => {
    const r = OpenTable.safeParse(b);
    return r.success ? r.data : null;
  });
