import type { WebSocket, WebSocketServer } from 'ws';

/**
 * WebSocket pings every `intervalMs`: a connection that has not answered the previous ping (browsers and `ws`
 * answer on their own) is terminated, so a peer that vanished without a FIN does not hold its socket and buffers
 * for ever. Returns the function that stops the timer.
 */
export function startHeartbeat(wss: WebSocketServer, intervalMs: number, onDead: (s: WebSocket) => void): () => void {
  if (intervalMs <= 0) return () => undefined;
  const answered = new WeakSet<WebSocket>();
  wss.on('connection', (socket: WebSocket) => {
    answered.add(socket);
    socket.on('pong', () => answered.add(socket));
  });
  const timer = setInterval(() => {
    for (const socket of wss.clients) {
      if (!answered.has(socket)) {
        onDead(socket);
        socket.terminate();
        continue;
      }
      answered.delete(socket);
      socket.ping();
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
