import { type ComponentType, createElement, lazy, Suspense } from 'react';
import { CubikoGame } from './cubiko/index.js';
import { LinxGame } from './linx/LinxGame.js';
import type { SessionState } from './play/session.js';

/** What every game's table component gets: the session's state, a way to move, and the end-of-match actions. */
export interface BoardProps {
  readonly state: SessionState;
  readonly play: (seat: number, move: string) => void;
  /** Null when this table cannot start a rematch itself (online). */
  readonly onRematch: (() => void) | null;
  readonly onNewGame: () => void;
}

/**
 * The table component of each game, by id. Adding a game to the app: its board here, its engine in
 * `play/registry.ts` (local play), and its id in `PLAYABLE` (`i18n/rules.ts`).
 */
export const BOARDS: Readonly<Record<string, ComponentType<BoardProps>>> = {
  linx: LinxGame,
  superpion: lazyBoard(() => import('./superpion/index.js').then((m) => m.SuperpionGame)),
  symbolix: lazyBoard(() => import('./symbolix/index.js').then((m) => m.SymbolixGame)),
  // Lazy already (cubiko/index.ts): three.js and Rapier load only when a Cubiko table shows.
  cubiko: CubikoGame,
};

/**
 * The chunks a game's table will import, started as soon as the route is known (main.tsx) rather than once React
 * has rendered down to the board: the same `import()`s as the lazy boards', so nothing is fetched twice.
 */
const PRELOAD: Readonly<Record<string, () => Promise<unknown>>> = {
  superpion: () => import('./superpion/index.js'),
  symbolix: () => import('./symbolix/index.js'),
  cubiko: () => Promise.all([import('./cubiko/CubikoGame.js'), import('@ludotheque/cubiko')]),
};

export function preloadBoard(game: string): void {
  void PRELOAD[game]?.().catch(() => undefined); // a failure shows when the board itself imports
}

/** A board loaded on first use, so the first page carries only the shell (and Linx, the first game). */
function lazyBoard(load: () => Promise<ComponentType<BoardProps>>): ComponentType<BoardProps> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return (props: BoardProps) =>
    createElement(
      Suspense,
      { fallback: createElement('p', { className: 'loading' }, '…') },
      createElement(Lazy, props),
    );
}
