import { SocialPlayerId } from '@ludotheque/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SharedLimiter } from '../limits/shared.js';
import type { Player } from '../players/index.js';
import type { Social, SocialResult } from './service.js';

/** Social writes per player: 30, refilled over 10 s (counted across nodes: limits/shared.ts). */
export const SOCIAL_RATE = { points: 30, durationSec: 10 } as const;

const STATUS = { unknownPlayer: 404, self: 400, tooMany: 409 } as const;
const MESSAGE = {
  unknownPlayer: 'no player has this id',
  self: 'you cannot follow or block yourself',
  tooMany: 'this list is full',
} as const;

type Params = { Params: { player: string } };

/**
 * The social routes (README). Every route is the session's player's (401 `signedOut` without one: no guest is made
 * for a follow); writes pass the global CSRF check (players/csrf.ts) and the per-player rate.
 */
export function registerSocialRoutes(
  app: FastifyInstance,
  social: Social,
  player: (request: FastifyRequest) => Player | null,
  rate: SharedLimiter,
): void {
  /** The caller, the target and a point of their budget; null once a refusal was sent. */
  const gate = async (request: FastifyRequest<Params>, reply: FastifyReply): Promise<[string, string] | null> => {
    const me = player(request);
    if (me === null) {
      void reply.code(401).send({ error: 'signedOut', message: 'no player: open the site first' });
      return null;
    }
    if (!SocialPlayerId.safeParse(request.params.player).success) {
      void reply.code(404).send({ error: 'unknownPlayer', message: MESSAGE.unknownPlayer });
      return null;
    }
    const r = await rate.consume(me.id);
    if (!r.ok) {
      const seconds = Math.ceil(r.retryAfterMs / 1000);
      void reply
        .header('retry-after', String(seconds))
        .code(429)
        .send({ error: 'rateLimited', message: `too many changes; wait ${seconds} s` });
      return null;
    }
    return [me.id, request.params.player];
  };
  const answer = (reply: FastifyReply, r: SocialResult) =>
    r.ok ? reply.code(204).send() : reply.code(STATUS[r.error]).send({ error: r.error, message: MESSAGE[r.error] });

  app.get('/api/social', async (request, reply) => {
    const me = player(request);
    if (me === null) return reply.code(401).send({ error: 'signedOut', message: 'no player: open the site first' });
    return social.lists(me.id);
  });
  app.put<Params>('/api/social/follows/:player', async (request, reply) => {
    const ids = await gate(request, reply);
    return ids === null ? reply : answer(reply, await social.follow(...ids));
  });
  app.delete<Params>('/api/social/follows/:player', async (request, reply) => {
    const ids = await gate(request, reply);
    if (ids === null) return reply;
    await social.unfollow(...ids);
    return reply.code(204).send();
  });
  app.put<Params>('/api/social/blocks/:player', async (request, reply) => {
    const ids = await gate(request, reply);
    return ids === null ? reply : answer(reply, await social.block(...ids));
  });
  app.delete<Params>('/api/social/blocks/:player', async (request, reply) => {
    const ids = await gate(request, reply);
    if (ids === null) return reply;
    await social.unblock(...ids);
    return reply.code(204).send();
  });
}
