import { Rng } from '@ludotheque/engine';
import type { CreateGameResponse, ServerMessage } from '@ludotheque/protocol';
import WebSocket from 'ws';
import { startProfile } from './profile.js';

/**
 * The load clients, in their own process (`main.ts` forks it): keeps `games` 2-player Linx games going over
 * WebSocket, each seat answering its turn with a random legal move, until `seconds` have passed; then reports
 * accepted moves and ack latencies as one JSON line on stdout. A finished game is replaced by a new one.
 */
export interface LoadReport {
  readonly games: number;
  readonly seconds: number;
  readonly accepted: number;
  readonly rejected: number;
  readonly finishedGames: number;
  readonly latenciesMs: { readonly median: number; readonly p99: number; readonly max: number };
  /** CPU seconds (user + system) this process used over the window: the clients share the server's cores. */
  readonly cpuSeconds: number;
}

const [url = '', gamesArg = '50', secondsArg = '10', warmupArg = '0', profileDir = ''] = process.argv.slice(2);
const games = Number(gamesArg);
const seconds = Number(secondsArg);
const warmup = Number(warmupArg);
const rng = Rng.seeded(`load ${games}`);
const latencies: number[] = [];
let accepted = 0;
let rejected = 0;
let finished = 0;
let stopping = false;
const sockets = new Set<WebSocket>();

function seat(gameId: string, token: string, onOver: () => void): Promise<void> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`);
  sockets.add(ws);
  let sentAt = 0;
  return new Promise((joined) => {
    ws.on('open', () => ws.send(JSON.stringify({ type: 'join', game: gameId, token })));
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString()) as ServerMessage;
      if (m.type === 'sync') joined();
      if (m.type === 'ack') {
        latencies.push(performance.now() - sentAt);
        accepted++;
      } else if (m.type === 'error') rejected++;
      if (m.type !== 'sync' && m.type !== 'event') return;
      if (m.result !== null) {
        ws.close();
        if (m.seat === 0) onOver();
        return;
      }
      if (stopping || m.legalMoves.length === 0) return;
      sentAt = performance.now();
      ws.send(JSON.stringify({ type: 'move', version: m.version, move: rng.pick(m.legalMoves) }));
    });
    ws.on('close', () => sockets.delete(ws));
  });
}

async function startGame(): Promise<void> {
  const res = await fetch(`${url}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'linx', options: {}, seats: [{ kind: 'human' }, { kind: 'human' }] }),
  });
  const created = (await res.json()) as CreateGameResponse;
  const again = () => {
    finished++;
    if (!stopping) void startGame();
  };
  await Promise.all(created.invites.map((inv) => seat(created.id, inv.token, inv.seat === 0 ? again : () => {})));
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number);

// Open every game first (and tell the parent, which measures memory then), play `warmup` seconds (the JIT compiles
// the hot paths in background threads meanwhile, which would be counted as the server's CPU), then measure for
// `seconds`.
await Promise.all(Array.from({ length: games }, startGame));
process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
await new Promise((r) => setTimeout(r, warmup * 1000));
process.stdout.write(`${JSON.stringify({ measuring: true })}\n`);
latencies.length = 0;
finished = 0;
accepted = 0;
rejected = 0;
const stopProfile = await startProfile(profileDir === '' ? null : profileDir, 'clients');
const cpu0 = process.cpuUsage();
const t0 = performance.now();
await new Promise((r) => setTimeout(r, seconds * 1000));
stopping = true;
const elapsed = (performance.now() - t0) / 1000;
const cpu = process.cpuUsage(cpu0);
await stopProfile();
const sorted = [...latencies].sort((a, b) => a - b);
const report: LoadReport = {
  games,
  seconds: elapsed,
  accepted,
  rejected,
  finishedGames: finished,
  latenciesMs: { median: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? 0 },
  cpuSeconds: (cpu.user + cpu.system) / 1e6,
};
process.stdout.write(`${JSON.stringify(report)}\n`);
for (const ws of sockets) ws.terminate();
process.exit(0);
