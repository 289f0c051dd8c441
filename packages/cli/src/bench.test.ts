import { describe, expect, it } from 'vitest';
import { ludo } from './testing.js';

describe('ludo bench', () => {
  it('prints one line per Linx player count with three positive figures (values are never asserted)', async () => {
    const r = await ludo(['bench', '--game', 'linx', '--seconds', '0.05']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const lines = r.out.trimEnd().split('\n');
    expect(lines[1]).toMatch(/^game\s+players\s+random playouts\/s\s+MCTS iterations\/s\s+IS-MCTS iterations\/s$/);
    const rows = lines.slice(3).map((l) => l.trim().split(/\s+/));
    expect(rows.map((r) => r.slice(0, 2))).toEqual([
      ['linx', '2'],
      ['linx', '4'],
    ]);
    for (const row of rows) {
      for (const figure of row.slice(2)) expect(Number(figure.replaceAll(',', ''))).toBeGreaterThan(0);
    }
  });
});
