import type { AnyGame, Seat } from '@ludotheque/engine';
import { piecesTaken, type superpion } from '@ludotheque/superpion';
import type { Candidate, Miner } from './miner.js';
import { rate } from './types.js';

type SuperpionState = Parameters<typeof superpion.play>[0];

/** The fewest pieces (SP-10's count) a combination must take, and the fewest first actions to choose among. */
const MIN_TARGET = 3;
export const MIN_BRANCHING = 3;

interface Action {
  readonly text: string;
  readonly pieces: number;
  readonly promotes: boolean;
  readonly byPiece: string;
}

/** Whose piece stands on a cell in the setup, and whether it is a superpion (SP-13). */
function pieceAt(s: SuperpionState, game: AnyGame, cell: string): { super: boolean } | null {
  const pieces = (game.toSetup(s) as { pieces: Record<string, { super?: boolean; kind?: string }> }).pieces;
  const p = pieces[cell];
  return p ? { super: p.super === true || p.kind === 'superpion' } : null;
}

/**
 * Superpion (SP-9, SP-10, SP-12, SP-14), two players (`two`): a capture combination is a colour turn's first
 * action after which its two actions take the most pieces as SP-10 counts them (a superpion is one piece), at
 * least 3, while every other first action takes fewer. The choice must be real: at least 3 legal first actions; a
 * forced second action (its only legal option) is played for the solver, not asked. No opponent moves
 * inside a colour turn, so the best line is forced; compulsory maximal captures (SP-10) are the engine's.
 */
export const superpionMiner: Miner = {
  options: { mode: 'two' },
  agents: 'random,random',
  fromPly: 4,
  find(game: AnyGame, state: unknown, seat: Seat): Candidate | null {
    const s = state as SuperpionState;
    const colour = s.toMove;
    const firsts = game.legalMoves(s);
    if (firsts.length < MIN_BRANCHING) return null;
    const sameTurn = (x: SuperpionState) => x.toMove === colour && game.toMove(x) === seat;
    const scored = firsts.map((m) => {
      const after = game.clone(s) as SuperpionState;
      const first: Action = action(game, s, m as number);
      game.play(after, m);
      let best = 0;
      let seconds: Action[] = [];
      let legalSeconds = 0;
      if (sameTurn(after)) {
        const ms = game.legalMoves(after);
        legalSeconds = ms.length;
        const acts = ms.map((m2) => action(game, after, m2 as number));
        best = Math.max(0, ...acts.map((a) => a.pieces));
        seconds = acts.filter((a) => a.pieces === best);
      }
      return { first, total: first.pieces + best, seconds, legalSeconds };
    });
    const top = Math.max(...scored.map((x) => x.total));
    if (top < MIN_TARGET) return null;
    const right = scored.filter((x) => x.total === top);
    if (right.length !== 1) return null;
    const sol = right[0] as (typeof scored)[number];
    // A forced second action (one legal option) is no choice: the page plays it for the solver (`attempt.ts`),
    // and it counts neither as a step of the combination nor in its difficulty.
    const forced = sol.legalSeconds === 1;
    const secondBest = Math.max(...scored.filter((x) => x !== sol).map((x) => x.total));
    const [second, ...others] = sol.seconds;
    const hasSecond = second !== undefined && second.pieces > 0;
    const solution = {
      move: sol.first.text,
      ...(hasSecond && second
        ? { next: { move: second.text, ...(others.length ? { also: others.map((o) => o.text) } : {}) } }
        : {}),
    };
    const themes: string[] = [];
    if (hasSecond && !forced) themes.push('combination');
    if (sol.first.pieces >= 3 || (second?.pieces ?? 0) >= 3) themes.push('multiCapture');
    if (sol.first.byPiece === 'super' || second?.byPiece === 'super') themes.push('superpion');
    if (sol.first.promotes || second?.promotes) themes.push('promotion');
    if (sol.first.pieces === 0) themes.push('quietFirst');
    // Otherwise the lesson is SP-10's choice among equal first captures: the one that leaves the most to take.
    if (themes.length === 0) themes.push('bestCapture');
    const plies = hasSecond && !forced ? 2 : 1;
    // Harder: more pieces beyond the next best first action, two actions, more choices.
    const d = (top - secondBest) * 0.8 + (plies - 1) * 0.6 + Math.log2(firsts.length) * 0.5;
    return {
      kind: 'captures',
      turns: 1,
      target: top,
      solution,
      difficulty: { ...rate(d - 1.5), plies, branching: firsts.length, wrong: firsts.length - 1 },
      states: 1,
      themes,
    };
  },
};

function action(game: AnyGame, s: SuperpionState, m: number): Action {
  const text = game.formatMove(s, m);
  const from = /^[a-z]\d+/.exec(text)?.[0];
  const piece = from ? pieceAt(s, game, from) : null;
  return { text, pieces: piecesTaken(m), promotes: text.includes('='), byPiece: piece?.super ? 'super' : 'pawn' };
}
