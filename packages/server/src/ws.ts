import type { Viewer } from '@ludotheque/engine';
import type { ErrorCode, ErrorMessage } from '@ludotheque/protocol';
import { parseClientMessage } from '@ludotheque/protocol';
import type { WebSocket } from 'ws';
import type { Authority } from './authority.js';
import { Chat, type ChatConnection, chatWriter } from './chat/chat.js';
import { onChatFrame } from './chat/socket.js';
import type { Drain } from './drain/drain.js';
import type { Fanout } from './fanout.js';
import { type Bucket, take } from './limits/buckets.js';
import { type Guard, seatKey } from './limits/guard.js';
import { DEFAULT_LIMITS, type Limits, type Rate } from './limits/limits.js';
import type { SharedLimits } from './limits/shared.js';
import { boundBuffer, overBuffer } from './limits/slow-reader.js';
import type { LiveGame } from './live.js';
import type { ServerMetrics } from './metrics/metrics.js';
import type { Player, SeatBinder } from './players/index.js';
import type { Presence } from './presence/presence.js';
import { onPresenceFrame } from './presence/socket.js';
import { pastView } from './steps/past-view.js';

/** A token bucket per connection: `burst` frames at once, `perSecond` sustained. */
export type RateLimit = Rate;
export const DEFAULT_RATE_LIMIT: RateLimit = DEFAULT_LIMITS.framesPerConnection;

/** What every connection of one server shares. */
export interface SocketContext {
  readonly authority: Authority;
  readonly fanout: Fanout;
  readonly limits: Limits;
  readonly guard: Guard;
  /** Limits counted across every node (limits/shared.ts). */
  readonly shared: SharedLimits;
  readonly metrics: ServerMetrics | null;
  /** Told of a connection closed by a limit (logged at warn by the server; never with a token). */
  readonly onLimit: (reason: string, address: string) => void;
  /** The node's shutdown: frames refused once it began, the work in flight tracked until acknowledged. */
  readonly drain: Drain;
  /** The table chat (chat/); null without a SQL store. */
  readonly chat: Chat | null;
  /** Presence and abandonment (presence/). */
  readonly presence: Presence | null;
  /** Invite tokens bind seats to players (players/seats.ts); absent: any token plays its seat. */
  readonly seats?: SeatBinder;
  /** Rated games (ratings/): whether this player may take a seat of this game (a rated one needs an account). */
  readonly mayTakeSeat?: (gameId: string, player: Player | null) => Promise<boolean>;
}
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
  /** Shared buckets: this seat's moves (set on join), this address's moves and joins. */
  seatMoves: Bucket | null;
  readonly addressMoves: Bucket;
  readonly addressJoins: Bucket;
  readonly addressPastViews: Bucket;
  /** Set on join when the server has a chat. */
  chat: ChatConnection | null;
  /** Leaves the game's presence (set on join). */
  leave: (() => void) | null;
}

/** The TCP socket under a `ws` WebSocket (`_socket`: not in ws's types, stable since ws 1). */
interface Corkable {
  cork(): void;
  uncork(): void;
}
const TEXT = { binary: false } as const;
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
export function send(socket: WebSocket, frame: string | Buffer): void {
  if (socket.readyState !== OPEN) return;
  const raw = (socket as unknown as { _socket?: Corkable | null })._socket;
  if (raw && !corked.has(raw)) {
    if (corked.size === 0) setImmediate(uncorkAll);
    corked.add(raw);
    raw.cork();
  }
  // A Buffer is a text frame encoded once for many sockets (the lobby's fan-out): ws then frames it without copying.
  if (typeof frame === 'string') socket.send(frame);
  else socket.send(frame, TEXT);
  overBuffer(socket);
}

/** A text frame as it goes on the wire from a server (unmasked, final, uncompressed): the same bytes for every socket. */
export interface WireFrame {
  readonly text: Buffer;
  readonly wire: Buffer;
}

/** Frames `text` once for many sockets (issue 28: the lobby's news to 10,000–20,000 watchers). */
export function wireFrame(text: string | Buffer): WireFrame {
  const payload = typeof text === 'string' ? Buffer.from(text) : text;
  const n = payload.length;
  const head = n < 126 ? 2 : n < 65_536 ? 4 : 10;
  const wire = Buffer.allocUnsafe(head + n);
  wire[0] = 0x81; // FIN, text
  if (n < 126) wire[1] = n;
  else if (n < 65_536) {
    wire[1] = 126;
    wire.writeUInt16BE(n, 2);
  } else {
    wire[1] = 127;
    wire.writeUInt32BE(Math.floor(n / 2 ** 32), 2);
    wire.writeUInt32BE(n >>> 0, 6);
  }
  payload.copy(wire, head);
  return { text: payload, wire };
}

