import { parentPort } from 'node:worker_threads';
import { chooseBotMove } from './bot-move.js';
import type { WorkerReply, WorkerRequest } from './bot-pool.js';
import { GAMES } from './registry.js';

// Each thread loads the games' one-time assets (Cubiko's physics WASM) before its first job; a failed load shows
// up as that game's jobs failing with the game's own message, not as a dead thread.
const ready: Promise<unknown> = Promise.all(Object.values(GAMES).map((g) => g.load?.())).catch(() => undefined);

// One bot thread: answers jobs one at a time, so a long search here never holds up the server's event loop.
parentPort?.on('message', async (req: WorkerRequest) => {
  await ready;
  let reply: WorkerReply;
  const t0 = performance.now();
  try {
    const game = GAMES[req.job.gameType];
    if (game === undefined) throw new Error(`no game ${req.job.gameType}`);
    const move = chooseBotMove(game, req.job);
    reply = { id: req.id, ok: true, move, searchMs: performance.now() - t0 };
  } catch (e) {
    reply = {
      id: req.id,
      ok: false,
      message: e instanceof Error ? e.message : String(e),
      searchMs: performance.now() - t0,
    };
  }
  parentPort?.postMessage(reply);
});
