import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { type JobTiming, WorkerBots } from '../bot-pool.js';
import { DEFAULT_LIMITS, UNLIMITED } from '../limits/limits.js';
import { startServer } from '../server.js';
import { openSqliteStore } from '../sqlite.js';
import type { Figures, ScriptedFigures } from './bots-fair.js';
import { exitFlushed } from './exit.js';

const p = (xs: readonly number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : (s[Math.min(s.length - 1, Math.floor(q * s.length))] as number);
};
const pp = (xs: readonly number[]) => `${p(xs, 0.5).toFixed(0)}/${p(xs, 0.99).toFixed(0)}`;

/** Where the real player's bot jobs spent their time in one window (p50/p99 ms each). */
function profile(jobs: readonly JobTiming[]): string {
  return (
    `queue wait ${pp(jobs.map((j) => j.waitMs))}, on the thread ${pp(jobs.map((j) => j.runMs))} ` +
    `(search ${pp(jobs.map((j) => j.searchMs))}) over ${jobs.length} jobs`
  );
}

/**
 * `npm run load -- --bots-fair` (issue 23): a real player's bot reply (its move sent → the turn back) on an idle
 * server, then while `--players` scripted players (50) each keep `--games-each` games (10) against bots going flat
 * out (bots-fair.ts, a child process); `--seconds` (20) each, `--think` ms (2000) between the real player's moves,
 * bot `--level` (easy). The bot threads are the server's default; `--fifo` runs them in arrival order, as before
 * the fair queue, to compare. Prints the reply's p50/p99 and where it went: the fair queue's wait, the thread's time
 * (and the search's, timed in the thread), the main thread's event-loop delay; the rest of a reply is the main
 * thread's work (two commits, the fan-out) and the loopback.
 */
