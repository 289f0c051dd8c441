import { FillBotsRequest, QuickMatchRequest, TableId } from '@ludotheque/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SharedLimiter } from '../limits/shared.js';
import type { Lobby, LobbyFailure, LobbyResult } from './lobby.js';
import type { Identity, Player } from './player.js';

const refuse = (reply: FastifyReply, f: LobbyFailure) =>
  reply.code(f.status).send({ error: f.error, message: f.message });

const answer = <T>(reply: FastifyReply, r: LobbyResult<T>, status = 200) =>
  r.ok ? reply.code(status).send(r.value) : refuse(reply, r.error);

const badId = (reply: FastifyReply) =>
  refuse(reply, { status: 404, error: 'unknownTable', message: 'no open table with that id' });

/** The lobby's rate limits, per player and counted across nodes (limits/shared.ts). */
export interface LobbyRates {
  /** Join, leave, bots: each change is a frame to every watcher. */
  readonly actions: SharedLimiter;
  /** Tables opened and quick matches entered: each may become a game. */
  readonly creates: SharedLimiter;
}

/**
 * The lobby's HTTP API. Every action is the session's player's (a guest is made for a visitor without one), and
 * limited per player across nodes (issue 23): a flood of join/leave from one player fans out to every watcher, and
 * a count per address would lock out everyone else behind it (new guests per address are limited by players/).
 */
export function registerLobbyRoutes(app: FastifyInstance, lobby: Lobby, identity: Identity, rates: LobbyRates): void {
  /** Takes one of the player's points; false (and the 429 sent, with the wait) past the limit. */
  const allowed = async (limiter: SharedLimiter, player: Player, reply: FastifyReply): Promise<boolean> => {
    const r = await limiter.consume(player.id);
    if (r.ok) return true;
    const seconds = Math.ceil(r.retryAfterMs / 1000);
    reply.header('retry-after', String(seconds));
    void refuse(reply, { status: 429, error: 'rateLimited', message: `too many lobby actions; wait ${seconds} s` });
    return false;
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
    const player = await identity.ensure(request, reply);
    if (!(await allowed(rates.creates, player, reply))) return reply;
    return answer(reply, await seated(request, reply, player, lobby.createTable(player, request.body)), 201);
  });

  // A table by its id: a private table's link opens it (issue 25).
  app.get<{ Params: { id: string } }>('/api/lobby/tables/:id', async (request, reply) => {
    if (!TableId.safeParse(request.params.id).success) return badId(reply);
    return answer(reply, await lobby.tableById(request.params.id));
  });

  app.post<{ Params: { id: string } }>('/api/lobby/tables/:id/join', async (request, reply) => {
    if (!TableId.safeParse(request.params.id).success) return badId(reply);
    const player = await identity.ensure(request, reply);
    if (!(await allowed(rates.actions, player, reply))) return reply;
    return answer(reply, await seated(request, reply, player, lobby.join(player, request.params.id)));
  });

  app.post<{ Params: { id: string } }>('/api/lobby/tables/:id/leave', async (request, reply) => {
    if (!TableId.safeParse(request.params.id).success) return badId(reply);
    const player = await identity.ensure(request, reply);
    if (!(await allowed(rates.actions, player, reply))) return reply;
    return answer(reply, await lobby.leave(player, request.params.id));
  });

  app.post<{ Params: { id: string } }>('/api/lobby/tables/:id/bots', async (request, reply) => {
    if (!TableId.safeParse(request.params.id).success) return badId(reply);
    const body = FillBotsRequest.safeParse(request.body);
    if (!body.success)
      return refuse(reply, { status: 400, error: 'badRequest', message: body.error.message.slice(0, 300) });
    const player = await identity.ensure(request, reply);
    if (!(await allowed(rates.actions, player, reply))) return reply;
    return answer(reply, await lobby.fillBots(player, request.params.id, body.data.level));
  });

  app.post('/api/lobby/queue', async (request, reply) => {
    const body = QuickMatchRequest.safeParse(request.body);
    if (!body.success)
      return refuse(reply, { status: 400, error: 'badRequest', message: body.error.message.slice(0, 300) });
    const player = await identity.ensure(request, reply);
    if (!(await allowed(rates.creates, player, reply))) return reply;
    return answer(reply, await seated(request, reply, player, lobby.enqueue(player, body.data)));
  });

  app.delete('/api/lobby/queue', async (request, reply) => {
    const player = identity.player(request);
    if (player === null || !(await lobby.cancel(player)))
      return refuse(reply, { status: 409, error: 'notQueued', message: 'you are not waiting for a quick match' });
    return reply.code(200).send({ queued: null });
  });
}
