import type { FastifyInstance } from 'fastify';

export interface SocketCaps {
  /** WebSockets one player (the session cookie's) holds on this node. */
  readonly perPlayer: number;
  /** WebSockets without a player, per client address (the forwarded one behind a trusted proxy). */
  readonly perAddress: number;
  /** WebSockets this node holds in all: `maxSockets`, and below the descriptors left with a reserve. */
  readonly node: number;
}

/**
 * Caps the WebSockets (`/ws`, `/ws/lobby`) at their upgrade, where the player is known: per player first (the
 * session cookie's, `request.player`), per address only for a socket without a player, and on the node. One person
 * holding many sockets fills their own share, never the others' behind the same address (issue 23). Refused before
 * the upgrade with a plain HTTP answer: 429 (the player's or address's share) or 503 (the node), `Retry-After: 5`.
 * Counted on this node: a socket is this node's descriptor, and a count kept elsewhere would outlive a node that
 * died. Registered after the players module's hook (it needs `request.player`).
 */
export function capSockets(
  app: FastifyInstance,
  caps: SocketCaps,
  onRefuse: (reason: string) => void = () => undefined,
): { readonly open: () => number } {
  const held = new Map<string, number>();
  let open = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.ws) return;
    const player = request.player;
    const key = player === null ? `a:${request.ip}` : `p:${player.id}`;
    const count = held.get(key) ?? 0;
    if (open >= caps.node) {
      reply.header('retry-after', '5');
      onRefuse('sockets');
      return reply.code(503).send({ error: 'busy', message: 'this server holds all the sockets it can; try again' });
    }
    if (count >= (player === null ? caps.perAddress : caps.perPlayer)) {
      onRefuse(player === null ? 'socketsPerAddress' : 'socketsPerPlayer');
      reply.header('retry-after', '5');
      const whose = player === null ? 'this address without a session' : 'this player';
      return reply.code(429).send({ error: 'rateLimited', message: `too many open sockets for ${whose}` });
    }
    held.set(key, count + 1);
    open++;
    // The upgraded WebSocket runs on this TCP socket: it closes when the WebSocket does, or when the upgrade fails.
    request.raw.socket.once('close', () => {
      open--;
      const left = (held.get(key) ?? 1) - 1;
      if (left <= 0) held.delete(key);
      else held.set(key, left);
    });
  });
  return { open: () => open };
}
