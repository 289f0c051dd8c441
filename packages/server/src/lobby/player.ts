import type { FastifyReply, FastifyRequest } from 'fastify';

/** The identity contract of the players module (COMMON.md): who a request or a socket is. */
export interface Player {
  readonly id: string;
  readonly name: string;
  readonly registered: boolean;
}

/** How the lobby learns who is asking: the players module's `request.player` and `players.ensure`. */
export interface Identity {
  /** The request's player (its session cookie), null when it has none. */
  player(request: FastifyRequest): Player | null;
  /** The request's player, made a guest when it has none. */
  ensure(request: FastifyRequest, reply: FastifyReply): Promise<Player>;
}
