import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import type { ClockSetting } from '@ludotheque/protocol';
import { InlineBots } from '../bot-move.js';
import { UNLIMITED } from '../limits/limits.js';
import { GAMES } from '../registry.js';
import { startServer } from '../server.js';
import { openSqliteStore } from '../sqlite.js';
import type { BalancerKind } from './balancers.js';
import type { LoadReport } from './clients.js';
import { directLoad } from './direct.js';
import { childEntry, exitFlushed, loadText } from './exit.js';
import { type Fault, runFailover } from './failover.js';
import type { Fault24 } from './faults.js';
import type { HumanReport } from './human.js';
import { startProfile } from './profile.js';
import { cpuSince, threadCpu } from './thread-cpu.js';

/**
 * `npm run load`: for each game count, starts a server (SQLite in a temp dir, WAL + synchronous=FULL), forks the
 * load clients into a separate process, and prints accepted moves/s, median and p99 ack latency, the server's heap
 * per live game, and the CPU per accepted move of the server (main thread, SQLite thread, others) and of the
 * clients. Arguments: `--games 50,200 --seconds 10 --warmup 3`; `--rate R` paces the clients to R moves/s over
 * all games (default: flat out, a closed loop); `--direct` adds runs of the authority and storage
 * alone, without sockets or clients; `--sqlite main|worker` forces where SQLite runs; `--profile DIR` writes CPU
 * profiles of the measured window. `--human` runs players who think instead (human.ts; `--games 1000,4000
 * --seconds 60 --ramp 20 --think 5000`): p50/p99 move latency, errors, the server's RSS and CPU.
 */
function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

const heap = (): number => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
};

async function run(games: number, seconds: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'ludo-load-'));
  const threadsBefore = new Set(threadCpu().keys());
  const store = await openSqliteStore(join(dir, 'load.sqlite'), { inThread });
  const sqliteThreads = [...threadCpu().keys()].filter((tid) => !threadsBefore.has(tid));
  // No limits: 400 connections, thousands of games and every move come from this one address.
  const server = await startServer({ port: 0, store, bots: new InlineBots(GAMES), limits: UNLIMITED });
  const before = heap();
  const { entry, execArgv } = childEntry('clients', import.meta.url);
  const child = fork(entry, [server.url, String(games), String(seconds), String(warmup), profileDir ?? '', rate], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    execArgv,
  });
  let perGame = 0;
  let cpu = process.cpuUsage();
  let threads = threadCpu();
  let stats = { ...store.stats };
  let wall = performance.now();
  let stopProfile = async (): Promise<void> => {};
  const report = await listen(child, {
    ready: () => {
      perGame = (heap() - before) / games;
    },
    measuring: () => {
      cpu = process.cpuUsage();
      threads = threadCpu();
      stats = { ...store.stats };
      wall = performance.now();
      void startProfile(profileDir, `server-${games}`).then((stop) => {
        stopProfile = stop;
      });
    },
  });
  // CPU of the server's main thread and its SQLite thread over the measured window: on a shared machine the
  // moves per CPU-second say more than moves per second.
  const used = process.cpuUsage(cpu);
  const byThread = cpuSince(threads, threadCpu());
  const cpuSeconds = (used.user + used.system) / 1e6;
  const wallSeconds = (performance.now() - wall) / 1000;
  await stopProfile();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
  const mainThread = byThread.get(process.pid) ?? 0;
  const sqliteThread = sqliteThreads.reduce((sum, tid) => sum + (byThread.get(tid) ?? 0), 0);
  const batches = Math.max(1, store.stats.batches - stats.batches);
  print(games, report, {
    perGame,
    moves: (store.stats.appends - stats.appends) / batches,
    commitMs: (store.stats.commitMs - stats.commitMs) / batches,
    cpuSeconds,
    wallSeconds,
    mainThread,
    sqliteThread,
  });
}

