import { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { TestClient } from '../fixtures/client.js';
import { until, withServer } from '../fixtures/scratch.js';
import { person } from '../lobby/fixtures/people.js';

// Issue 23, "one address, many people": sockets are capped per player first, per address only without a player,
// the balancer's checks are never refused, and the node keeps descriptors in reserve.

const held: (WebSocket | Socket)[] = [];
afterEach(() => {
  for (const s of held.splice(0)) s instanceof WebSocket ? s.terminate() : s.destroy();
});

/** An upgrade on `path`: the open socket (kept until the test ends), or the HTTP status it was refused with. */
function upgrade(url: string, path = '/ws', headers: Record<string, string> = {}): Promise<WebSocket | number> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}${path}`, { headers });
  ws.on('error', () => undefined);
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      held.push(ws);
      resolve(ws);
    });
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('error', reject);
  });
}

const opened = async (p: Promise<WebSocket | number>): Promise<WebSocket> => {
  const r = await p;
  if (typeof r === 'number') throw new Error(`upgrade refused with ${r}`);
  return r;
};

/** A TCP connection that is kept open and sends nothing (until `ask` writes a request on it). */
function idle(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const s = new Socket();
    held.push(s);
    // A connection the server cuts may report ECONNRESET after the test has its answer.
    s.on('error', () => undefined);
    s.once('error', reject);
    s.connect(port, '127.0.0.1', () => resolve(s));
  });
}

/**
 * One request (`Connection: close`) on a fresh TCP connection, or on `on`; resolves with the answer's status once
 * the connection is closed (and a moment more, for the server to count it closed too).
 */
async function ask(port: number, path: string, on?: Socket): Promise<number> {
  const s = on ?? (await idle(port));
  const status = await new Promise<number>((resolve, reject) => {
    let got = '';
    s.on('data', (d) => {
      got += d.toString();
    });
    s.once('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(got)?.[1] ?? 0)));
    s.once('error', reject);
    s.write(`GET ${path} HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n`);
  });
  await new Promise((r) => setTimeout(r, 50));
  return status;
}

describe('sockets per player, not per address', () => {
  it('one player holding their share of sockets locks out nobody else behind the same address', async () => {
    await withServer({ limits: { maxSocketsPerPlayer: 3 } }, async (server) => {
      const ada = await person(server.url, 'Ada');
      const bea = await person(server.url, 'Bea');
      // Ada's game and lobby sockets share her share.
      await opened(upgrade(server.url, '/ws', ada.headers));
      await opened(upgrade(server.url, '/ws', ada.headers));
      const third = await opened(upgrade(server.url, '/ws/lobby', ada.headers));
      expect(await upgrade(server.url, '/ws', ada.headers)).toBe(429);
      expect(await upgrade(server.url, '/ws/lobby', ada.headers)).toBe(429);
      // Bea, from the same address (127.0.0.1), and a visitor without a session are served as before.
      for (let i = 0; i < 3; i++) await opened(upgrade(server.url, '/ws', bea.headers));
      const anonymous = await TestClient.connect(server.url);
      anonymous.send({ type: 'ping' });
      await anonymous.next('pong');
      // A place Ada frees is hers again.
      third.close();
      await until(async () => {
        const again = await upgrade(server.url, '/ws', ada.headers);
        return typeof again !== 'number';
      });
      await anonymous.close();
    });
  });

  it('behind a trusted proxy, sockets without a player count per forwarded address, and the proxy is not capped', async () => {
    const limits = { maxConnectionsPerAddress: 4, maxSocketsPerAddress: 2 };
    await withServer({ trustProxy: true, limits }, async (server) => {
      const via = (address: string) => ({ 'x-forwarded-for': address });
      // 12 sockets from the proxy's one peer address (127.0.0.1), above its raw cap of 4: six clients, two each.
      for (let i = 1; i <= 6; i++)
        for (let k = 0; k < 2; k++) await opened(upgrade(server.url, '/ws', via(`10.0.0.${i}`)));
      expect(await upgrade(server.url, '/ws', via('10.0.0.1'))).toBe(429);
      // What a client writes before the proxy's own entry is not believed: the proxy saw 10.0.0.1.
      expect(await upgrade(server.url, '/ws', via('10.9.9.9, 10.0.0.1'))).toBe(429);
      await opened(upgrade(server.url, '/ws', via('10.0.0.7')));
      const health = await fetch(`${server.url}/api/health`, { headers: via('10.0.0.1') });
      expect(health.status).toBe(200);
    });
  });
});

describe('the balancer’s checks are never refused', () => {
  it('with an address over its connection cap, /api/health and /api/ready still answer 200', async () => {
    await withServer({ limits: { maxConnectionsPerAddress: 3, requestTimeoutMs: 500 } }, async (server) => {
      for (let i = 0; i < 3; i++) await opened(upgrade(server.url));
      expect(await ask(server.port, '/api/games/nosuchgame000')).toBe(429);
      expect(await upgrade(server.url)).toBe(429);
      expect(await ask(server.port, '/api/health')).toBe(200);
      expect(await ask(server.port, '/api/ready')).toBe(200);
      // A connection over the cap that sends nothing does not keep its descriptor.
      const mute = await idle(server.port);
      const started = Date.now();
      await new Promise((resolve) => mute.once('close', resolve));
      expect(Date.now() - started).toBeLessThan(5_000);
    });
  });
});

describe('descriptors', () => {
  it('sockets stay a reserve below the descriptors: a newcomer is refused cleanly, checks and players go on', async () => {
    // 40 descriptors, 16 in reserve: 24 WebSockets; past 32 connections only the checks; past 38 refused at accept.
    await withServer({ limits: { descriptors: 40, descriptorReserve: 16 } }, async (server) => {
      const first = await TestClient.connect(server.url);
      for (let i = 1; i < 24; i++) await opened(upgrade(server.url));
      expect(await upgrade(server.url)).toBe(503);
      expect(await upgrade(server.url, '/ws/lobby')).toBe(503);
      expect(await ask(server.port, '/api/health')).toBe(200);
      first.send({ type: 'ping' });
      await first.next('pong');
      // Plain requests still find descriptors; then connections fill the rest of the reserve.
      expect(await ask(server.port, '/api/games/nosuchgame000')).toBe(404);
      for (let open = 24; open < 32; open++) await idle(server.port);
      const over = await idle(server.port);
      expect(await ask(server.port, '/api/games/nosuchgame000', over)).toBe(503);
      expect(await ask(server.port, '/api/ready')).toBe(200);
      expect(await ask(server.port, '/api/health')).toBe(200);
      for (let open = 33; open <= 38; open++) await idle(server.port);
      // The last few descriptors: refused as it arrives, before any request.
      const late = await idle(server.port);
      const answer = await new Promise<string>((resolve) => {
        let got = '';
        late.on('data', (d) => {
          got += d.toString();
        });
        late.once('close', () => resolve(got));
      });
      expect(answer).toMatch(/^HTTP\/1\.1 503/);
      first.send({ type: 'ping' });
      await first.next('pong');
      await first.close();
      // Connections that never sent a request would hold the server's close until their timeout.
      for (const s of held) if (s instanceof Socket) s.destroy();
    });
  });
});
