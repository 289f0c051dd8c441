import { describe, expect, it } from 'vitest';
import { BOT_NAMES, botGivenName, botSeatName } from './bots.js';

describe('bots’ own names (issue 25)', () => {
  it('are distinct at one table and fixed by seat: the k-th bot of a level takes its k-th name', () => {
    const levels = [null, 'easy', 'easy', 'easy', 'hard'];
    expect(levels.map((_, i) => botSeatName(levels, i))).toEqual([
      'Bot ()',
      'Margot (easy)',
      'Félix (easy)',
      'Léa (easy)',
      'Hélène (hard)',
    ]);
    expect(botGivenName(levels, 0)).toBeNull();
    // An explicit budget has no list: the server's old form.
    expect(botSeatName(['mcts:20'], 0)).toBe('Bot (mcts:20)');
    // Eight bots of one level, eight names; no name in two levels' lists.
    const eight = Array.from({ length: 8 }, () => 'medium');
    expect(new Set(eight.map((_, i) => botGivenName(eight, i))).size).toBe(8);
    const all = Object.values(BOT_NAMES).flat();
    expect(new Set(all).size).toBe(all.length);
  });
});
