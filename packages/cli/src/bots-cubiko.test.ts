import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ludo } from './testing.js';

const dir = mkdtempSync(join(tmpdir(), 'ludo-cubiko-'));

interface CubikoRecord {
  readonly moves: readonly string[];
  readonly result: { readonly scores: number[]; readonly ranks: number[] } | null;
}

/**
 * One seeded Cubiko game between two search bots through `ludo match`, as in the terminal. `exact` precision (CB-6)
 * and tiny explicit budgets keep it quick: each throw is a physics simulation.
 */
async function botGame(name: string, options: object, seed: string): Promise<{ out: string; rec: CubikoRecord }> {
  const file = join(dir, `${name}.json`);
  const r = await ludo([
    'match',
    'cubiko',
    '--players',
    '2',
    '--options',
    JSON.stringify({ precision: 'exact', ...options }),
    '--agents',
    'mcts:3,mcts:2',
    '--games',
    '1',
    '--seed',
    seed,
    '--record',
    file,
  ]);
  expect(r.err).not.toMatch(/failed|error/i);
  expect(r.code).toBe(0);
  return { out: r.out, rec: JSON.parse(readFileSync(file, 'utf8')) as CubikoRecord };
}

describe('Cubiko between bots in the terminal (issue 7)', () => {
  it('a basic game plays to its end: a configuration wins (CB-16), scores 1 and 0', async () => {
    const { out, rec } = await botGame('basic', { scoring: 'basic' }, 'cb-basic');
    expect(rec.result).not.toBeNull();
    expect([...(rec.result?.scores ?? [])].sort()).toEqual([0, 1]);
    expect(rec.moves.some((m) => m.startsWith('throw '))).toBe(true);
    expect(rec.moves.filter((m) => m === 'place').length).toBeGreaterThanOrEqual(3); // a configuration is 3 cubes
    expect(out).toMatch(/\n(mcts:3|mcts:2) +1 +1 +0 +0 /); // one game, one win, no draw
    expect(out).not.toMatch(/unfinished/);
  }, 120_000);

  it('a points game plays to its end: the winner reached the target (CB-17)', async () => {
    const { out, rec } = await botGame('points', { scoring: 'points', target: 4 }, 'cb-points');
    const scores = rec.result?.scores ?? [];
    expect(scores).toHaveLength(2);
    const best = Math.max(...scores);
    expect(best).toBeGreaterThanOrEqual(4);
    expect(rec.result?.ranks[scores.indexOf(best)]).toBe(1);
    expect(out).not.toMatch(/unfinished/);
  }, 120_000);
});
