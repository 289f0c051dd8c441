import type { Agent, AgentFactory, BaseOptions, BotLevel, Game, Result, Seat } from '@ludotheque/engine';
import { fail, ok, Rng } from '@ludotheque/engine';
import type { SearchOptions, SearchResult } from './common.js';
import { ismctsSearch } from './ismcts.js';
import { mctsSearch } from './mcts.js';
import { randomMove } from './random.js';

/**
 * Bot strengths, weakest first, as iteration budgets; `LEVEL_STYLE` adds how loosely the weak ones play. See the
 * README for how they were tuned (issue 27: each level beats the one below 65-80 % of the time).
 */
export const LEVELS = {
  beginner: 40,
  novice: 50,
  easy: 50,
  medium: 300,
  hard: 1000,
  expert: 3000,
} as const satisfies Record<BotLevel, number>;
export type Level = BotLevel;
export const LEVEL_NAMES = Object.keys(LEVELS) as Level[];

/**
 * How a level plays beyond its budget. `temperature`: the root move is drawn with probability proportional to
 * visits^(1/temperature) (0: the most visited, as a search answers); `blunder`: the probability of a uniform legal
 * move instead of the search's. A budget below a position's number of moves is no weaker search but a random one
 * (UCT tries each move once first: on Linx 15 iterations scored 50 % against `random`, 30 iterations 85 %), so the
 * weak levels keep a working budget and blunder instead (README, "Ladder"). A game's `bot.levelStyle` replaces
 * these for that game.
 */
export interface LevelStyle {
  readonly temperature: number;
  readonly blunder: number;
}
export const LEVEL_STYLE: Readonly<Record<Level, LevelStyle>> = {
  beginner: { temperature: 0, blunder: 0.65 },
  novice: { temperature: 0, blunder: 0.3 },
  easy: { temperature: 0, blunder: 0 },
  medium: { temperature: 0, blunder: 0 },
  hard: { temperature: 0, blunder: 0 },
  expert: { temperature: 0, blunder: 0 },
};

/** A level as `game` plays it: its budget and style, the game's own where it has them, else the generic ones. */
export function levelPlay<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  level: Level,
): { readonly iterations: number } & LevelStyle {
  const own = game.bot?.levelStyle?.[level];
  return {
    iterations: game.bot?.levels?.[level] ?? LEVELS[level],
    temperature: own?.temperature ?? LEVEL_STYLE[level].temperature,
    blunder: own?.blunder ?? LEVEL_STYLE[level].blunder,
  };
}

/** The largest explicit budget a spec may ask for: beyond it a bot would stall a game for minutes. */
export const MAX_ITERATIONS = 1_000_000;

/** A parsed agent spec: `random`, or a search kind with its iteration budget. */
export type AgentSpec =
  | { readonly kind: 'random' }
  | { readonly kind: 'mcts' | 'ismcts'; readonly iterations: number; readonly level: Level | null };

/** Parses `random`, `mcts:<level>` (`beginner` … `expert`), `ismcts:<level>`, `mcts:500`, `ismcts:500`. */
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
  // A level names the game's own budget and style when it has them (bot knowledge), else the generic ones.
  const play = p.level === null ? { iterations: p.iterations, temperature: 0, blunder: 0 } : levelPlay(game, p.level);
  const opts: SearchOptions = { iterations: play.iterations, rng, maxMillis: limits.maxMillis };
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
      // The rng is drawn only by levels that blunder, so the other levels' seeded games stay as they were.
      if (play.blunder > 0 && game.toMove(probe) === seat && rng.float() < play.blunder) {
        return game.randomMove(probe, rng);
      }
      const found = search(view, seat, probe);
      // Asked to move for a seat that is not to move, or after the end: a caller's bug, not a player's input.
      if (!found.ok) throw new Error(`${spec}: ${found.error.message}`);
      const move = play.temperature > 0 ? softmaxPick(found.value, play.temperature, rng) : found.value.move;
      return p.level === null ? move : executed(game, probe, move, p.level, rng);
    },
  });
}

/**
 * A root move drawn with probability proportional to visits^(1/temperature): a weak level's hesitation between the
 * moves its search liked, rather than a uniform blunder. A lone move (no statistics) is the search's answer.
 */
export function softmaxPick<M>(found: SearchResult<M>, temperature: number, rng: Rng): M {
  const weights = found.stats.map((st) => st.visits ** (1 / temperature));
  const total = weights.reduce((a, b) => a + b, 0);
  if (!(total > 0) || !Number.isFinite(total)) return found.move;
  let x = rng.float() * total;
  for (let i = 0; i < weights.length; i++) {
    x -= weights[i] as number;
    if (x < 0) return (found.stats[i] as { move: M }).move;
  }
  return found.move;
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
