/**
 * The worker's side of a local analysis: the analyser steps one move at a time and yields to the worker's event loop
 * between moves, so a progress message goes out after each and a `cancelAnalysis` can arrive and stop it.
 */
import { createAnalyser } from '@ludotheque/ai';
import type { AnyGame, GameRecord } from '@ludotheque/engine';
import { analysisNote } from './notes.js';
import type { AnalysisAnswer } from './types.js';

export interface RunHooks {
  readonly progress: (done: number, total: number) => void;
  readonly cancelled: () => boolean;
}

const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export async function runAnalysis(
  game: AnyGame,
  record: GameRecord,
  seed: string,
  iterations: number | undefined,
  hooks: RunHooks,
): Promise<AnalysisAnswer> {
  const note = await analysisNote(game.id);
  const made = createAnalyser(game, record, {
    seed,
    ...(iterations === undefined ? {} : { iterations }),
    ...(note ? { note } : {}),
  });
  if (!made.ok) return { ok: false, kind: made.error.kind, message: made.error.message };
  const analyser = made.value;
  hooks.progress(0, analyser.total);
  for (let done = 0; ; done++) {
    await tick();
    if (hooks.cancelled()) return { ok: false, kind: 'cancelled', message: 'analysis cancelled' };
    const more = analyser.step();
    if (!more.ok) return { ok: false, kind: more.error.kind, message: more.error.message };
    if (!more.value) return { ok: true, value: analyser.result() };
    hooks.progress(done + 1, analyser.total);
  }
}
