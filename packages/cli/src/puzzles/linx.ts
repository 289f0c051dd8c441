import { forcedWin, losingFirstMoves, type SolutionNode, winsWith } from '@ludotheque/ai';
import type { AnyGame, Seat } from '@ludotheque/engine';
import { consistentStates, type linx } from '@ludotheque/linx';
import type { Candidate, Miner } from './miner.js';
import { rate } from './types.js';

type LinxState = Parameters<typeof linx.play>[0];

/**
 * Linx (LX-15): a move after which the seat wins at its next turn whatever the opponent answers, in every state
 * consistent with the seat's view (`consistentStates`: every opponent hand, every pair of own draws), with no win
 * at once (win in 1 is too easy). One round to win, so the round's winner wins the game (`outcome`).
 */
export const linxMiner: Miner = {
  options: { players: 2, roundsToWin: 1 },
  agents: 'random,random',
  find(game: AnyGame, state: unknown, seat: Seat): Candidate | null {
    const real = [state];
    if (forcedWin(game, real, seat, 1)) return null;
    // The real state first (cheap): a move that wins in every consistent state wins in this one.
    const wrongHere = losingFirstMoves(game, real, seat, 2, 300_000);
    if (!wrongHere) return null;
    const all = game.legalMoves(state).map((m) => game.formatMove(state, m));
    const hopeful = all.filter((m) => !wrongHere.includes(m));
    if (hopeful.length === 0) return null;
    const states = consistentStates(state as LinxState, seat) as unknown[];
    if (states.length === 0 || forcedWin(game, states, seat, 1)) return null;
    const wins: SolutionNode[] = [];
    for (const m of hopeful) {
      const w = winsWith(game, states, seat, m, 2, 3_000_000);
      if (w) wins.push(w);
    }
    const [solution, ...others] = wins;
    if (!solution) return null;
    const wrong = all.length - wins.length;
    // Harder: many tempting wrong moves (some winning only if the hidden tiles were kind), a lone right one.
    const d =
      Math.log2(1 + wrong) +
      (wins.length === 1 ? 1.5 : 0) -
      0.5 * Math.log2(wins.length) +
      (hopeful.length - wins.length) * 0.3;
    const also = others.map((w) => w.move);
    return {
      kind: 'win',
      turns: 2,
      solution: also.length ? { ...solution, also } : solution,
      difficulty: { ...rate(d - 1), plies: 2, branching: all.length, wrong },
      states: states.length,
    };
  },
};
