import { registerApi } from '../http.js';
import { LiveGames, type LiveGamesTables } from '../limits/live-games.js';
import { boundLobbySeats } from '../limits/live-games-hook.js';
import type { ServerModule } from './context.js';

/** The game API (http.ts), with unfinished games per player counted in the store (limits/live-games.ts). */
export const apiModule: ServerModule = {
  name: 'api',
  register(app, { sql, authority, guard, limits, metrics, chat, players }) {
    const liveGames =
      sql === null
        ? null
        : new LiveGames(sql.db.withTables<LiveGamesTables>(), {
            perPlayer: limits.maxLiveGamesPerPlayer,
            perAddress: limits.maxLiveGamesPerAddress,
          });
    // Creations and lobby seats both count.
    if (liveGames !== null) boundLobbySeats(app, liveGames, () => metrics?.refused('tooManyGames'));
    registerApi(app, authority, { guard, limits, metrics, chat, liveGames, seats: players.seats });
  },
};
