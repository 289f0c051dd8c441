import { describe, expect, it } from 'vitest';
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
});