/** `ws`'s sender, as far as a frame written beside it needs to know (not in ws's types; ws 8). */
interface SenderState {
  readonly _state?: number;
  readonly _queue?: readonly unknown[];
}

/**
 * `send` for a frame framed once (`wireFrame`): its bytes go to the TCP socket as they are, one corked write, with
 * none of `ws`'s per-send framing (an options object, a header allocated, two writes). Only when `ws` has nothing of
 * its own waiting (no compression here: `perMessageDeflate` is off) so the order of frames holds; otherwise, and for
 * a socket not open, through `ws` as before. The slow-reader bound is checked either way.
 */
export function sendFramed(socket: WebSocket, frame: WireFrame): void {
  if (socket.readyState !== OPEN) return;
  const raw = (socket as unknown as { _socket?: (Corkable & { write(b: Buffer): boolean }) | null })._socket;
  const sender = (socket as unknown as { _sender?: SenderState })._sender;
  const idle = sender !== undefined && sender._state === 0 && (sender._queue?.length ?? 0) === 0;
  const plain = !('permessage-deflate' in ((socket as unknown as { _extensions?: object })._extensions ?? {}));
  if (!raw || !idle || !plain) {
    send(socket, frame.text);
    return;
  }
  if (!corked.has(raw)) {
    if (corked.size === 0) setImmediate(uncorkAll);
    corked.add(raw);
    raw.cork();
  }
  raw.write(frame.wire);
  overBuffer(socket);
}

function sendError(socket: WebSocket, code: ErrorCode, message: string, version?: number): void {
  const e: ErrorMessage =
    version === undefined ? { type: 'error', code, message } : { type: 'error', code, message, version };
  send(socket, JSON.stringify(e));
}

/** The authority's codes as the protocol's: `options` only concerns game creation over HTTP. */
const errorCode = (code: ErrorCode | 'options'): ErrorCode => (code === 'options' ? 'internal' : code);

function allow(c: Connection, limit: RateLimit, now: number): boolean {
  c.tokens = Math.min(limit.burst, c.tokens + ((now - c.refilled) / 1000) * limit.perSecond);
  c.refilled = now;
  if (c.tokens < 1) return false;
  c.tokens -= 1;
  return true;
}

/** What the upgrade request said of who is connecting. */
export interface Upgrade {
  /** The upgrade request's player (its session cookie), null without one. */
  readonly player: Player | null;
  /** Whether the upgrade's cookie was already a rotated-away session (players.ts `wasRotated`). */
  staleCookie(): Promise<boolean>;
}

const NOBODY: Upgrade = { player: null, staleCookie: async () => false };

/**
 * One WebSocket connection: every frame is parsed once with the protocol schema; a connection joins one game as a
 * seat (by token) or a spectator, then receives only its audience's frames from the fan-out. Rate limits: frames per
 * connection (closing a connection that keeps flooding), moves per seat and per address, joins per address — each
 * bucket looked up once, at connect or join, so a move costs three refills and no lookup.
 */
