import type { BaseOptions, Game, Result, Seat } from '@ludotheque/engine';
import { fail, ok, type Rng } from '@ludotheque/engine';
import { checkBudget, DEFAULT_EXPLORATION, type SearchOptions, type SearchResult, searchLoop } from './common.js';
import { noMoveError, summarise } from './mcts.js';

/** How a move is recognised across determinizations: itself when a number, else its notation. */
type MoveKey = number | string;

/**
 * A node of the information-set tree: it stands for every determinization reaching it by the same moves. `reward`
 * sums the returns of `seat` (who chose `move`, max^n as in plain MCTS); `avail` counts the selections at the parent
 * in which `move` was legal, which replaces the parent's visit count in UCB (Cowling, Powley & Whitehouse 2012).
 */
class InfoNode<M> {
  visits = 0;
  reward = 0;
  avail = 1;
  readonly children: InfoNode<M>[] = [];
  readonly byKey = new Map<MoveKey, InfoNode<M>>();
  /**
   * Continuous-move candidates drawn the first time the node is reached and kept, so later determinizations
   * revisit the same throws instead of widening the node forever.
   */
  candidates: M[] | null = null;
  constructor(
    readonly move: M,
    readonly seat: Seat,
  ) {}
}

const keyOf = <S, M, V, O extends BaseOptions>(game: Game<S, M, V, O>, state: S, move: M): MoveKey =>
  typeof move === 'number' ? move : game.formatMove(state, move);

/**
 * Single-observer information-set MCTS (SO-ISMCTS): each iteration samples a full state with
 * `game.determinize(view, seat, rng)`, the only way this search ever learns anything beyond `view`, then descends
 * the one shared tree using only the moves legal in that determinization, expands, plays out and backs up one
 * return per seat. With `only`, the root considers that move alone (the analysis's judgement of a played move).
 */
export function ismctsSearch<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  view: V,
  seat: Seat,
  opts: SearchOptions,
  only?: M,
): Result<SearchResult<M>> {
  const budget = checkBudget(opts);
  if (!budget.ok) return budget;
  const { rng } = opts;
  const first = game.determinize(view, seat, rng);
  const toMove = game.toMove(first);
  if (toMove === null) return fail('gameOver', `${game.id}: no move to search, the game is over`);
  if (toMove !== seat) return fail('notYourTurn', `${game.id}: seat ${seat} is not to move (seat ${toMove} is)`);
  const root = new InfoNode<M | null>(null, seat) as InfoNode<M>;
  // `only` (the analysis's played move) restricts the root to that move, so every iteration judges it.
  if (only !== undefined) root.candidates = [only];
  const none = noMoveError(game.id, nodeMoves(game, first, root, rng, only !== undefined));
  if (none !== undefined) return none;
  const c = opts.exploration ?? DEFAULT_EXPLORATION;
  // The first iteration reuses the determinization that checked the root's moves.
  const done = searchLoop(
    game,
    opts,
    root,
    (i) => (i === 0 ? first : game.determinize(view, seat, rng)),
    (s, path) => descend(game, s, root, path, c, rng, only !== undefined),
  );
  return ok(summarise(root, done, opts));
}

/**
 * The moves considered at `node` in determinization `s`: legal moves, plus the node's kept continuous candidates;
 * with `fixed`, only the node's candidates that are legal in `s`.
 */
function nodeMoves<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  s: S,
  node: InfoNode<M>,
  rng: Rng,
  fixed = false,
): M[] {
  if (fixed) return (node.candidates ?? []).filter((m) => game.isLegal(s, m));
  const moves = game.legalMoves(s);
  if (!game.hasContinuousMoves?.(s)) return moves;
  if (node.candidates === null) {
    node.candidates = game.bot?.candidateMoves?.(s, rng) ?? [game.randomMove(s, rng)];
  }
  for (const m of node.candidates) if (game.isLegal(s, m)) moves.push(m);
  if (moves.length === 0) moves.push(game.randomMove(s, rng));
  return moves;
}

/** Selection (UCB with availability counts) and expansion of one move, walking determinization `s` down the tree. */
function descend<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  s: S,
  root: InfoNode<M>,
  path: InfoNode<M>[],
  c: number,
  rng: Rng,
  fixedRoot: boolean,
): void {
  const available: InfoNode<M>[] = [];
  const availableMoves: M[] = [];
  const untried: M[] = [];
  let node = root;
  for (;;) {
    const seat = game.toMove(s);
    if (seat === null) return;
    available.length = 0;
    availableMoves.length = 0;
    untried.length = 0;
    for (const move of nodeMoves(game, s, node, rng, fixedRoot && node === root)) {
      const child = node.byKey.get(keyOf(game, s, move));
      if (child === undefined) untried.push(move);
      else {
        available.push(child);
        availableMoves.push(move);
      }
    }
    if (untried.length > 0) {
      const move = untried[rng.below(untried.length)] as M;
      const child = new InfoNode(move, seat);
      node.byKey.set(keyOf(game, s, move), child);
      node.children.push(child);
      game.play(s, move);
      path.push(child);
      return;
    }
    if (available.length === 0) return; // no move at all: `playout` reads the outcome or evaluation here
    const i = selectUcb(available, c);
    const best = available[i] as InfoNode<M>;
    for (const child of available) child.avail++;
    // Play this determinization's own move value: the node's stored one may come from another determinization.
    game.play(s, availableMoves[i] as M);
    path.push(best);
    node = best;
  }
}

/** The index of the available child with the best UCB value, counting availability instead of parent visits. */
function selectUcb<M>(available: readonly InfoNode<M>[], c: number): number {
  let best = 0;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < available.length; i++) {
    const child = available[i] as InfoNode<M>;
    const value = child.reward / child.visits + c * Math.sqrt(Math.log(child.avail) / child.visits);
    if (value > bestValue) {
      bestValue = value;
      best = i;
    }
  }
  return best;
}
