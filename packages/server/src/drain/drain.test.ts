import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { TestClient } from '../fixtures/client.js';
import { openTable } from '../fixtures/play.js';
import { startServer } from '../server.js';
import { openSqliteStore } from '../sqlite.js';
import type { Store } from '../store.js';

/**
 * Issue 15, "SIGTERM drains": a move whose commit is still in the database when the drain starts is stored and
 * acknowledged; meanwhile `/api/ready` answers 503 and new requests and upgrades are refused; then every socket is
 * closed with 1001 (going away). The real server on a real SQLite file; the commit is held by a gate on `append`.
 */

const dir = mkdtempSync(join(tmpdir(), 'ludo-drain-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `store` with its `append` (a move's commit) held until `open()` is called; `entered` resolves when one waits. */
function gated(store: Store) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let entered!: () => void;
  const waiting = new Promise<void>((resolve) => (entered = resolve));
  const held: Store = new Proxy(store, {
    get(target, key) {
      if (key === 'append')
        return async (...args: Parameters<Store['append']>) => {
          entered();
          await gate;
          return target.append(...args);
        };
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { held, open, waiting };
}

const closed = (c: TestClient) =>
  new Promise<number>((resolve) => {
    if (c.closeCode !== null) resolve(c.closeCode);
    else c.socket.once('close', (code) => resolve(code));
  });

/** The HTTP status a WebSocket upgrade gets (101 when accepted). */
const upgradeStatus = (url: string) =>
  new Promise<number>((resolve) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`);
    ws.once('open', () => {
      ws.terminate();
      resolve(101);
    });
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('error', () => resolve(0));
  });

describe('drain', () => {
  it('finishes the commit in flight, answers 503 meanwhile, closes sockets with 1001', async () => {
    const dbFile = join(dir, 'games.sqlite');
    const { held, open, waiting } = gated(await openSqliteStore(dbFile));
    const server = await startServer({ port: 0, store: held });
    const table = await openTable(server.url, 'linx', 2);
    const state = table.spectator.latest();
    expect(state?.toMove).not.toBeNull();
    const mover = table.seats[state?.toMove ?? 0] as TestClient;
    const mine = mover.latest();
    if (mine === null) throw new Error('no sync');
    const move = mine.legalMoves[0] as string;
    mover.send({ type: 'move', version: mine.version, move });
    await waiting; // the commit is now in the store's hands

    const drained = server.drain();
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(503);
    expect((await fetch(`${server.url}/api/games/${table.id}`)).status).toBe(503);
    expect(await upgradeStatus(server.url)).toBe(503);
    // Nothing new begins on an open socket either: refused, not applied.
    table.spectator.send({ type: 'viewAt', moves: 0 });
    expect((await table.spectator.next('error')).code).toBe('goingAway');
    const codes = [...table.seats, table.spectator].map(closed);
    // Still draining: the commit is held, so no socket may have closed yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(table.spectator.closeCode).toBeNull();

    open();
    expect((await mover.next('ack')).version).toBe(mine.version + 1);
    expect(await Promise.all(codes)).toEqual([1001, 1001, 1001]);
    await drained;

    // Stored: a fresh store on the same file reads the move back.
    const again = await openSqliteStore(dbFile);
    try {
      expect(await again.getMoves(table.id)).toEqual([move]);
    } finally {
      await again.close();
    }
  });

  it('during the drain delay the node still serves: a move is acknowledged, only readiness says 503', async () => {
    const server = await startServer({ port: 0, dbFile: join(dir, 'delay.sqlite') });
    const table = await openTable(server.url, 'linx', 2);
    const drained = server.drain({ delayMs: 400 });
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(503);
    // Still in the delay: the balancer is taking the node out of rotation, nobody is refused anything yet.
    expect((await fetch(`${server.url}/api/games/${table.id}`)).status).toBe(200);
    const state = table.spectator.latest();
    const mover = table.seats[state?.toMove ?? 0] as TestClient;
    const mine = mover.latest();
    if (mine === null) throw new Error('no sync');
    mover.send({ type: 'move', version: mine.version, move: mine.legalMoves[0] as string });
    expect((await mover.next('ack')).version).toBe(mine.version + 1);
    expect(mover.messages.some((m) => m.type === 'error')).toBe(false);
    await drained;
  });
});
