import type { Game } from '@ludotheque/engine';
import { bot } from './bot.js';
import { formatMove, parseMove } from './notation.js';
import { parseOptions } from './options.js';
import { reveals } from './reveals.js';
import { applyEvent, clone, isLegal, legalMoves, outcome, play, randomMove, setup, toMove } from './rules.js';
import { fromSetup, toSetup } from './setup.js';
import type { LinxMove, LinxOptions, LinxState } from './types.js';
import { determinize, type LinxView, publicMove, view } from './view.js';

/** Linx (LX-1 … LX-20) as the engine's game contract. */
export const linx: Game<LinxState, LinxMove, LinxView, LinxOptions> = {
  id: 'linx',
  players: { min: 2, max: 4 },
  hiddenInformation: true,
  parseOptions,
  options: (s) => s.cfg.options,
  setup,
  fromSetup,
  toSetup,
  toMove,
  legalMoves,
  isLegal,
  randomMove,
  play,
  event: applyEvent,
  clone,
  outcome,
  // LX-17: team-mates (seats 0+2, 1+3) share their rank (and go down together when one is absent: README).
  teams: (o) =>
    o.teams
      ? [
          [0, 2],
          [1, 3],
        ]
      : [],
  view,
  publicMove,
  // Takebacks never reveal: a draw, a new deal, a tile or hand out of another seat's hand (reveals.ts).
  reveals,
  determinize,
  // LX-N3: a finished round is a perft leaf; `next` is chance outside perft.
  perftLeaf: (s) => s.roundOver,
  parseMove,
  formatMove,
  bot,
};
