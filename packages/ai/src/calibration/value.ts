import type { BaseOptions, Game, Seat } from '@ludotheque/engine';
import { Rng } from '@ludotheque/engine';

/** Determinizations the heuristic is averaged over: few, since only hidden cards differ between them. */
const DEALS = 4;

/**
 * The game's own evaluation of a position for `seat` (`bot.evaluate`, returns' scale), averaged over a few seeded
 * determinizations of the seat's view, so it never reads hidden state; null for a game without one. A second
 * feature of the value model (issue 27): on Symbolix and Cubiko the search's mean alone barely beats a constant,
 * while the progress the evaluation counts (SX-16's colours and symbols, Cubiko's points and cubes) does better.
 */
export function heuristicValue<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  view: V,
  seat: Seat,
  seed: string,
): number | null {
  const evaluate = game.bot?.evaluate;
  if (evaluate === undefined) return null;
  const deals = game.hiddenInformation ? DEALS : 1;
  let sum = 0;
  for (let k = 0; k < deals; k++) {
    const state = game.determinize(view, seat, Rng.seeded(`${seed}/value/${k}`));
    sum += evaluate(state)[seat] ?? 0.5;
  }
  return sum / deals;
}
