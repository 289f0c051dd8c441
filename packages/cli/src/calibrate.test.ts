import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ludo } from './testing.js';

describe('ludo calibrate (issue 27)', () => {
  it('prints the raw and calibrated reliability tables of a few seeded Linx positions, the same twice', async () => {
    const args = ['calibrate', 'linx', '--positions', '3', '--per-game', '3', '--seed', 'ci', '--iterations', '300'];
    const r = await ludo(args);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^ludo calibrate linx — 3 positions \(3 per game, 1 game\), seed 'ci', 300 iterations\/search/,
    );
    expect(r.out).toContain('raw search value');
    expect(r.out).toContain("calibrated (isotonic fitted on 1000 positions, seed 'fit')");
    expect(r.out).toMatch(/bin\s+count\s+predicted\s+observed\s+gap/);
    // Figures without the timing line (seconds and load vary): the same seed gives the same table.
    const again = await ludo(args);
    expect(again.out.split('\n').slice(1)).toEqual(r.out.split('\n').slice(1));
  });

  it('fits a value model on saved positions (--from, --model value) and judges it (--check)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'calibrate-'));
    // Positions where only the heuristic tells the winner: heuristic 0.8 won 4 of 5, 0.2 won 1 of 5, raw always ½.
    const positions = [0.8, 0.2].flatMap((h, g) =>
      [1, 1, 1, 1, 0].map((w, i) => ({ game: g, ply: i, raw: 0.5, heuristic: h, outcome: h > 0.5 ? w : 1 - w })),
    );
    const from = join(dir, 'positions.json');
    writeFileSync(from, JSON.stringify(positions));
    const fit = join(dir, 'map.json');
    const r = await ludo([
      'calibrate',
      'cubiko',
      '--from',
      from,
      '--positions',
      '100',
      '--model',
      'value',
      '--fit',
      fit,
    ]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const map = JSON.parse(readFileSync(fit, 'utf8'));
    expect(map.weights).toHaveLength(3);
    // The fit puts the heuristic's 0.8 near the 4 in 5 it won.
    const checked = await ludo(['calibrate', 'cubiko', '--from', from, '--positions', '100', '--check', fit]);
    expect(checked.out).toMatch(/0\.7–0\.8\s+5\s+0\.7\d\d\s+0\.800/);
    expect(checked.out).toMatch(/0\.2–0\.3\s+5\s+0\.2\d\d\s+0\.200/);
  });

  it('refuses an unknown model', async () => {
    const r = await ludo(['calibrate', 'linx', '--positions', '1', '--model', 'magic']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--model/);
  });

  it('refuses a bad count with a readable message', async () => {
    const r = await ludo(['calibrate', 'linx', '--positions', 'many']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--positions/);
  });
});
