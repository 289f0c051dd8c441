import { superpion } from '@ludotheque/superpion';
import { describe, expect, it } from 'vitest';
import { ludo } from './testing.js';

interface Mined {
  game: string;
  generator: string;
  puzzles: { id: string; setup: unknown; seat: number; target: number; solution: { move: string } }[];
}

describe('ludo puzzles', () => {
  it('refuses an unknown game and a bad count with one line and status 2', async () => {
    const unknown = await ludo(['puzzles', 'chess']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/unknown game 'chess'/);
    const zero = await ludo(['puzzles', 'linx', '--count', '0']);
    expect(zero.code).toBe(2);
    expect(zero.err).toMatch(/--count/);
  });

  it('mines Superpion combinations (an earlier set’s positions re-judged) as JSON the engine loads, the same every run', async () => {
    const from = new URL('../../superpion/src/puzzles.json', import.meta.url).pathname;
    const args = ['puzzles', 'superpion', '--count', '2', '--seed', 'cli-test', '--from', from, '--max-games', '0'];
    const run = await ludo(args);
    expect(run.code).toBe(0);
    const set = JSON.parse(run.out) as Mined;
    expect(set.game).toBe('superpion');
    expect(set.generator).toBe('ludo puzzles superpion --count 2 --seed cli-test --from puzzles.json --max-games 0');
    expect(set.puzzles.map((p) => p.id)).toEqual(['superpion-0001', 'superpion-0002']);
    for (const p of set.puzzles) {
      const s = superpion.fromSetup(p.setup);
      expect(s.ok).toBe(true);
      if (!s.ok) continue;
      expect(superpion.toMove(s.value)).toBe(p.seat);
      const m = superpion.parseMove(s.value, p.solution.move);
      expect(m.ok && superpion.isLegal(s.value, m.value)).toBe(true);
      expect(p.target).toBeGreaterThanOrEqual(3); // SP-10: a combination takes at least 3 pieces
    }
    const again = await ludo(args);
    expect(again.out).toBe(run.out);
  });
});
