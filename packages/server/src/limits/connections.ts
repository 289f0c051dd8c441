import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** Answered to a connection over the cap before its request is read; the client sees a plain HTTP 429. */
const REFUSAL = 'HTTP/1.1 429 Too Many Requests\r\nconnection: close\r\ncontent-length: 0\r\n\r\n';

/**
 * Caps the open TCP connections (HTTP keep-alive and WebSocket alike) per remote address: one over the cap is
 * answered 429 and closed as it arrives, before any request or upgrade is parsed. Behind a proxy every client has
 * the proxy's address: raise the cap or turn it off (0).
 */
export function capConnections(
  server: Server,
  max: number,
  onRefuse: () => void = () => undefined,
): { readonly open: () => number } {
  const byAddress = new Map<string, number>();
  let open = 0;
  if (max > 0)
    server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress ?? '';
      const count = byAddress.get(address) ?? 0;
      if (count >= max) {
        onRefuse();
        socket.end(REFUSAL);
        socket.destroySoon();
        return;
      }
      byAddress.set(address, count + 1);
      open++;
      socket.once('close', () => {
        open--;
        const left = (byAddress.get(address) ?? 1) - 1;
        if (left <= 0) byAddress.delete(address);
        else byAddress.set(address, left);
      });
    });
  return { open: () => open };
}
