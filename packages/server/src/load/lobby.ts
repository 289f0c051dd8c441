import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InlineBots } from '../bot-move.js';
import { UNLIMITED } from '../limits/limits.js';
import { GAMES } from '../registry.js';
import { startServer } from '../server.js';
import { openSqliteStore } from '../sqlite.js';
import { childEntry, loadText } from './exit.js';
import { startProfile } from './profile.js';

/** What the clients report (lobby-clients.ts). */
interface LobbyReport {
  readonly connectMs: number;
  readonly fillSeconds: number;
  readonly snapshotBytes: number;
  readonly snapshotMs: number;
  readonly p50: number;
  readonly p99: number;
  readonly lastP50: number;
  readonly lastP99: number;
  readonly missing: number;
}

const mib = (bytes: number): string => (bytes / 2 ** 20).toFixed(0);
const heap = (): number => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
};

/**
 * `npm run load -- --lobby --watchers 1000,5000 --tables 1000 --probes 50`: one node (SQLite in a temp dir), its
 * lobby watched by `watchers` sockets and holding `tables` open tables, the clients in their own process. Prints
 * the server's heap and RSS per watcher and per table, a fresh watcher's snapshot time, and the update latency
 * (a table created over HTTP → its frame read by every watcher): p50/p99 over every watcher, and of the last
 * watcher to read it.
 */
export async function runLobby(watchers: number, tables: number, probes: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'ludo-lobby-'));
  const store = await openSqliteStore(join(dir, 'lobby.sqlite'));
  const server = await startServer({
    port: 0,
    store,
    bots: new InlineBots(GAMES),
    limits: { ...UNLIMITED, maxOpenTablesPerPlayer: Number.MAX_SAFE_INTEGER, pingIntervalMs: 0 },
  });
  const { entry, execArgv } = childEntry('lobby-clients', import.meta.url);
  const child = fork(entry, [server.url, String(watchers), String(tables), String(probes)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv,
  });
  const base = { heap: heap(), rss: process.memoryUsage().rss };
  const at: Record<string, { heap: number; rss: number }> = {};
  const cpu = process.cpuUsage();
  // `--profile DIR`: the server's main thread while the probes run (the lobby full, every watcher there).
  const flag = process.argv.indexOf('--profile');
  const profileDir = flag >= 0 ? (process.argv[flag + 1] ?? null) : null;
  let stopProfile = async (): Promise<void> => {};
  const report = await new Promise<LobbyReport>((resolve, reject) => {
    child.on('message', (m: { phase?: string; report?: LobbyReport }) => {
      if (m.report !== undefined) return resolve(m.report);
      if (m.phase !== undefined) {
        at[m.phase] = { heap: heap(), rss: process.memoryUsage().rss };
        if (m.phase !== 'tables') return void child.send('go');
        void startProfile(profileDir, `lobby-${watchers}`).then((stop) => {
          stopProfile = stop;
          child.send('go');
        });
      }
    });
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`lobby clients exited (${code})`))));
  });
  const used = process.cpuUsage(cpu);
  await stopProfile();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
  const w = at.watchers ?? base;
  const t = at.tables ?? w;
  console.log(
    `${watchers} lobby watchers (connected in ${(report.connectMs / 1000).toFixed(1)} s), ${tables} open tables ` +
      `(filled in ${report.fillSeconds.toFixed(1)} s): server heap +${mib(w.heap - base.heap)} MiB for the watchers ` +
      `(${((w.heap - base.heap) / watchers / 1024).toFixed(1)} KiB each), +${mib(t.heap - w.heap)} MiB for the tables, ` +
      `RSS ${mib(t.rss)} MiB; a fresh watcher's snapshot ${(report.snapshotBytes / 1024).toFixed(0)} KiB in ` +
      `${report.snapshotMs.toFixed(0)} ms; update latency over ${probes} creations: p50 ${report.p50.toFixed(1)} ms, ` +
      `p99 ${report.p99.toFixed(1)} ms, last watcher p50 ${report.lastP50.toFixed(1)} ms, p99 ` +
      `${report.lastP99.toFixed(1)} ms; ${report.missing} frames missing; server CPU ${((used.user + used.system) / 1e6).toFixed(1)} s; ${loadText()}`,
  );
}
