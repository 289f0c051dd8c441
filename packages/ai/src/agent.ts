import type { Agent, AgentFactory, BaseOptions, Game, Result, Seat } from '@ludotheque/engine';
import { fail, ok, Rng } from '@ludotheque/engine';
import type { SearchOptions, SearchResult } from './common.js';
import { ismctsSearch } from './ismcts.js';
import { mctsSearch } from './mcts.js';
import { randomMove } from './random.js';

/** Bot strengths as iteration budgets; see the README for how they were tuned. */
export const LEVELS = { easy: 50, medium: 300, hard: 1000 } as const;
export type Level = keyof typeof LEVELS;
export const LEVEL_NAMES = Object.keys(LEVELS) as Level[];

/** The largest explicit budget a spec may ask for: beyond it a bot would stall a game for minutes. */
export const MAX_ITERATIONS = 1_000_000;

/** A parsed agent spec: `random`, or a search kind with its iteration budget. */
export type AgentSpec =
  | { readonly kind: 'random' }
  | { readonly kind: 'mcts' | 'ismcts'; readonly iterations: number; readonly level: Level | null };

/** Parses `random`, `mcts:easy|medium|hard`, `ismcts:easy|medium|hard`, `mcts:500`, `ismcts:500`. */
export function parseAgentSpec(spec: string): Result<AgentSpec> {
  if (spec === 'random') return ok({ kind: 'random' });
  const m = /^(mcts|ismcts):(.+)$/.exec(spec);
  const kind = m?.[1];
  const budget = m?.[2];
  if (kind !== 'mcts' && kind !== 'ismcts') {
    return fail(
      'options',
      `agent spec "${spec}": expected random, mcts:<level|iterations> or ismcts:<level|iterations>`,
    );
  }
  if (budget !== undefined && (LEVEL_NAMES as string[]).includes(budget)) {
    const level = budget as Level;
    return ok({ kind, iterations: LEVELS[level], level });
  }
  if (budget === undefined || !/^[1-9][0-9]*$/.test(budget) || Number(budget) > MAX_ITERATIONS) {
    return fail(
      'options',
      `agent spec "${spec}": budget must be ${LEVEL_NAMES.join(', ')} or an iteration count 1..${MAX_ITERATIONS}`,
    );
  }
  return ok({ kind, iterations: Number(budget), level: null });
}

/**
 * A seeded bot for `game` from a spec. It is only ever given its seat's view:
 * - `random` plays a uniform legal move of a determinization of the view;
 * - `mcts:*` determinizes the view once and runs UCT on that state (exact for open games, where only the PRNG is
 *   unknown); for a game with `hiddenInformation` it means IS-MCTS at the same budget, since one determinization
 *   would let a bot act on a guess of hidden cards as if it were known;
 * - `ismcts:*` samples a determinization per iteration.
 * `maxMillis` optionally caps each search on slow machines (at the price of reproducibility).
 */
export function createAgent<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  spec: string,
  seed: string,
  limits: { readonly maxMillis?: number } = {},
): Result<Agent<V, M>> {
  const parsed = parseAgentSpec(spec);
  if (!parsed.ok) return parsed;
  if (limits.maxMillis !== undefined && !(limits.maxMillis > 0)) {
    return fail('options', `agent "${spec}": maxMillis must be positive, got ${limits.maxMillis}`);
  }
  const p = parsed.value;
  const rng = Rng.seeded(`${seed}/${spec}`);
  if (p.kind === 'random') {
    return ok({ name: spec, chooseMove: (view, seat) => randomMove(game, view, seat, rng) });
  }
  // A level names the game's own budget when it has one (bot knowledge), else the generic one.
  const iterations = p.level === null ? p.iterations : (game.bot?.levels?.[p.level] ?? p.iterations);
  const opts: SearchOptions = { iterations, rng, maxMillis: limits.maxMillis };
  const perSample = p.kind === 'ismcts' || game.hiddenInformation;
  const search = (view: V, seat: Seat, probe: S): Result<SearchResult<M>> => {
    // A lone legal move (Linx's `next`, a forced pass) needs no thought: answering at once saves a whole search.
    const lone = game.hasContinuousMoves?.(probe) ? [] : game.legalMoves(probe);
    if (lone.length === 1 && game.toMove(probe) === seat) {
      return ok({ move: lone[0] as M, visits: 0, stats: [], iterations: 0 });
    }
    return perSample ? ismctsSearch(game, view, seat, opts) : mctsSearch(game, probe, opts);
  };
  return ok({
    name: spec,
    chooseMove: (view, seat) => {
      const probe = game.determinize(view, seat, rng);
      const found = search(view, seat, probe);
      // Asked to move for a seat that is not to move, or after the end: a caller's bug, not a player's input.
      if (!found.ok) throw new Error(`${spec}: ${found.error.message}`);
      return p.level === null ? found.value.move : executed(game, probe, found.value.move, p.level, rng);
    },
  });
}

/**
 * The chosen move as a bot of `level` carries it out (`bot.execute`: Cubiko's aim error). The move is only public
 * once played, so the determinization stands in for the state; an answer that is not legal there is ignored, so a
 * faulty `execute` cannot make a bot play an illegal move.
 */
function executed<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  probe: S,
  move: M,
  level: Level,
  rng: Rng,
): M {
  const execute = game.bot?.execute;
  if (execute === undefined) return move;
  const done = execute(probe, move, level, rng);
  return game.isLegal(probe, done) ? done : move;
}

/** An `AgentFactory` for `runSeries`: each `create(seed)` is a fresh agent, so every game of a series is seeded. */
export function agentFactory<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  spec: string,
  limits: { readonly maxMillis?: number } = {},
): Result<AgentFactory<V, M>> {
  const probe = createAgent(game, spec, 'probe', limits); // checks the spec and the limits once, up front
  if (!probe.ok) return probe;
  return ok({
    name: spec,
    create: (seed: string) => {
      const made = createAgent(game, spec, seed, limits);
      if (!made.ok) throw new Error(made.error.message); // unreachable: spec and limits were checked above
      return made.value;
    },
  });
}
