import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { CreateGameResponse, MeResponse } from '@ludotheque/protocol';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { backends } from '../fixtures/backends.js';
import { Browser } from '../fixtures/browser.js';
import { useTempServer } from '../fixtures/temp-server.js';

/** Issue 16: guests on first visit, the session cookie, display names. */

const SESSION = /^ludo_session=([A-Za-z0-9_-]{43}); Max-Age=34560000; Path=\/; HttpOnly; SameSite=Lax$/;

describe.each(backends('players'))('players on $name', (backend) => {
  it('a first visit makes a guest with an HttpOnly, SameSite=Lax session cookie; the cookie brings it back', async () => {
    const server = await backend.start();
    const browser = new Browser(server.url);
    const first = await browser.json<MeResponse>('GET', '/api/me');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ registered: false, username: null });
    expect(first.body.name).toMatch(/^Invité \d{4}$/);
    expect(browser.setCookies).toHaveLength(1);
    expect(browser.setCookies[0]).toMatch(SESSION);
    const again = await browser.json<MeResponse>('GET', '/api/me');
    expect(again.body).toEqual(first.body);
    expect(browser.setCookies).toHaveLength(1);
    // Another browser is another guest.
    const other = await new Browser(server.url).json<MeResponse>('GET', '/api/me');
    expect(other.body.id).not.toBe(first.body.id);
    expect(other.body.name).not.toBe(first.body.name);
  });

  it('an unknown or malformed session cookie is no player: a new guest replaces it', async () => {
    const server = await backend.start();
    const browser = new Browser(server.url);
    browser.cookie = 'ludo_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const me = await browser.json<MeResponse>('GET', '/api/me');
    expect(me.status).toBe(200);
    expect(browser.setCookies[0]).toMatch(SESSION);
    expect(browser.secret).not.toBe('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  });

  it('names are normalised, unique case-insensitively among players (suffixed), and stored as the text given', async () => {
    const server = await backend.start();
    const [a, b, c] = [new Browser(server.url), new Browser(server.url), new Browser(server.url)];
    const unique = `Zoé${Date.now() % 100000}`;
    expect((await a.json<MeResponse>('POST', '/api/me/name', { name: `  ${unique}  ` })).body.name).toBe(unique);
    // Same letters in capitals: taken, so suffixed.
    const upper = unique.toUpperCase();
    expect((await b.json<MeResponse>('POST', '/api/me/name', { name: upper })).body.name).toBe(`${upper} 2`);
    // Decomposed "é" (e + U+0301) is the same name after NFC: the next suffix.
    const decomposed = unique.normalize('NFD');
    expect(decomposed).not.toBe(unique);
    expect((await c.json<MeResponse>('POST', '/api/me/name', { name: decomposed })).body.name).toBe(`${unique} 3`);
    // Keeping one's own name is no conflict.
    expect((await a.json<MeResponse>('POST', '/api/me/name', { name: unique })).body.name).toBe(unique);
    expect((await a.json<MeResponse>('GET', '/api/me')).body.name).toBe(unique);
    // Markup is a name like any other: stored and answered verbatim (the page renders it as text).
    const markup = '<img src=x onerror=1>';
    expect((await a.json<MeResponse>('POST', '/api/me/name', { name: markup })).body.name).toBe(markup);
    expect((await a.json<MeResponse>('GET', '/api/me')).body.name).toBe(markup);
  });

  it('refuses invisible, empty and too long names with a typed error, and keeps the old name', async () => {
    const server = await backend.start();
    const a = new Browser(server.url);
    const before = (await a.json<MeResponse>('GET', '/api/me')).body.name;
    const refused: [string, string][] = [
      ['Ada\u202Eevil', 'nameInvisible'], // RTL override
      ['A\u200Bda', 'nameInvisible'], // zero-width space
      ['\u3164', 'nameInvisible'], // Hangul filler, a blank letter
      ['Bell\u0007', 'nameInvisible'], // control
      ['   ', 'nameEmpty'],
      ['<img src=x onerror=alert(1)>', 'nameTooLong'], // 28 characters
      ['x'.repeat(25), 'nameTooLong'],
    ];
    for (const [name, error] of refused) {
      const r = await a.json<{ error: string }>('POST', '/api/me/name', { name });
      expect([r.status, r.body.error], JSON.stringify(name)).toEqual([400, error]);
    }
    const bad = await a.json<{ error: string }>('POST', '/api/me/name', { name: 5 });
    expect([bad.status, bad.body.error]).toEqual([400, 'badRequest']);
    expect((await a.json<MeResponse>('GET', '/api/me')).body.name).toBe(before);
    // 24 characters is the limit, counted as a person sees them (24 "é" written decomposed are 48 code units).
    const longest = 'e\u0301'.repeat(24);
    const ok = await a.json<MeResponse>('POST', '/api/me/name', { name: longest });
    expect(ok.status).toBe(200);
    expect(ok.body.name).toBe('é'.repeat(24));
    // Issue 23: emoji sequences are names; the new guests' form is not a person's; a guest keeps its own.
    const fresh = new Browser(server.url);
    const freshName = (await fresh.json<MeResponse>('GET', '/api/me')).body.name;
    expect((await fresh.json<MeResponse>('POST', '/api/me/name', { name: freshName })).body.name).toBe(freshName);
    const emoji = `👩‍💻${Date.now() % 100_000}`;
    expect((await a.json<MeResponse>('POST', '/api/me/name', { name: emoji })).body.name).toBe(emoji);
    for (const name of ['Invité 1234', 'guest 42', 'Ada\u200D'])
      expect((await a.json<{ error: string }>('POST', '/api/me/name', { name })).body.error, name).toMatch(
        /^name(Reserved|Invisible)$/,
      );
    expect((await a.json<MeResponse>('GET', '/api/me')).body.name).toBe(emoji);
  });

  it('seat names given at game creation go through the same policy (issue 23): refused, and no game is made', async () => {
    const server = await backend.start();
    const create = (name: string) =>
      fetch(`${server.url}/api/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ game: 'linx', seats: [{ kind: 'human', name }, { kind: 'human' }] }),
      });
    const refused: [string, string][] = [
      ['Ada\u202Eevil', 'nameInvisible'],
      ['\u0000', 'nameInvisible'],
      ['A\u200Bda', 'nameInvisible'],
      ['\u3164', 'nameInvisible'],
      ['   ', 'nameEmpty'],
      ['x'.repeat(25), 'nameTooLong'],
      ['Invité 1234', 'nameReserved'],
    ];
    for (const [name, error] of refused) {
      const r = await create(name);
      expect([r.status, ((await r.json()) as { error: string }).error], JSON.stringify(name)).toEqual([400, error]);
    }
    expect(await backend.rows(server, 'SELECT id FROM games', [])).toHaveLength(0);
    // Normalised as any name: spaces collapsed, NFC; emoji sequences kept.
    const made = await create('  Zoe\u0301 \u00A0 👩‍💻 ');
    expect(made.status).toBe(201);
    const { invites } = (await made.json()) as CreateGameResponse;
    expect(invites[0]?.name).toBe('Zoé 👩‍💻');
  });
});

describe('session cookie over TLS (SQLite)', () => {
  const behindProxy = useTempServer('players-tls', { trustProxy: true });
  const direct = useTempServer('players-plain');

  it('is Secure when a trusted proxy says the request came over https, and only then', async () => {
    const tls = new Browser(behindProxy.server.url);
    await tls.request('GET', '/api/me', undefined, { 'x-forwarded-proto': 'https' });
    expect(tls.setCookies[0]).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    expect(tls.setCookies[0]?.replace('; Secure', '')).toMatch(SESSION);
    // An untrusted client's claim changes nothing.
    const spoofed = new Browser(direct.server.url);
    await spoofed.request('GET', '/api/me', undefined, { 'x-forwarded-proto': 'https' });
    expect(spoofed.setCookies[0]).toMatch(SESSION);
  });

  it('stores the secret only as its SHA-256', async () => {
    const browser = new Browser(direct.server.url);
    const me = (await browser.json<MeResponse>('GET', '/api/me')).body;
    const db = new SQLite(direct.dbFile, { readonly: true });
    try {
      const rows = db.prepare('SELECT secret_hash FROM sessions WHERE player_id = ?').all(me.id);
      expect(rows).toEqual([{ secret_hash: createHash('sha256').update(browser.secret).digest('hex') }]);
    } finally {
      db.close();
    }
    for (const file of [direct.dbFile, `${direct.dbFile}-wal`]) {
      expect(readFileSync(file).includes(browser.secret)).toBe(false);
    }
  });
});

describe('logs', () => {
  const lines: string[] = [];
  const logged = useTempServer('players-logs', { logger: { level: 'info', stream: { write: (l) => lines.push(l) } } });

  it('never carry the session secret or the cookie header', async () => {
    const browser = new Browser(logged.server.url);
    await browser.request('GET', '/api/me');
    await browser.request('POST', '/api/me/name', { name: 'Logged' });
    await browser.request('GET', '/api/nothing-here');
    expect(browser.secret).toHaveLength(43);
    expect(lines.length).toBeGreaterThan(3);
    const all = lines.join('\n');
    expect(all.includes(browser.secret)).toBe(false);
    expect(all.toLowerCase().includes('ludo_session')).toBe(false);
  });
});
