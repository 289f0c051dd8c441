import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SharedLimits } from '../limits/shared.js';
import type { Player, PlayersTables } from '../players/index.js';
import type { SqlStore } from '../sql-store.js';
import { Blocks } from './blocks.js';
import { registerSocialRoutes, SOCIAL_RATE } from './routes.js';
import { type Connected, Social } from './service.js';
import type { GameStatusTable, SocialTables } from './tables.js';

export { Blocks } from './blocks.js';
export { MAX_BLOCKS, MAX_FOLLOWS, Social } from './service.js';
export { socialTables } from './tables.js';

/** Follows, friends and blocks on this node (README): the routes, and `blocks` for the lobby's and chat's hooks. */
export function registerSocial(
  app: FastifyInstance,
  store: SqlStore,
  ctx: { player: (request: FastifyRequest) => Player | null; shared: SharedLimits; connected: Connected },
): { social: Social; blocks: Blocks } {
  const db = store.db.withTables<SocialTables & PlayersTables & GameStatusTable>();
  const social = new Social(db, ctx.connected);
  registerSocialRoutes(app, social, ctx.player, ctx.shared.limiter('social', SOCIAL_RATE));
  return { social, blocks: new Blocks(db) };
}
