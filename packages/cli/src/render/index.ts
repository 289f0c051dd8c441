import type { AnyGame, Seat } from '@ludotheque/engine';
import { linxRenderer } from './linx.js';
import { superpionRenderer } from './superpion.js';
import { symbolixRenderer } from './symbolix.js';

/**
 * How `ludo play` shows a game in the terminal. A renderer draws from the full state but must show only what
 * `seat` may know (its own hand, sizes of the rest): the person at the terminal is that seat.
 */
export interface Renderer {
  /** A seat's name in both languages' sense: a colour for Linx (`yellow`), else `seat 1`. */
  seatName(seat: Seat): string;
  /** How moves are written, for `help` (the rules file's notation). */
  readonly notation?: string;
  /** The board and everything public, plus `seat`'s own secrets; `colour` allows ANSI colours. */
  draw(game: AnyGame, state: unknown, seat: Seat, colour: boolean): string;
}

/** Without a dedicated renderer: the seat's own view, which by contract holds exactly what it may know. */
const viewRenderer: Renderer = {
  seatName: (seat) => `seat ${seat}`,
  draw: (game, state, seat) => JSON.stringify(game.view(state, seat), null, 2),
};

const RENDERERS: Readonly<Record<string, Renderer>> = {
  linx: linxRenderer,
  superpion: superpionRenderer,
  symbolix: symbolixRenderer,
};

export function rendererFor(game: AnyGame): Renderer {
  return RENDERERS[game.id] ?? viewRenderer;
}
