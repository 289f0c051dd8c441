import type { FastifyInstance } from 'fastify';
import type { LobbyTables } from '../lobby/schema.js';
import { LobbyStore, type SeatTables } from '../lobby/store.js';
import type { PresenceHub } from '../presence/hub.js';
import { SqlStore } from '../sql-store.js';
import type { Store } from '../store.js';
import { registerStats, statsReader } from './stats.js';

export { pickWatch, registerStats, statsReader, WATCH_RECENT_MS } from './stats.js';

/** `GET /api/stats` on this node: presence's counts (every node) and the lobby's watch list (the shared store). */
export function registerHomeStats(app: FastifyInstance, store: Store, presence: PresenceHub): void {
  const lobby = store instanceof SqlStore ? new LobbyStore(store.db.withTables<LobbyTables & SeatTables>()) : null;
  registerStats(
    app,
    statsReader({
      totals: () => presence.totals(),
      connected: (id) => presence.connected(id).size,
      watchList: async () => (lobby === null ? [] : lobby.watchList()),
    }),
  );
}
