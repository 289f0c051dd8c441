import { boardText, type SuperpionState } from '@ludotheque/superpion';
import type { Renderer } from './index.js';

/**
 * Superpion in the terminal: the board as text (north on top, as the rules draw it). Nothing is hidden in
 * Superpion, so drawing from the state shows the seat nothing it may not know.
 */
export const superpionRenderer: Renderer = {
  seatName: (seat) => `seat ${seat}`,
  notation: 'd3-d5 (step or slide), d3xf5xh7 (capture: every landing), suffix =b|r|y|k|g (under pawn), pass',
  draw: (_game, state) => boardText(state as SuperpionState),
};
