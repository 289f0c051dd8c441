import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InlineBots } from './bot-move.js';
import { GAMES } from './registry.js';
import { type RunningServer, startServer } from './server.js';

const dir = mkdtempSync(join(tmpdir(), 'ludo-static-'));
const web = join(dir, 'dist');
let server: RunningServer;

beforeAll(async () => {
  mkdirSync(join(web, 'assets'), { recursive: true });
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Ludothèque</title>');
  writeFileSync(join(web, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(dir, 'secret.txt'), 'outside the web folder');
  server = await startServer({ port: 0, dbFile: join(dir, 'db.sqlite'), staticDir: web, bots: new InlineBots(GAMES) });
});
afterAll(async () => {
  try {
    await server?.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('the web app served by the game server', () => {
  it('serves files, index.html for app routes, and nothing outside its folder', async () => {
    const index = await fetch(`${server.url}/`);
    expect(index.headers.get('content-type')).toContain('text/html');
    expect(await index.text()).toContain('Ludothèque');
    const js = await fetch(`${server.url}/assets/app.js`);
    expect(js.headers.get('content-type')).toContain('javascript');
    expect(await js.text()).toBe('console.log(1)');
    expect(await (await fetch(`${server.url}/play/abcdefgh1234`)).text()).toContain('Ludothèque');
    const outside = await fetch(`${server.url}/%2e%2e/secret.txt`);
    expect(await outside.text()).not.toContain('outside the web folder');
    expect((await fetch(`${server.url}/api/nothing`)).status).toBe(404);
  });

  it('the API still answers beside it', async () => {
    const res = await fetch(`${server.url}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'linx', seats: [{ kind: 'human', name: 'Ada' }, { kind: 'human' }] }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const summary = await (await fetch(`${server.url}/api/games/${id}`)).json();
    expect(summary).toMatchObject({
      id,
      game: 'linx',
      status: 'active',
      version: 0,
      seats: [
        { name: 'Ada', kind: 'human' },
        { name: 'Player 2', kind: 'human' },
      ],
    });
    expect(JSON.stringify(summary)).not.toMatch(/seed|token/i);
  });
});
