import { rate, rating } from 'openskill';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../sqlite.js';
import { TAU_PER_DAY } from './rate.js';
import type { RatingsTables } from './tables.js';
import { voidSubject } from './void.js';

/**
 * Voiding a cheater's games (moderation/, issue 26) is a replay of the settlements after the first voided game:
 * checked against openskill's own API on rows written as a settlement writes them, with time away between games.
 */
const stores: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const s of stores) await s.close();
});
const OPENSKILL = { tau: 25 / 300, preventSigmaIncrease: true };
const DAY = 86_400_000;
type R = { mu: number; sigma: number };

/** A settled 2-player Linx game, its rows as `RatingsStore.settle` writes them. */
async function settled(
  db: Awaited<ReturnType<typeof openSqliteStore>>['db'],
  id: string,
  at: number,
  seats: readonly [string, R, R, number][],
) {
  const t = db.withTables<RatingsTables>();
  const iso = new Date(at).toISOString();
  await db
    .insertInto('games')
    .values({ id, game: 'linx', options: '{}', seed: 's', seats: '[]', created: iso, status: 'over', result: null })
    .execute();
  await t
    .insertInto('rating_games')
    .values({ game_id: id, game: 'linx', status: 'rated', reason: null, created: iso, settled: iso })
    .execute();
  for (const [seat, [subject, before, after, rank]] of seats.entries()) {
    await t
      .insertInto('rating_changes')
      .values({
        game_id: id,
        seat,
        subject,
        game: 'linx',
        name: subject,
        rank,
        mu_before: before.mu,
        sigma_before: before.sigma,
        mu: after.mu,
        sigma: after.sigma,
        at: iso,
      })
      .execute();
    await t
      .insertInto('ratings')
      .values({ subject, game: 'linx', name: subject, mu: after.mu, sigma: after.sigma, games: 1, last_played: iso })
      .onConflict((oc) =>
        oc.columns(['subject', 'game']).doUpdateSet({ mu: after.mu, sigma: after.sigma, last_played: iso }),
      )
      .execute();
  }
}

const two = (a: R, b: R, rank: [number, number]): [R, R] => {
  const [[x], [y]] = rate([[a], [b]], { ...OPENSKILL, rank }) as [[R], [R]];
  return [x, y];
};
/** The time away of the ratings README, by hand: σ² grows by 0.302² a day. */
const away = (r: R, days: number): R => ({
  mu: r.mu,
  sigma: Math.min(25 / 3, Math.sqrt(r.sigma ** 2 + TAU_PER_DAY ** 2 * days)),
});

describe('voidSubject', () => {
  it('replays the later games without the cheater’s, with the days between; a subject left with none loses its row', async () => {
    const store = await openSqliteStore(':memory:');
    stores.push(store);
    const t0 = Date.parse('2026-11-01T10:00:00Z');
    const n = rating();
    // Day 0: bob beats cat. Day 1: che beats bob. Day 3: cat beats bob.
    const [b1, c1] = two(n, n, [1, 2]);
    await settled(store.db, 'g1', t0, [
      ['bob', n, b1, 1],
      ['cat', n, c1, 2],
    ]);
    const [h2, b2] = two(n, b1, [1, 2]);
    await settled(store.db, 'g2', t0 + DAY, [
      ['che', n, h2, 1],
      ['bob', b1, b2, 2],
    ]);
    const [b3, c3] = two(away(b2, 2), away(c1, 3), [2, 1]);
    await settled(store.db, 'g3', t0 + 3 * DAY, [
      ['bob', away(b2, 2), b3, 2],
      ['cat', away(c1, 3), c3, 1],
    ]);

    const r = await voidSubject(store.db, 'che', t0 + 4 * DAY);
    expect(r).toEqual({ voided: ['g2'], replayed: 1 });
    // Without g2: bob goes into g3 from b1, 3 days away.
    const [eb, ec] = two(away(b1, 3), away(c1, 3), [2, 1]);
    const t = store.db.withTables<RatingsTables>();
    const rows = await t.selectFrom('ratings').selectAll().orderBy('subject').execute();
    expect(rows.map((x) => [x.subject, x.games])).toEqual([
      ['bob', 2],
      ['cat', 2],
    ]);
    expect(rows[0]?.mu).toBeCloseTo(eb.mu, 12);
    expect(rows[0]?.sigma).toBeCloseTo(eb.sigma, 12);
    expect(rows[1]?.mu).toBeCloseTo(ec.mu, 12);
    expect(rows[1]?.sigma).toBeCloseTo(ec.sigma, 12);
    expect(rows[0]?.last_played).toBe(new Date(t0 + 3 * DAY).toISOString());
    const g3 = await t.selectFrom('rating_changes').selectAll().where('game_id', '=', 'g3').orderBy('seat').execute();
    expect(g3[0]?.mu_before).toBeCloseTo(away(b1, 3).mu, 12);
    expect(g3[0]?.sigma_before).toBeCloseTo(away(b1, 3).sigma, 12);
    // g1, before the voided game, is as it was; g2 is gone and its marker says why.
    const g1 = await t.selectFrom('rating_changes').selectAll().where('game_id', '=', 'g1').orderBy('seat').execute();
    expect(g1.map((c) => c.mu)).toEqual([b1.mu, c1.mu]);
    expect(await t.selectFrom('rating_changes').selectAll().where('game_id', '=', 'g2').execute()).toEqual([]);
    expect(
      await t.selectFrom('rating_games').select(['status', 'reason']).where('game_id', '=', 'g2').execute(),
    ).toEqual([{ status: 'unrated', reason: 'voided' }]);
  });

  it('games the voided one did not touch are replayed to the very numbers they were settled with', async () => {
    const store = await openSqliteStore(':memory:');
    stores.push(store);
    const t0 = Date.parse('2026-11-01T10:00:00Z');
    const n = rating();
    // Dan and Eve's game comes first: every later game of Linx is replayed, none of them had Dan or Eve.
    const [d1, e1] = two(n, n, [1, 2]);
    await settled(store.db, 'd1', t0 - DAY, [
      ['dan', n, d1, 1],
      ['eve', n, e1, 2],
    ]);
    const [b1, c1] = two(n, n, [1, 2]);
    await settled(store.db, 'h1', t0, [
      ['bob', n, b1, 1],
      ['cat', n, c1, 2],
    ]);
    const [b2, c2] = two(away(b1, 5), away(c1, 5), [1, 2]);
    await settled(store.db, 'h2', t0 + 5 * DAY, [
      ['bob', away(b1, 5), b2, 1],
      ['cat', away(c1, 5), c2, 2],
    ]);
    expect(await voidSubject(store.db, 'dan', t0 + 6 * DAY)).toEqual({ voided: ['d1'], replayed: 2 });
    const t = store.db.withTables<RatingsTables>();
    const rows = await t.selectFrom('ratings').selectAll().orderBy('subject').execute();
    expect(rows.map((x) => [x.subject, x.mu, x.sigma])).toEqual([
      ['bob', b2.mu, b2.sigma],
      ['cat', c2.mu, c2.sigma],
    ]);
    const h2 = await t.selectFrom('rating_changes').selectAll().where('game_id', '=', 'h2').orderBy('seat').execute();
    expect(h2.map((c) => [c.mu_before, c.sigma_before])).toEqual([
      [away(b1, 5).mu, away(b1, 5).sigma],
      [away(c1, 5).mu, away(c1, 5).sigma],
    ]);
  });
});
