import type { FastifyInstance } from 'fastify';
import type { LiveGames } from './live-games.js';

/** The lobby's routes that may seat a player in a new game: a table made, joined or filled with bots; a quick match. */
const SEATING = new Set([
  'POST /api/lobby/tables',
  'POST /api/lobby/tables/:id/join',
  'POST /api/lobby/tables/:id/bots',
  'POST /api/lobby/queue',
]);

/**
 * A player at its bound of unfinished games takes no new seat in the lobby (429 `tooManyGames`), before the lobby
 * sees the request: the table or the queue never starts a game for a player past its share. A request without a
 * player is a guest about to be made, who has no games yet.
 */
export function boundLobbySeats(app: FastifyInstance, liveGames: LiveGames, onRefused: () => void): void {
  app.addHook('preHandler', async (request, reply) => {
    if (!SEATING.has(`${request.method} ${request.routeOptions.url ?? ''}`) || request.player === null) return;
    if (await liveGames.maySit(request.player.id, request.ip)) return;
    onRefused();
    return reply.code(429).send({
      error: 'tooManyGames',
      message: `at most ${liveGames.bounds.perPlayer} unfinished games per player: finish or resign one`,
    });
  });
}