/** Reads the clients' lines: `ready` (every game open), `measuring` (the window starts), then their report. */
function listen(child: ChildProcess, on: { ready(): void; measuring(): void }): Promise<LoadReport> {
  return new Promise<LoadReport>((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (d: Buffer) => {
      buffer += d.toString();
      for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
        const line = JSON.parse(buffer.slice(0, nl)) as { ready?: boolean; measuring?: boolean } & LoadReport;
        buffer = buffer.slice(nl + 1);
        if (line.ready) on.ready();
        else if (line.measuring) on.measuring();
        else resolve(line);
      }
    });
    child.once('exit', (code) => reject(new Error(`load clients exited (${code})`)));
  });
}

interface ServerFigures {
  readonly perGame: number;
  /** Mean moves per group commit, and mean time of one. */
  readonly moves: number;
  readonly commitMs: number;
  /** The whole server process, and two of its threads (0 where /proc is not there). */
  readonly cpuSeconds: number;
  readonly wallSeconds: number;
  readonly mainThread: number;
  readonly sqliteThread: number;
}

function print(games: number, report: LoadReport, f: ServerFigures): void {
  const rate = report.accepted / report.seconds;
  const perMove = (cpuSeconds: number): string => `${((1e6 * cpuSeconds) / report.accepted).toFixed(0)} µs`;
  console.log(
    `${String(games).padStart(4)} games: ${rate.toFixed(0).padStart(6)} accepted moves/s, ` +
      `median ${report.latenciesMs.median.toFixed(1)} ms, p99 ${report.latenciesMs.p99.toFixed(1)} ms ` +
      `(max ${report.latenciesMs.max.toFixed(1)}), ${(f.perGame / 1024).toFixed(1)} KiB heap per live game, ` +
      `${report.finishedGames} games finished, ${report.rejected} rejected, new games playing after ` +
      `${report.startsMs.median.toFixed(0)} ms (p99 ${report.startsMs.p99.toFixed(0)}), ` +
      `${f.moves.toFixed(1)} moves per commit (${f.commitMs.toFixed(1)} ms each), ` +
      `server CPU ${((100 * f.cpuSeconds) / f.wallSeconds).toFixed(0)}% of a core, ` +
      `${(report.accepted / f.cpuSeconds).toFixed(0)} moves per server CPU-second; CPU per move: server ` +
      `${perMove(f.cpuSeconds)} (main thread ${perMove(f.mainThread)}, SQLite thread ${perMove(f.sqliteThread)}, other threads ` +
      `${perMove(f.cpuSeconds - f.mainThread - f.sqliteThread)}), ` +
      `clients ${perMove(report.cpuSeconds)}; ${loadText()}`,
  );
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number);

async function runDirect(games: number, seconds: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'ludo-load-'));
  const store = await openSqliteStore(join(dir, 'direct.sqlite'), { inThread });
  const threads = threadCpu();
  const cpu = process.cpuUsage();
  const r = await directLoad(store, games, seconds);
  const used = process.cpuUsage(cpu);
  const mainThread = cpuSince(threads, threadCpu()).get(process.pid) ?? 0;
  await store.close();
  rmSync(dir, { recursive: true, force: true });
  const sorted = [...r.latencies].sort((a, b) => a - b);
  console.log(
    `${String(games).padStart(4)} games, authority + SQLite + frames alone (no sockets): ` +
      `${(r.accepted / r.seconds).toFixed(0)} accepted moves/s, median ${percentile(sorted, 0.5).toFixed(1)} ms, ` +
      `p99 ${percentile(sorted, 0.99).toFixed(1)} ms, ` +
      `${(store.stats.appends / Math.max(1, store.stats.batches)).toFixed(1)} moves per commit, ` +
      `${(r.frameBytes / Math.max(1, r.accepted)).toFixed(0)} bytes of frames per move; CPU per move ` +
      `${((used.user + used.system) / Math.max(1, r.accepted)).toFixed(0)} µs (main thread ` +
      `${((1e6 * mainThread) / Math.max(1, r.accepted)).toFixed(0)} µs); ${loadText()}`,
  );
}

/**
 * One human-paced run: a server as above, with its default heartbeat (pings every 30 s, answered by the clients),
 * and the clients of human.ts forked. The server's RSS is sampled every second (its peak is reported) and its
 * CPU counted over the measured window.
 */
