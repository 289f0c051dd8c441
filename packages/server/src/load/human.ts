import { Agent, request } from 'node:http';
import { Rng } from '@ludotheque/engine';
import type { CreateGameResponse, ServerMessage } from '@ludotheque/protocol';
import { exitFlushed } from './exit.js';
import { type LoadSocket, openSocket } from './socket.js';

/**
 * The human-paced load clients (`npm run load -- --human`), in their own process (`main.ts` forks them). An open
 * loop of players who think: `games` 2-player Linx games are kept going; the seat to move sends a random legal
 * move after an exponential think time (mean `thinkMs`, 5 s), whatever the server's speed, so a slow server is
 * offered the same load and its latency shows (a closed loop would slow down with it). A finished game leaves and a
 * new one arrives in its place; the games open over `rampSeconds` at random phases, as people arrive. Reports, as
 * one JSON line, the ack latency of the moves sent in the measured window, and every error: error frames, sockets
 * that failed to open or closed before their game ended, failed creations.
 */
export interface HumanReport {
  readonly games: number;
  /** Games created before the window opened (creations lag on a loaded machine). */
  readonly live: number;
  readonly seconds: number;
  /** Moves sent in the window, and those acknowledged: the difference went unanswered (or refused). */
  readonly sent: number;
  readonly accepted: number;
  readonly errors: { readonly frames: number; readonly sockets: number; readonly creations: number };
  /** The error frames by code (`staleVersion`: a move crossed a state change, e.g. the server's deal). */
  readonly codes: Readonly<Record<string, number>>;
  readonly finishedGames: number;
  readonly startedGames: number;
  readonly latenciesMs: { readonly p50: number; readonly p99: number; readonly max: number };
  readonly cpuSeconds: number;
}

const [url = '', gamesArg = '1000', secondsArg = '60', rampArg = '20', thinkArg = '5000', settleArg = thinkArg] =
  process.argv.slice(2);
const games = Number(gamesArg);
const seconds = Number(secondsArg);
const rampSeconds = Number(rampArg);
const thinkMs = Number(thinkArg);
/** How long after the ramp the window opens (a think time: every game is under way by then). */
const settleMs = Number(settleArg);
const rng = Rng.seeded(`human ${games}`);
/** Exponential think time (inverse transform of a uniform draw). */
const think = (): number => -thinkMs * Math.log(1 - rng.float());

let measuring = false;
let stopping = false;
const latencies: number[] = [];
let sent = 0;
let accepted = 0;
const errors = { frames: 0, sockets: 0, creations: 0 };
const codes: Record<string, number> = {};
let finished = 0;
let started = 0;
const sockets = new Set<LoadSocket>();

/**
 * A game already under way when the window opens: its first `fast` moves are played at once, unmeasured, during
 * the ramp, so that the games are at every stage of their course and finish (and are replaced) all through the
 * window, as in a steady state — not all together some 40 thinks after the start.
 */
interface Course {
  fast: number;
}

