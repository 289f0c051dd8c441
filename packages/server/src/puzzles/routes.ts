import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SharedLimiter } from '../limits/shared.js';
import type { Player } from '../players/index.js';
import type { PuzzleRatings } from './service.js';
import { PUZZLE_GAMES } from './shipped.js';

/** Puzzle attempts per player: 30 a minute (a solver takes seconds per puzzle; counted across nodes). */
export const PUZZLE_RATE = { points: 30, durationSec: 60 } as const;

const PUZZLE_ID = /^(linx|superpion|symbolix|cubiko)-\d{4}$/;

/** `{ solved: boolean }` and nothing else, or null. */
function attemptBody(body: unknown): { solved: boolean } | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const keys = Object.keys(body);
  const solved = (body as { solved?: unknown }).solved;
  return keys.length === 1 && typeof solved === 'boolean' ? { solved } : null;
}

/** The `game` of the query string, one of the puzzle games, or null. */
function gameOf(query: unknown): string | null {
  const game = (query as { game?: unknown } | null)?.game;
  return typeof game === 'string' && (PUZZLE_GAMES as readonly string[]).includes(game) ? game : null;
}

/**
 * `GET /api/puzzles/rating?game=G` and `POST /api/puzzles/:id/attempt` `{ solved }` (README). Accounts only: a
 * guest's puzzle rating stays in its browser (401 `signedOut`, 403 `guest`); writes pass the global CSRF check and
 * the per-player rate (429 with `retry-after`); a malformed id or body is 400, an id no shipped set holds 404.
 */
export function registerPuzzleRoutes(
  app: FastifyInstance,
  ratings: PuzzleRatings,
  player: (request: FastifyRequest) => Player | null,
  rate: SharedLimiter,
): void {
  const account = (request: FastifyRequest, reply: FastifyReply): Player | null => {
    const me = player(request);
    if (me === null) {
      void reply.code(401).send({ error: 'signedOut', message: 'no player: open the site first' });
      return null;
    }
    if (!me.registered) {
      void reply.code(403).send({ error: 'guest', message: 'a guest keeps its puzzle rating in its browser' });
      return null;
    }
    return me;
  };

  app.get('/api/puzzles/rating', async (request, reply) => {
    const game = gameOf(request.query);
    if (game === null)
      return reply.code(400).send({ error: 'badGame', message: `game: one of ${PUZZLE_GAMES.join(', ')}` });
    const me = account(request, reply);
    if (me === null) return reply;
    return { ...(await ratings.rating(me.id, game)), puzzles: await ratings.puzzleRatings(game) };
  });

  app.post<{ Params: { id: string } }>('/api/puzzles/:id/attempt', async (request, reply) => {
    if (!PUZZLE_ID.test(request.params.id))
      return reply.code(400).send({ error: 'badPuzzle', message: 'a puzzle id is <game>-<4 digits>' });
    const body = attemptBody(request.body);
    if (body === null)
      return reply.code(400).send({ error: 'badAttempt', message: 'body: { "solved": true | false }' });
    const me = account(request, reply);
    if (me === null) return reply;
    const r = await rate.consume(me.id);
    if (!r.ok) {
      const seconds = Math.ceil(r.retryAfterMs / 1000);
      return reply
        .header('retry-after', String(seconds))
        .code(429)
        .send({ error: 'rateLimited', message: `too many attempts; wait ${seconds} s` });
    }
    const got = await ratings.attempt(me.id, request.params.id, body.solved);
    if (!got.ok) return reply.code(404).send({ error: 'unknownPuzzle', message: 'no shipped puzzle has this id' });
    return got;
  });
}