async function runHuman(games: number, seconds: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'ludo-human-'));
  const threadsBefore = new Set(threadCpu().keys());
  const store = await openSqliteStore(join(dir, 'human.sqlite'), { inThread });
  const sqliteThreads = [...threadCpu().keys()].filter((tid) => !threadsBefore.has(tid));
  const server = await startServer({ port: 0, store, bots: new InlineBots(GAMES), limits: UNLIMITED });
  const { entry, execArgv } = childEntry('human', import.meta.url);
  const child = fork(
    entry,
    [
      server.url,
      String(games),
      String(seconds),
      arg('ramp', String(Math.max(20, Math.ceil(games / 200)))),
      arg('think', '5000'),
      arg('settle', arg('think', '5000')),
    ],
    { stdio: ['ignore', 'pipe', 'inherit', 'ipc'], execArgv },
  );
  let cpu = process.cpuUsage();
  let wall = performance.now();
  let threads = threadCpu();
  let stats = { ...store.stats };
  let peakRss = 0;
  let stopProfile = async (): Promise<void> => {};
  // The server's garbage collections in the window: a long tail with idle CPU is pauses, not queueing.
  const gc = { major: 0, majorMs: 0, longestMs: 0, minorMs: 0 };
  let counting = false;
  const observer = new PerformanceObserver((list) => {
    if (!counting) return;
    for (const entry of list.getEntries()) {
      // A gc entry's `detail` (Node ≥ 16) is not in the DOM-shaped PerformanceEntry type.
      const kind = (entry as unknown as { detail?: { kind?: number } }).detail?.kind;
      if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
        gc.major++;
        gc.majorMs += entry.duration;
      } else gc.minorMs += entry.duration;
      gc.longestMs = Math.max(gc.longestMs, entry.duration);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 1000);
  const report = (await listen(child, {
    ready: () => {},
    measuring: () => {
      cpu = process.cpuUsage();
      wall = performance.now();
      threads = threadCpu();
      stats = { ...store.stats };
      peakRss = 0;
      counting = true;
      void startProfile(profileDir, `server-human-${games}`).then((stop) => {
        stopProfile = stop;
      });
    },
  })) as unknown as HumanReport;
  const used = process.cpuUsage(cpu);
  const wallSeconds = (performance.now() - wall) / 1000;
  // Where the server's CPU went: its main thread (sockets, games) and its SQLite thread (commits), as % of a core.
  const byThread = cpuSince(threads, threadCpu());
  const share = (cpuSeconds: number): string => `${((100 * cpuSeconds) / wallSeconds).toFixed(0)}%`;
  const mainThread = byThread.get(process.pid) ?? 0;
  const sqliteThread = sqliteThreads.reduce((sum, tid) => sum + (byThread.get(tid) ?? 0), 0);
  const batches = Math.max(1, store.stats.batches - stats.batches);
  const commits =
    `${((store.stats.appends - stats.appends) / batches).toFixed(1)} moves per commit ` +
    `(${((store.stats.commitMs - stats.commitMs) / batches).toFixed(1)} ms each)`;
  clearInterval(sampler);
  observer.disconnect();
  const rss = Math.max(peakRss, process.memoryUsage().rss);
  await stopProfile();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
  const e = report.errors;
  console.log(
    `${String(games).padStart(5)} games (${2 * games} sockets; ${report.live} created when the window opened), ` +
      `human-paced: ${report.accepted} moves acknowledged ` +
      `of ${report.sent} sent in ${report.seconds.toFixed(0)} s (${(report.accepted / report.seconds).toFixed(0)}/s), ` +
      `p50 ${report.latenciesMs.p50.toFixed(1)} ms, p99 ${report.latenciesMs.p99.toFixed(1)} ms ` +
      `(max ${report.latenciesMs.max.toFixed(1)}), errors: ${e.frames} error frames ${JSON.stringify(report.codes ?? {})}, ${e.sockets} sockets lost, ` +
      `${e.creations} creations failed; ${report.finishedGames} games finished and ${report.startedGames} arrived; ` +
      `server RSS peak ${(rss / 2 ** 20).toFixed(0)} MiB, server CPU ` +
      `${((100 * (used.user + used.system)) / 1e6 / wallSeconds).toFixed(0)}% of a core (main thread ` +
      `${share(mainThread)}, SQLite thread ${share(sqliteThread)}), ${commits}, clients ` +
      `${((100 * report.cpuSeconds) / report.seconds).toFixed(0)}%; server GC: ${gc.major} major ` +
      `(${gc.majorMs.toFixed(0)} ms), others ${gc.minorMs.toFixed(0)} ms, longest pause ${gc.longestMs.toFixed(0)} ms; ${loadText()}`,
  );
}

