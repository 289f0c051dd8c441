import { CredentialsRequest as Credentials, PasswordChangeRequest as PasswordChange } from '@ludotheque/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type SharedLimiter, SharedLimits, type SharedRate } from '../limits/shared.js';
import { type AccountError, Accounts, MAX_PASSWORD, MIN_PASSWORD, normalizeUsername } from './accounts.js';
import { addressKey } from './address.js';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from './cookie.js';
import { type WeakPassword, weakPassword } from './password-policy.js';
import type { Players } from './players.js';
import type { PlayersHttp } from './routes.js';

/**
 * Login limits (issue 23), counted for the whole deployment (limits/shared.ts: Redis with several nodes). A password
 * attempt takes a point from its (username, address) pair and from its address; a correct password clears the pair.
 * Nothing is counted by username alone: a stranger's failures from elsewhere never lock the owner out of an account,
 * they only slow the stranger's own pair. Passkey logins have a limit of their own (challenges per address), never
 * touched by password failures. Each refusal is 429 `tooManyAttempts` with `retry-after` in seconds.
 */
export interface LoginLimits {
  /** Attempts at one username from one address: a burst of tries, then wait for the window. */
  readonly perPair: SharedRate;
  /** The same pair over a longer window: the delay grows from a minute to the rest of the hour. */
  readonly perPairLong: SharedRate;
  /** Attempts from one address over any usernames (each costs an argon2 hash). */
  readonly perAddress: SharedRate;
  /** Passkey login challenges per address (each is a stored row for 5 minutes). */
  readonly passkeys: SharedRate;
}
export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perPair: { points: 5, durationSec: 60 },
  perPairLong: { points: 20, durationSec: 3600 },
  perAddress: { points: 30, durationSec: 60 },
  passkeys: { points: 30, durationSec: 60 },
};

const ERRORS: Record<AccountError, { status: number; message: string }> = {
  badUsername: { status: 400, message: 'a username has 3 to 32 of a-z, 0-9, ".", "_", "-"' },
  badPassword: { status: 400, message: `a password has ${MIN_PASSWORD} to ${MAX_PASSWORD} characters` },
  usernameTaken: { status: 409, message: 'that username is taken' },
  alreadyRegistered: { status: 409, message: 'this player already has an account' },
  badCredentials: { status: 401, message: 'wrong username or password' },
  unauthorized: { status: 401, message: 'sign in first' },
};

const refuse = (reply: FastifyReply, e: AccountError) =>
  reply.code(ERRORS[e].status).send({ error: e, message: ERRORS[e].message });

/**
 * The password policy's answer (password-policy.ts): null when the password is strong enough; else the 400
 * `weakPassword` (with the estimator's warning and suggestion keys, which the page translates) or a 503 is sent.
 */
async function refusedPassword(reply: FastifyReply, password: string, inputs: readonly string[]): Promise<boolean> {
  if (password.length < MIN_PASSWORD || password.length > MAX_PASSWORD) return false;
  let weak: WeakPassword | null;
  try {
    weak = await weakPassword(password, inputs);
  } catch {
    void reply.code(503).send({ error: 'busy', message: 'too many passwords are being checked; try again' });
    return true;
  }
  if (weak === null) return false;
  void reply.code(400).send({
    error: 'weakPassword',
    message: 'this password is too easy to guess',
    warning: weak.warning,
    suggestions: weak.suggestions,
  });
  return true;
}

/** A closed account's login (moderation/): refused, no session made. */
export const accountClosed = (reply: FastifyReply) =>
  reply.code(403).send({ error: 'accountClosed', message: 'this account was closed by a moderator' });

