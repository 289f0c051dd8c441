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
