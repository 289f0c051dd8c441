import type { AnyGame } from '@ludotheque/engine';
import { linx } from '@ludotheque/linx';
import { superpion } from '@ludotheque/superpion';
import { symbolix } from '@ludotheque/symbolix';

/** The games this app can run locally, by id; a new game's board adds one line here (or in `LAZY_GAMES`). */
export const LOCAL_GAMES: Readonly<Record<string, AnyGame>> = {
  linx: linx as unknown as AnyGame,
  superpion: superpion as unknown as AnyGame,
  symbolix: symbolix as unknown as AnyGame,
};

/**
 * Games whose rules are loaded on first use: Cubiko brings Rapier's WASM (about 4 MB), which only a Cubiko game
 * should pay for, so it is a dynamic `import()` (its own chunk).
 */
const LAZY_GAMES: Readonly<Record<string, () => Promise<AnyGame>>> = {
  cubiko: () => import('@ludotheque/cubiko').then((m) => m.cubiko as unknown as AnyGame),
};

/** A game by id, ready to use: its module imported and its `load()` (WASM and the like) awaited; null if unknown. */
export async function loadLocalGame(id: string): Promise<AnyGame | null> {
  const lazy = LAZY_GAMES[id];
  const game = LOCAL_GAMES[id] ?? (lazy ? await lazy() : null);
  if (game) await game.load?.();
  return game;
}
