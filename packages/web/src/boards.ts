import type { ComponentType } from 'react';
import { LinxGame } from './linx/LinxGame.js';
import type { SessionState } from './play/session.js';
import { SuperpionGame } from './superpion/index.js';
import { SymbolixGame } from './symbolix/index.js';

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
  superpion: SuperpionGame,
  symbolix: SymbolixGame,
};
