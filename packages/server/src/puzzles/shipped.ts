import { readFileSync } from 'node:fs';

/** The games with shipped puzzle sets (`packages/<game>/src/puzzles.json`, mined by `ludo puzzles`). */
export const PUZZLE_GAMES = ['linx', 'superpion', 'symbolix', 'cubiko'] as const;

/** A shipped puzzle as far as ratings need it: its game and its mined difficulty rating. */
export interface Shipped {
  readonly game: string;
  readonly rating: number;
}

let cache: Map<string, Shipped> | null = null;

/**
 * Every shipped puzzle by id, read once from the game packages beside this one (the same files the web page
 * bundles), so a client cannot name a puzzle that does not exist or claim its difficulty. The path is the same
 * depth from `src/puzzles/` and `dist/puzzles/`.
 */
export function shippedPuzzles(): ReadonlyMap<string, Shipped> {
  if (cache) return cache;
  const found = new Map<string, Shipped>();
  for (const game of PUZZLE_GAMES) {
    try {
      const url = new URL(`../../../${game}/src/puzzles.json`, import.meta.url);
      const set = JSON.parse(readFileSync(url, 'utf8')) as {
        puzzles?: { id: string; difficulty: { rating: number } }[];
      };
      for (const p of set.puzzles ?? []) found.set(p.id, { game, rating: p.difficulty.rating });
    } catch {
      // A game without a set (or a node deployed without it) has no puzzles to rate.
    }
  }
  cache = found;
  return found;
}
