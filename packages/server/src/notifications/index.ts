import type { FastifyInstance } from 'fastify';
import type { Fanout } from '../fanout.js';
import type { SharedLimits } from '../limits/shared.js';
import type { SqlStore } from '../sql-store.js';
import { NotifyHub } from './hub.js';
import { Push, type PushOptions } from './push.js';
import { registerNotificationRoutes } from './routes.js';
import { Notifier } from './service.js';
import { NotificationStore } from './store.js';
import type { NotificationsTables } from './tables.js';

export { NotifyHub } from './hub.js';
export { OnlineAnnouncer } from './online.js';
export { Notifier, notifyChannel } from './service.js';

export interface NotificationsOptions {
  readonly push?: PushOptions;
  /** Notifications kept per player (200). */
  readonly keep?: number;
}

/** The notifier (the authority's hook), made before the authority; its routes and socket come later (`serve`). */
export async function openNotifications(
  store: SqlStore,
  fanout: Fanout,
  options: NotificationsOptions,
  onError: (e: unknown) => void,
): Promise<Notifier> {
  const db = store.db.withTables<
    NotificationsTables & {
      game_seats: { game_id: string; seat: number; player_id: string };
      follows: { follower: string; followed: string; created: string };
      players: { id: string; name: string };
    }
  >();
  const push = await Push.open(db, { onError, ...options.push });
  return new Notifier(db, new NotificationStore(db, options.keep), fanout, push, onError);
}

/** `GET /ws/notifications` and the routes; returns the hub to close. */
export function serveNotifications(
  app: FastifyInstance,
  notifier: Notifier,
  fanout: Fanout,
  shared: SharedLimits,
  maxSockets: number,
): NotifyHub {
  const hub = new NotifyHub(fanout, maxSockets);
  registerNotificationRoutes(app, notifier, shared.limiter('notificationWrites', { points: 60, durationSec: 60 }));
  app.get('/ws/notifications', { websocket: true }, (socket, request) =>
    hub.serve(socket, (request as unknown as { player: { id: string } | null }).player?.id ?? null),
  );
  return hub;
}
