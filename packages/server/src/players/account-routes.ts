import { CredentialsRequest as Credentials, PasswordChangeRequest as PasswordChange } from '@ludotheque/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { KeyedBuckets } from '../limits/buckets.js';
import type { Rate } from '../limits/limits.js';
import { type AccountError, Accounts, MAX_PASSWORD, normalizeUsername } from './accounts.js';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from './cookie.js';
import type { Players } from './players.js';
import type { PlayersHttp } from './routes.js';

/** Login attempts (each costs an argon2 hash): per remote address, and per username whatever the address. */
export interface LoginLimits {
  readonly perAddress: Rate;
  readonly perUsername: Rate;
}
export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAddress: { burst: 10, perSecond: 1 / 6 },
  perUsername: { burst: 5, perSecond: 1 / 30 },
};

const ERRORS: Record<AccountError, { status: number; message: string }> = {
  badUsername: { status: 400, message: 'a username has 3 to 32 of a-z, 0-9, ".", "_", "-"' },
  badPassword: { status: 400, message: `a password has 8 to ${MAX_PASSWORD} characters` },
  usernameTaken: { status: 409, message: 'that username is taken' },
  alreadyRegistered: { status: 409, message: 'this player already has an account' },
  badCredentials: { status: 401, message: 'wrong username or password' },
  unauthorized: { status: 401, message: 'sign in first' },
};

const refuse = (reply: FastifyReply, e: AccountError) =>
  reply.code(ERRORS[e].status).send({ error: e, message: ERRORS[e].message });

/** A fresh session for `playerId` in the cookie; the request's old one (a guest's, a previous login) is deleted. */
export async function rotateSession(
  players: Players,
  request: FastifyRequest,
  reply: FastifyReply,
  playerId: string,
): Promise<void> {
  const old = request.cookies[SESSION_COOKIE];
  const secret = await players.openSession(playerId);
  if (old !== undefined) await players.closeSession(old);
  setSessionCookie(request, reply, secret);
}

/**
 * `/api/account/*`: register (the guest keeps its id and games), log in (a new session: the old secret is deleted),
 * log out, change the password (every other session ends). Each answers `GET /api/me`'s shape on success.
 */
export function registerAccountRoutes(
  app: FastifyInstance,
  players: Players,
  http: PlayersHttp,
  limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
): LoginGate {
  const accounts = new Accounts(players);
  const byAddress = new KeyedBuckets(limits.perAddress);
  const byUsername = new KeyedBuckets(limits.perUsername);
  const sweeper = setInterval(() => {
    byAddress.sweep();
    byUsername.sweep();
  }, 60_000);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  /** False (and the 429 sent) when this address or this username has tried too often. */
  const allowed = (request: FastifyRequest, reply: FastifyReply, username: string | null): boolean => {
    const rate = !byAddress.takeKey(request.ip)
      ? limits.perAddress
      : username !== null && !byUsername.takeKey(username)
        ? limits.perUsername
        : null;
    if (rate === null) return true;
    reply.header('retry-after', Math.ceil(1 / rate.perSecond));
    void reply.code(429).send({ error: 'rateLimited', message: 'too many attempts; wait before trying again' });
    return false;
  };

  const rotate = (request: FastifyRequest, reply: FastifyReply, playerId: string) =>
    rotateSession(players, request, reply, playerId);

  app.post('/api/account/register', async (request, reply) => {
    const body = Credentials.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'badRequest', message: 'expected { username, password }' });
    if (!allowed(request, reply, null)) return reply;
    const player = await http.ensure(request, reply);
    const r = await accounts.register(player.id, body.data.username, body.data.password);
    if (!r.ok) return refuse(reply, r.error);
    // A guest turning into an account is a login too: a secret seen before it (on a shared machine) stops working.
    await rotate(request, reply, r.value.id);
    return http.me(r.value);
  });

  app.post('/api/account/login', async (request, reply) => {
    const body = Credentials.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'badRequest', message: 'expected { username, password }' });
    if (!allowed(request, reply, normalizeUsername(body.data.username) ?? body.data.username.toLowerCase()))
      return reply;
    const r = await accounts.check(body.data.username, body.data.password);
    if (!r.ok) return refuse(reply, r.error);
    await rotate(request, reply, r.value.id);
    return http.me(r.value);
  });

  app.post('/api/account/logout', async (request, reply) => {
    const secret = request.cookies[SESSION_COOKIE];
    if (secret !== undefined) await players.closeSession(secret);
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });

  app.post('/api/account/password', async (request, reply) => {
    const body = PasswordChange.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'badRequest', message: 'expected { current, password }' });
    const player = request.player;
    const secret = request.cookies[SESSION_COOKIE];
    if (player === null || secret === undefined || !player.registered) return refuse(reply, 'unauthorized');
    const row = await players.get(player.id);
    if (!allowed(request, reply, row?.username ?? null)) return reply;
    const r = await accounts.changePassword(player.id, body.data.current, body.data.password);
    if (!r.ok) return refuse(reply, r.error);
    await players.closeOtherSessions(player.id, secret);
    return http.me(r.value);
  });
  return { allowed: (request, reply) => allowed(request, reply, null) };
}

/** The login limit per address, for the other ways to log in (passkeys): false once the 429 is sent. */
export interface LoginGate {
  allowed(request: FastifyRequest, reply: FastifyReply): boolean;
}
