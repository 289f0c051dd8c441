import type { Drain } from '../drain/drain.js';
import { registerHealth } from '../health/health.js';
import type { ServerModule } from './context.js';

/** Liveness and readiness (health/); readiness says 503 while the node drains. */
export const healthModule = (drain: Drain): ServerModule => ({
  name: 'health',
  register(app, { store, fanout, options }) {
    registerHealth(app, store, fanout, {
      draining: () => drain.draining,
      ...(options.readyGraceMs === undefined ? {} : { sharedGraceMs: options.readyGraceMs }),
    });
  },
});
