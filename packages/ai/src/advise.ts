import type { BaseOptions, Game, Result, Seat } from '@ludotheque/engine';
import { fail, ok, Rng } from '@ludotheque/engine';
import { calibratedChance } from './calibration/apply.js';
import { adviceBudget } from './calibration/budget.js';
import { heuristicValue } from './calibration/value.js';
import { ismctsSearch } from './ismcts.js';
import { mctsSearch } from './mcts.js';

/** A suggestion for a seat to move: the search's move and how well it expects that move to do. */
export interface Advice<M> {
  readonly move: M;
  /**
   * The chosen move's mean return for the seat, in [0, 1]: with 2 players the chance to win (a draw counts half);
   * with more, the share of opponents it expects to finish ahead of (`returnsOf`). Computed from this seat's view only,
   * then through the game's calibration map (`calibration/`) when one was fitted for this player count and budget.
   */
  readonly winChance: number;
  /** The search's own mean before calibration. */
  readonly rawChance: number;
  readonly iterations: number;
}

/**
 * A hint: what a bot would play for `seat` from that seat's `view` only, with a fixed budget (the game's `medium`
 * level, else the generic one, unless `iterations` is given) and a seeded search, so the same view and seed always
 * give the same advice. Unlike an agent it always searches, even with a lone legal move, so the chance to win is an
 * estimate rather than a blank. Games with hidden information use IS-MCTS (a new deal per iteration); open games a
 * single determinization (only the PRNG is unknown there).
 */
export function adviseMove<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  view: V,
  seat: Seat,
  seed: string,
  iterations: number = adviceBudget(game),
): Result<Advice<M>> {
  const rng = Rng.seeded(`${seed}/advice`);
  const opts = { iterations, rng };
  let found: ReturnType<typeof mctsSearch<S, M, V, O>>;
  if (game.hiddenInformation) found = ismctsSearch(game, view, seat, opts);
  else {
    const probe = game.determinize(view, seat, rng);
    const toMove = game.toMove(probe);
    if (toMove === null) return fail('gameOver', `${game.id}: no move to advise, the game is over`);
    if (toMove !== seat) return fail('notYourTurn', `${game.id}: seat ${seat} is not to move`);
    found = mctsSearch(game, probe, opts);
  }
  if (!found.ok) return found;
  const chosen = found.value.stats.find((s) => s.move === found.value.move);
  const raw = chosen?.mean ?? 0.5;
  const players = game.options(game.determinize(view, seat, Rng.seeded(`${seed}/players`))).players;
  const heuristic = heuristicValue(game, view, seat, seed);
  const winChance = calibratedChance(game.id, players, iterations, raw, heuristic);
  return ok({ move: found.value.move, winChance, rawChance: raw, iterations: found.value.iterations });
}
