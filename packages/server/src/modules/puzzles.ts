import { registerPuzzles } from '../puzzles/index.js';
import type { ServerModule } from './context.js';

/** Puzzle ratings of accounts (puzzles/, issue 27): one per solver and game, across devices. */
export const puzzlesModule: ServerModule = {
  name: 'puzzles',
  register(app, { sql, shared }) {
    if (sql !== null) registerPuzzles(app, sql, { player: (r) => r.player, shared });
  },
};
