import { describe, expect, it } from 'vitest';
import { ranksFromScores, returnsOf } from './outcome.js';

describe('outcome', () => {
  it('ranks scores with shared ranks for ties', () => {
    expect(ranksFromScores([2, 1])).toEqual([1, 2]);
    expect(ranksFromScores([3, 5, 5, 0])).toEqual([3, 1, 1, 4]);
  });
  it('turns ranks into returns in [0, 1]', () => {
    expect(returnsOf({ scores: [2, 1], ranks: [1, 2] })).toEqual([1, 0]);
    expect(returnsOf({ scores: [1, 1], ranks: [1, 1] })).toEqual([0.5, 0.5]);
    expect(returnsOf({ scores: [0, 0, 0, 0], ranks: [1, 2, 3, 4] })).toEqual([1, 2 / 3, 1 / 3, 0]);
    expect(returnsOf({ scores: [2, 0, 2, 0], ranks: [1, 3, 1, 3] })).toEqual([5 / 6, 1 / 6, 5 / 6, 1 / 6]);
  });
});
