import { describe, expect, it } from 'vitest';
import { ludo } from './testing.js';

describe('ludo calibrate (issue 27)', () => {
  it('prints the raw and calibrated reliability tables of a few seeded Linx positions, the same twice', async () => {
    const args = ['calibrate', 'linx', '--positions', '3', '--per-game', '3', '--seed', 'ci', '--iterations', '300'];
    const r = await ludo(args);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^ludo calibrate linx — 3 positions \(3 per game\), seed 'ci', 300 iterations\/search/);
    expect(r.out).toContain('raw search value');
    expect(r.out).toContain("calibrated (map fitted on 1000 positions, seed 'fit')");
    expect(r.out).toMatch(/bin\s+count\s+predicted\s+observed\s+gap/);
    // Figures without the timing line (seconds and load vary): the same seed gives the same table.
    const again = await ludo(args);
    expect(again.out.split('\n').slice(1)).toEqual(r.out.split('\n').slice(1));
  });

  it('refuses a bad count with a readable message', async () => {
    const r = await ludo(['calibrate', 'linx', '--positions', 'many']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--positions/);
  });
});
