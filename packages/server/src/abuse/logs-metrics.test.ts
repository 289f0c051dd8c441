import { Socket } from 'node:net';
import type { CreateGameResponse } from '@ludotheque/protocol';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createGame, TestClient } from '../fixtures/client.js';
import { withServer } from '../fixtures/scratch.js';

/** Sends one raw HTTP request line (a literal fragment included, as a hand-made client may) and reads the answer. */
function rawGet(port: number, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const s = new Socket();
    let got = '';
    s.on('data', (d) => {
      got += d.toString();
    });
    s.once('close', () => resolve(got));
    s.once('error', reject);
    s.connect(port, '127.0.0.1', () => s.write(`GET ${target} HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n`));
  });
}

/** The value of one sample line of Prometheus' text format (`name{labels} value`), or null when absent. */
function sample(text: string, name: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? null : Number(line.slice(name.length + 1));
}

describe('logs and metrics', () => {
  it('logs every request as JSON with its URL redacted: no seat token reaches the log', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    await withServer({ logger: { level: 'info', stream } }, async (server) => {
      const res = await createGame(server.url, {
        game: 'linx',
        options: {},
        seats: [{ kind: 'human' }, { kind: 'human' }],
      });
      const created = (await res.json()) as CreateGameResponse;
      const tokens = created.invites.map((i) => i.token);
      const [t0, t1] = tokens as [string, string];
      // Tokens in a join frame, in a query, in a raw fragment, in an upgrade's query and in a path.
      const seat = await TestClient.connect(server.url);
      seat.send({ type: 'join', game: created.id, token: t0 });
      await seat.next('sync');
      await fetch(`${server.url}/api/games/${created.id}?token=${t0}`);
      await rawGet(server.port, `/play/${created.id}#token=${t1}`);
      await rawGet(server.port, `/api/games/${created.id}?x=1&Token=${t1}`);
      const ws = new WebSocket(`${server.url.replace('http', 'ws')}/ws?token=${t1}`);
      await new Promise((r) => ws.once('open', r));
      ws.close();
      await seat.close();
      await new Promise((r) => setTimeout(r, 50));
      const log = lines.join('');
      for (const token of tokens) expect(log).not.toContain(token);
      const entries = lines.map(
        (l) => JSON.parse(l) as { msg: string; req?: { url: string }; res?: { statusCode: number } },
      );
      const urls = entries.flatMap((e) => (e.msg === 'incoming request' && e.req ? [e.req.url] : []));
      expect(urls).toContain(`/api/games/${created.id}?token=[redacted]`);
      expect(urls).toContain(`/play/${created.id}#token=[redacted]`);
      expect(urls).toContain(`/api/games/${created.id}?x=1&Token=[redacted]`);
      expect(urls).toContain('/ws?token=[redacted]');
      expect(urls).toContain('/api/games');
      expect(entries.some((e) => e.msg === 'request completed' && e.res?.statusCode === 201)).toBe(true);
    });
  });

  it('serves Prometheus metrics on a port of its own: games, connections, moves by answer, latency, commits, bots', async () => {
    await withServer({ metricsPort: 0 }, async (server) => {
      if (server.metricsUrl === null) throw new Error('no metrics URL');
      // Not on the public port.
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
      const res = await createGame(server.url, {
        game: 'linx',
        options: {},
        seats: [{ kind: 'human' }, { kind: 'human' }],
      });
      const created = (await res.json()) as CreateGameResponse;
      const seats = [];
      for (const invite of created.invites) {
        const c = await TestClient.connect(server.url);
        c.send({ type: 'join', game: created.id, token: invite.token });
        seats.push({ c, sync: await c.next('sync') });
      }
      const mover = seats.find((s) => s.sync.legalMoves.length > 0);
      const other = seats.find((s) => s.sync.legalMoves.length === 0);
      if (mover === undefined || other === undefined) throw new Error('no mover');
      other.c.send({ type: 'move', version: 0, move: 'pass' });
      expect((await other.c.next('error')).code).toBe('notYourTurn');
      mover.c.send({ type: 'move', version: 0, move: mover.sync.legalMoves[0] });
      await mover.c.next('ack');
      const scrape = await fetch(server.metricsUrl);
      expect(scrape.status).toBe(200);
      expect(scrape.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await scrape.text();
      expect(sample(text, 'ludo_live_games')).toBe(1);
      expect(sample(text, 'ludo_connections')).toBe(2);
      expect(sample(text, 'ludo_moves_total{code="accepted"}')).toBe(1);
      expect(sample(text, 'ludo_moves_total{code="notYourTurn"}')).toBe(1);
      expect(sample(text, 'ludo_moves_total{code="illegal"}')).toBe(0);
      expect(sample(text, 'ludo_move_seconds_count')).toBe(2);
      expect(sample(text, 'ludo_move_seconds_bucket{le="+Inf"}')).toBe(2);
      // The game's creation and the move: at least one group commit, each observed.
      expect(sample(text, 'ludo_commit_seconds_count')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'ludo_bot_queue_depth')).toBe(0);
      await Promise.all(seats.map((s) => s.c.close()));
    });
  });
});
