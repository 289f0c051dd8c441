import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { accountClosed, type LoginGate, rotateSession } from './account-routes.js';
import { Passkeys } from './passkeys.js';
import type { Players } from './players.js';
import type { PlayersHttp } from './routes.js';

/** An answer shaped like a WebAuthn credential's JSON (the library checks everything inside). */
function credentialJson(body: unknown): (RegistrationResponseJSON & AuthenticationResponseJSON) | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as { id?: unknown; response?: { clientDataJSON?: unknown } };
  if (typeof b.id !== 'string' || typeof b.response?.clientDataJSON !== 'string') return null;
  return body as RegistrationResponseJSON & AuthenticationResponseJSON;
}

const badRequest = (reply: FastifyReply, message: string) => reply.code(400).send({ error: 'badRequest', message });
const unauthorized = (reply: FastifyReply) =>
  reply.code(401).send({ error: 'unauthorized', message: 'passkeys belong to accounts: register or sign in first' });

/**
 * `/api/passkeys/*`: options then answer, to add a passkey to the signed-in account and to log in with one (the
 * login rotates the session like a password login; its challenges have a per-address limit of their own, which no
 * password failure touches).
 */
export function registerPasskeyRoutes(
  app: FastifyInstance,
  players: Players,
  http: PlayersHttp,
  gate: LoginGate,
): void {
  const passkeys = new Passkeys(players.db);

  app.post('/api/passkeys/register/options', async (request, reply) => {
    const row = request.player === null ? null : await players.get(request.player.id);
    if (request.player === null || row?.username == null) return unauthorized(reply);
    return passkeys.registrationOptions(request, { ...request.player, username: row.username });
  });

  app.post('/api/passkeys/register', async (request, reply) => {
    if (request.player === null || !request.player.registered) return unauthorized(reply);
    const response = credentialJson(request.body);
    if (response === null) return badRequest(reply, 'expected a WebAuthn registration response');
    if (!(await passkeys.register(request, request.player.id, response)))
      return badRequest(reply, 'the passkey could not be verified; try again');
    return { passkeys: await passkeys.count(request.player.id) };
  });

  app.post('/api/passkeys/login/options', async (request, reply) => {
    if (!(await gate.passkeyAllowed(request, reply))) return reply;
    return passkeys.loginOptions(request);
  });

  app.post('/api/passkeys/login', async (request, reply) => {
    const response = credentialJson(request.body);
    if (response === null) return badRequest(reply, 'expected a WebAuthn authentication response');
    const player = await passkeys.login(request, response);
    if (player === null)
      return reply
        .code(401)
        .send({ error: 'passkeyRefused', message: 'this passkey could not sign you in (removed, or of another site)' });
    if (await gate.closed(player.id)) return accountClosed(reply);
    await rotateSession(players, request, reply, player.id);
    return http.me(player);
  });
}
