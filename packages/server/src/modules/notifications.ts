import { serveNotifications } from '../notifications/index.js';
import type { ServerModule } from './context.js';

/** Notifications' socket and routes (notifications/), on a SQL store. */
export const notificationsModule: ServerModule = {
  name: 'notifications',
  register(app, { notifier, fanout, shared, limits, provided }) {
    if (notifier !== null)
      provided.notifyHub = serveNotifications(app, notifier, fanout, shared, limits.maxLobbyWatchers);
  },
};
