import type { CreateGameResponse, ServerMessage } from '@ludotheque/protocol';
import WebSocket from 'ws';

/**
 * The clients of `npm run load -- --bots-fair` (main.ts forks them): a real player's bot reply, alone and while
 * scripted players keep many games against bots going (issue 23, "fair shares of CPU").
 *
 * Each person is a guest with its own session (`GET /api/me`), so the server knows whose games are whose. The real
 * player plays one 2-player Linx game against a bot, thinking `thinkMs` between its moves; its **bot reply** is the
 * time from sending a move to the event that gives it the turn back (its move's commit and the bot's search and
 * commit). The scripted players each keep `gamesEach` games against a bot going and answer at once, flat out: the
 * load that filled the bot threads' queue. Phase one measures the real player alone for `seconds`; phase two starts
 * the scripted players, waits `warmup` seconds, and measures again. One JSON line: both phases' p50/p99.
 */
export interface BotsFairReport {
  readonly idle: Figures;
  readonly loaded: Figures;
  /** Bot moves the scripted players got in the loaded window (their share of the threads). */
  readonly scriptedMoves: number;
  readonly errors: number;
}
interface Figures {
  readonly replies: number;
  readonly p50: number;
  readonly p99: number;
}

const [
  url = '',
  playersArg = '50',
  gamesArg = '10',
  secondsArg = '20',
  warmupArg = '5',
  thinkArg = '300',
  level = 'easy',
] = process.argv.slice(2);
const wsUrl = `${url.replace(/^http/, 'ws')}/ws`;
let errors = 0;
let stopping = false;
let scriptedMoves = 0;
let countScripted = false;

async function guest(): Promise<string> {
  const me = await fetch(`${url}/api/me`);
  const cookie = (me.headers.getSetCookie().find((c) => c.startsWith('ludo_session=')) ?? '').split(';')[0] ?? '';
  if (cookie === '') throw new Error('no session cookie');
  return cookie;
}

async function createAgainstBot(cookie: string): Promise<CreateGameResponse> {
  const res = await fetch(`${url}/api/games`, {
    method: 'POST',
    headers: { cookie, origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'linx', options: {}, seats: [{ kind: 'human' }, { kind: 'bot', level }] }),
  });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  return (await res.json()) as CreateGameResponse;
}

/**
 * One game against a bot, played by `cookie`'s person: `onTurn(wait)` is told each time the turn comes back, with
 * the time since its move was sent (null for the first); the next move leaves after `think` ms. Resolves at the end.
 */
async function play(cookie: string, think: () => number, onTurn: (replyMs: number | null) => void): Promise<void> {
  const game = await createAgainstBot(cookie);
  const token = game.invites[0]?.token ?? '';
  const socket = new WebSocket(wsUrl, { headers: { cookie, origin: url } });
  await new Promise<void>((resolve) => {
    let sentAt: number | null = null;
    let timer: NodeJS.Timeout | undefined;
    const end = () => {
      clearTimeout(timer);
      socket.close();
      resolve();
    };
    socket.on('open', () => socket.send(JSON.stringify({ type: 'join', game: game.id, token })));
    socket.on('error', () => {
      errors++;
      end();
    });
    socket.on('close', end);
    socket.on('message', (data) => {
      const m = JSON.parse(data.toString()) as ServerMessage;
      if (m.type === 'error' && m.code !== 'staleVersion') errors++;
      if (m.type !== 'sync' && m.type !== 'event') return;
      if (m.result !== null || stopping) return end();
      if (m.legalMoves.length === 0) return;
      clearTimeout(timer);
      onTurn(sentAt === null ? null : performance.now() - sentAt);
      const move = m.legalMoves[Math.floor(Math.random() * m.legalMoves.length)];
      const frame = JSON.stringify({ type: 'move', version: m.version, move });
      timer = setTimeout(() => {
        sentAt = performance.now();
        socket.send(frame);
      }, think());
    });
  });
}

/** The real player: games one after the other, its bot replies recorded while `recording` is set. */
function realPlayer(cookie: string, recorded: { on: boolean; replies: number[] }): Promise<void> {
  const thinkMs = Number(thinkArg);
  return (async () => {
    while (!stopping)
      await play(
        cookie,
        () => thinkMs,
        (ms) => {
          if (ms !== null && recorded.on) recorded.replies.push(ms);
        },
      ).catch(() => errors++);
  })();
}

/** A scripted player: `gamesEach` games kept going, each answered at once, a new one when one ends. */
function scripted(cookie: string): void {
  for (let g = 0; g < Number(gamesArg); g++)
    void (async () => {
      while (!stopping)
        await play(
          cookie,
          () => 0,
          (ms) => {
            if (ms !== null && countScripted) scriptedMoves++;
          },
        ).catch(async () => {
          errors++;
          await new Promise((r) => setTimeout(r, 500));
        });
    })();
}

const figures = (replies: readonly number[]): Figures => {
  const s = [...replies].sort((a, b) => a - b);
  const at = (p: number) => (s.length === 0 ? 0 : (s[Math.min(s.length - 1, Math.floor(p * s.length))] as number));
  return { replies: s.length, p50: at(0.5), p99: at(0.99) };
};
const sleep = (s: number) => new Promise((r) => setTimeout(r, s * 1000));

const seconds = Number(secondsArg);
const recorded = { on: false, replies: [] as number[] };
const me = await guest();
const mine = realPlayer(me, recorded);
await sleep(2);
recorded.on = true;
await sleep(seconds);
recorded.on = false;
const idle = figures(recorded.replies);
recorded.replies = [];
for (let p = 0; p < Number(playersArg); p++) scripted(await guest());
await sleep(Number(warmupArg));
recorded.on = true;
countScripted = true;
await sleep(seconds);
recorded.on = false;
countScripted = false;
const loaded = figures(recorded.replies);
stopping = true;
const report: BotsFairReport = { idle, loaded, scriptedMoves, errors };
process.stdout.write(`${JSON.stringify(report)}\n`);
await Promise.race([mine, sleep(3)]);
process.exit(0);
