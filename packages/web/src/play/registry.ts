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
  const found = await importLocalGame(id);
  if (found) await found.loaded;
  return found?.game ?? null;
}

/**
 * A game by id with its module imported, and its `load()` started but not awaited: the worker can show the opening
 * position while Cubiko's physics WASM still downloads, and awaits `loaded` before anything that may need it.
 */
export function importLocalGame(id: string): Promise<{ game: AnyGame; loaded: Promise<void> } | null> {
  // Once per game: the worker asks for its game as it boots (its name) and again on `start`; one load, one fetch.
  let found = imported.get(id);
  if (!found) {
    found = importOnce(id);
    imported.set(id, found);
  }
  return found;
}

const imported = new Map<string, Promise<{ game: AnyGame; loaded: Promise<void> } | null>>();

async function importOnce(id: string): Promise<{ game: AnyGame; loaded: Promise<void> } | null> {
  const lazy = LAZY_GAMES[id];
  const game = LOCAL_GAMES[id] ?? (lazy ? await lazy() : null);
  if (!game) return null;
  const loaded = Promise.resolve(game.load?.());
  // Awaited by whoever needs it; a failure is reported there, not as an unhandled rejection here.
  loaded.catch(() => undefined);
  return { game, loaded };
}
