import type { FastifyInstance } from 'fastify';
import type { Fanout } from '../fanout.js';
import type { Store } from '../store.js';

/** How long `/api/ready` waits for the database: a load balancer's check must get an answer, not hang. */
const PING_TIMEOUT_MS = 1_000;

/**
 * How long a shared service (the database, Redis) may be away before readiness answers 503. Every node shares
 * them, so a blip fails every node's check at once: a balancer that marked them all down would turn every newcomer
 * away for its rise interval after the service came back. Within the grace the node says which part is down
 * (`200`, `degraded`) and its players wait on their sockets; past it the outage is no blip and the balancer is told.
 */
export const SHARED_OUTAGE_GRACE_MS = 10_000;

const within = <T>(p: Promise<T>, ms: number): Promise<T> =>
  new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('timed out')), ms);
    t.unref();
    p.then(resolve, reject).finally(() => clearTimeout(t));
  });

export interface HealthOptions {
  /** Shutting down (drain/): 503 at once. */
  readonly draining?: () => boolean;
  /** Default `SHARED_OUTAGE_GRACE_MS`. */
  readonly sharedGraceMs?: number;
}

/**
 * The load balancer's two checks. `/api/health`: the process answers (restart it otherwise). `/api/ready`: it can
 * serve games now — its store answers a query within a second and its fan-out between nodes hears its own echo
 * (a hung Redis or PostgreSQL is seen within 2 s); 503 when draining, or when a shared service has been away longer
 * than the grace (issue 24).
 */
export function registerHealth(app: FastifyInstance, store: Store, fanout: Fanout, options: HealthOptions = {}): void {
  const grace = options.sharedGraceMs ?? SHARED_OUTAGE_GRACE_MS;
  let downSince: number | null = null;
  app.get('/api/health', async () => ({ alive: true }));
  app.get('/api/ready', async (_request, reply) => {
    if (options.draining?.()) return reply.code(503).send({ ready: false, draining: true });
    const storeUp =
      store.ping === undefined ||
      (await within(store.ping(), PING_TIMEOUT_MS).then(
        () => true,
        () => false,
      ));
    const fanoutUp = fanout.ready?.() ?? true;
    const up = storeUp && fanoutUp;
    const now = performance.now();
    if (up) downSince = null;
    else downSince ??= now;
    const ready = up || now - (downSince ?? now) < grace;
    return reply
      .code(ready ? 200 : 503)
      .send({ ready, store: storeUp, fanout: fanoutUp, ...(up ? {} : { degraded: true }) });
  });
}
