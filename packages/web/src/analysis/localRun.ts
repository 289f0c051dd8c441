import type { FromWorker, ToWorker } from '../play/types.js';
import type { AnalysisAnswer, AnalysisProgress, AnalysisRun } from './types.js';

/**
 * The page's side of local analyses: asks the worker, routes its progress and answer messages back by id. `handle`
 * is given every worker message and says whether it was one of these.
 */
export function workerAnalyses(send: (m: ToWorker) => void) {
  const waiting = new Map<number, { progress: AnalysisProgress; done: (a: AnalysisAnswer) => void }>();
  let asked = 0;
  return {
    handle(msg: FromWorker): boolean {
      if (msg.type === 'analysisProgress') waiting.get(msg.id)?.progress(msg.done, msg.total);
      else if (msg.type === 'analysis') {
        waiting.get(msg.id)?.done(msg.answer);
        waiting.delete(msg.id);
      } else return false;
      return true;
    },
    analyse(progress: AnalysisProgress, iterations?: number): AnalysisRun {
      const id = ++asked;
      const answer = new Promise<AnalysisAnswer>((done) => waiting.set(id, { progress, done }));
      send({ type: 'analyse', id, ...(iterations === undefined ? {} : { iterations }) });
      return { answer, cancel: () => send({ type: 'cancelAnalysis', id }) };
    },
  };
}
