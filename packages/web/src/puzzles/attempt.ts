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
  /** The moves played, as each seat's move is told to the solver (`publicMove`), for the board's move list. */
  readonly log: readonly { readonly seat: number; readonly text: string }[];
}

export function startAttempt(game: AnyGame, puzzle: Puzzle): Attempt | null {
  const s = game.fromSetup(puzzle.setup);
  if (!s.ok || game.toMove(s.value) !== puzzle.seat) return null;
  return autoForced(game, puzzle, {
    state: s.value,
    node: puzzle.solution,
    status: 'solving',
    misses: 0,
    line: [],
    wrong: null,
    log: [],
  });
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
  const log = [...a.log, told(game, a.state, text, seat)];
  if (soleWinner(game, state, seat) || game.toMove(state) === null)
    return { ...a, state, line, log, node: null, status: 'solved', wrong: null };
  if (node.next && game.toMove(state) === seat) return { ...a, state, line, log, node: node.next, wrong: null };
  if (node.replies) {
    for (const m of game.legalMoves(state)) {
      const heard = game.publicMove(state, m, seat);
      const answer = node.replies[heard];
      if (!answer) continue;
      const next = game.clone(state);
      game.play(next, m);
      const reply = game.formatMove(state, m);
      const replyLog = [...log, { seat: game.toMove(state) ?? 0, text: heard }];
      return { ...a, state: next, line: [...line, reply], log: replyLog, node: answer, wrong: null };
    }
  }
  // The end of a capture line (Superpion): the combination is done.
  return { ...a, state, line, log, node: null, status: 'solved', wrong: null };
}

/** A move as the solver is told it, for the move list. */
function told(game: AnyGame, state: unknown, text: string, seat: number): { seat: number; text: string } {
  const m = game.parseMove(state, text);
  return { seat: game.toMove(state) ?? seat, text: m.ok ? game.publicMove(state, m.value, seat) : text };
}

/**
 * A forced move is no choice: while the solver's only legal move is the tree's next one (Superpion's second action
 * when one piece alone can act, a two-player colour swap in Symbolix), the page plays it for them.
 */
function autoForced(game: AnyGame, puzzle: Puzzle, a: Attempt): Attempt {
  let at = a;
  for (let guard = 0; guard < 10 && at.status === 'solving' && at.node; guard++) {
    if (game.toMove(at.state) !== puzzle.seat) break;
    const legal = game.legalMoves(at.state);
    if (legal.length !== 1 || game.formatMove(at.state, legal[0]) !== at.node.move) break;
    const next = played(game, at.state, at.node.move);
    if (next === null) break;
    at = advance(game, at, puzzle.seat, next, at.node, at.node.move);
  }
  return at;
}

/** The solver plays `text`: right (the tree's move, another that also works, or any immediate win) or wrong. */
export function tryMove(game: AnyGame, puzzle: Puzzle, a: Attempt, text: string): Attempt {
  const node = a.node;
  if (a.status !== 'solving' || !node) return a;
  const next = played(game, a.state, text);
  if (next === null) return { ...a, wrong: text, misses: a.misses + 1 };
  if (text === node.move) return autoForced(game, puzzle, advance(game, a, puzzle.seat, next, node, text));
  if (node.also?.includes(text) || soleWinner(game, next, puzzle.seat) || winsThisTurn(game, next, puzzle.seat)) {
    const log = [...a.log, told(game, a.state, text, puzzle.seat)];
    return { ...a, state: next, line: [...a.line, text], log, node: null, status: 'solved', wrong: null };
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
