import { registerLobby } from '../lobby/index.js';
import { ratingsHooks, type ServerModule } from './context.js';

/** The lobby (lobby/): tables, quick match and the watch list, on a SQL store. */
export const lobbyModule: ServerModule = {
  name: 'lobby',
  register(app, { sql, authority, games, fanout, limits, shared, players, ratings, hub, options, provided }) {
    if (sql === null) return;
    const social = provided.social;
    provided.lobby = registerLobby(app, {
      store: sql,
      authority,
      games,
      fanout,
      limits,
      shared,
      identity: { player: (request) => request.player, ensure: players.ensure, seated: players.seated },
      // Quick match pairs near ratings: the ratings module's, unless a test gives its own.
      ...(options.ratingOf !== undefined
        ? { ratingOf: options.ratingOf }
        : ratings !== null
          ? { ratingOf: (player: string, game: string) => ratings.ratingOf(player, game) }
          : {}),
      ...(ratings === null ? {} : { ratings: ratingsHooks(ratings) }),
      // The watch list: games with a player connected somewhere, and their spectators (presence/, issue 25).
      liveness: (game: string) => ({ players: hub.connected(game).size, spectators: hub.spectators(game) }),
      ...(social === null ? {} : { blocks: social.blocks }),
      ...options.lobbyTimers,
      onError: (e) => app.log.error({ err: e }, 'lobby'),
    });
  },
};
