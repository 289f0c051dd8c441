import { describe, expect, it } from 'vitest';
import { upperPoints } from './commands/ladder.js';
import { ludo } from './testing.js';

/** The ladder table's rows: "upper lower games wins draws losses score % low % – high % verdict". */
function rows(out: string): { upper: string; lower: string; games: number; wins: number; verdict: string }[] {
  const found = [];
  for (const line of out.split('\n')) {
    const m = /^(\w+)\s+(\w+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+[\d.]+ %\s+[\d.]+ % – [\d.]+ %\s+(yes|no)$/.exec(line);
    if (m) found.push({ upper: m[1], lower: m[2], games: Number(m[3]), wins: Number(m[4]), verdict: m[7] });
  }
  return found as { upper: string; lower: string; games: number; wins: number; verdict: string }[];
}

describe('ludo ladder (issue 27)', () => {
  it('measures each level against the one below; on a fixed seed easy beats the blundering beginner', async () => {
    const r = await ludo([
      'ladder',
      'linx',
      '--levels',
      'random,beginner,easy',
      '--games',
      '10',
      '--seed',
      'order-test',
    ]);
    expect(r.code).toBe(0);
    const table = rows(r.out);
    expect(table.map((s) => [s.upper, s.lower, s.games])).toEqual([
      ['beginner', 'random', 10],
      ['easy', 'beginner', 10],
    ]);
    // beginner and easy search about as much (40 and 50 iterations): only beginner's blunders (65 % of its moves
    // uniform) tell them apart, so a level that did not blunder would score near half, not 8 of 10 or more.
    expect(table[1]?.wins).toBeGreaterThanOrEqual(8);
    expect(r.err).toContain('easy vs beginner');
  });

  it('refuses an unknown level before any game, and a ladder of one level', async () => {
    const bad = await ludo(['ladder', 'linx', '--levels', 'random,grandmaster', '--games', '2']);
    expect(bad.code).not.toBe(0);
    expect(bad.err).toContain('grandmaster');
    const one = await ludo(['ladder', 'linx', '--levels', 'easy', '--games', '2']);
    expect(one.code).not.toBe(0);
    expect(one.err).toContain('at least two levels');
  });

  it('prints a running score every 10 games, so a run cut short still tells its first games', async () => {
    const r = await ludo(['ladder', 'linx', '--levels', 'random,beginner', '--games', '20', '--seed', 'progress']);
    expect(r.code).toBe(0);
    const progress = /beginner vs random: 10 games, [\d.]+ % \[[\d.]+ % – [\d.]+ %\]/.exec(r.err);
    expect(progress).not.toBeNull();
    // The 10-game line is the same as a 10-game run's result: the same seeds, in the same order.
    const ten = await ludo(['ladder', 'linx', '--levels', 'random,beginner', '--games', '10', '--seed', 'progress']);
    const score = /beginner vs random: ([\d.]+ % \[[\d.]+ % – [\d.]+ %\])/.exec(ten.err)?.[1];
    expect(progress?.[0]).toContain(score);
  });

  it('counts the upper rung a point alone in first place, half sharing it, none behind', () => {
    // Game 1 of a pair: seat 0 plays agent 1 (the lower rung), seat 1 agent 0 (the upper one).
    expect(upperPoints([1, 0], { scores: [0, 2], ranks: [2, 1] })).toBe(1);
    expect(upperPoints([1, 0], { scores: [2, 0], ranks: [1, 2] })).toBe(0);
    expect(upperPoints([0, 1], { scores: [1, 1], ranks: [1, 1] })).toBe(0.5);
  });
});
