import { Rng } from '@ludotheque/engine';
import type { CreateGameResponse, ServerMessage } from '@ludotheque/protocol';
import { describe, expect, it } from 'vitest';
import { createGame } from '../fixtures/client.js';
import { useTempServer } from '../fixtures/temp-server.js';
import { type LoadSocket, openSocket, readFrames } from './socket.js';

const temp = useTempServer('load-socket');

/** A server text frame (unmasked), with the 7-bit, 16-bit or 64-bit length form RFC 6455 §5.2 gives its size. */
function serverFrame(text: string, opcode = 0x1): Buffer {
  const payload = Buffer.from(text);
  const n = payload.length;
  const head = n < 126 ? Buffer.from([0x80 | opcode, n]) : Buffer.alloc(n < 65536 ? 4 : 10);
  if (n >= 126 && n < 65536) {
    head[0] = 0x80 | opcode;
    head[1] = 126;
    head.writeUInt16BE(n, 2);
  } else if (n >= 65536) {
    head[0] = 0x80 | opcode;
    head[1] = 127;
    head.writeBigUInt64BE(BigInt(n), 2);
  }
  return Buffer.concat([head, payload]);
}

describe('the load clients’ WebSocket client', () => {
  it('reads frames of every length form, whatever the TCP chunks they arrive in', () => {
    const small = ['{"type":"ack","version":3}', 'é'.repeat(200)];
    // Byte by byte for the short frames; in larger chunks with a 64-bit length one (re-reading it byte by byte
    // would copy it quadratically).
    for (const [texts, sizes] of [
      [small, [1, 2, 3, 7]],
      [
        [...small, 'x'.repeat(70_000)],
        [125, 4096, 80_000],
      ],
    ] as const) {
      const stream = Buffer.concat([...texts.map((t) => serverFrame(t)), serverFrame('', 0x8)]);
      for (const size of sizes) {
        const got: string[] = [];
        let closes = 0;
        let left: Buffer = Buffer.alloc(0);
        for (let at = 0; at < stream.length; at += size) {
          const chunk = Buffer.concat([left, stream.subarray(at, at + size)]);
          left = readFrames(
            chunk,
            (t) => got.push(t),
            () => closes++,
          );
        }
        expect(got).toEqual(texts);
        expect(closes).toBe(1);
        expect(left.length).toBe(0);
      }
    }
  });

  it('joins a game on the real server, plays a move to its ack, and closes with the handshake', async () => {
    const res = await createGame(temp.server.url, {
      game: 'linx',
      options: {},
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const created = (await res.json()) as CreateGameResponse;
    const seats = await Promise.all(created.invites.map((i) => join(created.id, i.token)));
    await Promise.all(seats.map((s) => s.until(() => s.received.some((m) => m.type === 'sync'))));
    const syncs = seats.map((s) => s.received.find((m) => m.type === 'sync'));
    const mover = seats.find((_, i) => syncs[i]?.type === 'sync' && syncs[i].toMove === syncs[i].seat);
    const sync = syncs.find((m) => m?.type === 'sync' && m.toMove === m.seat);
    if (mover === undefined || sync?.type !== 'sync') throw new Error('no seat to move');
    const move = Rng.seeded('load socket').pick(sync.legalMoves);
    mover.socket.send(JSON.stringify({ type: 'move', version: sync.version, move }));
    await mover.until(() => mover.received.some((m) => m.type === 'ack'));
    const event = mover.received.find((m) => m.type === 'event');
    expect(event?.type === 'event' && event.lastMove.text).toBe(move);
    expect(mover.received.find((m) => m.type === 'ack')).toEqual({ type: 'ack', version: sync.version + 1 });
    for (const s of seats) {
      s.socket.close();
      await s.until(() => s.closed);
    }
  });
});

/** A seat joined over the load clients' socket, with what it received and a way to wait for a condition. */
async function join(gameId: string, token: string) {
  const seat = {
    socket: null as unknown as LoadSocket,
    received: [] as ServerMessage[],
    closed: false,
    wake: (): void => {},
    until(done: () => boolean): Promise<void> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('timed out')), 5000);
        seat.wake = () => {
          if (!done()) return;
          clearTimeout(timer);
          resolve();
        };
        seat.wake();
      });
    },
  };
  seat.socket = await openSocket(
    `${temp.server.url.replace(/^http/, 'ws')}/ws`,
    (text) => {
      seat.received.push(JSON.parse(text) as ServerMessage);
      seat.wake();
    },
    () => {
      seat.closed = true;
      seat.wake();
    },
  );
  seat.socket.send(JSON.stringify({ type: 'join', game: gameId, token }));
  return seat;
}
