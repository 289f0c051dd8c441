import { describe, expect, it } from 'vitest';
import { fitLogistic, logit, sigmoid } from './logistic.js';

describe('the value model (issue 27)', () => {
  it('recovers the weights of outcomes that are exactly a logistic of the features', () => {
    // y = σ(0.5 + 2·x1 − 1·x2) on a grid: the likelihood's gradient vanishes there, so (0.5, 2, −1) is the fit.
    const rows = [];
    for (let a = -2; a <= 2; a += 0.5) {
      for (let b = -2; b <= 2; b += 1) rows.push({ x: [a, b], y: 1 / (1 + Math.exp(-(0.5 + 2 * a - b))) });
    }
    const w = fitLogistic(rows, 0);
    expect(w[0]).toBeCloseTo(0.5, 3);
    expect(w[1]).toBeCloseTo(2, 3);
    expect(w[2]).toBeCloseTo(-1, 3);
  });

  it('fits the base rate when the feature says nothing: 3 wins in 4 at every value', () => {
    const rows = [0, 1, 2, 3].flatMap((v) => [1, 1, 1, 0].map((y) => ({ x: [v], y })));
    const w = fitLogistic(rows, 0);
    expect(w[0]).toBeCloseTo(Math.log(3), 3); // σ(ln 3) = 3/4
    expect(w[1]).toBeCloseTo(0, 3);
  });

  it('cuts logits at ±4 so that a search mean of 0 or 1 stays finite', () => {
    expect(logit(1)).toBeCloseTo(Math.log(0.982 / 0.018), 9);
    expect(logit(0)).toBeCloseTo(-Math.log(0.982 / 0.018), 9);
    expect(sigmoid(logit(0.3))).toBeCloseTo(0.3, 9);
  });
});

describe('a stored value model (mapChance)', () => {
  it('adds the logits of the raw mean and of the heuristic with its weights, clamped to [0.02, 0.98]', async () => {
    const { mapChance } = await import('./apply.js');
    const map = { game: 't', players: 2, iterations: 1, positions: 1, seed: 's', knots: [], weights: [0, 1, 1] };
    expect(mapChance(map, 0.5, 0.5)).toBeCloseTo(0.5, 9);
    // logit(σ(1)) = 1, so the chance is σ(0 + 0 + 1).
    expect(mapChance(map, 0.5, sigmoid(1))).toBeCloseTo(sigmoid(1), 9);
    // No heuristic (a game without evaluate) counts as ½: only the raw mean speaks.
    expect(mapChance(map, sigmoid(-1), null)).toBeCloseTo(sigmoid(-1), 9);
    expect(mapChance(map, 0.99, 0.99)).toBe(0.98);
    // Without weights, the knots alone as before.
    expect(
      mapChance(
        {
          ...map,
          weights: undefined,
          knots: [
            [0, 0.1],
            [1, 0.9],
          ],
        },
        0.5,
        0.99,
      ),
    ).toBeCloseTo(0.5, 9);
  });
});
