import { forcedWin, losingFirstMoves, type SolutionNode, winsWith } from '@ludotheque/ai';
import type { AnyGame, Seat } from '@ludotheque/engine';
import { consistentStates, type linx } from '@ludotheque/linx';
import type { Candidate, Miner } from './miner.js';
import { rate } from './types.js';

type LinxState = Parameters<typeof linx.play>[0];

/** The fewest legal first moves (tempting wrong ones), and the hidden states that make "many" (LX-7). */
export const MIN_BRANCHING = 3;
export const MANY_STATES = 8;

/**
 * Linx (LX-15): a move after which the seat wins at its next turn whatever the opponent answers, in every state
 * consistent with the seat's view (`consistentStates`: every opponent hand, every pair of own draws), with no win
 * at once (win in 1 is too easy). One round to win, so the round's winner wins the game (`outcome`).
 *
 * Worth solving: exactly one winning first move; at least 3 legal ones; the opponent holds tiles in its pile and
 * has a real answer (not only `pass`); and the hidden tiles matter: either a move that would win if the player
 * saw everything fails in another consistent state (`differs`), or the answer holds over at least 8 of them
 * (`holds`). A position where one state only is consistent with the view is refused.
 */
export const linxMiner: Miner = {
  options: { players: 2, roundsToWin: 1 },
  agents: 'random,random',
  find(game: AnyGame, state: unknown, seat: Seat): Candidate | null {
    const s = state as LinxState;
    const setup = game.toSetup(s) as { piles: string[][]; hands: string[][] };
    if ((setup.piles[1 - seat] ?? []).length === 0) return null;
    const all = game.legalMoves(state).map((m) => game.formatMove(state, m));
    if (all.length < MIN_BRANCHING || all.includes('pass')) return null;
    const real = [state];
    if (forcedWin(game, real, seat, 1)) return null;
    // The real state first (cheap): a move that wins in every consistent state wins in this one.
    const wrongHere = losingFirstMoves(game, real, seat, 2, 300_000);
    if (!wrongHere) return null;
    const fullView = all.filter((m) => !wrongHere.includes(m));
    if (fullView.length === 0) return null;
    const states = consistentStates(s, seat) as unknown[];
    if (states.length < 2 || forcedWin(game, states, seat, 1)) return null;
    const wins: SolutionNode[] = [];
    for (const m of fullView) {
      const w = winsWith(game, states, seat, m, 2, 3_000_000);
      if (w) wins.push(w);
      if (wins.length > 1) return null;
    }
    const [solution] = wins;
    if (!solution) return null;
    const hidden = fullView.length > 1 ? 'differs' : states.length >= MANY_STATES ? 'holds' : null;
    if (!hidden) return null;
    if (!realAnswer(game, state, solution.move)) return null;
    // Covering (LX-12): a face-down tile on a beaten one, first or in the winning answer; else a face-up threat.
    const covers =
      solution.move.includes('>') || Object.values(solution.replies ?? {}).some((r) => r.move.includes('>'));
    const themes = [covers ? 'covering' : 'threat', hidden === 'differs' ? 'readingHand' : 'anyHand'];
    const wrong = all.length - 1;
    // Harder: many tempting wrong moves, some winning only if the hidden tiles were kind.
    const d = Math.log2(1 + wrong) + (fullView.length - 1) * 0.5 + (hidden === 'differs' ? 0.5 : 0);
    return {
      kind: 'win',
      turns: 2,
      solution,
      difficulty: { ...rate(d - 1), plies: 2, branching: all.length, wrong },
      states: states.length,
      themes,
      hidden,
    };
  },
};

/** After `move`, the opponent has a move other than `pass` (an answer it can choose). */
function realAnswer(game: AnyGame, state: unknown, move: string): boolean {
  const after = game.clone(state);
  const m = game.parseMove(after, move);
  if (!m.ok) return false;
  game.play(after, m.value);
  return game.legalMoves(after).some((r) => game.formatMove(after, r) !== 'pass');
}
