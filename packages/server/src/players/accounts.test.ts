import type { MeResponse } from '@ludotheque/protocol';
import { describe, expect, it } from 'vitest';
import { backends } from '../fixtures/backends.js';
import { Browser } from '../fixtures/browser.js';

/** Issue 16: accounts on top of guests (argon2id), logins that rotate the session, password changes, CSRF. */

const both = backends('accounts');

/** A browser whose session is a guest already. */
async function visitor(url: string): Promise<Browser & { me: MeResponse }> {
  const b = new Browser(url);
  const me = (await b.json<MeResponse>('GET', '/api/me')).body;
  return Object.assign(b, { me });
}

/** Who a cookie is now: its player's id, or null when the server had to make a new guest (the session is gone). */
async function whoIs(url: string, cookie: string | null): Promise<string | null> {
  const b = new Browser(url);
  b.cookie = cookie;
  const me = await b.json<MeResponse>('GET', '/api/me');
  return b.setCookies.length > 0 ? null : me.body.id;
}

let n = 0;
const username = () => `user${Date.now() % 1_000_000}${n++}`;

describe.each(both)('accounts on $name', (backend) => {
  it('a guest registers and keeps its id and name; only an argon2id hash is stored; the session rotates', async () => {
    const server = await backend.start();
    const guest = await visitor(server.url);
    const before = guest.cookie;
    const name = username();
    const r = await guest.json<MeResponse>('POST', '/api/account/register', {
      username: name,
      password: 'correct horse',
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ...guest.me, registered: true, username: name });
    expect(guest.cookie).not.toBe(before);
    expect(await whoIs(server.url, before)).toBeNull();
    expect(await whoIs(server.url, guest.cookie)).toBe(guest.me.id);
    const [row] = await backend.rows(server, 'SELECT username, password_hash FROM players WHERE id = ?', [guest.me.id]);
    expect(row?.username).toBe(name);
    expect(String(row?.password_hash)).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]{43}$/,
    );
    expect(String(row?.password_hash)).not.toContain('correct horse');
    // Registered once; and the username is no one else's.
    const again = await guest.json<{ error: string }>('POST', '/api/account/register', {
      username: username(),
      password: 'correct horse',
    });
    expect([again.status, again.body.error]).toEqual([409, 'alreadyRegistered']);
    const other = await visitor(server.url);
    const taken = await other.json<{ error: string }>('POST', '/api/account/register', {
      username: name.toUpperCase(),
      password: 'another one',
    });
    expect([taken.status, taken.body.error]).toEqual([409, 'usernameTaken']);
  });

  it('refuses bad usernames and passwords with typed errors, and nothing changes', async () => {
    const server = await backend.start();
    const guest = await visitor(server.url);
    const cases: [unknown, number, string][] = [
      [{ username: 'ab', password: 'long enough' }, 400, 'badUsername'],
      [{ username: 'ada lovelace', password: 'long enough' }, 400, 'badUsername'],
      [{ username: '<script>', password: 'long enough' }, 400, 'badUsername'],
      [{ username: username(), password: 'short' }, 400, 'badPassword'],
      [{ username: username(), password: 'x'.repeat(257) }, 400, 'badPassword'],
      [{ username: username() }, 400, 'badRequest'],
    ];
    for (const [body, status, error] of cases) {
      const r = await guest.json<{ error: string }>('POST', '/api/account/register', body);
      expect([r.status, r.body.error], JSON.stringify(body)).toEqual([status, error]);
    }
    expect((await guest.json<MeResponse>('GET', '/api/me')).body.registered).toBe(false);
  });

  it('logs in from another device (a new session; that device old guest session ends), and out', async () => {
    const server = await backend.start();
    const owner = await visitor(server.url);
    const name = username();
    await owner.json('POST', '/api/account/register', { username: name, password: 'correct horse' });
    const device = await visitor(server.url);
    const guestCookie = device.cookie;
    const wrong = await device.json<{ error: string }>('POST', '/api/account/login', {
      username: name,
      password: 'nope nope',
    });
    expect([wrong.status, wrong.body.error]).toEqual([401, 'badCredentials']);
    const unknown = await device.json<{ error: string }>('POST', '/api/account/login', {
      username: 'nobody-here',
      password: 'correct horse',
    });
    expect([unknown.status, unknown.body.error]).toEqual([401, 'badCredentials']);
    expect(device.cookie).toBe(guestCookie);
    const ok = await device.json<MeResponse>('POST', '/api/account/login', {
      username: name.toUpperCase(),
      password: 'correct horse',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: owner.me.id, registered: true, username: name });
    expect(device.cookie).not.toBe(guestCookie);
    expect(device.cookie).not.toBe(owner.cookie);
    expect(await whoIs(server.url, guestCookie)).toBeNull();
    expect(await whoIs(server.url, device.cookie)).toBe(owner.me.id);
    // Log out: the cookie is cleared and its session is gone; the owner's other session stays.
    const session = device.cookie;
    const out = await device.request('POST', '/api/account/logout');
    expect(out.status).toBe(204);
    expect(device.setCookies.at(-1)).toMatch(/^ludo_session=; Max-Age=0;.* Expires=Thu, 01 Jan 1970/);
    expect(await whoIs(server.url, session)).toBeNull();
    expect(await whoIs(server.url, owner.cookie)).toBe(owner.me.id);
  });

  it('a password change ends every other session; the old password stops working', async () => {
    const server = await backend.start();
    const owner = await visitor(server.url);
    const name = username();
    await owner.json('POST', '/api/account/register', { username: name, password: 'first secret' });
    const laptop = new Browser(server.url);
    await laptop.json('POST', '/api/account/login', { username: name, password: 'first secret' });
    expect(await whoIs(server.url, laptop.cookie)).toBe(owner.me.id);
    const refused = await owner.json<{ error: string }>('POST', '/api/account/password', {
      current: 'not it at all',
      password: 'second secret',
    });
    expect([refused.status, refused.body.error]).toEqual([401, 'badCredentials']);
    expect(await whoIs(server.url, laptop.cookie)).toBe(owner.me.id);
    const changed = await owner.json<MeResponse>('POST', '/api/account/password', {
      current: 'first secret',
      password: 'second secret',
    });
    expect(changed.status).toBe(200);
    expect(await whoIs(server.url, laptop.cookie)).toBeNull();
    expect(await whoIs(server.url, owner.cookie)).toBe(owner.me.id);
    const old = await new Browser(server.url).json<{ error: string }>('POST', '/api/account/login', {
      username: name,
      password: 'first secret',
    });
    expect(old.status).toBe(401);
    const fresh = await new Browser(server.url).json<MeResponse>('POST', '/api/account/login', {
      username: name,
      password: 'second secret',
    });
    expect(fresh.body.id).toBe(owner.me.id);
    // A guest has no password to change.
    const guest = await visitor(server.url);
    const none = await guest.json<{ error: string }>('POST', '/api/account/password', {
      current: 'whatever it is',
      password: 'second secret',
    });
    expect([none.status, none.body.error]).toEqual([401, 'unauthorized']);
  });
});