/**
 * `--failover node,redis,postgres`: a node lost under load (failover.ts): two nodes on PostgreSQL + Redis started
 * here, `--games` human-paced games (default 1000, think `--think` 5000 ms), `--seconds` of load before the fault
 * and after it (default 30), Redis or PostgreSQL away `--down` seconds (default 5).
 */
async function runFailovers(faults: readonly Fault[]): Promise<void> {
  const games = Number(arg('games', '1000'));
  const phase = 1000 * Number(arg('seconds', '30'));
  for (const fault of faults) {
    const r = await runFailover({
      fault,
      games,
      thinkMs: Number(arg('think', '5000')),
      rampMs: 1000 * Number(arg('ramp', String(Math.max(20, Math.ceil(games / 200))))),
      beforeMs: phase,
      downMs: 1000 * Number(arg('down', '5')),
      afterMs: phase,
      probeMs: 30_000,
    });
    const ms = (x: number) => (Number.isNaN(x) ? 'never' : `${(x / 1000).toFixed(2)} s`);
    console.log(
      `${fault.padEnd(8)} ${games} games on 2 nodes: ${r.acked} moves acknowledged, ${r.lost} lost, ${r.stuck} games ` +
        `stuck, ${r.finished} finished; moves/s ${r.rate.before.toFixed(0)} before, ${r.rate.during.toFixed(0)} during, ` +
        `${r.rate.after.toFixed(0)} after; first ack ${ms(r.firstAckMs)} after the fault's end, back to 80% of the ` +
        `rate in ${ms(r.recoveryMs)}; ${r.reconnects.count} seats reconnected (p50 ${ms(r.reconnects.p50)}, max ` +
        `${ms(r.reconnects.max)}); error frames ${JSON.stringify(r.codes)}, ${r.creationErrors} creations failed`,
    );
    for (const l of r.lostMoves) console.log(`  lost: ${l}`);
  }
}

/** `--profile DIR` writes CPU profiles of the server's main thread and of the clients over the measured window. */
const profileArg = arg('profile', '');
const profileDir = profileArg === '' ? null : profileArg;
/** `--sqlite main|worker` forces where SQLite runs (default: the server's default, a worker thread). */
const sqliteArg = arg('sqlite', 'auto');
const inThread = sqliteArg === 'auto' ? undefined : sqliteArg === 'main';
const human = process.argv.includes('--human');
const counts = arg('games', human ? '1000' : '50,200')
  .split(',')
  .map(Number);
/** `--rate R`: moves per second offered over all games (paced clients); absent, the clients play flat out. */
const rate = arg('rate', '0');
const seconds = Number(arg('seconds', human ? '60' : '10'));
/** `--warmup S`: seconds played before the measured window (default 3). */
const warmup = Number(arg('warmup', '3'));
/**
 * `--failover --fault node-gone,redis-long,redis-frozen,postgres-crash,rolling-restart|all` (issue 24, faults.ts):
 * `--games` (150), `--think` ms (5000), `--ramp` s (10), `--seconds` of load before and after the fault (20),
 * `--redis-down` s (75), `--frozen` s (20), `--lb nginx,haproxy` (both: one rolling restart behind each),
 * `--clock base+increment` in seconds (120+10; `untimed`), `--lb-wait` s between the two restarts (nginx 11, HAProxy 5), `--grace` s before a seat gone on its
 * turn may be claimed against (the nodes' default, 60), `--flags` timed games on the fault's node whose flag falls
 * about 8.5 s into the fault (20; load/flags.ts: "late flags" in the report).
 */
