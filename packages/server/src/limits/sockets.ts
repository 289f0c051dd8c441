import type { FastifyInstance } from 'fastify';
import { MemorySocketCounts, type SocketCounts } from './socket-counts.js';

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
 * The node's cap is counted on this node (a socket is this node's descriptor); the per-player and per-address
 * shares by `counts` (socket-counts.ts): in memory on one node, summed over the live nodes in Redis on several, so
 * an attacker cannot multiply a share by the nodes. Registered after the players module's hook (it needs
 * `request.player`); only upgrades are counted, so the balancer's checks are never refused here.
 */
export function capSockets(
  app: FastifyInstance,
  caps: SocketCaps,
  onRefuse: (reason: string) => void = () => undefined,
  counts: SocketCounts = new MemorySocketCounts(),
): { readonly open: () => number } {
  let open = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.ws) return;
    const player = request.player;
    const key = player === null ? `a:${request.ip}` : `p:${player.id}`;
    if (open >= caps.node) {
      reply.header('retry-after', '5');
      onRefuse('sockets');
      return reply.code(503).send({ error: 'busy', message: 'this server holds all the sockets it can; try again' });
    }
    // The node's place is held while the share is asked (possibly of Redis): two upgrades cannot both take the last.
    open++;
    const socket = request.raw.socket;
    if (!(await counts.take(key, player === null ? caps.perAddress : caps.perPlayer))) {
      open--;
      onRefuse(player === null ? 'socketsPerAddress' : 'socketsPerPlayer');
      reply.header('retry-after', '5');
      const whose = player === null ? 'this address without a session' : 'this player';
      return reply.code(429).send({ error: 'rateLimited', message: `too many open sockets for ${whose}` });
    }
    const release = () => {
      open--;
      counts.give(key);
    };
    // The upgraded WebSocket runs on this TCP socket: it closes when the WebSocket does, or when the upgrade fails
    // (or it closed while the share was asked).
    if (socket.destroyed) release();
    else socket.once('close', release);
  });
  return { open: () => open };
}
