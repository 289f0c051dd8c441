import type { Json } from '@ludotheque/engine';
import {
  type ClientMessage,
  type CreateGameRequest,
  CreateGameResponse,
  type EventMessage,
  GameId,
  inviteUrl,
  parseServerMessage,
  SeatToken,
  type SyncMessage,
  spectateUrl,
} from '@ludotheque/protocol';
import { onlineAnalysis } from '../analysis/onlineRun.js';
import { claimSeat } from '../players/api.js';
import type { TableCommand } from './commands.js';
import { onlineSteps } from './moves/onlineSteps.js';
import { type Session, Store } from './session.js';
import type { LogEntry, TableSnapshot } from './types.js';

/** The errors that answer a chat frame: shown in the chat panel. */
const CHAT_ERRORS: ReadonlySet<string> = new Set(['chatRateLimited', 'chatText', 'chatMuted']);
/** Joins in a row answered `sessionRotated` before the page shows it: a cookie that stays stale is not retried on. */
const MAX_RENEWALS = 3;

/** `POST /api/games`: creates the game on the server; the answer holds one invite link per person's seat. */
export async function createOnlineGame(
  request: CreateGameRequest,
): Promise<{ ok: true; value: CreateGameResponse } | { ok: false; message: string; code?: string }> {
  try {
    const res = await fetch('/api/games', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    const body: unknown = await res.json();
    if (!res.ok) {
      const message = typeof body === 'object' && body && 'message' in body ? String(body.message) : res.statusText;
      const code = typeof body === 'object' && body && 'error' in body ? String(body.error) : undefined;
      return { ok: false, message, ...(code === undefined ? {} : { code }) };
    }
    const parsed = CreateGameResponse.safeParse(body);
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: 'unexpected answer' };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}

const wsUrl = (): string => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws`;

/**
 * Plays a game held by the server over its WebSocket (`@ludotheque/protocol`): joins with the seat's token (or
 * spectates), turns every sync and event into a snapshot, sends moves with the version they were chosen at, and
 * reconnects with the last version seen so the server sends what was missed (or a full sync).
 */
export function startOnlineSession(gameId: string, token: string | null, seat?: number): Session {
  const store = new Store({
    snapshot: null,
    error: null,
    connection: 'connecting',
    mySeats: [],
    game: '',
    options: {},
    offers: { takeback: null, rematch: null },
    rematchUrl: null,
  });
  let socket: WebSocket | null = null;
  let closed = false;
  let version: number | null = null;
  let seats: TableSnapshot['seats'] = [];
  // The move list: a sync's history (the whole game as told to this seat), then each event's move.
  let log: readonly LogEntry[] = [];
  // The game was aborted (the server says so after the snapshot, also on a reload): every snapshot stays frozen.
  let aborted = false;
  let retry = 500;
  const lag = lagMeter();
  // Set when the server refused a move as `staleVersion`: the socket is closed to join again at once with `since`.
  let rejoin = false;
  // Joins in a row answered `sessionRotated` (another tab renewed the session): reset by a sync.
  let renewals = 0;
  // The move sent and not yet answered: a node going away (drain, issue 24) may close the socket before it answers,
  // so the page sends it again after joining the next node, if the game still waits for it there.
  let pending: { version: number; move: string } | null = null;
  const steps = onlineSteps(
    gameId,
    (frame) => {
      if (socket?.readyState !== WebSocket.OPEN) return false;
      socket.send(frame);
      return true;
    },
    () => store.state.snapshot?.result != null,
  );

  const apply = (m: SyncMessage | EventMessage) => {
    if (m.type === 'sync') {
      if (pending !== null) {
        const still = m.version === pending.version && m.toMove === m.seat && m.legalMoves.includes(pending.move);
        if (still) socket?.send(JSON.stringify({ type: 'move', version: pending.version, move: pending.move }));
        else pending = null;
      }
      seats = m.seats;
      log = m.history;
      store.set({ game: m.gameType, options: m.options as Json, mySeats: m.seat === null ? [] : [m.seat] });
    } else if (m.platformEvent === undefined) {
      // A platform event (a timed game's timeUp, SP-18c) is not a move: the move list does not show it.
      log = [...log, m.lastMove];
    }
    version = m.version;
    const views = seats.map((_, i) => (i === m.seat ? (m.view as Json) : null));
    const snapshot: TableSnapshot = {
      version: m.version,
      seats,
      views,
      toMove: m.toMove,
      legal: m.legalMoves,
      log,
      result: m.result,
      spectatorView: m.seat === null ? (m.view as Json) : null,
      ...(aborted ? { aborted: true, toMove: null, legal: [] } : {}),
    };
    // Timed games: the server's clock; its `at` is the server's time, so the board counts from when it arrived.
    const c = m.clock;
    const clock = c
      ? {
          remainingMs: c.remainingMs,
          running: c.running,
          at: Date.now(),
          ...(c.kind === undefined ? {} : { kind: c.kind }),
          ...(c.timedOut === undefined ? {} : { timedOut: c.timedOut }),
          ...(c.berserk === undefined ? {} : { berserk: c.berserk }),
        }
      : null;
    store.set({ snapshot, error: null, clock });
  };

  const connect = () => {
    if (closed) return;
    // A link cut short when copied cannot join: say so rather than send a join the server calls malformed.
    if (!GameId.safeParse(gameId).success || (token !== null && !SeatToken.safeParse(token).success)) {
      store.set({ connection: 'lost', error: { kind: 'badLink', message: 'malformed invite link' } });
      return;
    }
    const ws = new WebSocket(wsUrl());
    socket = ws;
    store.set({ connection: 'connecting' });
    ws.onopen = () => {
      retry = 500;
      lag.start(ws);
      store.set({ connection: 'open' });
      const join: Record<string, unknown> = { type: 'join', game: gameId };
      if (token) join.token = token;
      // No token on this device: the seat its player holds (players/, "my games").
      else if (seat !== undefined) join.seat = seat;
      if (version !== null) join.since = version;
      ws.send(JSON.stringify(join));
    };
    ws.onmessage = (e) => {
      const parsed = parseServerMessage(String(e.data));
      if (!parsed.ok) return;
      const m = parsed.value;
      if (m.type === 'pong') return lag.pong();
      if (steps.onMessage(m)) return;
      if (m.type === 'sync') renewals = 0;
      if (m.type === 'sync' || m.type === 'event') apply(m);
      else if (m.type === 'error' && CHAT_ERRORS.has(m.code)) {
        // A chat refusal belongs to the chat panel (issue 23: a chat flood was shown as a refused move).
        const chat = store.state.chat ?? { lines: [], muted: [] };
        const notice = { code: m.code, ...(m.retryAfterMs === undefined ? {} : { retryAfterMs: m.retryAfterMs }) };
        store.set({ chat: { ...chat, notice } });
      } else if (m.type === 'ack') pending = null;
      else if (m.type === 'error' && m.code === 'sessionRotated' && renewals < MAX_RENEWALS) {
        // Another tab of this browser renewed the session after this socket opened (it took a seat too): the new
        // connection's upgrade carries the cookie the browser has now. Not a refusal to show.
        renewals += 1;
        rejoin = true;
        ws.close();
      } else if (m.type === 'error') {
        // Going away: the move is kept and sent again after the reconnect; any other answer settles it.
        if (m.code !== 'goingAway') pending = null;
        store.set({ error: { kind: m.code, message: m.message } });
        // The game is further than this page knows (a frame lost between server nodes: issue 15). A connection
        // joins once, so the page joins again on a new one with `since`: it gets the missed versions or a sync.
        if (m.code === 'staleVersion') {
          rejoin = true;
          ws.close();
        }
      } else if (m.type === 'offers') store.set({ offers: { takeback: m.takeback, rematch: m.rematch } });
      else if (m.type === 'chatHistory') store.set({ chat: { lines: m.lines, muted: m.muted, more: m.more ?? false } });
      else if (m.type === 'chatPage') {
        const chat = store.state.chat ?? { lines: [], muted: [] };
        store.set({ chat: { ...chat, lines: [...m.lines, ...chat.lines], more: m.more } });
      } else if (m.type === 'chatLine') {
        const chat = store.state.chat ?? { lines: [], muted: [] };
        store.set({ chat: { ...chat, lines: [...chat.lines, m.line] } });
      } else if (m.type === 'presence') {
        const { type: _type, seats: named, ...presence } = m;
        store.set({ presence });
        // An invite seat bound since the sync (a friend opened the link) is named by its player (issue 25).
        const renamed = named && seats.map((s, i) => ({ ...s, ...named[i] }));
        if (renamed?.some((s, i) => s.name !== seats[i]?.name || s.player !== seats[i]?.player)) {
          seats = renamed;
          const snapshot = store.state.snapshot;
          if (snapshot) store.set({ snapshot: { ...snapshot, seats } });
        }
      } else if (m.type === 'aborted') {
        // Sent once when it happens and again on every join (a reload): nothing more happens in this game.
        aborted = true;
        const snap = store.state.snapshot;
        store.set({
          error: { kind: 'aborted', message: 'the game was aborted' },
          clock: null,
          ...(snap ? { snapshot: { ...snap, aborted: true, toMove: null, legal: [] } } : {}),
        });
      } else if (m.type === 'rematchStarted') {
        // This seat's own link to the new game (its token there), or the spectators' one.
        store.set({ rematchUrl: m.token === undefined ? spectateUrl(m.game) : inviteUrl(m.game, m.token) });
      }
    };
    ws.onclose = () => {
      lag.stop();
      if (closed) return;
      if (rejoin) {
        rejoin = false;
        connect();
        return;
      }
      store.set({ connection: 'lost' });
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 8000);
    };
  };
  // An invite link's seat is taken over HTTP first (players/): a guest's session rotates there, before the socket.
  if (token !== null && SeatToken.safeParse(token).success) void claimSeat(gameId, token).finally(connect);
  else connect();

  return {
    initial: store.state,
    subscribe: (l) => store.subscribe(l),
    play: (_seat, move) => {
      if (socket?.readyState === WebSocket.OPEN && version !== null) {
        const measured = lag.ms();
        pending = { version, move };
        socket.send(JSON.stringify({ type: 'move', version, move, ...(measured === null ? {} : { lag: measured }) }));
      }
    },
    command: (c) => {
      const message = commandMessage(c);
      if (message === null) {
        store.set({ error: { kind: 'unsupported', message: `${c.type} is not available online` } });
      } else if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
      else store.set({ error: { kind: 'network', message: 'not connected' } });
    },
    viewAt: (moves, seat) => steps.viewAt(moves, seat),
    analyse: (progress) => onlineAnalysis(gameId, progress),
    send: (message) => {
      if (socket?.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(message));
      // A new message clears the last refusal shown in the chat (a new one comes back if it is refused too).
      const chat = store.state.chat;
      if (message.type === 'chat' && chat?.notice !== undefined) {
        const { notice: _notice, ...rest } = chat;
        store.set({ chat: rest });
      }
      return true;
    },
    close: () => {
      closed = true;
      lag.stop();
      socket?.close();
    },
  };
}

/**
 * A table command as the protocol's message: the server knows the seat by the connection's token, so no seat is
 * sent. A hint is never available online (issue 12: not in a game with human opponents).
 */
export function commandMessage(c: TableCommand): ClientMessage | null {
  switch (c.type) {
    case 'resign':
    case 'takeback':
    case 'abort':
    case 'rematch':
    case 'berserk':
      return { type: c.type };
    case 'answerTakeback':
    case 'answerRematch':
      return { type: c.type, accept: c.accept };
    case 'hint':
      return null;
  }
}

/** How often the page pings the server to measure its lag (a ping is one small frame: within every budget). */
const PING_EVERY_MS = 10_000;

/**
 * The connection's lag, sent with each move so the server credits it within its allowance (server clocks/, as
 * lila): half the round trip of the last ping, or null before the first answer.
 */
function lagMeter() {
  let timer: ReturnType<typeof setInterval> | null = null;
  let sentAt: number | null = null;
  let last: number | null = null;
  return {
    start(ws: WebSocket) {
      if (timer !== null) clearInterval(timer);
      const ping = () => {
        if (ws.readyState !== WebSocket.OPEN || sentAt !== null) return;
        sentAt = performance.now();
        ws.send('{"type":"ping"}');
      };
      ping();
      timer = setInterval(ping, PING_EVERY_MS);
    },
    pong() {
      if (sentAt !== null) last = Math.min(60_000, Math.round((performance.now() - sentAt) / 2));
      sentAt = null;
    },
    stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
      sentAt = null;
    },
    ms: () => last,
  };
}
