import { parentPort } from 'node:worker_threads';
import { createAnalyser, type MoveNote } from '@ludotheque/ai';
import { throwNote } from '@ludotheque/cubiko';
import { GAMES } from '../registry.js';
import type { AnalysisReply, AnalysisRequest } from './service.js';

// Each thread loads the games' one-time assets (Cubiko's physics) before its first job.
const ready: Promise<unknown> = Promise.all(Object.values(GAMES).map((g) => g.load?.())).catch(() => undefined);

/** A game's own remarks (Cubiko: the aimed cell's landing chance per throw). */
const NOTES: Readonly<Record<string, MoveNote<unknown, unknown>>> = {
  cubiko: throwNote as unknown as MoveNote<unknown, unknown>,
};

const post = (reply: AnalysisReply) => parentPort?.postMessage(reply);

// One analysis thread: a job at a time, a progress message after each move (the service's budget may end it).
parentPort?.on('message', async (req: AnalysisRequest) => {
  await ready;
  try {
    const game = GAMES[req.record.game];
    if (game === undefined) throw new Error(`no game ${req.record.game}`);
    const note = NOTES[game.id];
    const made = createAnalyser(game, req.record, {
      seed: req.seed,
      ...(req.iterations === undefined ? {} : { iterations: req.iterations }),
      ...(note === undefined ? {} : { note }),
    });
    if (!made.ok) return post({ id: req.id, type: 'failed', message: made.error.message });
    const analyser = made.value;
    for (let done = 0; ; done++) {
      post({ id: req.id, type: 'progress', done, total: analyser.total });
      const more = analyser.step();
      if (!more.ok) return post({ id: req.id, type: 'failed', message: more.error.message });
      if (!more.value) return post({ id: req.id, type: 'done', analysis: analyser.result() });
    }
  } catch (e) {
    post({ id: req.id, type: 'failed', message: e instanceof Error ? e.message : String(e) });
  }
});
