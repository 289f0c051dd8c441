import type { BaseOptions, BySeat, Game } from '@ludotheque/engine';
import { fail, type Result, type Rng, returnsOf } from '@ludotheque/engine';

/** A search budget. Iterations make a search reproducible; `maxMillis` only caps it on slow machines. */
export interface SearchOptions {
  /** How many iterations (descent + playout + backpropagation) to run; a positive integer. */
  readonly iterations: number;
  /** Stop early once this many milliseconds have passed (breaks reproducibility, so only as a cap). */
  readonly maxMillis?: number;
  /** The UCT exploration constant C in `mean + C·sqrt(ln N / n)`, returns in [0, 1]. Default 0.5 (README). */
  readonly exploration?: number;
  /** Every random choice of the search (expansion order, playouts, ties) comes from here. */
  readonly rng: Rng;
}

/** One root move as the search saw it: how often it was tried and its mean return for the seat to move. */
export interface MoveStat<M> {
  readonly move: M;
  readonly visits: number;
  readonly mean: number;
}

export interface SearchResult<M> {
  /** The most visited root move (ties broken by the search's rng). */
  readonly move: M;
  /** How many iterations went through `move`. */
  readonly visits: number;
  /** Every root move tried, in the order the search first tried them. */
  readonly stats: readonly MoveStat<M>[];
  /** Iterations actually run (fewer than asked when `maxMillis` cut the search short). */
  readonly iterations: number;
}

export const DEFAULT_EXPLORATION = 0.5;
/** A playout that runs this long is cut off whatever the game says, so a faulty game cannot hang a bot. */
const PLAYOUT_HARD_CAP = 100_000;
/** How many iterations run between two looks at the clock (reading it is not free). */
export const CLOCK_EVERY = 32;

/** Milliseconds from a monotonic clock when the platform has one (browser, Node), else the wall clock. */
export function now(): number {
  const perf = (globalThis as { performance?: { now(): number } }).performance;
  return perf ? perf.now() : Date.now();
}

/** Checks a budget before any work, so a bad one is a typed error rather than a silent no-op search. */
export function checkBudget(opts: SearchOptions): Result<void> {
  if (!Number.isInteger(opts.iterations) || opts.iterations < 1) {
    return fail('options', `search: iterations must be a positive integer, got ${opts.iterations}`);
  }
  if (opts.maxMillis !== undefined && !(opts.maxMillis > 0)) {
    return fail('options', `search: maxMillis must be positive, got ${opts.maxMillis}`);
  }
  if (opts.exploration !== undefined && !(opts.exploration >= 0 && Number.isFinite(opts.exploration))) {
    return fail('options', `search: exploration must be a finite number >= 0, got ${opts.exploration}`);
  }
  return { ok: true, value: undefined };
}

/**
 * The moves a search considers in `state`: the discrete legal moves, plus the game's candidates when the state also
 * has continuous moves (Cubiko's throws), which `legalMoves` cannot list. Candidates that are not legal are dropped.
 */
export function searchMoves<S, M, V, O extends BaseOptions>(game: Game<S, M, V, O>, state: S, rng: Rng): M[] {
  const moves = game.legalMoves(state);
  if (game.hasContinuousMoves?.(state)) {
    const candidates = game.bot?.candidateMoves?.(state, rng) ?? [game.randomMove(state, rng)];
    for (const m of candidates) if (game.isLegal(state, m)) moves.push(m);
    if (moves.length === 0) moves.push(game.randomMove(state, rng));
  }
  return moves;
}

/** Returns per seat for a state the search stops in: the outcome when over, else the game's evaluation. */
function returnsAt<S, M, V, O extends BaseOptions>(game: Game<S, M, V, O>, state: S): BySeat<number> {
  const outcome = game.toMove(state) === null ? game.outcome(state) : null;
  if (outcome !== null) return returnsOf(outcome);
  const evaluated = game.bot?.evaluate?.(state);
  if (evaluated !== undefined) return evaluated;
  // No outcome and no evaluation (a cut-off playout in a game without `evaluate`): nobody is favoured.
  return new Array<number>(game.options(state).players).fill(0.5);
}

/**
 * Plays `state` on (mutating it) with the game's playout policy, else uniform random moves, until the game ends or
 * `bot.playoutDepth` plies have been played (then `bot.evaluate` judges), and returns one value per seat.
 */
export function playout<S, M, V, O extends BaseOptions>(game: Game<S, M, V, O>, state: S, rng: Rng): BySeat<number> {
  const bot = game.bot;
  // A depth without an evaluation to read at the cut would throw the playout's information away: play to the end.
  const depth = bot?.evaluate !== undefined && bot.playoutDepth !== undefined ? bot.playoutDepth : PLAYOUT_HARD_CAP;
  for (let ply = 0; ply < depth && game.toMove(state) !== null; ply++) {
    const move = bot?.playoutPolicy !== undefined ? bot.playoutPolicy(state, rng) : game.randomMove(state, rng);
    game.play(state, move);
  }
  return returnsAt(game, state);
}

/** The index of the largest value of `counts`, ties broken uniformly by `rng` (so the choice stays seeded). */
export function argmaxTieBroken(counts: readonly number[], rng: Rng): number {
  let best = -1;
  let ties = 0;
  let chosen = 0;
  for (let i = 0; i < counts.length; i++) {
    const c = counts[i] as number;
    if (c > best) {
      best = c;
      ties = 1;
      chosen = i;
    } else if (c === best) {
      // Reservoir sampling over the tied entries: each of them ends up chosen with probability 1/ties.
      ties++;
      if (rng.below(ties) === 0) chosen = i;
    }
  }
  return chosen;
}

/** What the search loop needs of a tree node: visits and summed return for the seat that chose its move. */
export interface Backed {
  visits: number;
  reward: number;
  readonly seat: number;
}

/**
 * The loop both MCTS kinds share: per iteration a state (`sample`: a clone, or a fresh determinization), a walk down
 * the tree that pushes every visited node on `path`, a playout, and each node credited with the return of the seat
 * that chose it. Stops at the iteration budget or, checked every CLOCK_EVERY iterations, at `maxMillis`. Returns the
 * number of iterations done.
 */
export function searchLoop<S, M, V, O extends BaseOptions, N extends Backed>(
  game: Game<S, M, V, O>,
  opts: SearchOptions,
  root: N,
  sample: (iteration: number) => S,
  walk: (s: S, path: N[]) => void,
): number {
  const deadline = opts.maxMillis === undefined ? Number.POSITIVE_INFINITY : now() + opts.maxMillis;
  const path: N[] = [];
  let done = 0;
  while (done < opts.iterations) {
    if (done % CLOCK_EVERY === 0 && done > 0 && now() >= deadline) break;
    const s = sample(done);
    path.length = 0;
    path.push(root);
    walk(s, path);
    const returns = playout(game, s, opts.rng);
    for (const node of path) {
      node.visits++;
      node.reward += returns[node.seat] ?? 0;
    }
    done++;
  }
  return done;
}