export function serveSocket(socket: WebSocket, address: string, ctx: SocketContext, upgrade: Upgrade = NOBODY): void {
  const { authority, limits, guard, metrics } = ctx;
  const limit = limits.framesPerConnection;
  const now = performance.now();
  const c: Connection = {
    live: null,
    viewer: null,
    unsubscribe: null,
    tokens: limit.burst,
    refilled: now,
    strikes: 0,
    seatMoves: null,
    addressMoves: guard.movesPerAddress.acquire(address, now),
    addressJoins: guard.joinsPerAddress.acquire(address, now),
    addressPastViews: guard.pastViewsPerAddress.acquire(address, now),
    chat: null,
    leave: null,
  };
  boundBuffer(socket, {
    maxBytes: limits.maxBufferedBytes,
    graceMs: limits.slowReaderGraceMs,
    onSlow: () => ctx.onLimit('slowReader', address),
  });
  metrics?.connected(1);
  socket.on('message', (data, isBinary) => {
    const at = performance.now();
    if (!allow(c, limit, at)) {
      if (++c.strikes >= MAX_STRIKES) {
        ctx.onLimit('flood', address);
        socket.close(1008, 'rate limit');
      } else sendError(socket, 'rateLimited', 'too many messages');
      return;
    }
    c.strikes = 0;
    if (isBinary) return sendError(socket, 'malformed', 'binary frames are not part of the protocol');
    const parsed = parseClientMessage(Array.isArray(data) ? Buffer.concat(data).toString() : data.toString());
    if (!parsed.ok) return sendError(socket, parsed.code, parsed.message);
    const m = parsed.value;
    if (m.type === 'ping') return send(socket, '{"type":"pong"}');
    // Shutting down (drain/): nothing new begins; the socket is about to close with 1001 and the client will send
    // this frame again to the node it reconnects to.
    if (ctx.drain.closing) return sendError(socket, 'goingAway', 'this server is shutting down; reconnect');
    if (m.type === 'join') {
      if (!take(c.addressJoins, limits.joinsPerAddress, at))
        return sendError(socket, 'rateLimited', 'too many joins from this address');
      return ctx.drain.track(join(socket, c, ctx, m.game, m.token, m.since, upgrade, m.seat, address));
    }
    if (c.live === null || c.viewer === null) return sendError(socket, 'notJoined', 'join a game first');
    if (m.type === 'chat' || m.type === 'mute' || m.type === 'chatOlder') {
      if (ctx.chat === null || c.chat === null) return sendError(socket, 'internal', 'this server has no chat');
      const reply = {
        send: (f: string) => send(socket, f),
        error: (code: ErrorCode, t: string, retryAfterMs?: number) =>
          retryAfterMs === undefined
            ? sendError(socket, code, t)
            : send(socket, JSON.stringify({ type: 'error', code, message: t, retryAfterMs })),
      };
      return ctx.drain.track(onChatFrame(ctx.chat, c.live, c.viewer, c.chat, m, reply));
    }
    if (m.type === 'viewAt') {
      // A replay from the setup per answer (a long Cubiko game re-simulates its throws): its own, smaller budget.
      if (!take(c.addressPastViews, limits.pastViewsPerAddress, at))
        return sendError(socket, 'rateLimited', 'too many step-through requests from this address');
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
    if (
      !take(c.addressMoves, limits.movesPerAddress, at) ||
      (c.seatMoves !== null && !take(c.seatMoves, limits.movesPerSeat, at))
    ) {
      metrics?.refusedMove('rateLimited');
      return sendError(socket, 'rateLimited', 'too many moves');
    }
    if (m.type === 'awayChoice' || m.type === 'reclaim') {
      if (ctx.presence === null) return sendError(socket, 'internal', 'this server has no presence');
      const error = (code: ErrorCode, t: string) => sendError(socket, code, t);
      return ctx.drain.track(onPresenceFrame(authority, ctx.presence, c.live.stored.id, c.viewer, m, error));
    }
    if (m.type !== 'move') {
      // Table commands (resign, takeback, abort, rematch) share the seat's and the address's move budgets.
      const command = authority.command(c.live.stored.id, c.viewer, m).then(
        (r) => {
          if (!r.ok) sendError(socket, errorCode(r.error.code), r.error.message);
        },
        () => sendError(socket, 'internal', 'the command failed'),
      );
      return ctx.drain.track(command);
    }
    // Tracked up to the ack: a drain that starts now waits for this commit and its answer (drain/).
    const moved = authority.move(c.live.stored.id, c.viewer, m.version, m.move, m.lag).then(
      (r) => {
        if (r.ok) {
          send(socket, `{"type":"ack","version":${r.value.version}}`);
          metrics?.move('accepted', performance.now() - at);
          return;
        }
        const code = errorCode(r.error.code);
        sendError(socket, code, r.error.message, r.error.version);
        metrics?.move(code, performance.now() - at);
      },
      () => {
        // The game could not be loaded or caught up (the database away: issue 15, fault 3): nothing was applied.
        sendError(socket, 'internal', 'the move could not be handled now; try again');
        metrics?.move('internal', performance.now() - at);
      },
    );
    ctx.drain.track(moved);
  });
  let closed = false;
  const done = () => {
    if (closed) return;
    closed = true;
    c.unsubscribe?.();
    c.leave?.();
    guard.movesPerAddress.release(c.addressMoves);
    guard.joinsPerAddress.release(c.addressJoins);
    guard.pastViewsPerAddress.release(c.addressPastViews);
    if (c.seatMoves !== null) guard.movesPerSeat.release(c.seatMoves);
    metrics?.connected(-1);
  };
  socket.on('close', done);
  socket.on('error', done);
}

async function join(
  socket: WebSocket,
  c: Connection,
  ctx: SocketContext,
  gameId: string,
  token: string | undefined,
  since: number | undefined,
  upgrade: Upgrade,
  claimed?: number,
  address = '',
): Promise<void> {
  const { authority, fanout } = ctx;
  const { player } = upgrade;
  // A refusal of a session rotated away since the upgrade is not the seat's: the page connects again (players/seats.ts).
  const refuse = async (code: 'seatTaken' | 'notYourSeat', message: string) =>
    ctx.seats !== undefined && (await ctx.seats.rotated(player, () => upgrade.staleCookie()).catch(() => false))
      ? sendError(
          socket,
          'sessionRotated',
          'this browser renewed its session since this connection opened; connect again',
        )
      : sendError(socket, code, message);
  if (c.live !== null) return sendError(socket, 'malformed', 'this connection has already joined a game');
  let who: Awaited<ReturnType<Authority['identify']>>;
  try {
    who = await authority.identify(gameId, token);
  } catch {
    return sendError(socket, 'internal', 'the game could not be loaded');
  }
  if (!who.ok) return sendError(socket, who.error.code === 'badToken' ? 'badToken' : 'unknownGame', who.error.message);
  const { live } = who.value;
  let { viewer } = who.value;
  if (token === undefined && claimed !== undefined) {
    // A seat joined by its player rather than its token (players/seats.ts).
    const holds = ctx.seats !== undefined && (await ctx.seats.holds(live, claimed, player).catch(() => false));
    if (!holds) return refuse('notYourSeat', 'this player holds no such seat of this game');
    viewer = claimed;
  } else if (viewer !== 'spectator' && ctx.seats !== undefined) {
    let admitted: boolean;
    try {
      if (ctx.mayTakeSeat !== undefined && !(await ctx.mayTakeSeat(gameId, player)))
        return sendError(socket, 'notRegistered', 'a rated game is played with registered accounts; you may watch');
      admitted = await ctx.seats.admit(live, viewer, player);
    } catch {
      return sendError(socket, 'internal', 'the seat could not be checked');
    }
    if (!admitted) return refuse('seatTaken', 'this seat belongs to another player; you may watch');
  }
  if (token === undefined && claimed === undefined && live.status === 'over' && ctx.seats !== undefined) {
    // A finished game opened by a player who held a seat of it is theirs (issue 25): that seat's view, its steps
    // through the game as that seat saw them, and the players' chat, not the spectators'. Nothing is played any more.
    const mine = await ctx.seats.seatOf(live, player).catch(() => null);
    if (mine !== null) viewer = mine;
  }
  if (c.live !== null || socket.readyState !== OPEN) return;
  c.live = live;
  c.viewer = viewer;
  if (viewer !== 'spectator') c.seatMoves = ctx.guard.movesPerSeat.acquire(seatKey(gameId, viewer));
  // Subscribe and catch up in the same tick: no event can fall between the two.
  let sent = live.version;
  // A gap being filled from the node's copy: frames meanwhile are older than what the catch-up will send.
  let filling = false;
  c.unsubscribe = fanout.subscribe(
    gameId,
    (f) => {
      // Several nodes: another node's frame may reach this node after a join that already synced past it.
      if (f.audience !== viewer) return;
      // Table news (offers, an abort, a rematch: table/) is outside the version sequence.
      if (f.side) return c.chat !== null && Chat.hides(c.chat, f.frame) ? undefined : send(socket, f.frame);
      if (f.version <= sent || filling) return;
      if (f.version > sent + 1 && !f.frame.startsWith('{"type":"sync"')) {
        // Issue 24: an event that skips a version (its predecessor's frame was lost between nodes) is never sent
        // as is: the socket gets what it missed from this node's copy (kept frames, or a sync), which is at least
        // at this version (the authority catches up before a remote frame is handed out).
        filling = true;
        const from = sent;
        void authority.open(gameId).then(
          (now) => {
            filling = false;
            if (now === null || socket.readyState !== OPEN) return;
            for (const frame of authority.catchUp(now, viewer, from)) send(socket, frame);
            sent = Math.max(sent, now.version);
          },
          () => {
            filling = false;
          },
        );
        return;
      }
      sent = f.version;
      send(socket, f.frame);
      ctx.presence?.versionSeen(gameId, f.version);
    },
    viewer,
  );
  for (const frame of authority.catchUp(live, viewer, since)) send(socket, frame);
  c.leave = ctx.presence?.attach(live, viewer) ?? null;
  if (ctx.chat !== null) {
    // Read after subscribing: a line stored meanwhile comes live and is in the history too (which replaces).
    const writer = chatWriter(gameId, viewer, player?.id ?? null, address);
    const chat = ctx.chat.connection(performance.now(), player?.name ?? null, writer);
    c.chat = chat;
    // Its history now, and again after a fan-out outage (chat/chat.ts `attach`).
    const detach = ctx.chat.attach(
      live,
      viewer,
      chat,
      (f) => send(socket, f),
      () => sendError(socket, 'internal', 'the chat could not be loaded'),
    );
    const unsubscribe = c.unsubscribe;
    c.unsubscribe = () => {
      unsubscribe();
      detach();
    };
  }
}
