import type { BaseOptions, Game } from '@ludotheque/engine';
import { playGame, returnsOf } from '@ludotheque/engine';
import { createAgent } from '../agent.js';
import { analyseRecord, type Mark, type MoveNote } from '../analysis.js';

/** How the movers of the moves given one mark (or none) fared in the end. */
export interface MarkOutcome {
  readonly mark: Mark | 'none';
  readonly moves: number;
  /** The movers' mean result (1 a win, ½ a draw) in the games those moves were played in. */
  readonly result: number;
}

/**
 * Checks that the marks mean what they say (issue 27): seeded 2-player games between two bot levels (seats
 * alternating, so that both make mistakes), each analysed at the default budget, and for each mark the mean result
 * of the player who made the marked move. A "blunder" should come with far fewer wins than an unmarked move.
 */
export function markOutcomes<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  options: O,
  opts: {
    games: number;
    seed: string;
    agents?: readonly [string, string];
    note?: MoveNote<S, M>;
    /** Called after each game with the table so far (a long run stopped early still has its figures). */
    onGame?: (rows: MarkOutcome[], games: number) => void;
  },
): MarkOutcome[] {
  const [a, b] = opts.agents ?? ['mcts:easy', 'mcts:medium'];
  const sums = new Map<Mark | 'none', { n: number; r: number }>(
    (['none', 'inaccuracy', 'mistake', 'blunder'] as const).map((m) => [m, { n: 0, r: 0 }]),
  );
  for (let g = 0; g < opts.games; g++) {
    const seed = `${opts.seed}/${g}`;
    const specs = g % 2 === 0 ? [a, b] : [b, a];
    const agents = specs.map((spec, seat) => {
      const made = createAgent(game, spec, `${seed}/${seat}`);
      if (!made.ok) throw new Error(made.error.message);
      return made.value;
    });
    const played = playGame(game, options, seed, agents);
    if (!played.ok) throw new Error(played.error.message);
    if (played.value.outcome === null) continue;
    const returns = returnsOf(played.value.outcome);
    const analysis = analyseRecord(game, played.value.record, {
      seed,
      ...(opts.note === undefined ? {} : { note: opts.note }),
    });
    if (!analysis.ok) throw new Error(analysis.error.message);
    for (const m of analysis.value.moves) {
      const s = sums.get(m.mark ?? 'none') as { n: number; r: number };
      s.n++;
      s.r += returns[m.seat] as number;
    }
    opts.onGame?.(table(sums), g + 1);
  }
  return table(sums);
}

const table = (sums: Map<Mark | 'none', { n: number; r: number }>): MarkOutcome[] =>
  [...sums].map(([mark, s]) => ({ mark, moves: s.n, result: s.n === 0 ? Number.NaN : s.r / s.n }));
