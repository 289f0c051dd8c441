import type { BaseOptions, Game, Result, Seat } from '@ludotheque/engine';
import { fail, ok } from '@ludotheque/engine';
import {
  argmaxTieBroken,
  checkBudget,
  DEFAULT_EXPLORATION,
  type SearchOptions,
  type SearchResult,
  searchLoop,
  searchMoves,
} from './common.js';

/**
 * A node of the UCT tree. `reward` sums the returns of `seat`, the seat that chose `move` at the parent (max^n: each
 * seat picks the child best for itself, so 3-4 player games need nothing more, and team-mates share ranks).
 */
class Node<M> {
  visits = 0;
  reward = 0;
  readonly children: Node<M>[] = [];
  /** Moves not yet expanded; null until the node is first reached (terminal nodes never list them). */
  untried: M[] | null = null;
  constructor(
    readonly move: M,
    readonly seat: Seat,
  ) {}
}

/**
 * UCT over a full state (Kocsis & Szepesvári; Browne et al. 2012's survey): select by UCB1, expand one move, play
 * out, back up one return per seat. The state is cloned once per iteration and the clone is played along the tree
 * and then through the playout, so no node stores a state. `state` itself is never modified. With `only`, the root
 * considers that move alone (the analysis's judgement of a played move).
 */
export function mctsSearch<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  state: S,
  opts: SearchOptions,
  only?: M,
): Result<SearchResult<M>> {
  const budget = checkBudget(opts);
  if (!budget.ok) return budget;
  const rootSeat = game.toMove(state);
  if (rootSeat === null) return fail('gameOver', `${game.id}: no move to search, the game is over`);
  const { rng } = opts;
  const c = opts.exploration ?? DEFAULT_EXPLORATION;
  // The root's `move` and `seat` are never read: only its children's are.
  const root = new Node<M | null>(null, rootSeat) as Node<M>;
  // `only` (the analysis's played move) restricts the root to that move, so every iteration judges it.
  root.untried = only === undefined ? searchMoves(game, state, rng) : game.isLegal(state, only) ? [only] : [];
  const none = noMoveError(game.id, root.untried);
  if (none !== undefined) return none;
  const done = searchLoop(
    game,
    opts,
    root,
    () => game.clone(state),
    (s, path) => descend(game, s, root, path, c, opts),
  );
  return ok(summarise(root, done, opts));
}

/** Selection and expansion: walks `s` down the tree from `root`, pushing every node visited onto `path`. */
function descend<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  s: S,
  root: Node<M>,
  path: Node<M>[],
  c: number,
  opts: SearchOptions,
): void {
  let node = root;
  for (;;) {
    const seat = game.toMove(s);
    if (seat === null) return;
    if (node.untried === null) node.untried = searchMoves(game, s, opts.rng);
    const untried = node.untried;
    if (untried.length > 0) {
      // Expand a uniformly chosen untried move (swap-remove keeps the array dense without shifting).
      const i = opts.rng.below(untried.length);
      const move = untried[i] as M;
      untried[i] = untried[untried.length - 1] as M;
      untried.pop();
      game.play(s, move);
      const child = new Node(move, seat);
      node.children.push(child);
      path.push(child);
      return;
    }
    const children = node.children;
    if (children.length === 0) return; // no move at all: `playout` reads the outcome or evaluation here
    const logN = Math.log(node.visits);
    let best = children[0] as Node<M>;
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const child of children) {
      const value = child.reward / child.visits + c * Math.sqrt(logN / child.visits);
      if (value > bestValue) {
        bestValue = value;
        best = child;
      }
    }
    game.play(s, best.move);
    path.push(best);
    node = best;
  }
}

/** The root's statistics and its most visited move. */
export function summarise<M>(
  root: { readonly children: readonly { move: M; visits: number; reward: number }[] },
  iterations: number,
  opts: SearchOptions,
): SearchResult<M> {
  const children = root.children;
  const chosen =
    children[
      argmaxTieBroken(
        children.map((ch) => ch.visits),
        opts.rng,
      )
    ];
  if (chosen === undefined) throw new Error('search: root without a move'); // callers make sure there is one
  return {
    move: chosen.move,
    visits: chosen.visits,
    stats: children.map((ch) => ({
      move: ch.move,
      visits: ch.visits,
      mean: ch.visits > 0 ? ch.reward / ch.visits : 0,
    })),
    iterations,
  };
}

/** No move at all while a seat is to move is the game's fault: reported as a typed error rather than thrown. */
export function noMoveError(gameId: string, moves: readonly unknown[]): Result<never> | undefined {
  return moves.length === 0 ? fail('illegal', `${gameId}: a seat is to move but has no legal move`) : undefined;
}
