import type { AnyGame } from '@ludotheque/engine';
import type { Puzzle, SolutionNode } from './types.js';

/**
 * One try at a puzzle, judged by the engine: the position, the solution node the solver stands at, and how it is
 * going. A right move is played (with the opponent's answer from the solution tree); a wrong one changes nothing.
 */
export interface Attempt {
  readonly state: unknown;
  readonly node: SolutionNode | null;
  readonly status: 'solving' | 'solved' | 'shown';
  /** Wrong tries so far (the first one costs the rating and the streak). */
  readonly misses: number;
  /** The moves played so far, in notation (the solver's and the answers). */
  readonly line: readonly string[];
  /** The last move refused, for the page's message. */
  readonly wrong: string | null;
}

export function startAttempt(game: AnyGame, puzzle: Puzzle): Attempt | null {
  const s = game.fromSetup(puzzle.setup);
  if (!s.ok || game.toMove(s.value) !== puzzle.seat) return null;
  return { state: s.value, node: puzzle.solution, status: 'solving', misses: 0, line: [], wrong: null };
}

export const soleWinner = (game: AnyGame, s: unknown, seat: number): boolean => {
  const o = game.outcome(s);
  return !!o && o.ranks[seat] === 1 && o.ranks.every((r, i) => i === seat || r > 1);
};

/** `text` played on a copy of `state`, or null when it is not legal there. */
function played(game: AnyGame, state: unknown, text: string): unknown | null {
  const m = game.parseMove(state, text);
  if (!m.ok || !game.isLegal(state, m.value)) return null;
  const next = game.clone(state);
  game.play(next, m.value);
  return next;
}

/**
 * After the solver's right move: won, or the same seat again (`next`), or the opponent answers with its first
 * legal move that the tree answers (any would do: the tree answers them all).
 */
function advance(game: AnyGame, a: Attempt, seat: number, state: unknown, node: SolutionNode, text: string): Attempt {
  const line = [...a.line, text];
  if (soleWinner(game, state, seat) || game.toMove(state) === null)
    return { ...a, state, line, node: null, status: 'solved', wrong: null };
  if (node.next && game.toMove(state) === seat) return { ...a, state, line, node: node.next, wrong: null };
  if (node.replies) {
    for (const m of game.legalMoves(state)) {
      const told = game.publicMove(state, m, seat);
      const answer = node.replies[told];
      if (!answer) continue;
      const next = game.clone(state);
      game.play(next, m);
      return { ...a, state: next, line: [...line, game.formatMove(state, m)], node: answer, wrong: null };
    }
  }
  // The end of a capture line (Superpion): the combination is done.
  return { ...a, state, line, node: null, status: 'solved', wrong: null };
}

/** The solver plays `text`: right (the tree's move, another that also works, or any immediate win) or wrong. */
export function tryMove(game: AnyGame, puzzle: Puzzle, a: Attempt, text: string): Attempt {
  const node = a.node;
  if (a.status !== 'solving' || !node) return a;
  const next = played(game, a.state, text);
  if (next === null) return { ...a, wrong: text, misses: a.misses + 1 };
  if (text === node.move) return advance(game, a, puzzle.seat, next, node, text);
  if (node.also?.includes(text) || soleWinner(game, next, puzzle.seat) || winsThisTurn(game, next, puzzle.seat)) {
    return { ...a, state: next, line: [...a.line, text], node: null, status: 'solved', wrong: null };
  }
  return { ...a, wrong: text, misses: a.misses + 1 };
}

/** A Cubiko throw other than the shipped one may win too: some finish after it (place, move, pass) wins. */
function winsThisTurn(game: AnyGame, s: unknown, seat: number): boolean {
  if (game.id !== 'cubiko' || game.toMove(s) !== seat) return false;
  return game.legalMoves(s).some((m) => {
    const after = game.clone(s);
    game.play(after, m);
    return soleWinner(game, after, seat);
  });
}

/** Plays the rest of the solution for the solver to see. */
export function showSolution(game: AnyGame, puzzle: Puzzle, a: Attempt): Attempt {
  let at = a;
  for (let guard = 0; at.node && at.status === 'solving' && guard < 20; guard++)
    at = tryMove(game, puzzle, at, at.node.move);
  return { ...at, status: 'shown', misses: Math.max(1, at.misses) };
}
