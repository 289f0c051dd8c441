import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Authority } from '../authority.js';
import type { SharedLimits } from '../limits/shared.js';
import type { Player } from '../lobby/player.js';
import type { GameRegistry } from '../registry.js';
import type { SqlStore } from '../sql-store.js';
import { ANSWER_RATE, CREATE_RATE, registerChallengeRoutes } from './routes.js';
import { Challenges, type ChallengesOptions } from './service.js';
import { ChallengeStore } from './store.js';
import type { ChallengesTables } from './tables.js';

export {
  CHALLENGE_TTL_MS,
  Challenges,
  type ChallengesOptions,
  MAX_OPEN_INCOMING,
  MAX_OPEN_OUTGOING,
} from './service.js';
export { challengesTables } from './tables.js';

/** Challenges on this node (README): the service and its routes, on a SQL store (SQLite or PostgreSQL). */
export function registerChallenges(
  app: FastifyInstance,
  ctx: {
    store: SqlStore;
    authority: Authority;
    games: GameRegistry;
    shared: SharedLimits;
    player: (request: FastifyRequest) => Player | null;
  },
  options: ChallengesOptions,
): Challenges {
  const db = ctx.store.db.withTables<
    ChallengesTables & {
      players: { id: string; name: string; username: string | null };
      game_seats: { game_id: string; seat: number; player_id: string };
    }
  >();
  const challenges = new Challenges(new ChallengeStore(db), ctx.authority, ctx.games, options);
  registerChallengeRoutes(app, challenges, ctx.player, {
    creates: ctx.shared.limiter('challengeCreates', CREATE_RATE),
    answers: ctx.shared.limiter('challengeAnswers', ANSWER_RATE),
  });
  return challenges;
}
