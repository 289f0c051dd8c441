import { Worker } from 'node:worker_threads';

/**
 * Starts `<name>.js` beside this module as a worker thread; from sources (vitest), `<name>.ts` through tsx's loader
 * (Node 20 ignores `--import` in a worker's execArgv, so a small JS bootstrap registers it).
 */
export function startWorker(name: string, data: Record<string, unknown> = {}): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL(`./${name}.js`, import.meta.url), { workerData: data });
  const entry = new URL(`./${name}.ts`, import.meta.url).href;
  return new Worker(new URL('../tsx-worker.mjs', import.meta.url), { workerData: { ...data, entry } });
}
