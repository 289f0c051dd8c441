import type { FastifyInstance } from 'fastify';
import type { Fanout } from '../fanout.js';
import type { Store } from '../store.js';

/** How long `/api/ready` waits for the database: a load balancer's check must get an answer, not hang. */
const PING_TIMEOUT_MS = 1_000;

const within = <T>(p: Promise<T>, ms: number): Promise<T> =>
  new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('timed out')), ms);
    t.unref();
    p.then(resolve, reject).finally(() => clearTimeout(t));
  });

/**
 * The load balancer's two checks. `/api/health`: the process answers (restart it otherwise). `/api/ready`: it can
 * serve games now — its store answers a query and its fan-out between nodes is connected; 503 otherwise, so the
 * balancer sends new players to another node while this one waits for PostgreSQL or Redis (issue 15).
 */
export function registerHealth(app: FastifyInstance, store: Store, fanout: Fanout, draining = () => false): void {
  app.get('/api/health', async () => ({ alive: true }));
  app.get('/api/ready', async (_request, reply) => {
    // Shutting down (drain/): 503 at once, whatever the store says, so the balancer stops sending here.
    if (draining()) return reply.code(503).send({ ready: false, draining: true });
    const storeUp =
      store.ping === undefined ||
      (await within(store.ping(), PING_TIMEOUT_MS).then(
        () => true,
        () => false,
      ));
    const fanoutUp = fanout.ready?.() ?? true;
    const ready = storeUp && fanoutUp;
    return reply.code(ready ? 200 : 503).send({ ready, store: storeUp, fanout: fanoutUp });
  });
}
