import { describe, expect, it } from 'vitest';
import { parseRoute } from '../route.js';

describe('ratings routes', () => {
  it('a leaderboard per game, Linx by default; a player history by id', () => {
    expect(parseRoute('/', '#/ratings/cubiko')).toEqual({ page: 'ratings', game: 'cubiko' });
    expect(parseRoute('/', '#/ratings')).toEqual({ page: 'ratings', game: 'linx' });
    expect(parseRoute('/', '#/ratings/player/ab%20c')).toEqual({ page: 'playerRatings', player: 'ab c' });
    expect(parseRoute('/', '#/ratings/player/%E0%A4%A')).toEqual({ page: 'playerRatings', player: '%E0%A4%A' });
  });
  it('a player’s profile by id (issue 25)', () => {
    expect(parseRoute('/', '#/player/ab%20c')).toEqual({ page: 'player', id: 'ab c' });
    expect(parseRoute('/', '#/player')).toEqual({ page: 'home' });
  });
});
