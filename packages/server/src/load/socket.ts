import { createHash, randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

/**
 * A minimal WebSocket client (RFC 6455) for the load clients only: text frames in and out, close, nothing else.
 * The load clients share the server's two cores, so every microsecond they spend is taken from the server being
 * measured (wrk is written in C for the same reason); `ws`'s client, with its streams and events per frame, cost
 * the clients about as much CPU per move as the server. The web app and the tests use real WebSocket clients.
 */
export interface LoadSocket {
  send(text: string): void;
  close(): void;
}

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

/** Opens `ws://host:port/path`; `onText` gets each text frame; resolves once the upgrade is answered. */
export function openSocket(url: string, onText: (text: string) => void, onClose: () => void): Promise<LoadSocket> {
  const { hostname, port, pathname } = new URL(url);
  const key = randomBytes(16).toString('base64');
  const accept = createHash('sha1')
    .update(key + GUID)
    .digest('base64');
  const socket = connect({ host: hostname, port: Number(port), noDelay: true });
  let buffer: Buffer = Buffer.alloc(0);
  let open = false;
  return new Promise((resolve, reject) => {
    socket.once('connect', () =>
      socket.write(
        `GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      ),
    );
    socket.on('error', reject);
    socket.on('close', onClose);
    socket.on('data', (chunk: Buffer) => {
      buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
      if (!open) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = buffer.subarray(0, end).toString('latin1');
        if (!head.startsWith('HTTP/1.1 101') || !head.includes(accept)) {
          reject(new Error(`no WebSocket upgrade: ${head.split('\r\n')[0]}`));
          socket.destroy();
          return;
        }
        open = true;
        buffer = buffer.subarray(end + 4);
        resolve({ send: (text) => socket.write(frame(0x1, Buffer.from(text))), close: () => closing(socket) });
      }
      buffer = readFrames(
        buffer,
        onText,
        () => {
          closing(socket);
          socket.end();
        },
        // The server's heartbeat (limits/heartbeat.ts) cuts a connection that leaves two pings unanswered: the
        // human-paced runs last minutes, so the pings are answered as a browser does.
        (payload) => {
          if (socket.writable) socket.write(frame(0xa, payload));
        },
      );
    });
  });
}

/**
 * Reads every whole frame at the start of `data` (server frames are not masked); returns what is left, the start of
 * a frame whose end has not arrived yet.
 */
export function readFrames(
  data: Buffer,
  onText: (text: string) => void,
  onCloseFrame: () => void,
  onPing: (payload: Buffer) => void = () => {},
): Buffer {
  let at = 0;
  while (data.length - at >= 2) {
    const opcode = (data[at] as number) & 0x0f;
    let length = (data[at + 1] as number) & 0x7f;
    let start = at + 2;
    if (length === 126) {
      if (data.length - at < 4) break;
      length = data.readUInt16BE(at + 2);
      start = at + 4;
    } else if (length === 127) {
      if (data.length - at < 10) break;
      length = Number(data.readBigUInt64BE(at + 2));
      start = at + 10;
    }
    if (data.length < start + length) break;
    // The server sends whole text messages (no fragments). Its close frame answers ours, or starts the closing
    // handshake (answered); either way the TCP connection then ends, as a browser's would.
    if (opcode === 0x1) onText(data.toString('utf8', start, start + length));
    else if (opcode === 0x8) onCloseFrame();
    else if (opcode === 0x9) onPing(Buffer.from(data.subarray(start, start + length)));
    at = start + length;
  }
  return at === data.length ? Buffer.alloc(0) : data.subarray(at);
}

/** A masked client frame (RFC 6455 §5.3: every client frame is masked with a fresh random key). */
function frame(opcode: number, payload: Buffer): Buffer {
  if (payload.length > 0xffff) throw new Error('the load clients send short frames only');
  const long = payload.length >= 126;
  const head = long ? 4 : 2;
  const out = Buffer.allocUnsafe(head + 4 + payload.length);
  out[0] = 0x80 | opcode;
  if (long) {
    out[1] = 0x80 | 126;
    out.writeUInt16BE(payload.length, 2);
  } else out[1] = 0x80 | payload.length;
  const mask = nextMask();
  mask.copy(out, head);
  for (let i = 0; i < payload.length; i++) out[head + 4 + i] = (payload[i] as number) ^ (mask[i & 3] as number);
  return out;
}

/** Masks come from one pool of random bytes, refilled when used up. */
let pool = randomBytes(4096);
let used = 0;
function nextMask(): Buffer {
  if (used + 4 > pool.length) {
    pool = randomBytes(4096);
    used = 0;
  }
  used += 4;
  return pool.subarray(used - 4, used);
}

/** Sends this side's close frame, once. */
const closed = new WeakSet<Socket>();
function closing(socket: Socket): void {
  if (closed.has(socket) || !socket.writable) return;
  closed.add(socket);
  socket.write(frame(0x8, Buffer.alloc(0)));
}
