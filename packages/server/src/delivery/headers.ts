import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { CSP_REPORT_PATH } from './csp-report.js';

/**
 * The Content-Security-Policy of every response. The app is one origin: its scripts, styles, workers, the physics
 * WASM and the WebSocket all come from it; `'wasm-unsafe-eval'` lets the page and the bot worker compile Rapier's
 * WASM (and nothing else: no `eval`); the favicon is a `data:` SVG. Violations are reported to the server, so the
 * end-to-end suite can fail on any (`csp-report.ts`).
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'report-uri': [CSP_REPORT_PATH],
};

/**
 * Security headers on every response, API and files alike (helmet): the CSP above, `Referrer-Policy: no-referrer`
 * (an invite link's token is in its URL: no other site may learn it from a Referer), no framing, `nosniff`.
 * HSTS only on a request that came over TLS (directly, or through a proxy the server trusts to say so with
 * `X-Forwarded-Proto`): on plain HTTP it would be meaningless, and on a LAN address harmful.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    hsts: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
