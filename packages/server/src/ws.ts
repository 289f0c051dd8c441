import type { Viewer } from '@ludotheque/engine';
import type { ErrorCode, ErrorMessage } from '@ludotheque/protocol';
import { parseClientMessage } from '@ludotheque/protocol';
import type { WebSocket } from 'ws';
import type { Authority } from './authority.js';
import type { Fanout } from './fanout.js';
import type { LiveGame } from './live.js';
import { pastView } from './steps/past-view.js';

/** A token bucket per connection: `burst` frames at once, `perSecond` sustained. */
export interface RateLimit {
  readonly burst: number;
  readonly perSecond: number;
}
export const DEFAULT_RATE_LIMIT: RateLimit = { burst: 40, perSecond: 20 };
/** A client that keeps sending this many frames over its limit in a row is disconnected (policy violation). */
const MAX_STRIKES = 50;
const OPEN = 1;

interface Connection {
  live: LiveGame | null;
  viewer: Viewer | null;
  unsubscribe: (() => void) | null;
  tokens: number;
  refilled: number;
  strikes: number;
}

/** The TCP socket under a `ws` WebSocket (`_socket`: not in ws's types, stable since ws 1). */
interface Corkable {
  cork(): void;
  uncork(): void;
}
/** The TCP sockets corked in this tick; one `setImmediate` uncorks them all. */
let corked = new Set<Corkable>();

function uncorkAll(): void {
  const sockets = corked;
  corked = new Set();
  for (const raw of sockets) raw.uncork();
}

/**
 * Write coalescing: the first frame of a tick corks the TCP socket and the frames that follow in the same tick
 * (an event and the ack of the move that made it, several events of one group commit) join it; they leave in one
 * `writev` when the socket is uncorked on `setImmediate`. Profiled under load: `writev` was 13 % of the server's CPU
 * with one per frame, 8–11 % with one per connection per tick. A frame only waits for the end of its own tick. One
 * immediate per tick uncorks every socket (not one per socket: a group commit reaches hundreds).
 */
function send(socket: WebSocket, frame: string): void {
  if (socket.readyState !== OPEN) return;
  const raw = (socket as unknown as { _socket?: Corkable | null })._socket;
  if (raw && !corked.has(raw)) {
    if (corked.size === 0) setImmediate(uncorkAll);
    corked.add(raw);
    raw.cork();
  }
  socket.send(frame);
}

function sendError(socket: WebSocket, code: ErrorCode, message: string, version?: number): void {
  const e: ErrorMessage =
    version === undefined ? { type: 'error', code, message } : { type: 'error', code, message, version };
  send(socket, JSON.stringify(e));
}

function allow(c: Connection, limit: RateLimit): boolean {
  const now = performance.now();
  c.tokens = Math.min(limit.burst, c.tokens + ((now - c.refilled) / 1000) * limit.perSecond);
  c.refilled = now;
  if (c.tokens < 1) return false;
  c.tokens -= 1;
  return true;
}

/**
 * One WebSocket connection: every frame is parsed once with the protocol schema; a connection joins one game as a
 * seat (by token) or a spectator, then receives only its audience's frames from the fan-out.
 */
export function serveSocket(socket: WebSocket, authority: Authority, fanout: Fanout, limit = DEFAULT_RATE_LIMIT): void {
  const c: Connection = {
    live: null,
    viewer: null,
    unsubscribe: null,
    tokens: limit.burst,
    refilled: performance.now(),
    strikes: 0,
  };
  socket.on('message', (data, isBinary) => {
    if (!allow(c, limit)) {
      if (++c.strikes >= MAX_STRIKES) socket.close(1008, 'rate limit');
      else sendError(socket, 'rateLimited', 'too many messages');
      return;
    }
    c.strikes = 0;
    if (isBinary) return sendError(socket, 'malformed', 'binary frames are not part of the protocol');
    const parsed = parseClientMessage(Array.isArray(data) ? Buffer.concat(data).toString() : data.toString());
    if (!parsed.ok) return sendError(socket, parsed.code, parsed.message);
    const m = parsed.value;
    if (m.type === 'ping') return send(socket, '{"type":"pong"}');
    if (m.type === 'join') return void join(socket, c, authority, fanout, m.game, m.token, m.since);
    if (c.live === null || c.viewer === null) return sendError(socket, 'notJoined', 'join a game first');
    if (m.type === 'viewAt') {
      // The game as this node holds it now (the connection's copy may have been replaced since the join).
      const viewer = c.viewer;
      return void authority.open(c.live.stored.id).then(
        (live) => {
          const past = live === null ? null : pastView(live, viewer, m.moves);
          if (past === null) sendError(socket, 'unknownGame', 'the game is gone');
          else if (past.ok) send(socket, JSON.stringify(past.message));
          else sendError(socket, past.code, past.message);
        },
        () => sendError(socket, 'internal', 'the game could not be loaded'),
      );
    }
    if (c.viewer === 'spectator') return sendError(socket, 'spectator', 'spectators do not move');
    void authority.move(c.live.stored.id, c.viewer, m.version, m.move).then((r) => {
      if (r.ok) send(socket, `{"type":"ack","version":${r.value.version}}`);
      else
        sendError(
          socket,
          r.error.code === 'options' || r.error.code === 'notOver' ? 'internal' : r.error.code,
          r.error.message,
          r.error.version,
        );
    });
  });
  socket.on('close', () => c.unsubscribe?.());
  socket.on('error', () => c.unsubscribe?.());
}

async function join(
  socket: WebSocket,
  c: Connection,
  authority: Authority,
  fanout: Fanout,
  gameId: string,
  token: string | undefined,
  since: number | undefined,
): Promise<void> {
  if (c.live !== null) return sendError(socket, 'malformed', 'this connection has already joined a game');
  let who: Awaited<ReturnType<Authority['identify']>>;
  try {
    who = await authority.identify(gameId, token);
  } catch {
    return sendError(socket, 'internal', 'the game could not be loaded');
  }
  if (!who.ok) return sendError(socket, who.error.code === 'badToken' ? 'badToken' : 'unknownGame', who.error.message);
  if (c.live !== null || socket.readyState !== OPEN) return;
  const { live, viewer } = who.value;
  c.live = live;
  c.viewer = viewer;
  // Subscribe and catch up in the same tick: no event can fall between the two.
  let sent = live.version;
  c.unsubscribe = fanout.subscribe(
    gameId,
    (f) => {
      // Several nodes: another node's frame may reach this node after a join that already synced past it.
      if (f.audience !== viewer || f.version <= sent) return;
      sent = f.version;
      send(socket, f.frame);
    },
    viewer,
  );
  for (const frame of authority.catchUp(live, viewer, since)) send(socket, frame);
}
