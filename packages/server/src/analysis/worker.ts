import { parentPort } from 'node:worker_threads';
import { type Analyser, createAnalyser, type MoveNote } from '@ludotheque/ai';
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

/** The analysers of the games this thread has started and not finished, and how many moves each has done. */
const held = new Map<number, { analyser: Analyser; done: number }>();

/**
 * One position per message (issue 28): the service queues each game's next position fairly with everybody else's,
 * so the thread goes from one game to another between moves. A request with the record (re)starts its analyser.
 */
parentPort?.on('message', async (req: AnalysisRequest) => {
  await ready;
  try {
    let game = held.get(req.id);
    if (req.record !== undefined) {
      const rules = GAMES[req.record.game];
      if (rules === undefined) throw new Error(`no game ${req.record.game}`);
      const note = NOTES[rules.id];
      const made = createAnalyser(rules, req.record, {
        seed: req.seed,
        ...(req.iterations === undefined ? {} : { iterations: req.iterations }),
        ...(note === undefined ? {} : { note }),
      });
      if (!made.ok) return post({ id: req.id, type: 'failed', message: made.error.message });
      game = { analyser: made.value, done: 0 };
      held.set(req.id, game);
    }
    if (game === undefined) throw new Error(`no analysis ${req.id} on this thread`);
    const more = game.analyser.step();
    if (!more.ok) {
      held.delete(req.id);
      return post({ id: req.id, type: 'failed', message: more.error.message });
    }
    if (!more.value) {
      held.delete(req.id);
      return post({ id: req.id, type: 'done', analysis: game.analyser.result() });
    }
    game.done++;
    post({ id: req.id, type: 'progress', done: game.done, total: game.analyser.total });
  } catch (e) {
    held.delete(req.id);
    post({ id: req.id, type: 'failed', message: e instanceof Error ? e.message : String(e) });
  }
});
