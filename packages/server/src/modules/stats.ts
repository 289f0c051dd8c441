import { registerHomeStats } from '../stats/index.js';
import type { ServerModule } from './context.js';

/** The home page's live counts (stats/): players online, games in play, a game to watch. */
export const statsModule: ServerModule = {
  name: 'stats',
  register(app, { store, hub }) {
    registerHomeStats(app, store, hub);
  },
};
