import type { Player } from '@ludotheque/protocol';
import { FillBotsRequest, QuickMatchRequest, TableId } from '@ludotheque/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { KeyedBuckets } from '../limits/buckets.js';
import type { Lobby, LobbyFailure, LobbyResult } from './lobby.js';
import type { Identity } from './player.js';

const refuse = (reply: FastifyReply, f: LobbyFailure) =>
  reply.code(f.status).send({ error: f.error, message: f.message });

const answer = <T>(reply: FastifyReply, r: LobbyResult<T>, status = 200) =>
  r.ok ? reply.code(status).send(r.value) : refuse(reply, r.error);

const badId = (reply: FastifyReply) =>
  refuse(reply, { status: 404, error: 'unknownTable', message: 'no open table with that id' });

/**
 * The lobby's HTTP API. Every action is the session's player's (a guest is made for a visitor without one); a
 * table or a queue entry is created at most as fast as the address may create games.
 */
export function registerLobbyRoutes(
  app: FastifyInstance,
  lobby: Lobby,
  identity: Identity,
  creates: KeyedBuckets,
): void {
  const limited = (ip: string, reply: FastifyReply) => {
    if (creates.takeKey(ip)) return false;
    void refuse(reply, {
      status: 429,
      error: 'rateLimited',
      message: 'too many tables or quick matches from this address',
    });
    return true;
  };

  /** A guest that sat rotates its session (players/, issue 22): a cookie planted before buys nothing. */
  const seated = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    player: Player,
    result: Promise<LobbyResult<T>>,
  ): Promise<LobbyResult<T>> => {
    const r = await result;
    if (r.ok) await identity.seated?.(request, reply, player);
    return r;
  };

  app.get('/api/lobby', async (request) => lobby.snapshot(identity.player(request)));

  app.post('/api/lobby/tables', async (request, reply) => {
    if (limited(request.ip, reply)) return reply;
    const player = await identity.ensure(request, reply);
    return answer(reply, await seated(request, reply, player, lobby.createTable(player, request.body)), 201);
  });

  app.post<{ Params: { id: string } }>('/api/lobby/tables/:id/join', async (request, reply) => {
    if (!TableId.safeParse(request.params.id).success) return badId(reply);
    const player = await identity.ensure(request, reply);
    return answer(reply, await seated(request, reply, player, lobby.join(player, request.params.id)));
  });

  app.post<{ Params: { id: string } }>('/api/lobby/tables/:id/leave', async (request, reply) => {
    if (!TableId.safeParse(request.params.id).success) return badId(reply);
    const player = await identity.ensure(request, reply);
    return answer(reply, await lobby.leave(player, request.params.id));
  });

  app.post<{ Params: { id: string } }>('/api/lobby/tables/:id/bots', async (request, reply) => {
    if (!TableId.safeParse(request.params.id).success) return badId(reply);
    const body = FillBotsRequest.safeParse(request.body);
    if (!body.success)
      return refuse(reply, { status: 400, error: 'badRequest', message: body.error.message.slice(0, 300) });
    const player = await identity.ensure(request, reply);
    return answer(reply, await lobby.fillBots(player, request.params.id, body.data.level));
  });

  app.post('/api/lobby/queue', async (request, reply) => {
    if (limited(request.ip, reply)) return reply;
    const body = QuickMatchRequest.safeParse(request.body);
    if (!body.success)
      return refuse(reply, { status: 400, error: 'badRequest', message: body.error.message.slice(0, 300) });
    const player = await identity.ensure(request, reply);
    return answer(reply, await seated(request, reply, player, lobby.enqueue(player, body.data)));
  });

  app.delete('/api/lobby/queue', async (request, reply) => {
    const player = identity.player(request);
    if (player === null || !(await lobby.cancel(player)))
      return refuse(reply, { status: 409, error: 'notQueued', message: 'you are not waiting for a quick match' });
    return reply.code(200).send({ queued: null });
  });
}
