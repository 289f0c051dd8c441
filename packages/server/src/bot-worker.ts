import { parentPort } from 'node:worker_threads';
import { chooseBotMove } from './bot-move.js';
import type { WorkerReply, WorkerRequest } from './bot-pool.js';
import { GAMES } from './registry.js';

// One bot thread: answers jobs one at a time, so a long search here never holds up the server's event loop.
parentPort?.on('message', (req: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    const game = GAMES[req.job.gameType];
    if (game === undefined) throw new Error(`no game ${req.job.gameType}`);
    reply = { id: req.id, ok: true, move: chooseBotMove(game, req.job) };
  } catch (e) {
    reply = { id: req.id, ok: false, message: e instanceof Error ? e.message : String(e) };
  }
  parentPort?.postMessage(reply);
});