/** A fresh session for `playerId` in the cookie; the request's old one (a guest's, a previous login) is deleted. */
export async function rotateSession(
  players: Players,
  request: FastifyRequest,
  reply: FastifyReply,
  playerId: string,
): Promise<void> {
  const old = request.cookies[SESSION_COOKIE];
  const secret = await players.openSession(playerId);
  if (old !== undefined) await players.rotateSession(playerId, old);
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
  shared: SharedLimits = SharedLimits.memory(),
  /** Whether a moderator closed this account (moderation/): its logins are refused 403 `accountClosed`. */
  closed: (playerId: string) => Promise<boolean> = async () => false,
): LoginGate {
  const accounts = new Accounts(players);
  const pair = shared.limiter('login-pair', limits.perPair);
  const pairLong = shared.limiter('login-pair-long', limits.perPairLong);
  const byAddress = shared.limiter('login-address', limits.perAddress);
  const passkeyOptions = shared.limiter('passkey-address', limits.passkeys);
  const pairKey = (username: string, address: string) => `${username}\u0000${addressKey(address)}`;

  /**
   * False (and the 429 sent, with the wait) when one of `checks` is over its limit. Each takes its point in turn and
   * the first refusal stops there: a refused attempt costs no hash, so it uses up none of the later limits.
   */
  const allowed = async (
    reply: FastifyReply,
    checks: readonly (readonly [SharedLimiter, string])[],
  ): Promise<boolean> => {
    let wait = 0;
    for (const [limiter, key] of checks) {
      const r = await limiter.consume(key);
      if (!r.ok) {
        wait = r.retryAfterMs;
        break;
      }
    }
    if (wait === 0) return true;
    const seconds = Math.max(1, Math.ceil(wait / 1000));
    reply.header('retry-after', seconds);
    void reply.code(429).send({
      error: 'tooManyAttempts',
      message: `too many attempts; try again in ${seconds} s`,
      retryAfterS: seconds,
    });
    return false;
  };
  /** A password attempt at `username` from this request's address. */
  const passwordAttempt = (request: FastifyRequest, reply: FastifyReply, username: string) =>
    allowed(reply, [
      [pair, pairKey(username, request.ip)],
      [pairLong, pairKey(username, request.ip)],
      [byAddress, addressKey(request.ip)],
    ]);
  /** The right password: this pair's failures are forgotten (the owner's own typos never add up). */
  const succeeded = async (request: FastifyRequest, username: string) => {
    await pair.reset(pairKey(username, request.ip));
    await pairLong.reset(pairKey(username, request.ip));
  };

  const rotate = (request: FastifyRequest, reply: FastifyReply, playerId: string) =>
    rotateSession(players, request, reply, playerId);

  app.post('/api/account/register', async (request, reply) => {
    const body = Credentials.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'badRequest', message: 'expected { username, password }' });
    if (!(await allowed(reply, [[byAddress, addressKey(request.ip)]]))) return reply;
    const player = await http.ensure(request, reply);
    const username = normalizeUsername(body.data.username);
    if (username === null) return refuse(reply, 'badUsername');
    if (await refusedPassword(reply, body.data.password, [username, player.name])) return reply;
    const r = await accounts.register(player.id, body.data.username, body.data.password);
    if (!r.ok) return refuse(reply, r.error);
    // A guest turning into an account is a login too: a secret seen before it (on a shared machine) stops working.
    await rotate(request, reply, r.value.id);
    return http.me(r.value);
  });

  app.post('/api/account/login', async (request, reply) => {
    const body = Credentials.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'badRequest', message: 'expected { username, password }' });
    const username = normalizeUsername(body.data.username) ?? body.data.username.toLowerCase().slice(0, 64);
    if (!(await passwordAttempt(request, reply, username))) return reply;
    const r = await accounts.check(body.data.username, body.data.password);
    if (!r.ok) return refuse(reply, r.error);
    await succeeded(request, username);
    if (await closed(r.value.id)) return accountClosed(reply);
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
    const username = row?.username ?? player.id;
    if (!(await passwordAttempt(request, reply, username))) return reply;
    if (await refusedPassword(reply, body.data.password, [username, player.name])) return reply;
    const r = await accounts.changePassword(player.id, body.data.current, body.data.password);
    if (!r.ok) return refuse(reply, r.error);
    await succeeded(request, username);
    await players.closeOtherSessions(player.id, secret);
    return http.me(r.value);
  });
  return { passkeyAllowed: (request, reply) => allowed(reply, [[passkeyOptions, addressKey(request.ip)]]), closed };
}

/** The passkeys' own limit per address (password failures never count there): false once the 429 is sent. */
export interface LoginGate {
  passkeyAllowed(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** Whether a moderator closed this account: no login of any kind opens a session for it. */
  closed(playerId: string): Promise<boolean>;
}
