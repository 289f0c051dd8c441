import { adviseMove } from '@ludotheque/ai';
import { type AnyGame, fail, type Result } from '@ludotheque/engine';
import type { Hint } from '../commands.js';

/**
 * A hint for `seat`: the bot's move and its estimated chance to win, searched from that seat's view only — the
 * state is only used to make that view, so what the seat cannot see (an opponent's hand, the piles) can never
 * change the advice. Seeded by the caller (the table's seed, the seat, the position), so asking twice in the same
 * position gives the same hint.
 */
export function hintFor(game: AnyGame, state: unknown, seat: number, seed: string): Result<Hint> {
  if (game.toMove(state) !== seat) return fail('notYourTurn', `seat ${seat} is not to move`);
  const view = game.view(state, seat);
  const advice = adviseMove(game, view, seat, seed);
  if (!advice.ok) return advice;
  // The notation of a move does not depend on hidden parts: formatting it against the state tells nothing more.
  return {
    ok: true,
    value: { seat, move: game.formatMove(state, advice.value.move), winChance: advice.value.winChance },
  };
}
