import type { PuzzleSet } from './types.js';

/**
 * The shipped sets, one chunk per game, fetched when that game's puzzles are opened: they live in the games'
 * packages (`packages/<game>/src/puzzles.json`, where their verifying tests are).
 */
const SETS = import.meta.glob<PuzzleSet>('../../../*/src/puzzles.json', { import: 'default' });

export const PUZZLE_GAMES = ['linx', 'superpion', 'symbolix', 'cubiko'] as const;

export async function loadSet(game: string): Promise<PuzzleSet | null> {
  const load = SETS[`../../../${game}/src/puzzles.json`];
  return load ? load() : null;
}
