import { timingSafeEqual } from 'node:crypto';
import { type Player, SeatClaimRequest, SeatToken } from '@ludotheque/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashToken } from '../authority.js';
import type { LiveGame } from '../live.js';
import { SESSION_COOKIE, setSessionCookie } from './cookie.js';
import type { Players } from './players.js';
import type { PlayersHttp } from './routes.js';
import type { SeatBinder } from './seats.js';

/**
 * A guest's session rotates whenever its standing changes (issue 22: a seat taken; registering and logging in rotate
 * in account-routes.ts): a new secret in the cookie, and every other session of the guest deleted. A guest has one
 * browser, so any other session is a copy — a cookie planted in the victim's browser by someone who kept it stops
 * acting for the victim (and for its seats) at that moment. A guest made by this very request has nothing to rotate.
 */
export async function rotateGuest(
  players: Players,
  request: FastifyRequest,
  reply: FastifyReply,
  player: Player,
): Promise<void> {
  if (player.registered || request.cookies[SESSION_COOKIE] === undefined) return;
  if (reply.getHeader('set-cookie') !== undefined) return;
  const secret = await players.openSession(player.id);
  await players.rotateOtherSessions(player.id, secret);
  setSessionCookie(request, reply, secret);
}

/** The seat of `live` whose invite token is `token`, or -1 (compared in constant time, like the socket's join). */
function seatOf(live: LiveGame, token: string): number {
  const hash = Buffer.from(hashToken(token), 'hex');
  return live.stored.seats.findIndex(
    (s) => s.kind === 'human' && timingSafeEqual(Buffer.from(s.tokenHash, 'hex'), hash),
  );
}

/**
 * `POST /api/games/:id/seat` `{ token }`: the page takes its invite link's seat over HTTP before it joins it on the
 * WebSocket, so the binding and the session's rotation land in one answer (a socket cannot set a cookie). 200
 * `{ seat }`; 404 `unknownGame`, 403 `badToken`, 403 `notRegistered` (a rated game needs an account), 409
 * `seatTaken`. A seat the player already holds changes nothing and rotates nothing.
 */
export function registerSeatRoutes(
  app: FastifyInstance,
  players: Players,
  seats: SeatBinder,
  http: PlayersHttp,
  open: (id: string) => Promise<LiveGame | null>,
  mayTakeSeat?: (gameId: string, player: Player | null) => Promise<boolean>,
): void {
  app.post<{ Params: { id: string } }>('/api/games/:id/seat', async (request, reply) => {
    const body = SeatClaimRequest.safeParse(request.body);
    if (!body.success || !SeatToken.safeParse(body.data.token).success)
      return reply.code(400).send({ error: 'badRequest', message: 'expected { token }' });
    const live = await open(request.params.id);
    if (live === null) return reply.code(404).send({ error: 'unknownGame', message: 'no such game' });
    const seat = seatOf(live, body.data.token);
    if (seat < 0) return reply.code(403).send({ error: 'badToken', message: 'no seat of this game has that token' });
    if (mayTakeSeat !== undefined && !(await mayTakeSeat(live.stored.id, request.player)))
      return reply
        .code(403)
        .send({ error: 'notRegistered', message: 'a rated game is played with registered accounts' });
    const player = await http.ensure(request, reply);
    if (await seats.holds(live, seat, player)) return { seat };
    if (!(await seats.admit(live, seat, player)))
      return reply
        .code(409)
        .send({ error: 'seatTaken', message: 'this seat belongs to another player; you may watch' });
    await rotateGuest(players, request, reply, player);
    return { seat };
  });
}
