import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { TestClient } from '../fixtures/client.js';
import { until, withServer } from '../fixtures/scratch.js';

/** Opens a WebSocket on `path`; resolves with it open, or with the HTTP status the server refused the upgrade with. */
function upgrade(url: string, path: string, options: WebSocket.ClientOptions = {}): Promise<WebSocket | number> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}${path}`, options);
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('error', reject);
  });
}

/** Sends raw bytes over TCP and resolves with everything the server answered until it closed the connection. */
function raw(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const s = new Socket();
    let got = '';
    s.on('data', (d) => {
      got += d.toString();
    });
    s.once('close', () => resolve(got));
    s.once('error', reject);
    s.connect(port, '127.0.0.1', () => s.write(text));
  });
}

describe('heartbeats and idle limits', () => {
  it('a connection that answers no ping is closed; one that answers stays', async () => {
    await withServer({ limits: { pingIntervalMs: 100 } }, async (server) => {
      const mute = await upgrade(server.url, '/ws', { autoPong: false });
      const alive = await TestClient.connect(server.url);
      if (typeof mute === 'number') throw new Error(`refused ${mute}`);
      let muteClosed = false;
      mute.once('close', () => {
        muteClosed = true;
      });
      await until(() => muteClosed, 3_000);
      // Several intervals later the connection that answers is still served.
      await new Promise((r) => setTimeout(r, 400));
      alive.send({ type: 'ping' });
      await alive.next('pong');
      expect(alive.closeCode).toBeNull();
      await alive.close();
    });
  });

  it('a connection heard from between visits is not pinged, and so not cut for pongs it never sent (issue 28)', async () => {
    await withServer({ limits: { pingIntervalMs: 100 } }, async (server) => {
      // Answers no ping, but speaks (as a page's lag ping, every 20 ms): its peer is there, proven by its frames.
      const talker = await upgrade(server.url, '/ws', { autoPong: false });
      if (typeof talker === 'number') throw new Error(`refused ${talker}`);
      let pings = 0;
      talker.on('ping', () => {
        pings += 1;
      });
      const speak = setInterval(() => talker.send('{"type":"ping"}'), 20);
      await new Promise((r) => setTimeout(r, 800));
      clearInterval(speak);
      // Eight intervals: a connection pinged at every visit without answering would be cut after three.
      expect(talker.readyState).toBe(WebSocket.OPEN);
      // At most a visit before its first frame, and one a stalled timer let pass without a frame.
      expect(pings).toBeLessThanOrEqual(2);
      // Silent from now on: pinged, unanswered, cut.
      const closed = new Promise<void>((resolve) => talker.once('close', () => resolve()));
      await closed;
      expect(pings).toBeGreaterThanOrEqual(2);
    });
  });

  it('an HTTP request whose body never finishes times out with 408; an upgraded socket is not cut', async () => {
    await withServer({ limits: { requestTimeoutMs: 200 } }, async (server) => {
      // A WebSocket is no request once upgraded: the timeout does not cut it.
      const player = await TestClient.connect(server.url);
      const started = Date.now();
      const answer = await raw(
        server.port,
        'POST /api/games HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 200\r\n\r\n{"game":',
      );
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).toBeLessThan(3_000);
      await new Promise((r) => setTimeout(r, 300));
      player.send({ type: 'ping' });
      await player.next('pong');
      await player.close();
    });
  });

  it('caps the connections of one address: the one over the cap gets 429, and a freed place is given again', async () => {
    await withServer({ limits: { maxConnectionsPerAddress: 3 } }, async (server) => {
      const open = await Promise.all([1, 2, 3].map(() => TestClient.connect(server.url)));
      expect(await upgrade(server.url, '/ws')).toBe(429);
      // Plain HTTP counts too (a keep-alive connection is a connection).
      expect((await fetch(`${server.url}/api/games/nosuchgame000`)).status).toBe(429);
      await open[0]?.close();
      await until(async () => {
        const again = await upgrade(server.url, '/ws');
        if (typeof again === 'number') return false;
        again.close();
        return true;
      });
      await Promise.all(open.map((c) => c.close()));
    });
  });

  it('refuses an upgrade on any path but /ws before upgrading, even where the web app answers every path', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ludo-static-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
    try {
      await withServer({ staticDir: dir }, async (server) => {
        expect((await fetch(`${server.url}/play/abc`)).status).toBe(200);
        for (const path of ['/play/abc', '/api/games', '/nope', '/ws/x'])
          expect(await upgrade(server.url, path)).toBe(404);
        const ok = await upgrade(server.url, '/ws');
        expect(typeof ok).not.toBe('number');
        if (typeof ok !== 'number') ok.close();
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
