import { describe, expect, it } from 'vitest';
import { wilson } from './stats.js';

// Expected values computed by hand from p̂ ± z·√(p̂(1−p̂)/n + z²/4n²) over 1 + z²/n, and checked against published
// tables (e.g. 0/10 → upper 0.2775; 5/10 → 0.2366..0.7634; 50/100 → 0.4038..0.5962).
describe('wilson', () => {
  it('matches hand-computed intervals', () => {
    const cases: [number, number, number, number][] = [
      [5, 10, 0.2366, 0.7634],
      [0, 10, 0, 0.2775],
      [10, 10, 0.7225, 1],
      [50, 100, 0.4038, 0.5962],
      [2, 4, 0.15, 0.85],
      [1.5, 3, 0.1253, 0.8747], // draws count half: p̂ = 0.5, half-width 1.96·√0.190044 / 2.28053
    ];
    for (const [k, n, low, high] of cases) {
      const w = wilson(k, n);
      expect(w.low, `${k}/${n} low`).toBeCloseTo(low, 3);
      expect(w.high, `${k}/${n} high`).toBeCloseTo(high, 3);
    }
  });
  it('narrows with a smaller z and knows nothing without games', () => {
    const w = wilson(5, 10, 1);
    expect(w.high - w.low).toBeLessThan(0.7634 - 0.2366);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });
});
