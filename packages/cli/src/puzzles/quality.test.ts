import { readFileSync } from 'node:fs';
import type { AnyGame, Json } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { loadGame } from '../games.js';
import { linxMiner } from './linx.js';
import type { Miner } from './miner.js';
import { superpionMiner } from './superpion.js';
import { symbolixMiner } from './symbolix.js';
import type { Puzzle } from './types.js';

/**
 * Issue 27: the shipped sets meet the miners' rules still. A fixed sample of each set (every k-th puzzle, so the
 * same ones each run) is judged again by the miner's own test from its setup alone: one answer (the shipped
 * first move), at least 3 legal first moves, the hidden information mattering (Linx, Symbolix), a theme. The
 * engine-only checks of every puzzle live in each game's `puzzles.test.ts`.
 */
const setOf = (game: string): Puzzle[] =>
  (
    JSON.parse(readFileSync(new URL(`../../../${game}/src/puzzles.json`, import.meta.url), 'utf8')) as {
      puzzles: Puzzle[];
    }
  ).puzzles;

const sample = <T>(all: readonly T[], n: number): T[] => {
  const step = Math.max(1, Math.floor(all.length / n));
  return all.filter((_, i) => i % step === 0).slice(0, n);
};

function rejudge(game: AnyGame, miner: Miner, p: Puzzle) {
  const s = game.fromSetup(p.setup as Json);
  if (!s.ok) throw new Error(`${p.id}: ${s.error.message}`);
  expect(game.toMove(s.value), p.id).toBe(p.seat);
  expect(game.legalMoves(s.value).length, p.id).toBeGreaterThanOrEqual(3);
  return miner.find(game, s.value, p.seat);
}

const cases: [string, Miner, number][] = [
  ['superpion', superpionMiner, 25],
  ['symbolix', symbolixMiner, 12],
  ['linx', linxMiner, 6],
];

describe('shipped puzzles re-judged by the miners (issue 27)', () => {
  for (const [id, miner, n] of cases) {
    it(`${id}: a sample passes again with the same answer`, { timeout: 600_000 }, async () => {
      const game = await loadGame(id);
      const set = setOf(id);
      for (const p of sample(set, n)) {
        const again = rejudge(game, miner, p);
        expect(again, p.id).not.toBeNull();
        expect(again?.solution.move, p.id).toBe(p.solution.move);
        expect(p.themes.length, p.id).toBeGreaterThan(0);
        if (id !== 'superpion') expect(['differs', 'holds'], p.id).toContain(p.hidden);
      }
    });
  }

  it('levels are balanced: each of the 5 levels holds 15–25 % of each set', () => {
    for (const id of ['linx', 'superpion', 'symbolix', 'cubiko']) {
      const set = setOf(id);
      for (let level = 1; level <= 5; level++) {
        const share = set.filter((p) => p.difficulty.level === level).length / set.length;
        expect(share, `${id} level ${level}`).toBeGreaterThanOrEqual(0.15);
        expect(share, `${id} level ${level}`).toBeLessThanOrEqual(0.25);
      }
    }
  });
});
