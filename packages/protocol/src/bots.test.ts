import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, BOT_NAMES, botGivenName, botSeatName } from './bots.js';
import { SeatRequest } from './http.js';
import { BotLevel } from './lobby.js';

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

describe('the ladder’s levels (issue 27)', () => {
  it('lists every level weakest first, old ids kept, and names each with its own eight names', () => {
    expect(BOT_LEVELS).toEqual(['random', 'beginner', 'novice', 'easy', 'medium', 'hard', 'expert']);
    expect(Object.keys(BOT_NAMES).sort()).toEqual([...BOT_LEVELS].sort());
    for (const level of BOT_LEVELS) expect(new Set(BOT_NAMES[level]).size).toBe(8);
    expect(botSeatName(['beginner', 'novice', 'expert', 'beginner'], 3)).toBe('Nora (beginner)');
    expect(botSeatName(['expert'], 0)).toBe('Agathe (expert)');
    // The requests and lobby seats accept the new ids, and still the stored ones.
    for (const level of BOT_LEVELS) expect(BotLevel.safeParse(level).success).toBe(true);
    expect(SeatRequest.safeParse({ kind: 'bot', level: 'novice' }).success).toBe(true);
    expect(SeatRequest.safeParse({ kind: 'bot', level: 'godlike' }).success).toBe(false);
  });
});
