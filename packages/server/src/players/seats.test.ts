import type { CreateGameResponse, MeResponse } from '@ludotheque/protocol';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { backends } from '../fixtures/backends.js';
import { Browser } from '../fixtures/browser.js';
import { createLinxPair, TestClient } from '../fixtures/client.js';
import { canRunPostgres } from '../fixtures/postgres.js';
import { useTempServer } from '../fixtures/temp-server.js';

/** Issue 16: an invite token binds its seat to the first player who joins with it. */

/** A WebSocket client whose upgrade carries the browser's cookie (none for a bare client: the CLI, load scripts). */
async function joinAs(url: string, browser: Browser | null, game: string, token?: string): Promise<TestClient> {
  const c = await TestClient.connect(url, browser?.cookie == null ? undefined : { cookie: browser.cookie });
  c.send({ type: 'join', game, ...(token === undefined ? {} : { token }) });
  return c;
}

/** The first sync or error a join got. */
async function answer(c: TestClient): Promise<string> {
  for (let i = 0; i < 500; i++) {
    const m = c.messages.find((x) => x.type === 'sync' || x.type === 'error');
    if (m?.type === 'sync') return `sync seat ${m.seat}`;
    if (m?.type === 'error') return m.code;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('no answer to the join');
}

const guest = async (url: string): Promise<Browser & { id: string }> => {
  const b = new Browser(url);
  const me = await b.json<MeResponse>('GET', '/api/me');
  return Object.assign(b, { id: me.body.id });
};

const tokens = (g: CreateGameResponse): [string, string] => [g.invites[0]?.token ?? '', g.invites[1]?.token ?? ''];

const both = backends('seats');

describe.each(both)('seat binding on $name', (backend) => {
  it('the first player to join a seat holds it; another player or a bare token is told seatTaken', async () => {
    const server = await backend.start();
    const game = await createLinxPair(server.url);
    const [t0, t1] = tokens(game);
    const [ada, bob] = [await guest(server.url), await guest(server.url)];
    const clients = [await joinAs(server.url, ada, game.id, t0)];
    expect(await answer(clients[0] as TestClient)).toBe('sync seat 0');
    const refused = [await joinAs(server.url, bob, game.id, t0), await joinAs(server.url, null, game.id, t0)];
    for (const c of refused) expect(await answer(c)).toBe('seatTaken');
    const e = refused[0]?.messages.find((m) => m.type === 'error');
    expect(e?.type === 'error' && e.message).toMatch(/another player/);
    // The same player may hold several seats (and come back to one on another connection).
    const more = [await joinAs(server.url, ada, game.id, t1), await joinAs(server.url, ada, game.id, t0)];
    expect(await answer(more[0] as TestClient)).toBe('sync seat 1');
    expect(await answer(more[1] as TestClient)).toBe('sync seat 0');
    // Watching needs no seat.
    const watcher = await joinAs(server.url, bob, game.id);
    expect(await answer(watcher)).toBe('sync seat null');
    for (const c of [...clients, ...refused, ...more, watcher]) await c.close();
  });

  it('a bare token plays an unbound seat; once a player binds it, the bare token is refused', async () => {
    const server = await backend.start();
    const game = await createLinxPair(server.url);
    const [t0] = tokens(game);
    const bare = await joinAs(server.url, null, game.id, t0);
    expect(await answer(bare)).toBe('sync seat 0');
    const ada = await guest(server.url);
    const bound = await joinAs(server.url, ada, game.id, t0);
    expect(await answer(bound)).toBe('sync seat 0');
    const again = await joinAs(server.url, null, game.id, t0);
    expect(await answer(again)).toBe('seatTaken');
    for (const c of [bare, bound, again]) await c.close();
  });

  it('the seat holder joins its seat without the token (another device); nobody else can', async () => {
    const server = await backend.start();
    const game = await createLinxPair(server.url);
    const ada = await guest(server.url);
    const bound = await joinAs(server.url, ada, game.id, tokens(game)[0]);
    expect(await answer(bound)).toBe('sync seat 0');
    const bySeat = async (b: Browser | null, seat: number) => {
      const c = await TestClient.connect(server.url, b?.cookie == null ? undefined : { cookie: b.cookie });
      c.send({ type: 'join', game: game.id, seat });
      const a = await answer(c);
      await c.close();
      return a;
    };
    expect(await bySeat(ada, 0)).toBe('sync seat 0');
    expect(await bySeat(ada, 1)).toBe('notYourSeat'); // unbound: its token binds it, not a claim
    expect(await bySeat(await guest(server.url), 0)).toBe('notYourSeat');
    expect(await bySeat(null, 0)).toBe('notYourSeat');
    expect(await bySeat(ada, 7)).toBe('notYourSeat');
    await bound.close();
  });

  it('a bad token is still badToken, whoever sends it', async () => {
    const server = await backend.start();
    const game = await createLinxPair(server.url);
    const ada = await guest(server.url);
    const c = await joinAs(server.url, ada, game.id, 'A'.repeat(32));
    expect(await answer(c)).toBe('badToken');
    await c.close();
  });
});

describe('the binding is durable (SQLite)', () => {
  const temp = useTempServer('seats-durable');

  it('is written in game_seats and in the game stored seats', async () => {
    const game = await createLinxPair(temp.server.url);
    const ada = await guest(temp.server.url);
    const c = await joinAs(temp.server.url, ada, game.id, tokens(game)[1]);
    expect(await answer(c)).toBe('sync seat 1');
    await c.close();
    const db = new SQLite(temp.dbFile, { readonly: true });
    try {
      expect(db.prepare('SELECT seat, player_id FROM game_seats WHERE game_id = ?').all(game.id)).toEqual([
        { seat: 1, player_id: ada.id },
      ]);
      const row = db.prepare('SELECT seats FROM games WHERE id = ?').get(game.id) as { seats: string };
      const seats = JSON.parse(row.seats) as { player?: string }[];
      expect(seats.map((s) => s.player)).toEqual([undefined, ada.id]);
    } finally {
      db.close();
    }
  });
});

describe.skipIf(!canRunPostgres())('the binding across two nodes (PostgreSQL)', () => {
  it('a node whose copy of the game predates the binding still refuses the seat', async () => {
    const pg = both.find((b) => b.name === 'PostgreSQL');
    if (pg === undefined) throw new Error('no PostgreSQL backend');
    const a = await pg.start();
    const b = await pg.start();
    const game = await createLinxPair(a.url);
    // Node B loads the game (a spectator) before node A binds seat 0.
    const watcher = await joinAs(b.url, null, game.id);
    expect(await answer(watcher)).toBe('sync seat null');
    const ada = await guest(a.url);
    const held = await joinAs(a.url, ada, game.id, tokens(game)[0]);
    expect(await answer(held)).toBe('sync seat 0');
    const bob = await guest(b.url);
    const refused = await joinAs(b.url, bob, game.id, tokens(game)[0]);
    expect(await answer(refused)).toBe('seatTaken');
    // Ada's session works on node B too (one store), and so does her seat.
    const back = await joinAs(b.url, ada, game.id, tokens(game)[0]);
    expect(await answer(back)).toBe('sync seat 0');
    for (const c of [watcher, held, refused, back]) await c.close();
  });
});

/** A WebSocket client that joins by seat (no token), as "my games" does on another device. */
async function joinBySeat(url: string, cookie: string | null, game: string, seat: number): Promise<TestClient> {
  const c = await TestClient.connect(url, cookie === null ? undefined : { cookie });
  c.send({ type: 'join', game, seat });
  return c;
}

describe.each(both)('session rotation on $name (issue 22: a planted guest cookie buys nothing)', (backend) => {
  it('a guest taking a seat gets a new session; the planted cookie X no longer acts as the victim or its seat', async () => {
    const server = await backend.start();
    const game = await createLinxPair(server.url);
    const [t0] = tokens(game);
    // The attacker makes a guest, keeps its cookie X, plants X in the victim's browser, and keeps a socket open with it.
    const attacker = await guest(server.url);
    const planted = attacker.cookie;
    const early = await TestClient.connect(server.url, { cookie: planted ?? '' });
    const victim = new Browser(server.url);
    victim.cookie = planted;
    // The victim opens the invite link: the page takes the seat over HTTP, then joins.
    const claim = await victim.request('POST', `/api/games/${game.id}/seat`, { token: t0 });
    expect([claim.status, await claim.json()]).toEqual([200, { seat: 0 }]);
    expect(victim.cookie).not.toBe(planted);
    expect(victim.setCookies.at(-1)).toMatch(/^ludo_session=[A-Za-z0-9_-]{43};.*HttpOnly/);
    const play = await joinAs(server.url, victim, game.id, t0);
    expect(await answer(play)).toBe('sync seat 0');
    // X is dead: over HTTP it is nobody (a new guest), on a new socket and on the socket opened before, not the seat.
    const x = new Browser(server.url);
    x.cookie = planted;
    const dead = await x.json<{ error: string; id?: string }>('GET', '/api/me');
    expect([dead.status, dead.body.error, dead.body.id]).toEqual([409, 'sessionRotated', undefined]);
    expect(x.setCookies).toEqual([]);
    expect((await x.json<{ error: string }>('POST', '/api/me/name', { name: 'Planter' })).body.error).toBe(
      'sessionRotated',
    );
    // (Told that its session was renewed, not the seat: the planted cookie's owner learns what /api/me says anyway.)
    expect(await answer(await joinBySeat(server.url, planted, game.id, 0))).toBe('sessionRotated');
    early.send({ type: 'join', game: game.id, seat: 0 });
    expect(await answer(early)).toBe('sessionRotated');
    // The victim is the same player, holding the seat, on the new cookie (another device of theirs: join by seat).
    expect((await victim.json<MeResponse>('GET', '/api/me')).body.id).toBe(attacker.id);
    expect(await answer(await joinBySeat(server.url, victim.cookie, game.id, 0))).toBe('sync seat 0');
    // Taking the same seat again changes nothing and rotates nothing; another player is told seatTaken.
    const kept = victim.cookie;
    expect((await victim.request('POST', `/api/games/${game.id}/seat`, { token: t0 })).status).toBe(200);
    expect(victim.cookie).toBe(kept);
    const other = await guest(server.url);
    const taken = await other.request('POST', `/api/games/${game.id}/seat`, { token: t0 });
    expect([taken.status, ((await taken.json()) as { error: string }).error]).toEqual([409, 'seatTaken']);
    const bad = await other.request('POST', `/api/games/${game.id}/seat`, { token: 'x'.repeat(43) });
    expect([bad.status, ((await bad.json()) as { error: string }).error]).toEqual([403, 'badToken']);
    for (const c of [early, play]) await c.close();
  });

  it('two tabs of one browser take both seats: the socket opened between the rotations is told to connect again, not seatTaken', async () => {
    const server = await backend.start();
    const game = await createLinxPair(server.url);
    const [t0, t1] = tokens(game);
    const tabs = await guest(server.url);
    // Tab 0 takes its seat (the session rotates) and opens its socket; tab 1 takes the other seat before tab 0's
    // join arrives: that rotation ends the session tab 0's socket was upgraded with (the CI failure of the clocks
    // end-to-end test: tab 0 was shown "this seat belongs to another player" for its own seat).
    expect((await tabs.request('POST', `/api/games/${game.id}/seat`, { token: t0 })).status).toBe(200);
    const first = await TestClient.connect(server.url, { cookie: tabs.cookie ?? '' });
    const between = tabs.cookie;
    expect((await tabs.request('POST', `/api/games/${game.id}/seat`, { token: t1 })).status).toBe(200);
    expect(tabs.cookie).not.toBe(between);
    first.send({ type: 'join', game: game.id, token: t0 });
    expect(await answer(first)).toBe('sessionRotated');
    // A socket upgraded with the rotated-away cookie itself (its request left before the new cookie came) is told
    // the same; the page's next socket carries the browser's cookie and plays its seat.
    const late = new Browser(server.url);
    late.cookie = between;
    expect(await answer(await joinAs(server.url, late, game.id, t0))).toBe('sessionRotated');
    expect(await answer(await joinAs(server.url, tabs, game.id, t0))).toBe('sync seat 0');
    expect(await answer(await joinAs(server.url, tabs, game.id, t1))).toBe('sync seat 1');
    // Anybody else is still refused the seat, and a bare token too.
    expect(await answer(await joinAs(server.url, await guest(server.url), game.id, t0))).toBe('seatTaken');
    expect(await answer(await joinAs(server.url, null, game.id, t1))).toBe('seatTaken');
    await first.close();
  });

  it('registering and taking a lobby seat rotate too: the planted cookie stops working', async () => {
    const server = await backend.start();
    for (const act of ['register', 'lobby'] as const) {
      const attacker = await guest(server.url);
      const victim = new Browser(server.url);
      victim.cookie = attacker.cookie;
      const r =
        act === 'register'
          ? await victim.request('POST', '/api/account/register', {
              username: `rot${Date.now() % 1_000_000}`,
              password: 'pomme verte lune',
            })
          : await victim.request('POST', '/api/lobby/tables', { game: 'linx', options: {}, players: 2 });
      expect(r.status, `${act}: ${await r.clone().text()}`).toBeLessThan(300);
      expect(victim.cookie, act).not.toBe(attacker.cookie);
      const x = new Browser(server.url);
      x.cookie = attacker.cookie;
      expect((await x.json<MeResponse>('GET', '/api/me')).body.id, act).not.toBe(attacker.id);
      expect((await victim.json<MeResponse>('GET', '/api/me')).body.id, act).toBe(attacker.id);
    }
  });
});
