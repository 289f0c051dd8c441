import { describe, expect, it } from 'vitest';
import { lostSeats, NEW_RATING, rateGame } from './rate.js';
import { isProvisional, shownRating } from './scale.js';
import { teamsOf } from './teams.js';

/*
 * Expected numbers frozen from openskill.js's own tests at the version we pin, v4.1.1 (commit
 * 2f631219bc9686cc4e0d111d13562695b281bd8c), file src/__tests__/rate.test.ts:
 *   2 players: "reverses rank"; 4-player free-for-all: "accepts a misordered rank ordering";
 *   2 against 2: "rate accepts and runs a placket-luce model by default for teams".
 */
const ffa = (n: number) => teamsOf('symbolix', {}, n);
const none = new Set<number>();

describe('rateGame against openskill.js v4.1.1 published values', () => {
  it('2 players, newcomers, seat 1 wins ("reverses rank")', () => {
    const { seats } = rateGame({ subjects: ['a', 'b'], ranks: [2, 1], teams: ffa(2), lost: none, priors: new Map() });
    expect(seats.map((s) => s.after)).toStrictEqual([
      { mu: 22.36476861652635, sigma: 8.065506316323548 },
      { mu: 27.63523138347365, sigma: 8.065506316323548 },
    ]);
  });

  it('4-player free-for-all, newcomers ranked 2, 1, 4, 3 ("accepts a misordered rank ordering")', () => {
    const { seats } = rateGame({
      subjects: ['a', 'b', 'c', 'd'],
      ranks: [2, 1, 4, 3],
      teams: ffa(4),
      lost: none,
      priors: new Map(),
    });
    expect(seats.map((s) => s.after)).toStrictEqual([
      { mu: 26.552824984374855, sigma: 8.179213704945203 },
      { mu: 27.795084971874736, sigma: 8.263160757613477 },
      { mu: 20.96265504062538, sigma: 8.083731307186588 },
      { mu: 24.68943500312503, sigma: 8.083731307186588 },
    ]);
  });

  it('a seat that timed out ranks last whatever its score: the same order as 2, 1, 4, 3', () => {
    const { seats } = rateGame({
      subjects: ['a', 'b', 'c', 'd'],
      ranks: [2, 1, 3, 4],
      teams: ffa(4),
      lost: lostSeats(['e5', { event: { type: 'timeUp', seat: 2 } }]),
      priors: new Map(),
    });
    expect(seats.map((s) => s.rank)).toStrictEqual([2, 1, 5, 4]);
    expect(seats[2]?.after).toStrictEqual({ mu: 20.96265504062538, sigma: 8.083731307186588 });
    expect(seats[0]?.after).toStrictEqual({ mu: 26.552824984374855, sigma: 8.179213704945203 });
  });

  it("Linx 2 against 2 (LX-4: seats 0+2 against 1+3), team 0+2 wins (the teams test's a1 b1 against c1 d1)", () => {
    const priors = new Map([
      ['a1', { mu: 29.182, sigma: 4.782 }],
      ['b1', { mu: 27.174, sigma: 4.922 }],
      ['c1', { mu: 16.672, sigma: 6.217 }],
    ]);
    const { seats } = rateGame({
      subjects: ['a1', 'c1', 'b1', 'd1'],
      ranks: [1, 2, 1, 2],
      teams: teamsOf('linx', { teams: true }, 4),
      lost: none,
      priors,
    });
    expect(seats.map((s) => s.after)).toStrictEqual([
      { mu: 29.607218266047376, sigma: 4.754597315295896 },
      { mu: 15.953288649990139, sigma: 6.125357588584119 },
      { mu: 27.624480490655575, sigma: 4.89211428863373 },
      { mu: 23.708690706816785, sigma: 8.111298027437888 },
    ]);
  });

  it('one bot level in two seats keeps the mean of its two updates', () => {
    const { next } = rateGame({
      subjects: ['a', 'bot:easy', 'bot:easy', 'd'],
      ranks: [2, 1, 4, 3],
      teams: ffa(4),
      lost: none,
      priors: new Map(),
    });
    expect(next.get('bot:easy')?.mu).toBeCloseTo((27.795084971874736 + 20.96265504062538) / 2, 12);
    expect(next.size).toBe(3);
  });
});

describe('shown rating = round(1000 + 25 × (μ − 3σ)), provisional while σ > 4', () => {
  it('by hand', () => {
    expect(shownRating(NEW_RATING)).toBe(1000); // 25 − 3 × 25/3 = 0
    expect(shownRating({ mu: 30, sigma: 2 })).toBe(1600); // 1000 + 25 × 24
    // The 2-player winner above: 27.6352 − 24.1965 = 3.4387 → 1085.97; the loser −1.8318 → 954.2.
    expect(shownRating({ mu: 27.63523138347365, sigma: 8.065506316323548 })).toBe(1086);
    expect(shownRating({ mu: 22.36476861652635, sigma: 8.065506316323548 })).toBe(954);
    expect(isProvisional(NEW_RATING)).toBe(true);
    expect(isProvisional({ mu: 25, sigma: 4 })).toBe(false);
  });
});
