import { describe, expect, it } from 'vitest';
import { applyKnots, isotonicKnots, reliability } from './fit.js';

describe('calibration arithmetic (issue 27), on cases worked by hand', () => {
  it('pools adjacent violators into a non-decreasing map, clamped away from certainty', () => {
    // Outcomes 0, 1, 0, 1 at raw 0.1..0.4: the 1 then 0 at 0.2 and 0.3 are pooled into one block of mean 1/2 at 0.25.
    const knots = isotonicKnots([
      { raw: 0.3, outcome: 0 },
      { raw: 0.1, outcome: 0 },
      { raw: 0.4, outcome: 1 },
      { raw: 0.2, outcome: 1 },
    ]);
    expect(knots).toEqual([
      [0.1, 0.02],
      [0.25, 0.5],
      [0.4, 0.98],
    ]);
  });

  it('pools equal raw values before anything else', () => {
    expect(
      isotonicKnots([
        { raw: 0.5, outcome: 1 },
        { raw: 0.5, outcome: 0 },
        { raw: 0.5, outcome: 1 },
        { raw: 0.5, outcome: 1 },
      ]),
    ).toEqual([[0.5, 0.75]]);
  });

  it('interpolates between knots and is flat beyond them; no knots leave the figure as it is', () => {
    const knots = [
      [0.2, 0.1],
      [0.6, 0.5],
    ] as const;
    expect(applyKnots(knots, 0)).toBe(0.1);
    expect(applyKnots(knots, 0.4)).toBeCloseTo(0.3, 12);
    expect(applyKnots(knots, 0.5)).toBeCloseTo(0.4, 12);
    expect(applyKnots(knots, 0.9)).toBe(0.5);
    expect(applyKnots([], 0.37)).toBe(0.37);
  });

  it('bins forecasts, scores Brier against the constant forecast and finds the worst bin', () => {
    const r = reliability(
      [
        { raw: 0.05, outcome: 0 },
        { raw: 0.15, outcome: 1 },
        { raw: 0.95, outcome: 1 },
        { raw: 1, outcome: 0 },
      ],
      { minCount: 1 },
    );
    expect(r.bins.map((b) => [b.lo, b.count])).toEqual([
      [0, 1],
      [0.1, 1],
      [0.9, 2],
    ]);
    expect(r.bins[2]?.predicted).toBeCloseTo(0.975, 12);
    expect(r.bins[2]?.observed).toBe(0.5);
    // (0.05² + 0.85² + 0.05² + 1²) / 4 and a constant ½: 0.25.
    expect(r.brier).toBeCloseTo(0.431875, 12);
    expect(r.constantBrier).toBeCloseTo(0.25, 12);
    expect(r.skill).toBeCloseTo(-0.7275, 12);
    expect(r.worstGap).toBeCloseTo(0.85, 12);
    // Bins below the count threshold are listed but not judged.
    expect(reliability([{ raw: 0.9, outcome: 0 }]).worstGap).toBe(0);
  });

  it('uses a given base rate for the constant forecast', () => {
    const r = reliability([{ raw: 0.5, outcome: 1 }], { base: 0.25 });
    expect(r.constantBrier).toBeCloseTo(0.5625, 12);
  });
});

describe('marks on the calibrated chance (issue 27)', () => {
  it('marks a drop of 10, 20 and 30 points of chance and nothing below', async () => {
    const { markOf } = await import('../analysis.js');
    expect(markOf(0.09)).toBeNull();
    expect(markOf(0.1)).toBe('inaccuracy');
    expect(markOf(0.19)).toBe('inaccuracy');
    expect(markOf(0.2)).toBe('mistake');
    expect(markOf(0.3)).toBe('blunder');
    expect(markOf(0.8)).toBe('blunder');
  });

  it('shows a Linx figure through the stored map: overconfident raw means come down, monotone', async () => {
    const { calibratedChance } = await import('./apply.js');
    // Self-play measured a raw 0.97 as won about 9 times in 10 and a raw 0.35 about 1 in 10 (README's tables).
    const high = calibratedChance('linx', 2, 300, 0.97);
    const low = calibratedChance('linx', 2, 300, 0.35);
    expect(high).toBeGreaterThan(0.85);
    expect(high).toBeLessThan(0.97);
    expect(low).toBeLessThan(0.2);
    // No map for other budgets or player counts: the raw figure.
    expect(calibratedChance('linx', 3, 300, 0.42)).toBe(0.42);
    expect(calibratedChance('linx', 2, 50, 0.42)).toBe(0.42);
  });
});
