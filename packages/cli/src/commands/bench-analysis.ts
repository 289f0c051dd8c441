import { analyseRecord, createAgent } from '@ludotheque/ai';
import { type AnyGame, type GameRecord, playGame, unwrap } from '@ludotheque/engine';
import { formatTable } from '../table.js';
import { analysisNote } from './analysis-notes.js';

/** One game's analysis time at the default budget (issue 18: a 2-player Linx game of 40 moves in under 10 s). */
export interface AnalysisTiming {
  readonly game: string;
  readonly moves: number;
  readonly iterations: number;
  readonly seconds: number;
}

/** The yardstick: games shorter than this are replaced by the next seed's, within a few tries. */
const MIN_MOVES = 40;
const TRIES = 4;
/** No more tries once playing the games took this long (Cubiko's bots simulate every throw they think of). */
const TRY_MILLIS = 10_000;

/**
 * A seeded 2-player game between `mcts:easy` bots (a plausible game, not a random walk) of at least MIN_MOVES
 * moves when a few seeds give one, then its analysis at the default budget, timed. Cubiko's bots throw with their
 * level's aim error, as people do.
 */
export async function timeAnalysis(game: AnyGame): Promise<AnalysisTiming> {
  const record = sampleGame(game);
  const note = await analysisNote(game.id);
  const t0 = performance.now();
  const analysis = unwrap(analyseRecord(game, record, { seed: 'bench', ...(note ? { note } : {}) }));
  const seconds = (performance.now() - t0) / 1000;
  return { game: game.id, moves: analysis.moves.length, iterations: analysis.iterations, seconds };
}

function sampleGame(game: AnyGame): GameRecord {
  const options = unwrap(game.parseOptions({ players: 2 }));
  const t0 = performance.now();
  let longest: GameRecord | null = null;
  for (let i = 0; i < TRIES && performance.now() - t0 < TRY_MILLIS; i++) {
    const agents = [0, 1].map((seat) => unwrap(createAgent(game, 'mcts:easy', `bench/analysis/${i}/${seat}`)));
    const { record } = unwrap(playGame(game, options, `bench/analysis/${i}`, agents));
    if (longest === null || record.moves.length > longest.moves.length) longest = record;
    if (record.moves.length >= MIN_MOVES) break;
  }
  return longest as GameRecord;
}

export function analysisTable(lines: readonly AnalysisTiming[]): string {
  const header = ['game', 'moves', 'iterations/search', 'analysis s', 'ms/move', 's per 40 moves'];
  const rows = lines.map((l) => {
    const perMove = (l.seconds * 1000) / Math.max(l.moves, 1);
    return [
      l.game,
      String(l.moves),
      String(l.iterations),
      l.seconds.toFixed(2),
      perMove.toFixed(1),
      ((perMove * 40) / 1000).toFixed(2),
    ];
  });
  return formatTable(header, rows, [false, true, true, true, true, true]);
}