describe('login rate limits (SQLite, behind a trusted proxy to vary the address)', () => {
  const [sqlite] = both;

  const from = (b: Browser, address: string, body: unknown) =>
    b.request('POST', '/api/account/login', body, { 'x-forwarded-for': address });

  it('per username from any address, and per address over any usernames: 429 with retry-after', async () => {
    if (sqlite === undefined) throw new Error('no SQLite backend');
    const server = await sqlite.start({ trustProxy: true });
    const owner = await visitor(server.url);
    const name = username();
    await owner.request(
      'POST',
      '/api/account/register',
      { username: name, password: 'right password' },
      {
        'x-forwarded-for': '10.0.0.1',
      },
    );
    // Five tries at one username from five addresses, then the sixth is refused, even with the right password.
    const b = new Browser(server.url);
    for (let i = 0; i < 5; i++)
      expect((await from(b, `10.1.0.${i}`, { username: name, password: 'wrong password' })).status).toBe(401);
    const limited = await from(b, '10.1.0.9', { username: name, password: 'right password' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('30');
    expect(((await limited.json()) as { error: string }).error).toBe('rateLimited');
    // Ten tries from one address over ten usernames, then the eleventh is refused.
    for (let i = 0; i < 10; i++)
      expect((await from(b, '10.2.0.1', { username: `nobody${i}`, password: 'wrong password' })).status).toBe(401);
    const address = await from(b, '10.2.0.1', { username: 'nobody-else', password: 'wrong password' });
    expect(address.status).toBe(429);
    expect(address.headers.get('retry-after')).toBe('6');
    // Another address and another username are not held back.
    expect((await from(b, '10.3.0.1', { username: 'someone', password: 'wrong password' })).status).toBe(401);
  });
});

describe.each(both)('CSRF on $name', (backend) => {
  it('refuses a state-changing request with the cookie unless it comes from this origin; nothing changes', async () => {
    const server = await backend.start();
    const victim = await visitor(server.url);
    const rename = (headers: Record<string, string>, origin: string | null) => {
      victim.origin = origin;
      return victim.request('POST', '/api/me/name', { name: 'Hijacked' }, headers);
    };
    const refused: [Record<string, string>, string | null][] = [
      [{}, 'http://evil.example'],
      [{}, 'null'],
      [{}, null],
      [{ 'sec-fetch-site': 'cross-site' }, null],
      [{ 'sec-fetch-site': 'same-site' }, 'http://sub.127.0.0.1.example'],
    ];
    for (const [headers, origin] of refused) {
      const r = await rename(headers, origin);
      expect([r.status, ((await r.json()) as { error: string }).error], JSON.stringify({ headers, origin })).toEqual([
        403,
        'forbidden',
      ]);
    }
    victim.origin = server.url;
    expect((await victim.json<MeResponse>('GET', '/api/me')).body.name).toBe(victim.me.name);
    const games = await rename({}, 'http://evil.example');
    expect(games.status).toBe(403);
    victim.origin = 'http://evil.example';
    expect((await victim.request('POST', '/api/games', { game: 'linx', seats: [{ kind: 'human' }] })).status).toBe(403);
    expect((await victim.request('POST', '/api/account/logout')).status).toBe(403);
    expect(await whoIs(server.url, victim.cookie)).toBe(victim.me.id);
    // Issue 23: the check is on every cookie-carrying write, whatever the path says: spellings the router decodes to
    // the logout route (or to no route at all) are refused before anything runs, and the victim stays signed in.
    for (const path of [
      '/%61pi/account/logout',
      '/api/account/%6Cogout',
      '/%2561pi/account/logout',
      '//api/account/logout',
      '/api//account/logout',
      '/API/account/logout',
      '/api/account/logout/',
      '/api/account/logout?x=1',
      '/api/account/logout#x',
    ]) {
      const r = await victim.request('POST', path);
      expect(r.status, path).toBe(403);
      expect(await whoIs(server.url, victim.cookie), path).toBe(victim.me.id);
    }
    for (const method of ['PUT', 'PATCH', 'DELETE'])
      expect((await victim.request(method, '/%61pi/me/name', { name: 'Hijacked' })).status, method).toBe(403);
    // From this origin, by `Origin` or by `Sec-Fetch-Site`, it passes.
    expect((await rename({}, server.url)).status).toBe(200);
    expect((await rename({ 'sec-fetch-site': 'same-origin' }, null)).status).toBe(200);
    // Without the cookie nobody is acted for: API clients (tests, the CLI) need no Origin.
    const res = await fetch(`${server.url}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'linx', seats: [{ kind: 'human' }, { kind: 'human' }] }),
    });
    expect(res.status).toBe(201);
  });
});
