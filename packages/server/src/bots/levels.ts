import { BOT_LEVELS, type BotLevelRatings, type HttpError } from '@ludotheque/protocol';
import type { FastifyInstance } from 'fastify';
import { type Ratings, shown } from '../ratings/service.js';

/** Enough rows for every level: bots are stored as one ratings subject per game and level (`bot:<level>`). */
const ROWS = 4 * BOT_LEVELS.length;

/**
 * Every bot level of `game` in ladder order with the rating its subject `bot:<level>` holds, read as stored: the
 * ratings module moves it only in rated games against people (never bots only), so it is a rating "from games
 * against people". A level no such game has reached, or a server without ratings (memory store), has `rating: null`.
 * Read only: settlement stays the ratings module's.
 */
export async function botLevelRatings(ratings: Ratings | null, game: string): Promise<BotLevelRatings> {
  const rows = ratings === null ? [] : await ratings.tables.top(game, '', ROWS, true);
  const bySubject = new Map(rows.map((r) => [r.subject, r]));
  return {
    game,
    levels: BOT_LEVELS.map((level) => {
      const row = bySubject.get(`bot:${level}`);
      return row === undefined || row.games === 0
        ? { level, games: 0, rating: null }
        : { level, games: row.games, rating: shown(row) };
    }),
  };
}

/** `GET /api/bots/levels/:game` (README); 404 `unknownGame`. */
export function registerBotLevels(app: FastifyInstance, ratings: Ratings | null, games: ReadonlySet<string>): void {
  app.get<{ Params: { game: string } }>('/api/bots/levels/:game', async (request, reply) => {
    const { game } = request.params;
    if (!games.has(game)) {
      const body: HttpError = { error: 'unknownGame', message: `no game "${game}"` };
      return reply.code(404).send(body);
    }
    return botLevelRatings(ratings, game);
  });
}