async function runFaults(): Promise<void> {
  const { FAULTS_24, formatFault, runFault } = await import('./faults.js');
  const chosen = arg('fault', 'all');
  const faults = chosen === 'all' ? FAULTS_24 : (chosen.split(',') as Fault24[]);
  const unknown = faults.filter((f) => !FAULTS_24.includes(f));
  if (unknown.length > 0) throw new Error(`--fault: unknown ${unknown.join(', ')} (${FAULTS_24.join('|')}|all)`);
  const games = Number(arg('games', '150'));
  const phase = 1000 * Number(arg('seconds', '20'));
  const clockArg = arg('clock', '120+10');
  const [base, increment] = clockArg.split('+').map(Number);
  const clock: ClockSetting =
    clockArg === 'untimed'
      ? { kind: 'untimed' }
      : { kind: 'realtime', baseSeconds: base ?? 120, incrementSeconds: increment ?? 0 };
  for (const fault of faults)
    for (const balancer of fault === 'rolling-restart'
      ? (arg('lb', 'nginx,haproxy').split(',') as BalancerKind[])
      : [undefined]) {
      const r = await runFault({
        fault,
        ...(balancer === undefined ? {} : { balancer }),
        games,
        thinkMs: Number(arg('think', '5000')),
        rampMs: 1000 * Number(arg('ramp', '10')),
        beforeMs: phase,
        downMs: 1000 * Number(fault === 'redis-long' ? arg('redis-down', '75') : arg('frozen', '20')),
        afterMs: phase,
        probeMs: 20_000,
        clock,
        flagGames: Number(arg('flags', '20')),
        ...(process.argv.includes('--grace') ? { graceMs: 1000 * Number(arg('grace', '60')) } : {}),
        ...(process.argv.includes('--lb-wait') ? { balancerWaitMs: 1000 * Number(arg('lb-wait', '5')) } : {}),
      });
      console.log(formatFault(r));
    }
}

const failover = arg('failover', '');
if (process.argv.includes('--failover') && (process.argv.includes('--fault') || !/^[a-z]/.test(failover)))
  await runFaults();
else if (failover !== '') await runFailovers(failover.split(',') as Fault[]);
else if (process.argv.includes('--bots-fair')) {
  const { runBotsFair } = await import('./bots-fair-run.js');
  await runBotsFair(arg);
} else if (process.argv.includes('--blip')) {
  // `--blip redis,postgres --down 5`: newcomers through HAProxy while a shared service is away (load/blip.ts).
  const { formatBlip, runBlip } = await import('./blip.js');
  for (const service of arg('blip', 'redis,postgres').split(',') as ('redis' | 'postgres')[])
    console.log(formatBlip(await runBlip(service, 1000 * Number(arg('down', '5')))));
} else if (process.argv.includes('--idle-games')) {
  const { runIdleGames } = await import('./idle-games.js');
  await runIdleGames(Number(arg('idle-games', '20000')));
} else if (process.argv.includes('--idle-sockets')) {
  const { runIdleSockets } = await import('./idle-sockets.js');
  for (const n of arg('idle-sockets', '16000').split(',').map(Number)) await runIdleSockets(n, seconds);
} else if (process.argv.includes('--lobby')) {
  const { runLobby } = await import('./lobby.js');
  for (const w of arg('watchers', '1000').split(',').map(Number))
    await runLobby(w, Number(arg('tables', '1000')), Number(arg('probes', '50')));
} else if (human) for (const n of counts) await runHuman(n, seconds);
else for (const n of counts) await run(n, seconds);
if (process.argv.includes('--direct')) for (const n of counts) await runDirect(n, seconds);
// Exit once everything printed has left (a pipe, `| tail`, as well as a file), whatever handle is still open.
exitFlushed(0);
