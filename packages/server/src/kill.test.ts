import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CreateGameResponse } from '@ludotheque/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { childPort } from './fixtures/child-port.js';
import { createGame, TestClient } from './fixtures/client.js';
import { storedRows } from './fixtures/db.js';
import { startServer } from './server.js';

const dir = mkdtempSync(join(tmpdir(), 'ludo-kill-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts the server in a child process (through tsx, from sources) and resolves with its port. */
function spawnServer(dbFile: string): Promise<{ child: ChildProcess; port: number }> {
  const entry = fileURLToPath(new URL('./fixtures/serve-child.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', entry, dbFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  return childPort(child).then((port) => ({ child, port }));
}

describe('durability', () => {
  it('kill -9 right after an acknowledgement: the restarted server has the move', async () => {
    const dbFile = join(dir, 'kill.sqlite');
    const { child, port } = await spawnServer(dbFile);
    const url = `http://127.0.0.1:${port}`;
    const res = await createGame(url, { game: 'linx', options: {}, seats: [{ kind: 'human' }, { kind: 'human' }] });
    const created = (await res.json()) as CreateGameResponse;
    const clients = await Promise.all(created.invites.map(() => TestClient.connect(url)));
    clients.forEach((c, i) => {
      c.send({ type: 'join', game: created.id, token: created.invites[i]?.token });
    });
    const syncs = await Promise.all(clients.map((c) => c.next('sync')));
    const mover = syncs.findIndex((s) => s.legalMoves.length > 0);
    const move = syncs[mover]?.legalMoves[0] as string;
    clients[mover]?.send({ type: 'move', version: 0, move });
    await clients[mover]?.next('ack', (a) => a.version === 1);
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    expect(storedRows(dbFile, created.id).moves).toEqual([{ game_id: created.id, version: 1, entry: `"${move}"` }]);
    const again = await startServer({ port: 0, dbFile });
    const c = await TestClient.connect(again.url);
    c.send({ type: 'join', game: created.id, token: created.invites[mover]?.token });
    const sync = await c.next('sync');
    expect(sync.version).toBe(1);
    expect(sync.legalMoves).toEqual([]);
    await c.close();
    await again.close();
  });
});
