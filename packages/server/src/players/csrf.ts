import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './cookie.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Anybody may post these (browsers send CSP reports without asking the page): nothing there acts as a player. Matched
 * by the route the router chose, never by the raw URL: `/%61pi/…` and `//api/…` reach the same routes as `/api/…`.
 */
const EXEMPT = new Set(['/api/csp-report']);

/**
 * Whether a request comes from a page of this very origin: `Sec-Fetch-Site: same-origin` (every current browser
 * sends it), else an `Origin` equal to this server's own (`request.protocol` and `request.host` read the
 * `X-Forwarded-*` headers only behind a trusted proxy).
 */
export function sameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'same-origin') return true;
  const origin = request.headers.origin;
  if (origin === undefined || origin === 'null') return false;
  return origin === `${request.protocol}://${request.host}`;
}

/**
 * CSRF (issues 16, 23): every request but GET/HEAD/OPTIONS that carries the session cookie is refused with 403
 * `forbidden`, before anything runs, unless it comes from a page of this origin — whatever its path. Checking a path
 * prefix was a bypass: the router decodes `/%61pi/account/logout` to the logout route, a prefix test on the raw URL
 * did not. `SameSite=Lax` already keeps the cookie off cross-site POSTs; this also covers sibling subdomains (same
 * site, other origin) and older browsers. Requests without the cookie act as nobody and pass (tests, the CLI, load
 * scripts).
 */
export function refuseCrossSite(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE.has(request.method)) return;
    if (request.cookies[SESSION_COOKIE] === undefined) return;
    if (EXEMPT.has(request.routeOptions.url ?? '')) return;
    if (sameOrigin(request)) return;
    return reply.code(403).send({ error: 'forbidden', message: 'a cross-site request with the session cookie' });
  });
}
