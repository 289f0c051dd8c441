import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChatTables } from '../chat/tables.js';
import type { SharedLimits } from '../limits/shared.js';
import type { Notifier } from '../notifications/service.js';
import type { Player, PlayersTables } from '../players/index.js';
import type { SqlStore } from '../sql-store.js';
import { isModerator } from './roles.js';
import { MOD_ACTION_RATE, REPORT_RATE, registerModerationRoutes } from './routes.js';
import { Moderation } from './service.js';
import type { ModerationTables } from './tables.js';

export { grantModerator, isClosed, isModerator, revokeModerator } from './roles.js';
export { Moderation } from './service.js';
export { moderationTables } from './tables.js';

/** Reports and moderation on this node (README): the routes, and the service for chat's mute check. */
export function registerModeration(
  app: FastifyInstance,
  store: SqlStore,
  ctx: {
    readonly player: (request: FastifyRequest) => Player | null;
    readonly shared: SharedLimits;
    readonly notifier: Notifier | null;
    readonly markCheater: ((player: string) => Promise<unknown>) | null;
    readonly now?: () => number;
  },
): Moderation {
  const db = store.db.withTables<ModerationTables & PlayersTables & ChatTables>();
  const moderation = new Moderation(db, {
    notifier: ctx.notifier,
    markCheater: ctx.markCheater,
    ...(ctx.now === undefined ? {} : { now: ctx.now }),
  });
  registerModerationRoutes(app, moderation, {
    player: ctx.player,
    isModerator: (p) => isModerator(db, p),
    reportRate: ctx.shared.limiter('reports', REPORT_RATE),
    actionRate: ctx.shared.limiter('modActions', MOD_ACTION_RATE),
  });
  return moderation;
}
