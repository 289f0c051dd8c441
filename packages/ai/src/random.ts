import type { BaseOptions, Game, Rng, Seat } from '@ludotheque/engine';

/**
 * The random bot's move: uniform over the legal moves of a determinization of `view` (for an open game that is the
 * position itself; for a hidden one the bot's own moves do not depend on the sampled secrets).
 */
export function randomMove<S, M, V, O extends BaseOptions>(game: Game<S, M, V, O>, view: V, seat: Seat, rng: Rng): M {
  return game.randomMove(game.determinize(view, seat, rng), rng);
}
