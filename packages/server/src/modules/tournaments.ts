import { registerTournamentRoutes } from '../tournaments/index.js';
import type { ServerModule } from './context.js';

/** Tournaments' routes (tournaments/); the service itself is made before the authority resumes its games. */
export const tournamentsModule: ServerModule = {
  name: 'tournaments',
  register(app, { tournaments, players, shared }) {
    if (tournaments === null) return;
    registerTournamentRoutes(
      app,
      tournaments,
      { player: (request) => request.player, ensure: players.ensure },
      {
        creates: shared.limiter('tournament-creates', { points: 10, durationSec: 3600 }),
        actions: shared.limiter('tournament-actions', { points: 30, durationSec: 60 }),
      },
    );
  },
};
