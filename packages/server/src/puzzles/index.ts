import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SharedLimits } from '../limits/shared.js';
import type { Player } from '../players/index.js';
import type { SqlStore } from '../sql-store.js';
import { PUZZLE_RATE, registerPuzzleRoutes } from './routes.js';
import { PuzzleRatings } from './service.js';
import { shippedPuzzles } from './shipped.js';
import type { PuzzlesTables } from './tables.js';

export { PuzzleRatings } from './service.js';
export { puzzlesTables } from './tables.js';

/** Puzzle ratings for accounts (README): the routes and their service. */
export function registerPuzzles(
  app: FastifyInstance,
  store: SqlStore,
  ctx: { player: (request: FastifyRequest) => Player | null; shared: SharedLimits },
): PuzzleRatings {
  const ratings = new PuzzleRatings(store.db.withTables<PuzzlesTables>(), shippedPuzzles);
  registerPuzzleRoutes(app, ratings, ctx.player, ctx.shared.limiter('puzzles', PUZZLE_RATE));
  return ratings;
}
