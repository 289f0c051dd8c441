import type { BaseOptions, Game } from '@ludotheque/engine';
import { playGame, Rng, returnsOf } from '@ludotheque/engine';
import { createAgent } from '../agent.js';
import { rawChance } from '../analysis.js';
import type { Sample } from './fit.js';
import { heuristicValue } from './value.js';

export interface SampleOptions {
  /** Positions wanted; games are played until there are this many. */
  readonly positions: number;
  /** Seeds the games, the plies drawn and the searches: fit and held-out sets use different seeds. */
  readonly seed: string;
  /** Iterations of the search whose figure is calibrated (the analysis and hint budget). */
  readonly iterations: number;
  /** Positions drawn per game, at random plies (few, so that the positions are close to independent). */
  readonly perGame?: number;
  /** The players of the self-play games (default `mcts:medium`, as the issue measured). */
  readonly agent?: string;
  /** Called after each game with the positions so far (a progress bar). */
  readonly onGame?: (positions: readonly Position[]) => void;
}

/** A sampled position with where it came from, for a reader who wants to replay it. */
export interface Position extends Sample {
  readonly game: number;
  readonly ply: number;
  /** The game's evaluation from the mover's view (`heuristicValue`), the value model's second feature. */
  readonly heuristic?: number;
}

/**
 * Positions from seeded 2-player self-play games: for each game, `perGame` plies at random, the search's raw chance
 * for the mover there (the figure the analysis shows as "before", from the mover's view only), and the mover's
 * result in that very game, which the same bots played on to its end. A game cut off without an outcome is skipped.
 */
export function samplePositions<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  options: O,
  opts: SampleOptions,
): Position[] {
  const perGame = opts.perGame ?? 4;
  const spec = opts.agent ?? 'mcts:medium';
  const out: Position[] = [];
  for (let g = 0; out.length < opts.positions; g++) {
    const seed = `${opts.seed}/${g}`;
    const agents = Array.from({ length: options.players }, (_, seat) => {
      const a = createAgent(game, spec, `${seed}/${seat}`);
      if (!a.ok) throw new Error(a.error.message);
      return a.value;
    });
    const before: S[] = [game.setup(options, Rng.seeded(seed))].map((s) => game.clone(s));
    const played = playGame(game, options, seed, agents, { onMove: (m) => before.push(game.clone(m.state)) });
    if (!played.ok) throw new Error(played.error.message);
    const outcome = played.value.outcome;
    if (outcome === null) continue;
    const returns = returnsOf(outcome);
    const plies = before.length - 1;
    const rng = Rng.seeded(`${seed}/plies`);
    const chosen = new Set<number>();
    while (chosen.size < Math.min(perGame, plies)) chosen.add(rng.int(0, plies - 1));
    for (const ply of [...chosen].sort((a, b) => a - b)) {
      if (out.length >= opts.positions) break;
      const state = before[ply] as S;
      const seat = game.toMove(state);
      if (seat === null) continue;
      const raw = rawChance(game, state, `${seed}/${ply}`, opts.iterations);
      const heuristic = heuristicValue(game, game.view(state, seat), seat, `${seed}/${ply}`);
      out.push({ game: g, ply, raw, outcome: returns[seat] as number, ...(heuristic === null ? {} : { heuristic }) });
    }
    opts.onGame?.(out);
  }
  return out;
}
