import { forcedWin, lineLength, losingFirstMoves, soleWinner } from '@ludotheque/ai';
import type { AnyGame, Seat } from '@ludotheque/engine';
import { type Candidate, type Miner, wrongAndBranching } from './miner.js';
import { rate } from './types.js';

/**
 * Symbolix, Strategy variant (SX-24: no hidden information, no chance): a turn whose jump chain (SX-10) wins at
 * once (SX-16), with at least two jumps, in a position where no single move wins at once (too easy). Open game:
 * one state.
 */
export const symbolixMiner: Miner = {
  options: { players: 2, level: 'normal', variant: 'strategy' },
  agents: 'random,random',
  fromPly: 6,
  find(game: AnyGame, state: unknown, seat: Seat): Candidate | null {
    // A move that wins at once (one capture) makes the puzzle too easy, whatever chain exists besides.
    for (const m of game.legalMoves(state)) {
      const after = game.clone(state);
      game.play(after, m);
      if (soleWinner(game, after, seat)) return null;
    }
    const solution = forcedWin(game, [state], seat, 1, 200_000);
    if (!solution || lineLength(solution) < 2) return null;
    const first = solution.move;
    if (!first.startsWith('jump')) return null;
    const wrong = losingFirstMoves(game, [state], seat, 1, 400_000);
    if (!wrong) return null;
    const { branching, accepted } = wrongAndBranching(game, state, wrong);
    const also = accepted.filter((m) => m !== first);
    const plies = lineLength(solution);
    const d = (plies - 2) * 1.2 + Math.log2(1 + wrong.length) * 0.6 - Math.log2(accepted.length);
    return {
      kind: 'win',
      turns: 1,
      solution: also.length ? { ...solution, also } : solution,
      difficulty: { ...rate(d), plies, branching, wrong: wrong.length },
      states: 1,
    };
  },
};
