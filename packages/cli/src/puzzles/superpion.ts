import { bestRun } from '@ludotheque/ai';
import type { AnyGame, Seat } from '@ludotheque/engine';
import { capturedBy, type superpion } from '@ludotheque/superpion';
import type { Candidate, Miner } from './miner.js';
import { rate } from './types.js';

type SuperpionState = Parameters<typeof superpion.play>[0];

/** The fewest pieces a combination must take, and the fewest first moves to choose among. */
const MIN_TARGET = 3;
const MIN_BRANCHING = 3;

/**
 * Superpion (SP-9, SP-10, SP-12, SP-14), two players (`two`): a capture combination is a first action of a colour
 * turn after which its two actions take the most pieces, at least 3, while every other first action takes fewer
 * (the first action often frees or brings the piece whose capture follows). No opponent moves inside a colour
 * turn, so the best line is forced; compulsory maximal captures (SP-10) are the engine's.
 */
export const superpionMiner: Miner = {
  options: { mode: 'two' },
  agents: 'random,random',
  fromPly: 4,
  find(game: AnyGame, state: unknown, seat: Seat): Candidate | null {
    const s = state as SuperpionState;
    const before = capturedBy(s, seat);
    const moves = game.legalMoves(state);
    if (moves.length < MIN_BRANCHING) return null;
    const colour = s.toMove;
    const score = (x: unknown) => capturedBy(x as SuperpionState, seat) - before;
    const sameTurn = (x: unknown) => (x as SuperpionState).toMove === colour && game.toMove(x) === seat;
    const run = bestRun(game, state, seat, score, 100_000, sameTurn);
    if (!run || run.best < MIN_TARGET) return null;
    const right = run.firstMoves.filter((f) => f.best === run.best);
    if (right.length !== 1) return null;
    const second = Math.max(...run.firstMoves.filter((f) => f.best < run.best).map((f) => f.best));
    const wrong = run.firstMoves.length - 1;
    let node: Candidate['solution'] | undefined;
    for (let i = run.line.length - 1; i >= 0; i--) {
      const also = run.also[i] ?? [];
      node = { move: run.line[i] as string, ...(also.length ? { also } : {}), ...(node ? { next: node } : {}) };
    }
    if (!node) return null;
    // Harder: more pieces beyond the next best first move, longer lines, more choices.
    const d = (run.best - second) * 0.8 + (run.line.length - 1) * 0.6 + Math.log2(moves.length) * 0.5;
    return {
      kind: 'captures',
      turns: 1,
      target: run.best,
      solution: node,
      difficulty: { ...rate(d - 1.5), plies: run.line.length, branching: moves.length, wrong },
      states: 1,
    };
  },
};
