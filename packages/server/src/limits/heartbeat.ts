import type { WebSocket, WebSocketServer } from 'ws';

/** Pings a connection may leave unanswered in a row; the next visit terminates it (a stall of one is forgiven). */
const MISSED = 2;
/** The shortest step between two slices' visits: a short interval (tests) is cut in fewer slices. */
const MIN_STEP_MS = 50;
/** At most this many slices (at the default 5 s, a slice every 100 ms). */
const MAX_SLICES = 50;

interface Beat {
  /** Visits in a row this connection was pinged without being heard from since. */
  missed: number;
  /** Heard from (any frame, or a pong) since its last visit. */
  heard: boolean;
  readonly slice: number;
}

/**
 * WebSocket pings every `intervalMs`: a connection that has answered none of the last two (browsers and `ws`
 * answer on their own) is terminated, so a peer that vanished without a FIN does not hold its socket and buffers
 * for ever. Two, not one: a pause of the event loop longer than an interval must not cut healthy connections.
 *
 * Issue 28, a cost of what changes: a connection heard from since its last visit (a move, the page's lag ping)
 * proves its peer is there and is not pinged; and the connections are visited in slices spread over the interval
 * (each once per interval, as before), not all at once (32,000 pings in one tick were a stall of the event loop
 * every interval, the p99 of every move made meanwhile). Returns the function that stops the timer.
 */
export function startHeartbeat(wss: WebSocketServer, intervalMs: number, onDead: (s: WebSocket) => void): () => void {
  if (intervalMs <= 0) return () => undefined;
  const slices = Math.max(1, Math.min(MAX_SLICES, Math.floor(intervalMs / MIN_STEP_MS)));
  const members: Set<WebSocket>[] = Array.from({ length: slices }, () => new Set());
  const beats = new WeakMap<WebSocket, Beat>();
  let next = 0;
  wss.on('connection', (socket: WebSocket) => {
    const beat: Beat = { missed: 0, heard: false, slice: next++ % slices };
    beats.set(socket, beat);
    members[beat.slice]?.add(socket);
    const heard = () => {
      beat.heard = true;
    };
    socket.on('pong', heard);
    socket.on('message', heard);
    socket.once('close', () => members[beat.slice]?.delete(socket));
  });
  let phase = 0;
  const timer = setInterval(
    () => {
      const slice = members[phase] ?? new Set<WebSocket>();
      phase = (phase + 1) % slices;
      for (const socket of slice) {
        const beat = beats.get(socket);
        if (beat === undefined) continue;
        if (beat.heard) {
          beat.heard = false;
          beat.missed = 0;
          continue;
        }
        if (beat.missed >= MISSED) {
          slice.delete(socket);
          onDead(socket);
          socket.terminate();
          continue;
        }
        beat.missed += 1;
        socket.ping();
      }
    },
    Math.max(1, Math.floor(intervalMs / slices)),
  );
  timer.unref();
  return () => clearInterval(timer);
}
