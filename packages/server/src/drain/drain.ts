import type { FastifyInstance } from 'fastify';
import type { WebSocketServer } from 'ws';

/** WebSocket close code 1001, "going away": the client reconnects (to another node, through the load balancer). */
export const GOING_AWAY = 1001;

/** Paths still answered while draining: the load balancer's checks (`/api/ready` says 503). */
const CHECKS = new Set(['/api/health', '/api/ready']);

/**
 * A node's shutdown in order (issue 15, "SIGTERM drains"; issue 24). While `draining`: `/api/ready` answers 503.
 * Once `closing` (after the drain delay): new HTTP requests and WebSocket upgrades get 503, new frames on open
 * sockets are answered `goingAway` (nothing applied: the page keeps its move and sends it again to the node it
 * reconnects to). The work already begun — each frame's handling up to
 * its ack — is tracked, so `settled()` resolves once every commit in flight is stored and acknowledged.
 */
export class Drain {
  /** From the first moment: `/api/ready` answers 503, so the balancer stops sending newcomers here. */
  draining = false;
  /**
   * After the drain delay: nothing new begins (requests and upgrades 503, frames answered `goingAway`) while the
   * work in flight finishes. During the delay the node still serves everything, so no player is refused anything
   * while the balancer takes it out of rotation.
   */
  closing = false;
  private readonly inFlight = new Set<Promise<unknown>>();

  /** Counts `work` as in flight until it settles (its ack is sent inside it). */
  track(work: Promise<unknown>): void {
    const p = work.finally(() => this.inFlight.delete(p));
    p.catch(() => undefined);
    this.inFlight.add(p);
  }

  get pending(): number {
    return this.inFlight.size;
  }

  /** Resolves when nothing is in flight (work started meanwhile, e.g. a bot's reply, is waited for too). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }
}

/** Refuses new requests and upgrades (503, `Connection: close`) while draining; the checks still answer. */
export function refuseWhileDraining(app: FastifyInstance, drain: Drain): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!drain.closing || CHECKS.has(request.routeOptions.url ?? '')) return;
    return reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .send({ error: 'busy', message: 'this node is shutting down; try again' });
  });
}

/**
 * Closes every open WebSocket with 1001 once the frames already written have left (the acks of the last commits
 * are corked until the end of their tick: ws.ts), and waits (at most `ms`) for the closes to complete.
 */
export async function closeSockets(wss: WebSocketServer, ms: number): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  const closing = [...wss.clients].map(
    (socket) =>
      new Promise<void>((resolve) => {
        if (socket.readyState === socket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close(GOING_AWAY, 'server going away');
      }),
  );
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(closing), new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
  // A client that never answered the close handshake is cut.
  for (const socket of wss.clients) socket.terminate();
}
