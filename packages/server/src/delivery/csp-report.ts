import type { FastifyInstance } from 'fastify';

export const CSP_REPORT_PATH = '/api/csp-report';
/** The reports kept in memory (the newest), so a stranger cannot grow the list without bound. */
const KEPT = 50;
const BODY_LIMIT = 8192;
const LOG_EVERY_MS = 1000;

/** A violation as the browser reported it (`report-uri`'s `csp-report` object), trimmed to what an operator reads. */
export interface CspViolation {
  readonly directive: string;
  readonly blocked: string;
  readonly page: string;
}

/**
 * Receives the browsers' Content-Security-Policy violation reports: each is logged as a warning and the newest are
 * kept for `violations()` (the end-to-end harness fails a run that produced any). Always answers 204.
 */
export function registerCspReports(app: FastifyInstance): { violations(): readonly CspViolation[] } {
  const kept: CspViolation[] = [];
  let loggedAt = 0;
  let unlogged = 0;
  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(null, null);
      }
    },
  );
  app.post(CSP_REPORT_PATH, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const report = readReport(request.body);
    if (report !== null) {
      kept.push(report);
      if (kept.length > KEPT) kept.shift();
      // Anyone can post reports: at most one log line a second, with how many were not logged before it.
      const now = Date.now();
      if (now - loggedAt >= LOG_EVERY_MS) {
        request.log.warn({ csp: report, unlogged: unlogged }, 'content security policy violation');
        loggedAt = now;
        unlogged = 0;
      } else unlogged++;
    }
    return reply.code(204).send();
  });
  return { violations: () => [...kept] };
}

function readReport(body: unknown): CspViolation | null {
  const inner = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['csp-report'] : null;
  if (typeof inner !== 'object' || inner === null) return null;
  const r = inner as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 300) : '');
  return {
    directive: text(r['effective-directive'] ?? r['violated-directive']),
    blocked: text(r['blocked-uri']),
    page: text(r['document-uri']).split('#')[0] ?? '', // never the fragment: it holds invite tokens
  };
}
