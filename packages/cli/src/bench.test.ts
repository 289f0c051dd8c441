import { linx } from '@ludotheque/linx';
import { describe, expect, it } from 'vitest';
import { cubikoThrowSpeed, throwSpeedLine } from './commands/bench.js';
import { analysisTable, timeAnalysis } from './commands/bench-analysis.js';
import { ludo } from './testing.js';

describe('ludo bench', () => {
  it('prints one line per Linx player count with three positive figures (values are never asserted)', async () => {
    const r = await ludo(['bench', '--game', 'linx', '--seconds', '0.05', '--no-analysis']);
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

  it('times Cubiko throws: a median and a rate over the seeded throws asked for, in both languages', async () => {
    const t = await cubikoThrowSpeed(3);
    expect(t.throws).toBe(3);
    expect(t.medianMs).toBeGreaterThan(0);
    expect(Number.isFinite(t.perSecond) && t.perSecond > 0).toBe(true);
    const [en, fr] = throwSpeedLine(t).split('\n');
    expect(en).toMatch(/^cubiko: \d+\.\d ms per simulated throw \(median\), \d+\.\d throws\/s \(3 seeded throws/);
    expect(fr).toMatch(/^cubiko : \d+\.\d ms par lancer simulé \(médiane\), \d+\.\d lancers\/s/);
  });

  it('times the analysis of a seeded 2-player Linx game at the default budget (issue 18), a line per game', async () => {
    const t = await timeAnalysis(linx as unknown as Parameters<typeof timeAnalysis>[0]);
    expect(t).toMatchObject({ game: 'linx', iterations: 300 });
    expect(t.moves).toBeGreaterThan(10);
    expect(t.seconds).toBeGreaterThan(0);
    const row = analysisTable([t]).split('\n')[2]?.trim().split(/\s+/);
    expect(row?.slice(0, 3)).toEqual(['linx', String(t.moves), '300']);
  });
});
