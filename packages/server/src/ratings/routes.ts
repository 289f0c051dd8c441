import type { HttpError } from '@ludotheque/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SharedLimiter } from '../limits/shared.js';
import type { Ratings } from './service.js';

/** Allowance questions per player a minute (counted across nodes): a lobby page asks one per rated table shown. */
export const ALLOWANCE_RATE = { points: 120, durationSec: 60 } as const;

const httpError = (reply: FastifyReply, status: number, body: HttpError) => reply.code(status).send(body);

/** The identity contract's `request.player` (players module), read without depending on that module's types. */
const playerOf = (request: FastifyRequest): { readonly id?: string; readonly registered: boolean } | null =>
  (request as { player?: { readonly id?: string; readonly registered: boolean } | null }).player ?? null;

/** Player ids as the players module makes them (opaque base64url); at most 7 others (8 seats). */
const IDS = /^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64}){0,6}$/;

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
export function registerRatings(
  app: FastifyInstance,
  ratings: Ratings,
  games: ReadonlySet<string>,
  allowanceLimit?: SharedLimiter,
): void {
  app.get<{ Params: { game: string } }>('/api/ratings/:game', async (request, reply) => {
    const { game } = request.params;
    if (!games.has(game)) return httpError(reply, 404, { error: 'unknownGame', message: `no game "${game}"` });
    return ratings.leaderboard(game);
  });
  // Whether a rated game of the caller with these players would count now (the per-pair limit): the lobby's note.
  app.get<{ Params: { game: string }; Querystring: { with?: string } }>(
    '/api/ratings/:game/allowance',
    async (request, reply) => {
      const { game } = request.params;
      if (!games.has(game)) return httpError(reply, 404, { error: 'unknownGame', message: `no game "${game}"` });
      const me = playerOf(request)?.id;
      if (me === undefined) return httpError(reply, 401, { error: 'unauthorized', message: 'no player: no session' });
      const taken = await allowanceLimit?.consume(me);
      if (taken !== undefined && !taken.ok) {
        void reply.header('retry-after', String(Math.ceil(taken.retryAfterMs / 1000)));
        return httpError(reply, 429, { error: 'rateLimited', message: 'too many questions; wait a moment' });
      }
      const others = request.query.with ?? '';
      if (!IDS.test(others))
        return httpError(reply, 400, { error: 'badRequest', message: 'with: 1 to 7 player ids, comma-separated' });
      return ratings.allowance(game, [me, ...others.split(',')]);
    },
  );
  app.get<{ Params: { id: string } }>('/api/players/:id/ratings', async (request) =>
    ratings.history(request.params.id),
  );
  app.get<{ Params: { id: string } }>('/api/games/:id/ratings', async (request, reply) => {
    const found = await ratings.changes(request.params.id);
    if (found === null) return httpError(reply, 404, { error: 'unknownGame', message: 'no such game' });
    return found;
  });
}
