import { describe, expect, it } from 'vitest';
import { handTwoTeams } from '../fixtures/plackett-luce.js';
import {
  afterAbsence,
  DYNAMICS,
  lostSeats,
  MIN_MOVES,
  movesPerSeat,
  NEW_RATING,
  NO_DYNAMICS,
  rateGame,
  TAU_PER_DAY,
  twiceSeated,
} from './rate.js';
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
    const { seats } = rateGame(
      { subjects: ['a', 'b'], ranks: [2, 1], teams: ffa(2), lost: none, priors: new Map() },
      NO_DYNAMICS,
    );
    expect(seats.map((s) => s.after)).toStrictEqual([
      { mu: 22.36476861652635, sigma: 8.065506316323548 },
      { mu: 27.63523138347365, sigma: 8.065506316323548 },
    ]);
  });

  it('4-player free-for-all, newcomers ranked 2, 1, 4, 3 ("accepts a misordered rank ordering")', () => {
    const { seats } = rateGame(
      {
        subjects: ['a', 'b', 'c', 'd'],
        ranks: [2, 1, 4, 3],
        teams: ffa(4),
        lost: none,
        priors: new Map(),
      },
      NO_DYNAMICS,
    );
    expect(seats.map((s) => s.after)).toStrictEqual([
      { mu: 26.552824984374855, sigma: 8.179213704945203 },
      { mu: 27.795084971874736, sigma: 8.263160757613477 },
      { mu: 20.96265504062538, sigma: 8.083731307186588 },
      { mu: 24.68943500312503, sigma: 8.083731307186588 },
    ]);
  });

  it('a seat that timed out ranks last whatever its score: the same order as 2, 1, 4, 3', () => {
    const { seats } = rateGame(
      {
        subjects: ['a', 'b', 'c', 'd'],
        ranks: [2, 1, 3, 4],
        teams: ffa(4),
        lost: lostSeats(['e5', { event: { type: 'timeUp', seat: 2 } }]),
        priors: new Map(),
      },
      NO_DYNAMICS,
    );
    expect(seats.map((s) => s.rank)).toStrictEqual([2, 1, 4, 3]);
    expect(seats[2]?.after).toStrictEqual({ mu: 20.96265504062538, sigma: 8.083731307186588 });
    expect(seats[0]?.after).toStrictEqual({ mu: 26.552824984374855, sigma: 8.179213704945203 });
  });

  it("Linx 2 against 2 (LX-4: seats 0+2 against 1+3), team 0+2 wins (the teams test's a1 b1 against c1 d1)", () => {
    const priors = new Map([
      ['a1', { mu: 29.182, sigma: 4.782 }],
      ['b1', { mu: 27.174, sigma: 4.922 }],
      ['c1', { mu: 16.672, sigma: 6.217 }],
    ]);
    const { seats } = rateGame(
      {
        subjects: ['a1', 'c1', 'b1', 'd1'],
        ranks: [1, 2, 1, 2],
        teams: teamsOf('linx', { teams: true }, 4),
        lost: none,
        priors,
      },
      NO_DYNAMICS,
    );
    expect(seats.map((s) => s.after)).toStrictEqual([
      { mu: 29.607218266047376, sigma: 4.754597315295896 },
      { mu: 15.953288649990139, sigma: 6.125357588584119 },
      { mu: 27.624480490655575, sigma: 4.89211428863373 },
      { mu: 23.708690706816785, sigma: 8.111298027437888 },
    ]);
  });

  it('one bot level in two seats keeps the mean of its two updates', () => {
    const { next } = rateGame(
      {
        subjects: ['a', 'bot:easy', 'bot:easy', 'd'],
        ranks: [2, 1, 4, 3],
        teams: ffa(4),
        lost: none,
        priors: new Map(),
      },
      NO_DYNAMICS,
    );
    expect(next.get('bot:easy')?.mu).toBeCloseTo((27.795084971874736 + 20.96265504062538) / 2, 12);
    expect(next.size).toBe(3);
  });
});

const close = (got: readonly { mu: number; sigma: number }[], want: readonly { mu: number; sigma: number }[]) => {
  expect(got).toHaveLength(want.length);
  got.forEach((r, i) => {
    expect(r.mu).toBeCloseTo(want[i]?.mu as number, 10);
    expect(r.sigma).toBeCloseTo(want[i]?.sigma as number, 10);
  });
};

describe('the hand computation (fixtures/plackett-luce.ts) is Weng-Lin as openskill publishes it', () => {
  it('2 newcomers: openskill.js v4.1.1 "reverses rank" numbers by hand', () => {
    const { winner, loser } = handTwoTeams([NEW_RATING], [NEW_RATING]);
    close(
      [loser[0] as never, winner[0] as never],
      [
        { mu: 22.36476861652635, sigma: 8.065506316323548 },
        { mu: 27.63523138347365, sigma: 8.065506316323548 },
      ],
    );
  });

  it('2 against 2: openskill.js v4.1.1 "…by default for teams" numbers by hand', () => {
    const { winner, loser } = handTwoTeams(
      [
        { mu: 29.182, sigma: 4.782 },
        { mu: 27.174, sigma: 4.922 },
      ],
      [{ mu: 16.672, sigma: 6.217 }, NEW_RATING],
    );
    close(
      [...winner, ...loser],
      [
        { mu: 29.607218266047376, sigma: 4.754597315295896 },
        { mu: 27.624480490655575, sigma: 4.89211428863373 },
        { mu: 15.953288649990139, sigma: 6.125357588584119 },
        { mu: 23.708690706816785, sigma: 8.111298027437888 },
      ],
    );
  });
});

