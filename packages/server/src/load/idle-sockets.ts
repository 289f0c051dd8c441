import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { InlineBots } from '../bot-move.js';
import { UNLIMITED } from '../limits/limits.js';
import { GAMES } from '../registry.js';
import { startServer } from '../server.js';
import { openSqliteStore } from '../sqlite.js';
import { childEntry, loadText } from './exit.js';
import { cpuSince, threadCpu } from './thread-cpu.js';

/**
 * `npm run load -- --idle-sockets 16000 --seconds 20` (issue 28, "what exists must cost nothing"): one server with
 * its default heartbeat, `N` WebSocket connections that say nothing but answer pings (idle-sockets-clients.ts, in
 * their own process), and no game. Prints the server's main-thread CPU over the window and its event loop's delay
 * (p99, max): with nothing changing, both should be near zero whatever N.
 */
export async function runIdleSockets(count: number, seconds: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'ludo-idle-sockets-'));
  const store = await openSqliteStore(join(dir, 'idle.sqlite'));
  const server = await startServer({ port: 0, store, bots: new InlineBots(GAMES), limits: UNLIMITED });
  const { entry, execArgv } = childEntry('idle-sockets-clients', import.meta.url);
  const child = fork(entry, [server.url, String(count)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`idle socket clients exited (${code})`)));
  });
  const delay = monitorEventLoopDelay({ resolution: 5 });
  const threads = threadCpu();
  const started = performance.now();
  delay.enable();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  delay.disable();
  const wall = (performance.now() - started) / 1000;
  const main = cpuSince(threads, threadCpu()).get(process.pid) ?? 0;
  child.kill();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
  console.log(
    `${count} idle sockets for ${wall.toFixed(0)} s: server main thread ${((100 * main) / wall).toFixed(1)}% of a core, ` +
      `event loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms; ` +
      loadText(),
  );
}
