import type { Socket } from 'node:net';
import type { CreateGameResponse } from '@ludotheque/protocol';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { createGame, TestClient } from '../fixtures/client.js';
import { until, withServer } from '../fixtures/scratch.js';
import type { RunningServer } from '../server.js';

// A connection that stops reading while the server keeps writing to it: before the bound, its frames piled up in
// the server without limit (50 such spectators held 60 MiB after 25 s). The client pauses its TCP socket, so the
// kernel's buffers fill (about 4 MiB on loopback) and then the server's; it floods one-byte frames, each answered
// by a 58-byte `malformed` error, to get there in a second instead of minutes of game events.

const BOUND = 64 * 1024;
const FRAMES = 150_000;

/** One masked one-byte text frame ("x"), FRAMES times: what a client sends, written under ws's own sender. */
const flood = Buffer.alloc(7 * FRAMES);
for (let i = 0; i < FRAMES; i++) flood.set([0x81, 0x81, 0, 0, 0, 0, 0x78], i * 7);

const tcp = (c: TestClient) => (c.socket as unknown as { _socket: Socket })._socket;

/** The server's side of a client's connection (the server's socket whose peer port is the client's). */
function serverSide(server: RunningServer, c: TestClient): WebSocket {
  const port = tcp(c).localPort;
  const found = [...server.app.websocketServer.clients].find(
    (s) => (s as unknown as { _socket: Socket })._socket.remotePort === port,
  );
  if (found === undefined) throw new Error('no server socket for this client');
  return found;
}

async function twoSeats(url: string) {
  const res = await createGame(url, { game: 'linx', options: {}, seats: [{ kind: 'human' }, { kind: 'human' }] });
  const created = (await res.json()) as CreateGameResponse;
  const seats = [];
  for (const invite of created.invites) {
    const c = await TestClient.connect(url);
    c.send({ type: 'join', game: created.id, token: invite.token });
    seats.push({ client: c, sync: await c.next('sync'), token: invite.token });
  }
  return { created, seats };
}

describe('slow readers', () => {
  it('a seat that stops reading is closed with 1013 at the bound, and resyncs and plays when it comes back', async () => {
    const limits = {
      maxBufferedBytes: BOUND,
      slowReaderGraceMs: 10_000,
      framesPerConnection: { burst: 1e9, perSecond: 1e9 },
    };
    await withServer({ limits }, async (server) => {
      const { created, seats } = await twoSeats(server.url);
      const moverIndex = seats.findIndex((s) => s.sync.toMove === s.sync.seat);
      const mover = seats[moverIndex];
      const idle = seats[1 - moverIndex];
      if (mover === undefined || idle === undefined) throw new Error('no mover');
      const held = serverSide(server, idle.client);
      // The seat not to move stops reading and floods.
      tcp(idle.client).pause();
      tcp(idle.client).write(flood);
      await until(() => held.readyState !== 1, 20_000);
      // Closed at the bound: what the server holds for it is the bound and the last frame, not what it was asked.
      expect(held.bufferedAmount).toBeLessThanOrEqual(BOUND + 200);
      expect(FRAMES * 58).toBeGreaterThan(20 * BOUND);
      // The other seat plays meanwhile.
      mover.client.send({ type: 'move', version: 0, move: mover.sync.legalMoves[0] });
      await mover.client.next('ack', (a) => a.version === 1);
      // The slow reader reads again: what was buffered, then the close frame with 1013.
      tcp(idle.client).resume();
      await expect(idle.client.next('sync', () => false, 20_000)).rejects.toThrow('socket closed (1013)');
      const answered = idle.client.messages.filter((m) => m.type === 'error').length;
      expect(answered).toBeLessThan(FRAMES);
      // It comes back with what it had seen, gets the move it missed, and plays.
      const back = await TestClient.connect(server.url);
      back.send({ type: 'join', game: created.id, token: idle.token, since: 0 });
      const caught = await Promise.race([back.next('sync'), back.next('event')]);
      expect(caught.version).toBe(1);
      const now = back.latest();
      expect(now?.toMove).toBe(now?.seat);
      back.send({ type: 'move', version: 1, move: now?.legalMoves[0] });
      await back.next('ack', (a) => a.version === 2);
      await Promise.all([back.close(), mover.client.close()]);
    });
  });

  it('a slow reader that never reads its close frame is destroyed after the grace, its buffers freed', async () => {
    const limits = {
      maxBufferedBytes: BOUND,
      slowReaderGraceMs: 100,
      framesPerConnection: { burst: 1e9, perSecond: 1e9 },
    };
    await withServer({ limits }, async (server) => {
      const c = await TestClient.connect(server.url);
      const held = serverSide(server, c);
      tcp(c).pause();
      tcp(c).write(flood);
      await until(() => held.readyState === 3, 20_000);
      expect(server.app.websocketServer.clients.size).toBe(0);
      tcp(c).resume();
      await until(() => c.closeCode !== null);
      expect(c.closeCode).toBe(1006);
    });
  });
});
