import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BotLevelRatings } from '@ludotheque/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { Authority } from '../authority.js';
import { InlineBots } from '../bot-move.js';
import { InProcessFanout } from '../fanout.js';
import { handTwoTeams } from '../fixtures/plackett-luce.js';
import { createRated, makeAccounts } from '../fixtures/rated.js';
import { NEW_RATING } from '../ratings/rate.js';
import { shownRating } from '../ratings/scale.js';
import { Ratings } from '../ratings/service.js';
import { GAMES } from '../registry.js';
import { startServer } from '../server.js';
import { openSqliteStore } from '../sqlite.js';
import { botLevelRatings } from './levels.js';

const dir = mkdtempSync(join(tmpdir(), 'ludo-bot-levels-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A newcomer bot that beat a newcomer person: Weng-Lin by hand (fixtures/plackett-luce.ts), not the module's code. */
const WON = handTwoTeams([NEW_RATING], [NEW_RATING], { tau: 25 / 300, limitSigma: true }).winner[0] as {
  mu: number;
  sigma: number;
};

describe('bot levels with their ratings from games against people (issue 27)', () => {
  it('lists every level in order; a level with a rated game against a person has its rating, the others none', async () => {
    const store = await openSqliteStore(join(dir, 'levels.sqlite'));
    try {
      const ratings = new Ratings(store, store.db);
      const node = new Authority(GAMES, store, new InProcessFanout(), null, {
        ratings: {
          created: (id, r) => ratings.created(id, r),
          over: () => undefined,
          isRated: (id) => ratings.isRated(id),
        },
      });
      const { ada = '' } = await makeAccounts(store, ['ada']);
      const before = await botLevelRatings(ratings, 'linx');
      expect(before.levels.map((l) => l.level)).toEqual([
        'random',
        'beginner',
        'novice',
        'easy',
        'medium',
        'hard',
        'expert',
      ]);
      expect(before.levels.every((l) => l.rating === null && l.games === 0)).toBe(true);
      // A person resigns to the beginner bot: only the beginner level gets a rating, the winner's.
      const id = await createRated(
        node,
        store,
        { game: 'linx', options: {}, seats: [{ kind: 'human' }, { kind: 'bot', level: 'beginner' }] },
        [ada, null],
      );
      await node.command(id, 0, { type: 'resign' });
      await node.close();
      expect(await ratings.scan()).toBe(1);
      const after = await botLevelRatings(ratings, 'linx');
      const beginner = after.levels.find((l) => l.level === 'beginner');
      expect(beginner?.games).toBe(1);
      expect(beginner?.rating?.rating).toBe(shownRating(WON));
      expect(after.levels.filter((l) => l.rating !== null).map((l) => l.level)).toEqual(['beginner']);
      // Other games keep their own: nothing for Superpion.
      expect((await botLevelRatings(ratings, 'superpion')).levels.every((l) => l.rating === null)).toBe(true);
    } finally {
      await store.close();
    }
  });

  it('is served at GET /api/bots/levels/:game, 404 for an unknown game, levels without ratings on a memory store', async () => {
    const server = await startServer({ port: 0, bots: new InlineBots(GAMES) });
    try {
      const res = await fetch(`${server.url}/api/bots/levels/linx`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as BotLevelRatings;
      expect(body.levels).toHaveLength(7);
      expect(body.levels.every((l) => l.rating === null)).toBe(true);
      const unknown = await fetch(`${server.url}/api/bots/levels/chess`);
      expect(unknown.status).toBe(404);
      expect(((await unknown.json()) as { error: string }).error).toBe('unknownGame');
    } finally {
      await server.close();
    }
  });
});
