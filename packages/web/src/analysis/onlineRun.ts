/**
 * An online game's analysis: asked of the server (`POST /api/games/:id/analysis`, its bounded queue), then followed
 * (`GET`, every POLL_MS) until done. Cancel stops following; the server finishes and keeps it for the next ask.
 */
import { AnalysisStatus } from '@ludotheque/protocol';
import type { AnalysisAnswer, AnalysisProgress, AnalysisRun } from './types.js';

const POLL_MS = 1000;

type Read = { readonly status: AnalysisStatus } | { readonly failed: AnalysisAnswer };

async function read(url: string, method: 'POST' | 'GET'): Promise<Read> {
  const res = await fetch(url, { method }).catch(() => null);
  if (res === null) return { failed: { ok: false, kind: 'network', message: 'the server cannot be reached' } };
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const e = body as { error?: unknown; message?: unknown } | null;
    const kind = typeof e?.error === 'string' ? e.error : 'internal';
    const message = typeof e?.message === 'string' ? e.message : `HTTP ${res.status}`;
    return { failed: { ok: false, kind, message } };
  }
  const parsed = AnalysisStatus.safeParse(body);
  if (!parsed.success) return { failed: { ok: false, kind: 'internal', message: 'an answer the page cannot read' } };
  return { status: parsed.data };
}

export function onlineAnalysis(gameId: string, progress: AnalysisProgress): AnalysisRun {
  const url = `/api/games/${encodeURIComponent(gameId)}/analysis`;
  let cancelled = false;
  let wake: (() => void) | null = null;
  const answer = (async (): Promise<AnalysisAnswer> => {
    let method: 'POST' | 'GET' = 'POST';
    for (;;) {
      if (cancelled) return { ok: false, kind: 'cancelled', message: 'analysis cancelled' };
      const r = await read(url, method);
      if ('failed' in r) return r.failed;
      const s = r.status;
      if (s.status === 'done') return { ok: true, value: s.analysis };
      if (s.status === 'failed') return { ok: false, kind: 'failed', message: s.message };
      if (s.status === 'running') progress(s.done, s.total);
      // Nobody asked (the server restarted since): ask again; otherwise follow.
      method = s.status === 'none' ? 'POST' : 'GET';
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, POLL_MS);
      });
    }
  })();
  return {
    answer,
    cancel: () => {
      cancelled = true;
      wake?.();
    },
  };
}