export async function runBotsFair(arg: (name: string, fallback: string) => string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'ludo-bots-fair-'));
  const store = await openSqliteStore(join(dir, 'bots.sqlite'));
  const fifo = process.argv.includes('--fifo');
  const threads = arg('threads', '');
  // The server's own pace of bot moves per player unless `--no-pace` (the fair queue alone, to compare).
  const paced = !process.argv.includes('--no-pace');
  const pool = new WorkerBots(
    threads === '' ? undefined : Number(threads),
    undefined,
    !fifo,
    paced ? DEFAULT_LIMITS.botMovesPerPlayer : null,
  );
  const seconds = Number(arg('seconds', '20'));
  const warmup = Number(arg('warmup', '5'));
  let window: 'idle' | 'loaded' | null = null;
  const jobs = { idle: [] as JobTiming[], loaded: [] as JobTiming[] };
  const owners = new Set<string>();
  pool.observe = (t) => {
    if (window !== null) jobs[window].push(t);
    if (window === 'loaded') owners.add(t.owner);
  };
  const lag = monitorEventLoopDelay({ resolution: 5 });
  // Many guests and games from this one address: only the bot queue is under test.
  const server = await startServer({ port: 0, store, bots: pool, limits: UNLIMITED });
  const entry = fileURLToPath(new URL('./bots-fair.js', import.meta.url));
  const players = arg('players', '50');
  const each = arg('games-each', '10');
  const start = (role: string) => {
    const args = [server.url, role, players, each, arg('think', '2000'), arg('level', 'easy')];
    return lines(fork(entry, args, { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] }));
  };
  const sleep = (s: number) => new Promise((r) => setTimeout(r, s * 1000));
  const real = start('real');
  const realOwner = `player:${((await real.next()) as { real: string }).real}`;
  await sleep(2);
  const load0 = loadavg()[0] ?? 0;
  window = 'idle';
  real.send({ record: true });
  await sleep(seconds);
  window = null;
  real.send({ record: false, report: true });
  const idle = ((await real.next()) as { figures: Figures }).figures;
  const scripted = start('scripted');
  await sleep(warmup);
  let maxQueued = 0;
  const sampler = setInterval(() => {
    maxQueued = Math.max(maxQueued, pool.queued());
  }, 100);
  window = 'loaded';
  lag.enable();
  const load1 = loadavg()[0] ?? 0;
  real.send({ record: true });
  scripted.send({ record: true });
  await sleep(seconds);
  window = null;
  lag.disable();
  clearInterval(sampler);
  real.send({ record: false, report: true });
  scripted.send({ record: false, report: true });
  const loaded = ((await real.next()) as { figures: Figures }).figures;
  const bulk = ((await scripted.next()) as { scripted: ScriptedFigures }).scripted;
  const load2 = loadavg()[0] ?? 0;
  real.kill();
  scripted.kill();
  const mine = (w: JobTiming[]) => w.filter((j) => j.owner === realOwner);
  const f = (x: Figures) => `p50 ${x.p50.toFixed(0)} ms, p99 ${x.p99.toFixed(0)} ms (${x.replies} replies)`;
  const ms = (ns: number) => (ns / 1e6).toFixed(0);
  console.log(
    `bot replies to a real player (${fifo ? 'FIFO' : 'fair'} queue, ${threads === '' ? 'default' : threads} bot ` +
      `threads, ${paced ? `paced ${JSON.stringify(DEFAULT_LIMITS.botMovesPerPlayer)}` : 'no pace'}): idle ${f(idle)}; with ${players} scripted players × ${each} games against bots: ${f(loaded)}, ` +
      `${(loaded.p50 / Math.max(1, idle.p50)).toFixed(1)}× the idle p50, ` +
      `${(loaded.p99 / Math.max(1, idle.p99)).toFixed(1)}× the idle p99; the scripted players got ` +
      `${bulk.scriptedMoves} bot moves in the window (${owners.size} owners), at most ${maxQueued} bot jobs waiting; ` +
      `${idle.errors + loaded.errors + bulk.errors} errors; load average (1 min) ${load0.toFixed(1)} idle, ` +
      `${load1.toFixed(1)} → ${load2.toFixed(1)} loaded\n` +
      `  the real player's bot jobs (p50/p99 ms): idle ${profile(mine(jobs.idle))}; loaded ${profile(mine(jobs.loaded))}\n` +
      `  every bot job under load: ${profile(jobs.loaded)}; main thread's event-loop delay under load p50/p99 ` +
      `${ms(lag.percentile(50))}/${ms(lag.percentile(99))} ms, max ${ms(lag.max)} ms`,
  );
  // The clients are gone; the server's close may wait for bot jobs still queued: bounded.
  await Promise.race([server.close(), new Promise((r) => setTimeout(r, 10_000).unref())]);
  rmSync(dir, { recursive: true, force: true });
  // A close cut short leaves handles open: the run is over (once the figures have left, `| tail` included).
  exitFlushed(0);
}

/** A child's JSON lines, one at a time (`next`), and its IPC channel. */
function lines(child: ChildProcess): {
  next(): Promise<unknown>;
  send(m: unknown): void;
  kill(): void;
} {
  const queue: unknown[] = [];
  const waiting: ((v: unknown) => void)[] = [];
  let out = '';
  child.stdout?.on('data', (d: Buffer) => {
    out += d.toString();
    for (let nl = out.indexOf('\n'); nl >= 0; nl = out.indexOf('\n')) {
      const line = JSON.parse(out.slice(0, nl)) as unknown;
      out = out.slice(nl + 1);
      const w = waiting.shift();
      if (w === undefined) queue.push(line);
      else w(line);
    }
  });
  child.once('exit', (code) => {
    if (code !== null && code !== 0) console.error(`bots-fair client exited (${code})`);
  });
  return {
    // A client that stops answering (a crash, a machine so loaded it stalls) ends the run rather than hanging it.
    next: () =>
      queue.length > 0
        ? Promise.resolve(queue.shift())
        : new Promise((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error('a bots-fair client did not answer in 60 s')), 60_000);
            waiting.push((v) => {
              clearTimeout(timer);
              resolve(v);
            });
          }),
    send: (m) => child.send(m as never),
    kill: () => child.kill(),
  };
}
