/** The Superpion game object: the engine contract over the modules of this package. */
import { fail, type Game, Rng, type Seat, unwrap } from '@ludotheque/engine';
import { bot } from './bot.js';
import { generate, generated } from './movegen.js';
import { formatMove, parseMove } from './notation.js';
import { parseOptions, seatingOf } from './options.js';
import { applyEvent, playMove } from './play.js';
import { outcomeOf } from './score.js';
import { cloneState, fromSetup, newGame, toSetup } from './setup.js';
import type { SuperpionMove, SuperpionOptions, SuperpionState, SuperpionView } from './types.js';

/** The seat to move, or null at the end. */
export function seatToMove(s: SuperpionState): Seat | null {
  return s.over ? null : (s.seating.seatOf[s.toMove] as number);
}

/** Legal moves, ascending (packed numbers; the CLI sorts their notation). */
export function legalMoves(s: SuperpionState): SuperpionMove[] {
  if (s.over) return [];
  const n = generate(s);
  return Array.from(generated().subarray(0, n)).sort((a, b) => a - b);
}

/** Each seat's team (SP-8) as the distinct sides, each its seats in order. */
function distinctSides(teamSeats: readonly (readonly number[])[]): number[][] {
  const sides = new Map<string, number[]>();
  for (const side of teamSeats) sides.set(side.join(','), [...side]);
  return [...sides.values()];
}

export const superpion: Game<SuperpionState, SuperpionMove, SuperpionView, SuperpionOptions> = {
  id: 'superpion',
  players: { min: 2, max: 4 },
  hiddenInformation: false,
  parseOptions,
  options: (s) => s.options,
  setup: (options, rng) => newGame(options, rng),
  fromSetup: (json) => fromSetup(json),
  toSetup,
  toMove: seatToMove,
  legalMoves,
  isLegal(s, move) {
    if (s.over || typeof move !== 'number' || !Number.isSafeInteger(move) || move < 0) return false;
    const n = generate(s);
    const buf = generated();
    for (let i = 0; i < n; i++) if (buf[i] === move) return true;
    return false;
  },
  randomMove(s: SuperpionState, rng: Rng) {
    const n = generate(s);
    return generated()[rng.below(n)] as number;
  },
  play: playMove,
  event: applyEvent,
  clone: cloneState,
  outcome: outcomeOf,
  // SP-8: the `teams` mode's team-mates share their rank (and go down together when one is absent: README).
  teams: (o) => distinctSides(seatingOf(o).teamSeats),
  // Perfect information (SP "Information"): every seat and spectators see the whole state, never the PRNG.
  view: (s) => toSetup(s),
  publicMove: (s, move) => formatMove(s, move),
  // Takebacks never reveal: perfect information and no chance after the setup (SP "Information"), so no move shows
  // anything a seat could not see before.
  reveals: () => false,
  determinize(view, _seat, rng) {
    return unwrap(fromSetup(view, Rng.seeded(rng.u32())));
  },
  parseMove(s, text) {
    return typeof text === 'string' ? parseMove(s, text) : fail('notation', 'expected a move text');
  },
  formatMove,
  bot,
};