describe('teams are rated as teams in every game that has them', () => {
  it('Superpion `teams` (SP-7: blue+yellow, seats 0+2, against red+black, 1+3): a 2v2, not a 4-seat free-for-all', () => {
    expect(teamsOf('superpion', { mode: 'teams' }, 4)).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(teamsOf('superpion', { mode: 'four' }, 4)).toEqual([[0], [1], [2], [3]]);
    expect(teamsOf('superpion', { mode: 'two' }, 2)).toEqual([[0], [1]]);
    // The outcome's team ranks 1, 3, 1, 3 (the finding): four newcomers, blue+yellow win.
    const { seats } = rateGame(
      {
        subjects: ['a', 'b', 'c', 'd'],
        ranks: [1, 3, 1, 3],
        teams: teamsOf('superpion', { mode: 'teams' }, 4),
        lost: none,
        priors: new Map(),
      },
      DYNAMICS,
    );
    const hand = handTwoTeams([NEW_RATING, NEW_RATING], [NEW_RATING, NEW_RATING], {
      tau: 25 / 300,
      limitSigma: true,
    });
    close(
      seats.map((s) => s.after),
      [hand.winner[0], hand.loser[0], hand.winner[1], hand.loser[1]] as never,
    );
    // Shown: a winner +61 and a loser −37 from 1000 (not the free-for-all's +29/−11).
    expect(seats.map((s) => shownRating(s.after) - 1000)).toEqual([61, -37, 61, -37]);
  });
});

describe('τ (rating dynamics)', () => {
  it('per game: openskill’s τ = 25/300 with preventSigmaIncrease, checked by hand', () => {
    expect(DYNAMICS).toEqual({ tau: 25 / 300, preventSigmaIncrease: true });
    const priors = new Map([
      ['a', { mu: 30, sigma: 1.5 }],
      ['b', { mu: 28, sigma: 0.9 }],
    ]);
    const { seats } = rateGame({ subjects: ['a', 'b'], ranks: [2, 1], teams: ffa(2), lost: none, priors });
    const hand = handTwoTeams([{ mu: 28, sigma: 0.9 }], [{ mu: 30, sigma: 1.5 }], { tau: 25 / 300, limitSigma: true });
    close(
      seats.map((s) => s.after),
      [hand.loser[0], hand.winner[0]] as never,
    );
  });

  it('time away: σ² grows by 0.302² a whole day, up to a newcomer’s σ; a settled rating is provisional after months', () => {
    const settled = { mu: 30, sigma: 1.7 };
    const t0 = Date.parse('2026-01-01T00:00:00Z');
    const day = 86_400_000;
    expect(afterAbsence(settled, '2026-01-01T00:00:00Z', t0 + day - 1)).toEqual(settled);
    expect(afterAbsence(settled, '2026-01-01T00:00:00Z', t0 + 90 * day).sigma).toBeCloseTo(
      Math.sqrt(1.7 ** 2 + 90 * TAU_PER_DAY ** 2),
      12,
    );
    // About 3.3 after 3 months, above 4 (provisional) after 5 months, a newcomer's 25/3 after 2 years.
    expect(afterAbsence(settled, '2026-01-01T00:00:00Z', t0 + 90 * day).sigma).toBeCloseTo(3.33, 2);
    expect(isProvisional(afterAbsence(settled, '2026-01-01T00:00:00Z', t0 + 150 * day))).toBe(true);
    expect(afterAbsence(settled, '2026-01-01T00:00:00Z', t0 + 800 * day)).toEqual({ mu: 30, sigma: 25 / 3 });
    expect(afterAbsence(settled, null, t0)).toEqual(settled);
  });
});

describe('who is rated', () => {
  it('moves per seat: moves still in effect, not platform events, not moves taken back', () => {
    const line = [
      { at: 0, mover: 0, move: true },
      { at: 1, mover: 1, move: true },
      { at: 3, mover: 0, move: true },
      { at: 4, mover: 1, move: false },
    ];
    expect(movesPerSeat(line, 2)).toEqual([2, 1]);
    expect(MIN_MOVES).toBe(2);
  });

  it('a subject in two seats: one account, or one bot level', () => {
    expect(twiceSeated(['a', 'b'])).toEqual([]);
    expect(twiceSeated(['a', 'a', 'b'])).toEqual(['a']);
    expect(twiceSeated(['a', 'bot:easy', 'bot:easy'])).toEqual(['bot:easy']);
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
