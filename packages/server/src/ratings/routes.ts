import type { HttpError } from '@ludotheque/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Ratings } from './service.js';

const httpError = (reply: FastifyReply, status: number, body: HttpError) => reply.code(status).send(body);

/** The identity contract's `request.player` (players module), read without depending on that module's types. */
const playerOf = (request: FastifyRequest): { readonly registered: boolean } | null =>
  (request as { player?: { readonly registered: boolean } | null }).player ?? null;

/**
 * A rated game is created only by a registered account (the seats' own accounts are checked again when the game
 * is settled: a seat joined without one makes the game unrated). Null when the creation may go on.
 */
export function ratedRefusal(request: FastifyRequest, rated: boolean | undefined): HttpError | null {
  if (rated !== true) return null;
  if (playerOf(request)?.registered === true) return null;
  return {
    error: 'notRegistered',
    message: 'a rated game needs a registered account: sign in, or create a casual game',
  };
}

/** `GET /api/ratings/:game`, `GET /api/players/:id/ratings`, `GET /api/games/:id/ratings` (README). */
export function registerRatings(app: FastifyInstance, ratings: Ratings, games: ReadonlySet<string>): void {
  app.get<{ Params: { game: string } }>('/api/ratings/:game', async (request, reply) => {
    const { game } = request.params;
    if (!games.has(game)) return httpError(reply, 404, { error: 'unknownGame', message: `no game "${game}"` });
    return ratings.leaderboard(game);
  });
  app.get<{ Params: { id: string } }>('/api/players/:id/ratings', async (request) =>
    ratings.history(request.params.id),
  );
  app.get<{ Params: { id: string } }>('/api/games/:id/ratings', async (request, reply) => {
    const found = await ratings.changes(request.params.id);
    if (found === null) return httpError(reply, 404, { error: 'unknownGame', message: 'no such game' });
    return found;
  });
}
