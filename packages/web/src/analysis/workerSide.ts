import type { AnyGame, GameRecord } from '@ludotheque/engine';
import type { FromWorker } from '../play/types.js';
import { runAnalysis } from './run.js';

/** Analyses asked of this worker and not finished, by the page's id; a cancel marks one. */
const cancelled = new Set<number>();
const running = new Set<number>();

/** The same seed for every local analysis: the same game is always judged the same. */
const SEED = 'review';

/**
 * Starts an analysis without holding the worker's message queue (it runs between other messages, yielding after
 * each move); its progress and its answer are posted with its id.
 */
export function startAnalysis(
  id: number,
  iterations: number | undefined,
  finished: { game: AnyGame; record: GameRecord } | null,
  post: (m: FromWorker) => void,
): void {
  if (finished === null) {
    post({ type: 'analysis', id, answer: { ok: false, kind: 'notOver', message: 'the game is not over' } });
    return;
  }
  running.add(id);
  void runAnalysis(finished.game, finished.record, SEED, iterations, {
    progress: (done, total) => post({ type: 'analysisProgress', id, done, total }),
    cancelled: () => cancelled.has(id),
  }).then((answer) => {
    running.delete(id);
    cancelled.delete(id);
    post({ type: 'analysis', id, answer });
  });
}

export function cancelAnalysis(id: number): void {
  if (running.has(id)) cancelled.add(id);
}
