import type { CreateGameResponse, ServerMessage } from '@ludotheque/protocol';
import WebSocket from 'ws';
import { exitFlushed } from './exit.js';

/**
 * The clients of `npm run load -- --bots-fair` (bots-fair-run.ts forks them): a real player's bot reply, alone and
 * while scripted players keep many games against bots going (issue 23, "fair shares of CPU").
 *
 * Two roles, each its own process (a real player is on its own machine: measured inside the load generator's busy
 * event loop, its replies would include the generator's own delays). Each person is a guest with its own session
 * (`GET /api/me`), so the server knows whose games are whose. `real`: one 2-player Linx game after another against
 * a bot, thinking `thinkMs` between its moves; its **bot reply** is the time from sending a move to the event that
 * gives it the turn back (its move's commit, the bot's queue and search, the bot move's commit). `scripted`: `players`
 * guests each keep `gamesEach` games against a bot going and answer at once, flat out. The runner drives both over
 * IPC: `{ record: boolean }` opens and closes a window, `{ report: true }` asks for the window's figures (one JSON
 * line on stdout: `Figures` from `real`, `{ scriptedMoves, errors }` from `scripted`).
 */
export interface Figures {
  readonly replies: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
}
export interface ScriptedFigures {
  /** Bot moves the scripted players got in the window (their share of the threads). */
  readonly scriptedMoves: number;
  readonly errors: number;
}

const [url = '', role = 'real', playersArg = '50', gamesArg = '10', thinkArg = '300', level = 'easy'] =
  process.argv.slice(2);
const wsUrl = `${url.replace(/^http/, 'ws')}/ws`;
let errors = 0;
let stopping = false;
let scriptedMoves = 0;
let recording = false;

/** A guest's session cookie; `onId` is told its player id. */
async function guest(onId: (id: string) => void = () => undefined): Promise<string> {
  const me = await fetch(`${url}/api/me`);
  const cookie = (me.headers.getSetCookie().find((c) => c.startsWith('ludo_session=')) ?? '').split(';')[0] ?? '';
  if (cookie === '') throw new Error('no session cookie');
  onId(((await me.json()) as { id: string }).id);
  return cookie;
}

/** A line for the runner (bots-fair-run.ts): the real player's id, a window's figures. */
const say = (line: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(line)}\n`);

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
function realPlayer(cookie: string, replies: number[]): void {
  const thinkMs = Number(thinkArg);
  void (async () => {
    while (!stopping)
      await play(
        cookie,
        () => thinkMs,
        (ms) => {
          if (ms !== null && recording) replies.push(ms);
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
            if (ms !== null && recording) scriptedMoves++;
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
  return { replies: s.length, p50: at(0.5), p99: at(0.99), errors };
};

const replies: number[] = [];
// Listening first: the runner's first message may come while the guests are being made.
process.on('message', (m: { record?: boolean; report?: boolean }) => {
  if (m.record !== undefined) recording = m.record;
  if (m.report !== true) return;
  say(role === 'real' ? { figures: figures(replies) } : { scripted: { scriptedMoves, errors } });
  replies.length = 0;
  scriptedMoves = 0;
  errors = 0;
});
if (role === 'real') realPlayer(await guest((id) => say({ real: id })), replies);
else
  for (const cookie of await Promise.all(Array.from({ length: Number(playersArg) }, () => guest()))) scripted(cookie);
// The runner gone (it kills or disconnects this process at the end): stop.
process.on('disconnect', () => {
  stopping = true;
  exitFlushed(0);
});
