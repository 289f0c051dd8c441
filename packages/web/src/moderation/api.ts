import type {
  ModAction,
  ModActionBody,
  ModReport,
  ModReportDetail,
  MyModeration,
  ReportBody,
} from '@ludotheque/protocol';

/** An answer of the moderation API: the value, or the refusal's code (`offline` when the network failed). */
export type ModResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

async function send<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ModResult<T>> {
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

export const sendReport = (body: ReportBody) => send<{ id: string }>('POST', '/api/reports', body);
export const fetchMine = () => send<MyModeration>('GET', '/api/me/moderation');
export const fetchIsModerator = () => send<{ moderator: true }>('GET', '/api/mod/me');
export const fetchReports = () => send<{ reports: ModReport[] }>('GET', '/api/mod/reports');
export const fetchReport = (id: string) => send<ModReportDetail>('GET', `/api/mod/reports/${encodeURIComponent(id)}`);
export const fetchLog = () => send<{ actions: ModAction[] }>('GET', '/api/mod/log');
export const act = (body: ModActionBody) => send<ModAction>('POST', '/api/mod/actions', body);
