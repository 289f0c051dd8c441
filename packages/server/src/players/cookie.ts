import type { FastifyReply, FastifyRequest } from 'fastify';

/** The session cookie's name (COMMON.md, identity contract). */
export const SESSION_COOKIE = 'ludo_session';

/** 400 days: the longest lifetime browsers keep (Chrome caps there); every login or visit of a guest renews it. */
const MAX_AGE_S = 400 * 24 * 3600;

/**
 * Sets the session cookie: `HttpOnly` (no script reads it), `SameSite=Lax` (no cross-site POST carries it), `Path=/`,
 * and `Secure` when the request came over TLS — directly, or through a proxy trusted for `X-Forwarded-Proto`
 * (`trustProxy`), which fastify's `request.protocol` reads.
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, secret: string): void {
  reply.setCookie(SESSION_COOKIE, secret, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
    maxAge: MAX_AGE_S,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
  });
}
