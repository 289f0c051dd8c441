import { type SymbolixView, viewText } from '@ludotheque/symbolix';
import type { Renderer } from './index.js';

/** Symbolix in the terminal: the seat's own view drawn as text (so it shows only what that seat may know). */
export const symbolixRenderer: Renderer = {
  seatName: (seat) => `seat ${seat}`,
  draw: (game, state, seat) => viewText(game.view(state, seat) as SymbolixView),
};
