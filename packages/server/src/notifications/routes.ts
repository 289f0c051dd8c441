import {
  MarkRead,
  type NotificationList,
  PushSettings,
  PushSubscriptionBody,
  PushUnsubscribe,
} from '@ludotheque/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SharedLimiter } from '../limits/shared.js';
import type { Notifier } from './service.js';
import { PAGE_MAX } from './store.js';

const playerOf = (request: FastifyRequest): string | null =>
  (request as unknown as { player: { id: string } | null }).player?.id ?? null;

const fail = (reply: FastifyReply, status: number, error: string, message: string) =>
  reply.code(status).send({ error, message });

/**
 * The notification centre's routes and Web Push's. Every route is the session player's own: there is no way to name
 * another player, so nobody reads or marks anybody else's. Writes are rate-limited per player (across nodes).
 */
export function registerNotificationRoutes(app: FastifyInstance, notifier: Notifier, writes: SharedLimiter): void {
  /** The player, or a 401 sent; and for writes a 429 past the rate. */
  const who = async (request: FastifyRequest, reply: FastifyReply, write: boolean): Promise<string | null> => {
    const me = playerOf(request);
    if (me === null) {
      await fail(reply, 401, 'unauthorized', 'no player: no session');
      return null;
    }
    if (write) {
      const taken = await writes.consume(me);
      if (!taken.ok) {
        void reply.header('retry-after', String(Math.ceil(taken.retryAfterMs / 1000)));
        await fail(reply, 429, 'rateLimited', 'too many requests; wait a moment');
        return null;
      }
    }
    return me;
  };
  const { store, push } = notifier;

  app.get<{ Querystring: { before?: string; limit?: string } }>('/api/notifications', async (request, reply) => {
    const me = await who(request, reply, false);
    if (me === null) return reply;
    const { before, limit } = request.query;
    const n = limit === undefined ? 20 : Number(limit);
    if (!Number.isInteger(n) || n < 1 || n > PAGE_MAX || (before !== undefined && !/^[0-9a-z]{1,64}$/.test(before)))
      return fail(reply, 400, 'badRequest', `limit: 1 to ${PAGE_MAX}; before: a notification id`);
    const page = await store.list(me, before, n);
    const body: NotificationList = { ...page, unread: await store.unread(me) };
    return body;
  });

  app.post('/api/notifications/read', async (request, reply) => {
    const parsed = MarkRead.safeParse(request.body);
    if (!parsed.success) return fail(reply, 400, 'badRequest', 'ids: 1 to 200 notification ids, or all: true');
    const me = await who(request, reply, true);
    if (me === null) return reply;
    await store.markRead(me, 'all' in parsed.data ? 'all' : parsed.data.ids);
    const unread = await store.unread(me);
    // The player's other pages update their count too.
    await notifier.frame(me, { type: 'notificationsRead', unread });
    return { unread };
  });

  if (push === null) return;
  app.get('/api/push/key', async () => ({ publicKey: push.publicKey }));

  app.post('/api/push/subscriptions', async (request, reply) => {
    const parsed = PushSubscriptionBody.safeParse(request.body);
    if (!parsed.success)
      return fail(reply, 400, 'badRequest', 'a push subscription: endpoint (http/https URL), keys p256dh and auth');
    const me = await who(request, reply, true);
    if (me === null) return reply;
    if ((await push.subscribe(me, parsed.data)) === 'tooMany')
      return fail(reply, 409, 'tooManySubscriptions', 'too many browsers receive pushes; remove one first');
    return reply.code(201).send({ ok: true });
  });

  app.delete('/api/push/subscriptions', async (request, reply) => {
    const parsed = PushUnsubscribe.safeParse(request.body);
    if (!parsed.success) return fail(reply, 400, 'badRequest', 'endpoint: the subscription to remove');
    const me = await who(request, reply, true);
    if (me === null) return reply;
    await push.unsubscribe(me, parsed.data.endpoint);
    return { ok: true };
  });

  app.get('/api/push/settings', async (request, reply) => {
    const me = await who(request, reply, false);
    if (me === null) return reply;
    return push.settings(me);
  });

  app.put('/api/push/settings', async (request, reply) => {
    const parsed = PushSettings.safeParse(request.body);
    if (!parsed.success) return fail(reply, 400, 'badRequest', 'kinds: yourTurn, challenge');
    const me = await who(request, reply, true);
    if (me === null) return reply;
    await push.saveSettings(me, parsed.data);
    return push.settings(me);
  });
}
