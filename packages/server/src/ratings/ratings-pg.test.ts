import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Authority } from '../authority.js';
import { InProcessFanout } from '../fanout.js';
import { canRunPostgres, startPostgres, type TempPostgres } from '../fixtures/postgres.js';
import { createRated, makeAccounts } from '../fixtures/rated.js';
import { openPostgresStore } from '../postgres.js';
import { GAMES } from '../registry.js';
import type { SqlStore } from '../sql-store.js';
import { PairLimit } from './pair-limit.js';
import { NEW_RATING } from './rate.js';
import { Ratings } from './service.js';

const skip = !canRunPostgres();
if (skip)
  console.warn('ratings-pg.test.ts skipped: PostgreSQL 15 cannot be started here (needs Debian postgresql and root)');

let postgres: TempPostgres | undefined;
const stores: SqlStore[] = [];

beforeAll(async () => {
  if (skip) return;
  postgres = await startPostgres();
}, 60_000);
afterAll(async () => {
  for (const s of stores) await s.close();
  await postgres?.stop();
});

const node = async (): Promise<SqlStore> => {
  if (postgres === undefined) throw new Error('no database');
  const store = await openPostgresStore(postgres.url, 4);
  stores.push(store);
  return store;
};

const GAMES_WITH_STAR = 8;

describe.skipIf(skip)('two nodes on PostgreSQL', () => {
  it('settle every rated game exactly once, with no lost update of a player in several games at once', async () => {
    const [a, b] = [await node(), await node()];
    // Node A stores the games and ends them, then dies before rating any (its `over` does nothing).
    const writer = new Ratings(a, a.db);
    const authority = new Authority(GAMES, a, new InProcessFanout(), null, {
      ratings: {
        created: (id, r) => writer.created(id, r),
        over: () => undefined,
        isRated: (id) => writer.isRated(id),
      },
    });
    const rivals = Array.from({ length: GAMES_WITH_STAR }, (_, i) => `rival${i}`);
    const accounts = await makeAccounts(a, ['star', ...rivals]);
    const star = accounts.star ?? '';
    const ids: string[] = [];
    for (let i = 0; i < GAMES_WITH_STAR; i++) {
      const id = await createRated(
        authority,
        a,
        { game: 'linx', options: {}, seats: [{ kind: 'human' }, { kind: 'human' }] },
        [star, accounts[`rival${i}`] ?? ''],
      );
      // The rival resigns: star wins every game.
      expect((await authority.command(id, 1, { type: 'resign' })).ok).toBe(true);
      ids.push(id);
    }
    await authority.close();

    // Both nodes settle at once: A in creation order, B in reverse, each game also asked of both.
    const ratingsA = new Ratings(a, a.db);
    const ratingsB = new Ratings(b, b.db);
    const outcomes = await Promise.all([
      Promise.all(ids.map((id) => ratingsA.settleGame(id))),
      Promise.all([...ids].reverse().map((id) => ratingsB.settleGame(id))),
      ratingsA.scan(),
      ratingsB.scan(),
    ]);
    const rated = [...outcomes[0], ...outcomes[1]].filter((o) => o === 'rated').length + outcomes[2] + outcomes[3];
    expect(rated).toBe(GAMES_WITH_STAR);
    expect(await ratingsB.scan()).toBe(0);

    for (const id of ids) {
      const g = await ratingsA.changes(id);
      expect(g?.status).toBe('rated');
      // Unnamed seats take their players' names once bound (players/ seats.ts, issue 25).
      expect(g?.changes[0]?.name).toBe('Star');
      expect(g?.changes[1]?.name).toMatch(/^Rival\d$/);
      expect(g?.changes[0]?.subject).toBe(star);
    }
    // Star's changes form one chain: each game started from the rating the previous one left (none read a stale
    // prior), starting from a newcomer's; the stored rating is the chain's end, after as many games.
    const history = (await ratingsA.tables.historyOf(star)).filter((c) => c.game === 'linx');
    expect(history).toHaveLength(GAMES_WITH_STAR);
    const key = (mu: number, sigma: number) => `${mu}/${sigma}`;
    const befores = new Set(history.map((c) => key(c.mu_before, c.sigma_before)));
    const afters = new Set(history.map((c) => key(c.mu, c.sigma)));
    expect(befores.size).toBe(GAMES_WITH_STAR);
    expect(befores.has(key(NEW_RATING.mu, NEW_RATING.sigma))).toBe(true);
    const ends = [...afters].filter((k) => !befores.has(k));
    expect(ends).toHaveLength(1);
    const current = await ratingsB.tables.rating(star, 'linx');
    expect(current === null ? '' : key(current.mu, current.sigma)).toBe(ends[0]);
    const board = await ratingsB.leaderboard('linx');
    expect(board.players[0]).toMatchObject({ player: star, games: GAMES_WITH_STAR });
    expect(board.players).toHaveLength(1 + GAMES_WITH_STAR);
  }, 60_000);

  it('the per-pair limit holds across nodes: two nodes claiming the last slots of one pair at once never exceed it', async () => {
    const [a, b] = [await node(), await node()];
    const limitA = new PairLimit(a.db, 3);
    const limitB = new PairLimit(b.db, 3);
    // Twelve games of one pair (and of a 3-player table with it) claimed at once, half on each node.
    const claims = Array.from({ length: 12 }, (_, i) =>
      (i % 2 === 0 ? limitA : limitB).claim(`pg-pair-${i}`, 'linx', i % 3 === 0 ? ['p', 'q', 'r'] : ['q', 'p']),
    );
    const got = await Promise.all(claims);
    expect(got.filter((x) => x)).toHaveLength(3);
    expect(await limitA.uses('linx', ['p', 'q'])).toEqual([{ a: 'p', b: 'q', used: 3 }]);
  });
});
