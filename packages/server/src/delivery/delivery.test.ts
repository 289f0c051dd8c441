import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InlineBots } from '../bot-move.js';
import { GAMES } from '../registry.js';
import { type RunningServer, startServer } from '../server.js';

const dir = mkdtempSync(join(tmpdir(), 'ludo-delivery-'));
const web = join(dir, 'dist');
const SCRIPT = `console.log(${JSON.stringify('Ludothèque '.repeat(200))})`;
let server: RunningServer;
let proxied: RunningServer;

beforeAll(async () => {
  mkdirSync(join(web, 'assets'), { recursive: true });
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Ludothèque</title>');
  // The build's precompressed siblings, made here independently of the Vite plugin that makes them for real.
  const app = join(web, 'assets', 'app-Dx81kQ2a.js');
  writeFileSync(app, SCRIPT);
  writeFileSync(`${app}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${app}.gz`, gzipSync(SCRIPT));
  writeFileSync(join(web, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(join(dir, 'secret.txt'), 'outside the web folder');
  const common = { port: 0, staticDir: web, bots: new InlineBots(GAMES) };
  server = await startServer({ ...common, dbFile: join(dir, 'db.sqlite') });
  proxied = await startServer({ ...common, dbFile: join(dir, 'db2.sqlite'), trustProxy: true });
});
afterAll(async () => {
  try {
    await server?.close();
    await proxied?.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

const get = (url: string, headers: Record<string, string> = {}, on = server) =>
  on.app.inject({ method: 'GET', url, headers });

describe('the web app served by the game server (issue 14)', () => {
  it('serves files, index.html for app routes, 404 for missing files, and nothing outside its folder', async () => {
    const index = await get('/');
    expect(index.headers['content-type']).toContain('text/html');
    expect(index.body).toContain('Ludothèque');
    expect((await get('/play/abcdefgh1234')).body).toContain('Ludothèque');
    expect((await get('/assets/missing-Ab12Cd34.js')).statusCode).toBe(404);
    const outside = await get('/%2e%2e/secret.txt');
    expect(outside.body).not.toContain('outside the web folder');
    expect((await get('/api/nothing')).statusCode).toBe(404);
  });

  it('answers each Accept-Encoding with the precompressed file and says so', async () => {
    const br = await get('/assets/app-Dx81kQ2a.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    const gz = await get('/assets/app-Dx81kQ2a.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/app-Dx81kQ2a.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('caches hashed assets for a year as immutable, and revalidates the HTML and the service worker by ETag', async () => {
    const asset = await get('/assets/app-Dx81kQ2a.js', { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/play/abcdefgh1234', '/sw.js']) {
      const first = await get(path);
      expect(first.headers['cache-control'], path).toBe('no-cache');
      const etag = String(first.headers.etag ?? '');
      expect(etag, path).not.toBe('');
      const again = await get(path, { 'if-none-match': etag });
      expect(again.statusCode, path).toBe(304);
    }
  });

  it('sends the security headers on every response: files, API, errors', async () => {
    const answers = [
      await get('/'),
      await get('/assets/app-Dx81kQ2a.js'),
      await get('/api/games/nosuchgame1'),
      await get('/api/nothing'),
      await server.app.inject({ method: 'POST', url: '/api/games', payload: { game: 'nope' } }),
    ];
    for (const res of answers) {
      const csp = String(res.headers['content-security-policy'] ?? '');
      expect(csp, res.raw.req.url).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toBeUndefined(); // plain HTTP
    }
  });

  it('sends HSTS only over TLS: behind a trusted proxy that says https, never on a claim it does not trust', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect((await get('/', https, proxied)).headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    expect((await get('/', {}, proxied)).headers['strict-transport-security']).toBeUndefined();
    expect((await get('/', https, server)).headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps the CSP violations browsers report, without the link fragment that holds a token, and bounds them', async () => {
    const report = (body: unknown, type = 'application/csp-report') =>
      server.app.inject({
        method: 'POST',
        url: '/api/csp-report',
        headers: { 'content-type': type },
        payload: body as string,
      });
    const violation = {
      'csp-report': {
        'document-uri': 'http://127.0.0.1/play/abcdefgh1234#token=secret-token-value',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'inline',
      },
    };
    expect((await report(JSON.stringify(violation))).statusCode).toBe(204);
    expect(server.cspViolations().at(-1)).toEqual({
      directive: 'script-src-elem',
      blocked: 'inline',
      page: 'http://127.0.0.1/play/abcdefgh1234',
    });
    const before = server.cspViolations().length;
    expect((await report('not json')).statusCode).toBe(204);
    expect((await report(JSON.stringify({ nothing: 1 }))).statusCode).toBe(204);
    expect(server.cspViolations()).toHaveLength(before);
    expect((await report(JSON.stringify({ 'csp-report': { x: 'y'.repeat(20_000) } }))).statusCode).toBe(413);
    for (let i = 0; i < 80; i++) await report(JSON.stringify(violation));
    expect(server.cspViolations()).toHaveLength(50);
  });
});
