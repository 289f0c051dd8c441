import type { MeResponse, PlayerProfile } from '@ludotheque/protocol';
import { describe, expect, it } from 'vitest';
import { backends } from '../fixtures/backends.js';
import { Browser } from '../fixtures/browser.js';
import { createLinxPair, TestClient } from '../fixtures/client.js';

/** Issue 25, players: a public profile per player, bound seats named by their players, a finished game as yours. */

async function seated(url: string, b: Browser, game: string, token: string): Promise<TestClient> {
  const c = await TestClient.connect(url, b.cookie === null ? undefined : { cookie: b.cookie });
  c.send({ type: 'join', game, token });
  await c.next('sync');
  return c;
}

describe.each(backends('profile'))('players on $name', (backend) => {
  it('gives anybody a public profile: name, guest or account, member since, recent games and totals; 404 else', async () => {
    const server = await backend.start();
    const [ada, bob] = [new Browser(server.url), new Browser(server.url)];
    await ada.json('POST', '/api/me/name', { name: 'Ada 👩‍💻' });
    const adaMe = (await ada.json<MeResponse>('GET', '/api/me')).body;
    const bobMe = (await bob.json<MeResponse>('GET', '/api/me')).body;
    const g = await createLinxPair(server.url);
    const a = await seated(server.url, ada, g.id, g.invites[0]?.token ?? '');
    const b = await seated(server.url, bob, g.id, g.invites[1]?.token ?? '');
    b.send({ type: 'resign' });
    await a.next('event', (e) => e.result !== null);

    // Asked by nobody (no cookie): public fields only, and no guest is made by asking.
    const res = await fetch(`${server.url}/api/players/${adaMe.id}/profile`);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    const profile = (await res.json()) as PlayerProfile;
    expect(Object.keys(profile).sort()).toEqual(['id', 'memberSince', 'name', 'recent', 'registered', 'totals']);
    expect(profile).toMatchObject({ id: adaMe.id, name: 'Ada 👩‍💻', registered: false });
    expect(Number.isNaN(Date.parse(profile.memberSince))).toBe(false);
    expect(JSON.stringify(profile)).not.toContain(ada.secret);
    expect(profile.totals).toEqual([{ game: 'linx', played: 1, won: 1 }]);
    // The game, with both seats named by their players (no "Player 2") and linked to them.
    expect(profile.recent).toHaveLength(1);
    expect(profile.recent[0]).toMatchObject({
      id: g.id,
      won: true,
      mine: [0],
      url: `/play/${g.id}`,
      seats: [
        { name: 'Ada 👩‍💻', kind: 'human', player: adaMe.id },
        { name: bobMe.name, kind: 'human', player: bobMe.id },
      ],
    });
    expect(bobMe.name).toMatch(/^Invité \d+$/);
    // A guest has a profile too.
    const bobs = (await bob.json<PlayerProfile>('GET', `/api/players/${bobMe.id}/profile`)).body;
    expect(bobs).toMatchObject({ name: bobMe.name, registered: false, totals: [{ game: 'linx', played: 1, won: 0 }] });
    // An unknown id: 404 with its code.
    for (const id of ['nobody-at-all', 'x'.repeat(80)]) {
      const unknown = await fetch(`${server.url}/api/players/${id}/profile`);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ error: 'unknownPlayer' });
    }
    await a.close();
    await b.close();
  });

  it('names an invite seat by its player once bound, for those already at the table too', async () => {
    const server = await backend.start();
    const [ada, bob] = [new Browser(server.url), new Browser(server.url)];
    await ada.json('POST', '/api/me/name', { name: 'Ada' });
    await bob.json('POST', '/api/me/name', { name: 'Bob' });
    const bobId = (await bob.json<MeResponse>('GET', '/api/me')).body.id;
    const g = await createLinxPair(server.url);
    const a = await seated(server.url, ada, g.id, g.invites[0]?.token ?? '');
    const first = a.messages.find((m) => m.type === 'sync');
    expect(first?.type === 'sync' && first.seats.map((s) => s.name)).toEqual(['Ada', 'Player 2']);
    const b = await seated(server.url, bob, g.id, g.invites[1]?.token ?? '');
    // Ada's page learns Bob's name from the presence that follows his join.
    const presence = await a.next('presence', (p) => p.seats?.[1]?.name === 'Bob');
    expect(presence.seats?.[1]).toEqual({ name: 'Bob', player: bobId });
    const info = (await (await fetch(`${server.url}/api/games/${g.id}`)).json()) as { seats: { name: string }[] };
    expect(info.seats.map((s) => s.name)).toEqual(['Ada', 'Bob']);
    await a.close();
    await b.close();
  });

  it('opens a finished game as its player’s: that seat’s view and the players’ chat, not the spectators’', async () => {
    const server = await backend.start();
    const [ada, bob, eve] = [new Browser(server.url), new Browser(server.url), new Browser(server.url)];
    for (const b of [ada, bob, eve]) await b.json('GET', '/api/me');
    const g = await createLinxPair(server.url);
    const a = await seated(server.url, ada, g.id, g.invites[0]?.token ?? '');
    const b = await seated(server.url, bob, g.id, g.invites[1]?.token ?? '');
    const watcher = await TestClient.connect(server.url, { cookie: eve.cookie ?? '' });
    watcher.send({ type: 'join', game: g.id });
    await watcher.next('sync');
    a.send({ type: 'chat', text: 'good luck' });
    await b.next('chatLine', (l) => l.line.text === 'good luck');
    watcher.send({ type: 'chat', text: 'go Bob' });
    await watcher.next('chatLine', (l) => l.line.text === 'go Bob');
    b.send({ type: 'resign' });
    await a.next('event', (e) => e.result !== null);
    for (const c of [a, b, watcher]) await c.close();

    // Bob opens the game again with no token and no seat (his profile, a link): his seat, his chat.
    const again = await TestClient.connect(server.url, { cookie: bob.cookie ?? '' });
    again.send({ type: 'join', game: g.id });
    const sync = await again.next('sync');
    expect(sync.seat).toBe(1);
    const history = await again.next('chatHistory');
    expect(history.lines.map((l) => l.text)).toEqual(['good luck']);
    await again.close();
    // Eve, who only watched, is a spectator as before, with the spectators' chat.
    const eves = await TestClient.connect(server.url, { cookie: eve.cookie ?? '' });
    eves.send({ type: 'join', game: g.id });
    expect((await eves.next('sync')).seat).toBeNull();
    expect((await eves.next('chatHistory')).lines.map((l) => l.text)).toEqual(['go Bob']);
    await eves.close();
    // The record: Bob's says his seat and holds the players' chat only.
    const record = (await bob.json<{ seat?: number; chat?: { text: string }[] }>('GET', `/api/games/${g.id}/record`))
      .body;
    expect(record.seat).toBe(1);
    expect(record.chat?.map((l) => l.text)).toEqual(['good luck']);
    const anyone = (await (await fetch(`${server.url}/api/games/${g.id}/record`)).json()) as { seat?: number };
    expect(anyone.seat).toBeUndefined();
  });

  it('reads profiles at a bounded rate per player and per address: 429 with retry-after past either', async () => {
    const server = await backend.start({
      limits: { profilesPerPlayer: { points: 3, durationSec: 60 }, profilesPerAddress: { points: 5, durationSec: 60 } },
    });
    const [ada, bob] = [new Browser(server.url), new Browser(server.url)];
    const adaId = (await ada.json<MeResponse>('GET', '/api/me')).body.id;
    await bob.json('GET', '/api/me');
    const path = `/api/players/${adaId}/profile`;
    for (let i = 0; i < 3; i++) expect((await ada.request('GET', path)).status).toBe(200);
    const refused = await ada.request('GET', path);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: 'rateLimited' });
    // Another player behind the same address still has its own share, up to the address's bound.
    for (let i = 0; i < 2; i++) expect((await bob.request('GET', path)).status).toBe(200);
    expect((await bob.request('GET', path)).status).toBe(429);
    // No session: the address alone, already spent.
    const anonymous = await fetch(`${server.url}${path}`);
    expect(anonymous.status).toBe(429);
    expect(anonymous.headers.get('retry-after')).not.toBeNull();
  });
});
