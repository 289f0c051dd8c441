import { ModActionBody, ReportBody } from '@ludotheque/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SharedLimiter } from '../limits/shared.js';
import type { Player } from '../players/index.js';
import type { Moderation, Refusal } from './service.js';

/** Reports per player: 10 an hour, counted across nodes (limits/shared.ts). */
export const REPORT_RATE = { points: 10, durationSec: 3600 } as const;
/** Moderators' actions per moderator: 60 a minute. */
export const MOD_ACTION_RATE = { points: 60, durationSec: 60 } as const;

const STATUS: Record<Refusal, number> = {
  badText: 400,
  self: 400,
  badMinutes: 400,
  unknownPlayer: 404,
  unknownLine: 404,
  unknownReport: 404,
  notVisible: 403,
  alreadyReported: 409,
  noRatings: 409,
};

export interface ModerationRouteDeps {
  readonly player: (request: FastifyRequest) => Player | null;
  readonly isModerator: (player: string) => Promise<boolean>;
  readonly reportRate: SharedLimiter;
  readonly actionRate: SharedLimiter;
}

async function limited(reply: FastifyReply, rate: SharedLimiter, key: string): Promise<boolean> {
  const r = await rate.consume(key);
  if (r.ok) return false;
  const seconds = Math.max(1, Math.ceil(r.retryAfterMs / 1000));
  void reply
    .header('retry-after', String(seconds))
    .code(429)
    .send({ error: 'rateLimited', message: `too many; wait ${seconds} s` });
  return true;
}

/**
 * `POST /api/reports`, `GET /api/me/moderation`, and the moderators' routes under `/api/mod/` (README). Every
 * `/api/mod/` route is registered inside one plugin whose hook answers 403 to anybody who is not a moderator now
 * (the role read from the store on each request), so a route added there later cannot forget the check.
 */
export function registerModerationRoutes(
  app: FastifyInstance,
  moderation: Moderation,
  deps: ModerationRouteDeps,
): void {
  app.post('/api/reports', async (request, reply) => {
    const me = deps.player(request);
    if (me === null) return reply.code(401).send({ error: 'signedOut', message: 'no player: open the site first' });
    if (!me.registered)
      return reply.code(403).send({ error: 'notRegistered', message: 'reports are made from an account' });
    const body = ReportBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'badRequest', message: 'expected { target, kind, text }' });
    if (await limited(reply, deps.reportRate, me.id)) return reply;
    const r = await moderation.report(me.id, body.data);
    if (!r.ok) return reply.code(STATUS[r.error]).send({ error: r.error, message: r.message });
    return reply.code(201).send(r.value);
  });

  app.get('/api/me/moderation', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const me = deps.player(request);
    if (me === null) return { mutedUntil: null, warnings: [] };
    return moderation.mine(me.id);
  });

  void app.register(
    async (mod) => {
      mod.addHook('preHandler', async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const me = deps.player(request);
        if (me === null || !me.registered || !(await deps.isModerator(me.id)))
          return reply.code(403).send({ error: 'notModerator', message: 'moderators only' });
      });
      mod.get('/me', async () => ({ moderator: true }));
      mod.get<{ Querystring: { status?: string } }>('/reports', async (request, reply) => {
        const status = request.query.status ?? 'open';
        if (status !== 'open' && status !== 'handled')
          return reply.code(400).send({ error: 'badRequest', message: 'status: open or handled' });
        return { reports: await moderation.reports(status) };
      });
      mod.get<{ Params: { id: string } }>('/reports/:id', async (request, reply) => {
        const found = request.params.id.length > 64 ? null : await moderation.detail(request.params.id);
        if (found === null) return reply.code(404).send({ error: 'unknownReport', message: 'no such report' });
        return found;
      });
      mod.get('/log', async () => ({ actions: await moderation.log() }));
      mod.post('/actions', async (request, reply) => {
        const me = deps.player(request) as Player;
        const body = ModActionBody.safeParse(request.body);
        if (!body.success)
          return reply
            .code(400)
            .send({ error: 'badRequest', message: 'expected { player, action, reason, minutes?, report? }' });
        if (await limited(reply, deps.actionRate, me.id)) return reply;
        const r = await moderation.act(me.id, body.data);
        if (!r.ok) return reply.code(STATUS[r.error]).send({ error: r.error, message: r.message });
        return r.value;
      });
    },
    { prefix: '/api/mod' },
  );
}
