import type { MeResponse } from '@ludotheque/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { backends } from '../fixtures/backends.js';
import { Browser } from '../fixtures/browser.js';
import { canRunRedis, startRedis, type TempRedis } from '../fixtures/redis.js';

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
  // 409 `sessionRotated`: a cookie rotated away a moment ago acts for nobody (and is not made a new guest yet).
  if (me.status === 409) return null;
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
      password: 'another good one',
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

  it('refuses passwords too easy to guess (zxcvbn score under 3), with the reason as keys; nothing changes', async () => {
    const server = await backend.start();
    const guest = await visitor(server.url);
    const name = username();
    const weak: [string, string | null][] = [
      ['password', 'topTen'],
      ['        ', 'simpleRepeat'],
      ['11111111', 'topHundred'],
      ['azertyuiop', 'straightRow'],
      ['motdepasse', 'common'],
      [`${name}1`, 'userInputs'], // the username itself
      ['ludotheque2026', 'userInputs'], // the site's name
      ['p@ssw0rd', null],
    ];
    for (const [password, warning] of weak) {
      const r = await guest.json<{ error: string; warning: string | null; suggestions: string[] }>(
        'POST',
        '/api/account/register',
        { username: name, password },
      );
      expect([r.status, r.body.error], password).toEqual([400, 'weakPassword']);
      if (warning !== null) expect(r.body.warning, password).toBe(warning);
      expect(r.body.suggestions.length, password).toBeGreaterThan(0);
    }
    expect((await guest.json<MeResponse>('GET', '/api/me')).body.registered).toBe(false);
    // A passphrase passes; changing to a weak one is refused the same way, and the old password still works.
    expect(
      (await guest.json('POST', '/api/account/register', { username: name, password: 'pomme verte lune' })).status,
    ).toBe(200);
    const change = await guest.json<{ error: string }>('POST', '/api/account/password', {
      current: 'pomme verte lune',
      password: '12345678',
    });
    expect([change.status, change.body.error]).toEqual([400, 'weakPassword']);
    const other = new Browser(server.url);
    expect(
      (await other.json('POST', '/api/account/login', { username: name, password: 'pomme verte lune' })).status,
    ).toBe(200);
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

type Refusal = { error: string; retryAfterS?: number };

const from = (b: Browser, address: string, body: unknown, path = '/api/account/login') =>
  b.request('POST', path, body, { 'x-forwarded-for': address });

/** An account `name` with password `password`, registered from `address`. */
async function account(url: string, name: string, password: string, address = '10.0.0.1'): Promise<void> {
  const b = await visitor(url);
  const r = await from(b, address, { username: name, password }, '/api/account/register');
  if (r.status !== 200) throw new Error(`register: ${r.status} ${await r.text()}`);
}

describe('login limits (issue 23: per username and address, and per address; SQLite, behind a trusted proxy)', () => {
  const [sqlite] = both;

  it("a stranger's failures from elsewhere never lock the owner out; the stranger's pair waits, with retry-after", async () => {
    if (sqlite === undefined) throw new Error('no SQLite backend');
    const server = await sqlite.start({ trustProxy: true });
    const name = username();
    await account(server.url, name, 'right password');
    const b = new Browser(server.url);
    // Strangers at many addresses, five failures each: the lock-out took five in all.
    for (let a = 0; a < 4; a++)
      for (let i = 0; i < 5; i++)
        expect((await from(b, `10.1.${a}.1`, { username: name, password: 'wrong password' })).status).toBe(401);
    // The stranger's own pair is held: the sixth try there waits about a minute, even with the right password.
    const held = await from(b, '10.1.0.1', { username: name, password: 'right password' });
    expect(held.status).toBe(429);
    const body = (await held.json()) as Refusal;
    expect(body.error).toBe('tooManyAttempts');
    const wait = Number(held.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    expect(body.retryAfterS).toBe(wait);
    // The owner, at its own address, signs in at once; so does a passkey login at the stranger's address.
    expect((await from(b, '10.0.0.1', { username: name, password: 'right password' })).status).toBe(200);
    expect((await from(b, '10.1.0.1', {}, '/api/passkeys/login/options')).status).toBe(200);
    // Another username from the held pair's address is its own pair.
    expect((await from(b, '10.1.0.1', { username: 'someone', password: 'wrong password' })).status).toBe(401);
  });

  it("the right password clears its pair: the owner's own typos never add up to a wait", async () => {
    if (sqlite === undefined) throw new Error('no SQLite backend');
    const server = await sqlite.start({ trustProxy: true });
    const name = username();
    await account(server.url, name, 'right password');
    const b = new Browser(server.url);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++)
        expect((await from(b, '10.0.0.2', { username: name, password: 'typo password' })).status).toBe(401);
      expect((await from(b, '10.0.0.2', { username: name, password: 'right password' })).status, `round ${round}`).toBe(
        200,
      );
    }
  });

  it('the delay grows: past the long window of a pair the wait is the rest of the hour', async () => {
    if (sqlite === undefined) throw new Error('no SQLite backend');
    const server = await sqlite.start({
      trustProxy: true,
      logins: { perPair: { points: 2, durationSec: 1 }, perPairLong: { points: 3, durationSec: 3600 } },
    });
    const b = new Browser(server.url);
    const name = username();
    for (let i = 0; i < 2; i++)
      expect((await from(b, '10.4.0.1', { username: name, password: 'wrong password' })).status).toBe(401);
    const short = await from(b, '10.4.0.1', { username: name, password: 'wrong password' });
    expect([short.status, Number(short.headers.get('retry-after'))]).toEqual([429, 1]);
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await from(b, '10.4.0.1', { username: name, password: 'wrong password' })).status).toBe(401);
    const long = await from(b, '10.4.0.1', { username: name, password: 'wrong password' });
    expect(long.status).toBe(429);
    expect(Number(long.headers.get('retry-after'))).toBeGreaterThan(3500);
  });

  it('per address over any usernames: the 31st attempt in a minute waits; another address does not', async () => {
    if (sqlite === undefined) throw new Error('no SQLite backend');
    const server = await sqlite.start({ trustProxy: true });
    const b = new Browser(server.url);
    for (let i = 0; i < 30; i++)
      expect((await from(b, '10.2.0.1', { username: `nobody${i}`, password: 'wrong password' })).status).toBe(401);
    const address = await from(b, '10.2.0.1', { username: 'nobody-else', password: 'wrong password' });
    expect(address.status).toBe(429);
    expect(((await address.json()) as Refusal).error).toBe('tooManyAttempts');
    expect(Number(address.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await from(b, '10.3.0.1', { username: 'someone', password: 'wrong password' })).status).toBe(401);
  });

  it('an IPv6 address counts by its /64: stepping through the block buys no fresh pair', async () => {
    if (sqlite === undefined) throw new Error('no SQLite backend');
    const server = await sqlite.start({ trustProxy: true });
    const b = new Browser(server.url);
    const name = username();
    for (let i = 1; i <= 5; i++)
      expect(
        (await from(b, `2001:db8:7:7::${i.toString(16)}`, { username: name, password: 'wrong password' })).status,
      ).toBe(401);
    expect((await from(b, '2001:db8:7:7:ffff::9', { username: name, password: 'wrong password' })).status).toBe(429);
    // The next /64 is another subscriber.
    expect((await from(b, '2001:db8:7:8::1', { username: name, password: 'wrong password' })).status).toBe(401);
  });

  it('passkey login challenges have their own limit per address, which password failures never reach', async () => {
    if (sqlite === undefined) throw new Error('no SQLite backend');
    const server = await sqlite.start({
      trustProxy: true,
      logins: { passkeys: { points: 3, durationSec: 60 } },
    });
    const b = new Browser(server.url);
    for (let i = 0; i < 3; i++) expect((await from(b, '10.5.0.1', {}, '/api/passkeys/login/options')).status).toBe(200);
    const over = await from(b, '10.5.0.1', {}, '/api/passkeys/login/options');
    expect([over.status, ((await over.json()) as Refusal).error]).toEqual([429, 'tooManyAttempts']);
    expect((await from(b, '10.5.0.2', {}, '/api/passkeys/login/options')).status).toBe(200);
  });
});

