import type { WebSocket, WebSocketServer } from 'ws';

/** Pings a connection may leave unanswered in a row; the next tick terminates it (a stall of one tick is forgiven). */
const MISSED = 2;

/**
 * WebSocket pings every `intervalMs`: a connection that has answered none of the last two (browsers and `ws`
 * answer on their own) is terminated, so a peer that vanished without a FIN does not hold its socket and buffers
 * for ever. Two, not one: a pause of the event loop longer than an interval must not cut healthy connections.
 * Returns the function that stops the timer.
 */
export function startHeartbeat(wss: WebSocketServer, intervalMs: number, onDead: (s: WebSocket) => void): () => void {
  if (intervalMs <= 0) return () => undefined;
  const missed = new WeakMap<WebSocket, number>();
  wss.on('connection', (socket: WebSocket) => {
    missed.set(socket, 0);
    socket.on('pong', () => missed.set(socket, 0));
  });
  const timer = setInterval(() => {
    for (const socket of wss.clients) {
      const count = missed.get(socket) ?? 0;
      if (count >= MISSED) {
        onDead(socket);
        socket.terminate();
        continue;
      }
      missed.set(socket, count + 1);
      socket.ping();
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
