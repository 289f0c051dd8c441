import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** The load balancer's checks: answered on any connection, whatever cap it is over (issue 23). */
export const CHECKS: ReadonlySet<string> = new Set(['/api/health', '/api/ready']);

/** Answered at accept when the node is about to run out of descriptors: no request is read at all. */
const HARD_REFUSAL =
  'HTTP/1.1 503 Service Unavailable\r\nconnection: close\r\nretry-after: 5\r\ncontent-length: 0\r\n\r\n';

export interface ConnectionCaps {
  /** Open TCP connections per peer address; 0: none (behind a proxy every peer is the proxy). */
  readonly perAddress: number;
  /** Open TCP connections on the node past which only the checks are answered (Infinity: none). */
  readonly node: number;
  /** Open TCP connections past which a newcomer is refused at accept, before its request (Infinity: none). */
  readonly last: number;
  /** How long a connection over a cap may take to send its request before it is destroyed. */
  readonly graceMs: number;
}

type Over = 'address' | 'node';

/**
 * Caps the open TCP connections (HTTP keep-alive and WebSocket alike) per peer address and on the node. A
 * connection over a cap is not refused blindly at accept (a health check cannot be told from a flood there): it is
 * marked, and its request is answered 429 (address) or 503 (node) with `Connection: close` unless it is one of the
 * load balancer's checks (`CHECKS`), which always get their answer. A marked connection that sends no request in
 * `graceMs` is destroyed. Only past `last`, a few descriptors from the process's limit, is a newcomer refused as it
 * arrives: there the choice is a clean 503 or an accept that fails for everyone.
 */
export function capConnections(
  app: FastifyInstance,
  caps: ConnectionCaps,
  onRefuse: (reason: string) => void = () => undefined,
): { readonly open: () => number } {
  const byAddress = new Map<string, number>();
  const over = new WeakMap<Socket, Over>();
  const waiting = new WeakMap<Socket, NodeJS.Timeout>();
  let open = 0;
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    open++;
    const count = caps.perAddress > 0 ? (byAddress.get(address) ?? 0) + 1 : 0;
    if (caps.perAddress > 0) byAddress.set(address, count);
    socket.once('close', () => {
      open--;
      if (caps.perAddress === 0) return;
      const left = (byAddress.get(address) ?? 1) - 1;
      if (left <= 0) byAddress.delete(address);
      else byAddress.set(address, left);
    });
    if (open > caps.last) {
      onRefuse('descriptors');
      socket.end(HARD_REFUSAL);
      socket.destroySoon();
      return;
    }
    const why: Over | null =
      caps.perAddress > 0 && count > caps.perAddress ? 'address' : open > caps.node ? 'node' : null;
    if (why === null) return;
    over.set(socket, why);
    // Its request clears this (below): the parser reads the socket's handle itself, so no 'data' event tells.
    const timer = setTimeout(() => socket.destroy(), caps.graceMs);
    timer.unref();
    waiting.set(socket, timer);
    socket.once('close', () => clearTimeout(timer));
  });
  app.addHook('onRequest', async (request, reply) => {
    const why = over.get(request.raw.socket);
    if (why === undefined) return;
    clearTimeout(waiting.get(request.raw.socket));
    if (CHECKS.has(request.routeOptions.url ?? '')) return;
    onRefuse(why === 'address' ? 'connections' : 'descriptors');
    reply.header('connection', 'close').header('retry-after', '5');
    return why === 'address'
      ? reply.code(429).send({ error: 'rateLimited', message: 'too many connections from this address' })
      : reply.code(503).send({ error: 'busy', message: 'this server holds all the connections it can; try again' });
  });
  return { open: () => open };
}