describe.skipIf(!canRunRedis())('login limits on two nodes sharing Redis (issue 23)', () => {
  let redis: TempRedis | null = null;
  afterAll(async () => {
    await redis?.stop();
  });

  it('one count for the deployment: attempts on node A and node B add up', async () => {
    redis = await startRedis();
    const backend = both.find((x) => x.name === 'PostgreSQL') ?? both[0];
    if (backend === undefined) throw new Error('no backend');
    const options = { trustProxy: true, redisUrl: redis.url };
    const a = await backend.start(options);
    const b = await backend.start(options);
    const [ba, bb] = [new Browser(a.url), new Browser(b.url)];
    const name = username();
    // Five attempts of one pair, alternating nodes: the sixth is refused on either node.
    for (let i = 0; i < 5; i++)
      expect(
        (await from(i % 2 === 0 ? ba : bb, '10.6.0.1', { username: name, password: 'wrong password' })).status,
      ).toBe(401);
    expect((await from(ba, '10.6.0.1', { username: name, password: 'wrong password' })).status).toBe(429);
    expect((await from(bb, '10.6.0.1', { username: name, password: 'wrong password' })).status).toBe(429);
    // Another address is its own pair on both nodes.
    expect((await from(bb, '10.6.0.2', { username: name, password: 'wrong password' })).status).toBe(401);
  });

  it('new guests per address are one budget for the deployment too', async () => {
    if (redis === null) throw new Error('no Redis');
    const backend = both.find((x) => x.name === 'PostgreSQL') ?? both[0];
    if (backend === undefined) throw new Error('no backend');
    const options = {
      trustProxy: true,
      redisUrl: redis.url,
      limits: { guestsPerAddress: { burst: 3, perSecond: 0.001 } },
    };
    const nodes = [await backend.start(options), await backend.start(options)];
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const node = nodes[i % 2];
      if (node === undefined) throw new Error('no node');
      statuses.push((await fetch(`${node.url}/api/me`, { headers: { 'x-forwarded-for': '10.7.0.1' } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
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