function seat(gameId: string, token: string, course: Course, onOver: () => void): void {
  let socket: LoadSocket | null = null;
  let over = false;
  let timer: NodeJS.Timeout | undefined;
  let sentAt = 0;
  let counted = false;
  /** The version the last move was chosen at, and the newest version this seat has seen (issue 28: who raced?). */
  let sentVersion = -1;
  let seenVersion = -1;
  const onText = (text: string): void => {
    if (text.startsWith('{"type":"ack"')) {
      if (counted) {
        latencies.push(performance.now() - sentAt);
        accepted++;
      }
      return;
    }
    const m = JSON.parse(text) as ServerMessage;
    if (m.type === 'error') {
      if (measuring) {
        errors.frames++;
        // A stale move with nothing newer seen by this seat had no competing change this seat was told of.
        const code =
          m.code === 'staleVersion'
            ? `staleVersion (${seenVersion > sentVersion ? 'crossed' : 'nothing newer seen'})`
            : m.code;
        codes[code] = (codes[code] ?? 0) + 1;
      }
      return;
    }
    if (m.type !== 'sync' && m.type !== 'event') return;
    seenVersion = Math.max(seenVersion, m.version);
    // Every new state cancels a pending move (it was chosen at an older version) and, on this seat's turn,
    // starts a new think.
    clearTimeout(timer);
    if (m.result !== null) {
      over = true;
      socket?.close();
      onOver();
      return;
    }
    if (stopping || m.legalMoves.length === 0) return;
    const frame = JSON.stringify({ type: 'move', version: m.version, move: rng.pick(m.legalMoves) });
    const version = m.version;
    if (course.fast > 0 && !measuring) {
      course.fast--;
      sentVersion = version;
      socket?.send(frame);
      return;
    }
    timer = setTimeout(() => {
      if (stopping) return;
      sentAt = performance.now();
      counted = measuring;
      if (counted) sent++;
      sentVersion = version;
      socket?.send(frame);
    }, think());
  };
  const onClose = (): void => {
    clearTimeout(timer);
    if (socket !== null) sockets.delete(socket);
    if (!over && !stopping && measuring) errors.sockets++;
  };
  openSocket(`${url.replace(/^http/, 'ws')}/ws`, onText, onClose).then(
    (s) => {
      socket = s;
      sockets.add(s);
      s.send(JSON.stringify({ type: 'join', game: gameId, token }));
    },
    () => {
      if (measuring) errors.sockets++;
    },
  );
}

/** One game: created over HTTP, both seats joined; when it ends (seat 0 sees the result) another takes its place. */
async function startGame(): Promise<void> {
  let created: CreateGameResponse;
  try {
    created = await post('/api/games', { game: 'linx', options: {}, seats: [{ kind: 'human' }, { kind: 'human' }] });
  } catch {
    if (measuring) errors.creations++;
    if (!stopping) setTimeout(() => void startGame(), 1000);
    return;
  }
  started++;
  // Only the games of the ramp start part-way; those that arrive later start from their first move.
  const course: Course = { fast: measuring ? 0 : Math.floor(rng.float() * FAST_MAX) };
  for (const invite of created.invites)
    seat(created.id, invite.token, course, () => {
      if (invite.seat !== 0) return;
      finished++;
      if (!stopping) void startGame();
    });
}

/** The most moves a ramp game plays at once (a random Linx game lasts some 40 moves or more). */
const FAST_MAX = 30;

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

function post(path: string, body: unknown): Promise<CreateGameResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => {
          text += d;
        });
        res.on('end', () => {
          if (res.statusCode === 201) resolve(JSON.parse(text) as CreateGameResponse);
          else reject(new Error(`create: ${res.statusCode}`));
        });
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number);

// Arrivals spread over the ramp; the window is measured once every game has arrived and a think time has passed.
for (let i = 0; i < games; i++) setTimeout(() => void startGame(), rng.float() * rampSeconds * 1000);
await new Promise((r) => setTimeout(r, rampSeconds * 1000 + settleMs));
process.stdout.write(`${JSON.stringify({ measuring: true })}\n`);
measuring = true;
/** Games created (their sockets opening or open) when the window opens: all of them, unless creations lag. */
const live = started;
finished = 0;
started = 0;
const cpu0 = process.cpuUsage();
const t0 = performance.now();
await new Promise((r) => setTimeout(r, seconds * 1000));
stopping = true;
const cpu = process.cpuUsage(cpu0);
const elapsed = (performance.now() - t0) / 1000;
// The moves still in flight are answered within a second (or counted as missing below, with the p99).
await new Promise((r) => setTimeout(r, 1000));
const sorted = [...latencies].sort((a, b) => a - b);
const report: HumanReport = {
  games,
  live,
  seconds: elapsed,
  sent,
  accepted,
  errors,
  codes,
  finishedGames: finished,
  startedGames: started,
  latenciesMs: { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? 0 },
  cpuSeconds: (cpu.user + cpu.system) / 1e6,
};
for (const s of sockets) s.close();
// Exit once the report has left: an exit right after a write can cut it short where stdout is asynchronous.
process.stdout.write(`${JSON.stringify(report)}\n`);
exitFlushed(0);
