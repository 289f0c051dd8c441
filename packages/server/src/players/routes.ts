import cookie from '@fastify/cookie';
import { type MeResponse, type Player, RenameRequest } from '@ludotheque/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addressKey } from './address.js';
import { SESSION_COOKIE, setSessionCookie } from './cookie.js';
import { refuseCrossSite, sameOrigin } from './csrf.js';
import type { NameError } from './names.js';
import type { Players } from './players.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session's player (players/): null without a valid `ludo_session` cookie, or outside `/api` and `/ws`. */
    player: Player | null;
  }
}

/** Each refusal of the name policy (names.ts) as the API answers it, wherever a name is given (also `POST /api/games`). */
export const NAME_ERRORS: Record<
  NameError,
  { error: 'nameEmpty' | 'nameTooLong' | 'nameInvisible' | 'nameReserved'; message: string }
> = {
  empty: { error: 'nameEmpty', message: 'a name needs at least one visible character' },
  tooLong: { error: 'nameTooLong', message: 'a name has at most 24 characters' },
  invisible: { error: 'nameInvisible', message: 'a name may not hold control, format or invisible characters' },
  reserved: { error: 'nameReserved', message: 'names like "Invité 1234" are given to new guests only' },
};

/**
 * The routes that know their player: the API and the WebSocket (not the web app's files). By the route the router
 * matched (`/%61pi/me` is `/api/me` to it), not by the raw URL.
 */
const identifies = (route: string): boolean =>
  route.startsWith('/api/') || route === '/ws' || route === '/ws/lobby' || route === '/ws/notifications';

/**
 * The players' HTTP side: the cookie parser, the hook that sets `request.player` from the session cookie, and the
 * `/api/me` routes. Returns `ensure`, which the other modules call when an action needs a player (it makes a guest).
 */
export async function registerPlayers(
  app: FastifyInstance,
  players: Players,
  newGuest: (address: string) => boolean | Promise<boolean> = () => true,
): Promise<PlayersHttp> {
  await app.register(cookie);
  app.decorateRequest('player', null);
  refuseCrossSite(app);
  app.addHook('onRequest', async (request) => {
    request.player = null;
    if (!identifies(request.routeOptions.url ?? '')) return;
    const secret = request.cookies[SESSION_COOKIE];
    if (secret === undefined) return;
    // A WebSocket opened by another origin's page (cross-site WebSocket hijacking) acts as nobody: a bare token
    // still plays an unbound seat, but the visitor's seats and name are not the other site's to use.
    if (request.ws && request.headers.origin !== undefined && !sameOrigin(request)) return;
    request.player = await players.fromSecret(secret);
  });
  const ensure = async (request: FastifyRequest, reply: FastifyReply): Promise<Player> => {
    if (request.player !== null) return request.player;
    // Sent with a cookie rotated away while this request was on its way: making a guest here would set a cookie over
    // the new one. The page asks again (web players/api.ts), with the cookie it now has.
    const old = request.cookies[SESSION_COOKIE];
    if (old !== undefined && (await players.wasRotated(old)))
      throw Object.assign(new Error('this session was just renewed; ask again'), {
        statusCode: 409,
        apiError: 'sessionRotated',
      });
    // Every guest is a row: a stranger without a cookie could otherwise add them as fast as it can ask.
    if (!(await newGuest(addressKey(request.ip))))
      throw Object.assign(new Error('too many new players from this address; try again later'), { statusCode: 429 });
    const { player, secret } = await players.createGuest();
    setSessionCookie(request, reply, secret);
    request.player = player;
    return player;
  };
  const me = async (player: Player): Promise<MeResponse> => {
    const row = await players.get(player.id);
    return { ...player, name: row?.name ?? player.name, username: row?.username ?? null };
  };

  app.get('/api/me', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return me(await ensure(request, reply));
  });

  app.post('/api/me/name', async (request, reply) => {
    const body = RenameRequest.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'badRequest', message: 'expected { name }' });
    const player = await ensure(request, reply);
    const renamed = await players.rename(player.id, body.data.name);
    if (!renamed.ok) return reply.code(400).send(NAME_ERRORS[renamed.error]);
    request.player = renamed.value;
    return me(renamed.value);
  });

  return { ensure, me };
}

/** What other modules use: `await ensure(request, reply)` gives the request's player, a new guest when it had none. */
export interface PlayersHttp {
  ensure(request: FastifyRequest, reply: FastifyReply): Promise<Player>;
  /** `GET /api/me`'s answer for a player. */
  me(player: Player): Promise<MeResponse>;
}
