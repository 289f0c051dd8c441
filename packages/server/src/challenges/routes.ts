import { DeclineChallengeRequest } from '@ludotheque/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SharedLimiter } from '../limits/shared.js';
import type { Player } from '../lobby/player.js';
import type { ChallengeResult, Challenges } from './service.js';

/** Challenges made per player: 20 a minute (counted across nodes: limits/shared.ts). */
export const CREATE_RATE = { points: 20, durationSec: 60 } as const;
/** Answers (accept, decline, cancel) per player: 60 a minute. */
export const ANSWER_RATE = { points: 60, durationSec: 60 } as const;

type Params = { Params: { id: string } };
const ID = /^[A-Za-z0-9_-]{16}$/;

/**
 * The challenge routes (README): each the session player's own (401 `signedOut` without a session: no guest is made
 * for a challenge); writes pass the server-wide CSRF check and a per-player rate counted across nodes.
 */
export function registerChallengeRoutes(
  app: FastifyInstance,
  challenges: Challenges,
  player: (request: FastifyRequest) => Player | null,
  rates: { creates: SharedLimiter; answers: SharedLimiter },
): void {
  const gate = async (
    request: FastifyRequest,
    reply: FastifyReply,
    rate: SharedLimiter | null,
  ): Promise<Player | null> => {
    const me = player(request);
    if (me === null) {
      void reply.code(401).send({ error: 'signedOut', message: 'no player: open the site first' });
      return null;
    }
    if (rate === null) return me;
    const r = await rate.consume(me.id);
    if (r.ok) return me;
    const seconds = Math.ceil(r.retryAfterMs / 1000);
    void reply
      .header('retry-after', String(seconds))
      .code(429)
      .send({ error: 'rateLimited', message: `too many challenges; wait ${seconds} s` });
    return null;
  };
  const answer = <T>(reply: FastifyReply, r: ChallengeResult<T>, status = 200) =>
    r.ok ? reply.code(status).send(r.value) : reply.code(r.error.status).send(r.error);
  const unknown = (reply: FastifyReply) =>
    reply.code(404).send({ error: 'unknownChallenge', message: 'no such challenge' });

  app.get('/api/challenges', async (request, reply) => {
    const me = await gate(request, reply, null);
    return me === null ? reply : challenges.list(me.id);
  });
  app.get<Params>('/api/challenges/:id', async (request, reply) => {
    const me = await gate(request, reply, null);
    if (me === null) return reply;
    if (!ID.test(request.params.id)) return unknown(reply);
    return answer(reply, await challenges.get(me.id, request.params.id));
  });
  app.post('/api/challenges', async (request, reply) => {
    const me = await gate(request, reply, rates.creates);
    return me === null ? reply : answer(reply, await challenges.create(me, request.body), 201);
  });
  app.post<Params>('/api/challenges/:id/accept', async (request, reply) => {
    const me = await gate(request, reply, rates.answers);
    if (me === null) return reply;
    if (!ID.test(request.params.id)) return unknown(reply);
    return answer(reply, await challenges.accept(me, request.params.id));
  });
  app.post<Params>('/api/challenges/:id/decline', async (request, reply) => {
    const parsed = DeclineChallengeRequest.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ error: 'badRequest', message: 'reason: a decline reason' });
    const me = await gate(request, reply, rates.answers);
    if (me === null) return reply;
    if (!ID.test(request.params.id)) return unknown(reply);
    return answer(reply, await challenges.decline(me, request.params.id, parsed.data.reason));
  });
  app.delete<Params>('/api/challenges/:id', async (request, reply) => {
    const me = await gate(request, reply, rates.answers);
    if (me === null) return reply;
    if (!ID.test(request.params.id)) return unknown(reply);
    return answer(reply, await challenges.cancel(me, request.params.id));
  });
}
