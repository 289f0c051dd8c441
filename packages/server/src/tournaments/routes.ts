import { TournamentId } from '@ludotheque/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SharedLimiter } from '../limits/shared.js';
import type { Identity } from '../lobby/player.js';
import type { TournamentFailure, TournamentResult, Tournaments } from './service.js';

const refuse = (reply: FastifyReply, f: TournamentFailure) =>
  reply.code(f.status).send({ error: f.error, message: f.message });
const answer = <T>(reply: FastifyReply, r: TournamentResult<T>, status = 200) =>
  r.ok ? reply.code(status).send(r.value) : refuse(reply, r.error);
const unknown = (reply: FastifyReply) =>
  refuse(reply, { status: 404, error: 'unknownTournament', message: 'no such tournament' });

/** Per account, counted across nodes (limits/shared.ts): creations, and joins / pauses / withdrawals. */
export interface TournamentRates {
  readonly creates: SharedLimiter;
  readonly actions: SharedLimiter;
}

/** The HTTP API (README "API"): every action is the session's player's; reads come from the store. */
export function registerTournamentRoutes(
  app: FastifyInstance,
  tournaments: Tournaments,
  identity: Identity,
  rates: TournamentRates,
): void {
  const allowed = async (limiter: SharedLimiter, key: string, reply: FastifyReply): Promise<boolean> => {
    const r = await limiter.consume(key);
    if (r.ok) return true;
    const seconds = Math.ceil(r.retryAfterMs / 1000);
    reply.header('retry-after', String(seconds));
    void refuse(reply, {
      status: 429,
      error: 'rateLimited',
      message: `too many tournament actions; wait ${seconds} s`,
    });
    return false;
  };

  app.get('/api/tournaments', async () => tournaments.list());

  // Whether a game's seats may go berserk (the game page's button, README "Berserk"): read from the store.
  app.get<{ Params: { id: string } }>('/api/tournaments/games/:id', async (req) => ({
    berserkable: await tournaments.berserkable(req.params.id),
  }));

  app.post('/api/tournaments', async (request, reply) => {
    const player = await identity.ensure(request, reply);
    if (!(await allowed(rates.creates, player.id, reply))) return reply;
    return answer(reply, await tournaments.create(player, request.body), 201);
  });

  app.get<{ Params: { id: string } }>('/api/tournaments/:id', async (request, reply) => {
    if (!TournamentId.safeParse(request.params.id).success) return unknown(reply);
    const detail = await tournaments.detail(request.params.id, identity.player(request));
    return detail === null ? unknown(reply) : detail;
  });

  // A player's tournaments, for their profile (any visitor may read them, as the profile itself).
  app.get<{ Params: { id: string } }>('/api/players/:id/tournaments', async (request) =>
    tournaments.ofPlayer(request.params.id.slice(0, 64)),
  );

  for (const action of ['join', 'pause', 'resume', 'withdraw'] as const)
    app.post<{ Params: { id: string } }>(`/api/tournaments/:id/${action}`, async (request, reply) => {
      if (!TournamentId.safeParse(request.params.id).success) return unknown(reply);
      const player = await identity.ensure(request, reply);
      if (!(await allowed(rates.actions, player.id, reply))) return reply;
      const id = request.params.id;
      return answer(
        reply,
        action === 'join'
          ? await tournaments.join(player, id, request.body)
          : await tournaments.setEntry(player, id, action),
      );
    });
}
