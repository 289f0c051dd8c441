import { Agent, request } from 'node:http';
import { Rng } from '@ludotheque/engine';
import type { CreateGameResponse, ServerMessage } from '@ludotheque/protocol';
import { exitFlushed } from './exit.js';
import { startProfile } from './profile.js';
import { type LoadSocket, openSocket } from './socket.js';

/**
 * The load clients, in their own process (`main.ts` forks it): keeps `games` 2-player Linx games going over
 * WebSocket, each seat answering its turn with a random legal move, until `seconds` have passed; then reports
 * accepted moves and ack latencies as one JSON line on stdout. A finished game is replaced by a new one.
 *
 * Closed loop by default: a seat moves as soon as it is its turn, so the server runs as fast as it can and every
 * game always has a move in flight (latency is then `games` / throughput, Little's law). With a `rate` (moves per
 * second over all games) each game moves at most once per `games / rate` seconds, as players who think would: the
 * latencies are those of a server offered that load, not of one driven to saturation.
 */
export interface LoadReport {
  readonly games: number;
  readonly seconds: number;
  readonly accepted: number;
  readonly rejected: number;
  readonly finishedGames: number;
  readonly latenciesMs: { readonly median: number; readonly p99: number; readonly max: number };
  /**
   * From a game's creation request to both its seats synced: the HTTP call, two WebSocket connections and joins.
   * Under load this is mostly the wait for the server to accept the connections (libuv accepts one per turn of the
   * event loop).
   */
  readonly startsMs: { readonly median: number; readonly p99: number };
  /** CPU seconds (user + system) this process used over the window: the clients share the server's cores. */
  readonly cpuSeconds: number;
}

const [url = '', gamesArg = '50', secondsArg = '10', warmupArg = '0', profileDir = '', rateArg = '0'] =
  process.argv.slice(2);
const games = Number(gamesArg);
/** Milliseconds between two moves of one game (0: closed loop). */
const period = Number(rateArg) > 0 ? (1000 * games) / Number(rateArg) : 0;
const seconds = Number(secondsArg);
const warmup = Number(warmupArg);
const rng = Rng.seeded(`load ${games}`);
const latencies: number[] = [];
const starts: number[] = [];
let accepted = 0;
let rejected = 0;
let finished = 0;
let stopping = false;
const sockets = new Set<LoadSocket>();

/** When a game's next move may leave (paced runs); shared by its two seats. */
interface Pace {
  due: number;
}

function seat(gameId: string, token: string, pace: Pace, onOver: () => void): Promise<void> {
  let sentAt = 0;
  let socket: LoadSocket | null = null;
  return new Promise((joined, failed) => {
    const onText = (text: string): void => {
      if (text.startsWith('{"type":"ack"')) {
        latencies.push(performance.now() - sentAt);
        accepted++;
        return;
      }
      // The seat not to move only needs to know whether the game is over: its view is not parsed (the server
      // writes event keys in a fixed order; any other frame is parsed whole).
      if (text.startsWith('{"type":"event"') && text.includes('"legalMoves":[],"result":null')) return;
      const m = JSON.parse(text) as ServerMessage;
      if (m.type === 'sync') joined();
      if (m.type === 'error') rejected++;
      if (m.type !== 'sync' && m.type !== 'event') return;
      if (m.result !== null) {
        socket?.close();
        if (m.seat === 0) onOver();
        return;
      }
      if (stopping || m.legalMoves.length === 0) return;
      const frame = JSON.stringify({ type: 'move', version: m.version, move: rng.pick(m.legalMoves) });
      const now = performance.now();
      const wait = pace.due - now;
      pace.due = Math.max(now, pace.due) + period;
      if (wait <= 0) send(frame);
      else setTimeout(() => !stopping && send(frame), wait);
    };
    const send = (frame: string): void => {
      sentAt = performance.now();
      socket?.send(frame);
    };
    openSocket(`${url.replace(/^http/, 'ws')}/ws`, onText, () => {
      if (socket !== null) sockets.delete(socket);
    }).then((s) => {
      socket = s;
      sockets.add(s);
      s.send(JSON.stringify({ type: 'join', game: gameId, token }));
    }, failed);
  });
}

async function startGame(): Promise<void> {
  const begun = performance.now();
  const created = await post('/api/games', {
    game: 'linx',
    options: {},
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  const again = () => {
    finished++;
    if (!stopping) void startGame();
  };
  // Paced games start at random phases, so their moves spread over the period instead of leaving together.
  const pace: Pace = { due: performance.now() + rng.float() * period };
  await Promise.all(created.invites.map((inv) => seat(created.id, inv.token, pace, inv.seat === 0 ? again : () => {})));
  starts.push(performance.now() - begun);
}

/**
 * Keep-alive HTTP: a game is created every forty-odd moves, and a new TCP connection for each would be accepted by
 * the server's event loop like the WebSocket connections (one per turn of the loop, libuv), in the same queue.
 */
const agent = new Agent({ keepAlive: true });

function post(path: string, body: unknown, retried = false): Promise<CreateGameResponse> {
  return new Promise((resolve, reject) => {
    const headers = { 'content-type': 'application/json' };
    const req = request(`${url}${path}`, { method: 'POST', agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => {
        text += d;
      });
      res.on('end', () => resolve(JSON.parse(text) as CreateGameResponse));
    });
    req.on('error', (e: NodeJS.ErrnoException) => {
      // A kept-alive connection the server closed while idle fails at once: retry once on a fresh one (the way
      // Node's documentation of `request.reusedSocket` does).
      if (!retried && req.reusedSocket && e.code === 'ECONNRESET') post(path, body, true).then(resolve, reject);
      else reject(e);
    });
    req.end(JSON.stringify(body));
  });
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
starts.length = 0;
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
const startsSorted = [...starts].sort((a, b) => a - b);
const report: LoadReport = {
  games,
  seconds: elapsed,
  accepted,
  rejected,
  finishedGames: finished,
  latenciesMs: { median: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? 0 },
  startsMs: { median: percentile(startsSorted, 0.5), p99: percentile(startsSorted, 0.99) },
  cpuSeconds: (cpu.user + cpu.system) / 1e6,
};
for (const s of sockets) s.close();
// Exit once the report has left: an exit right after a write can cut it short where stdout is asynchronous.
process.stdout.write(`${JSON.stringify(report)}\n`);
exitFlushed(0);
