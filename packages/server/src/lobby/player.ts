import type { Player } from '@ludotheque/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type { Player } from '@ludotheque/protocol';

/** How the lobby learns who is asking: the players module's `request.player` and `players.ensure` (players/). */
export interface Identity {
  /** The request's player (its session cookie), null when it has none. */
  player(request: FastifyRequest): Player | null;
  /** The request's player, made a guest when it has none. */
  ensure(request: FastifyRequest, reply: FastifyReply): Promise<Player>;
  /** After a player sat (a table made or joined, a quick match): a guest's session rotates (players/seat-routes.ts). */
  seated?(request: FastifyRequest, reply: FastifyReply, player: Player): Promise<void>;
}
