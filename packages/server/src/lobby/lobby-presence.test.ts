import type { LobbySnapshot, OpenTable, QueueWait, StartedSeat } from '@ludotheque/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { InlineBots } from '../bot-move.js';
import { useTempServer } from '../fixtures/temp-server.js';
import { GAMES } from '../registry.js';
import { LobbyClient } from './fixtures/lobby-client.js';
import { call, joinAs, type Person, person } from './fixtures/people.js';

// Issue 25 on one node (SQLite): no ghost tables, a watch list of live games only, private tables, rating ranges,
// quick match for every count with its expected wait. Short grace and beat so no test waits real seconds.
const GRACE_MS = 400;
const RECENT_MS = 1_500;
const ratings = new Map<string, number>();
const t = useTempServer('lobby-presence', {
  bots: new InlineBots(GAMES),
  ratingOf: (player) => ratings.get(player) ?? null,
  lobbyTimers: { watchEveryMs: 50, pairEveryMs: 50, creatorGraceMs: GRACE_MS, beatMs: 50, watchRecentMs: RECENT_MS },
  presence: { refreshMs: 100 },
});

const sockets: LobbyClient[] = [];
afterEach(() => {
  for (const s of sockets.splice(0)) s.close();
});
const watch = async (who: Person | null): Promise<LobbyClient> => {
  const c = await LobbyClient.connect(t.server.url, who?.headers ?? {});
  sockets.push(c);
  await c.next('lobby');
  return c;
};
const api = (method: string, path: string, who: Person | null, body?: unknown) =>
  call(t.server.url, method, path, who, body);
const lobby = async (who: Person | null = null): Promise<LobbySnapshot> =>
  (await api('GET', '/api/lobby', who)).body as LobbySnapshot;
const open = async (who: Person, body: unknown = { game: 'linx', players: 2, options: { roundsToWin: 1 } }) => {
  const r = await api('POST', '/api/lobby/tables', who, body);
  expect(r.status).toBe(201);
  return r.body as OpenTable;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Waits until the creator's lobby socket has been seen by a beat (its tables are then tracked). */
const seen = () => sleep(150);

describe('no ghost tables', () => {
  it('a table leaves the lobby within the grace once its creator closed their last lobby socket', async () => {
    const ada = await person(t.server.url, 'Ada');
    const bea = await person(t.server.url, 'Béa');
    const adaSocket = await watch(ada);
    const beaSocket = await watch(bea);
    const table = await open(ada);
    await beaSocket.next('lobbyTable', (m) => m.table.id === table.id);
    await seen();
    const closedAt = Date.now();
    adaSocket.close();
    await beaSocket.next('lobbyTableGone', (m) => m.id === table.id, 5_000);
    const took = Date.now() - closedAt;
    // After the grace (a reload keeps it), within a few beats of it.
    expect(took).toBeGreaterThanOrEqual(GRACE_MS - 60);
    expect(took).toBeLessThan(GRACE_MS + 1_000);
    expect((await lobby()).tables.map((x) => x.id)).not.toContain(table.id);
  });

  it('a reload (the socket back within the grace) keeps the table', async () => {
    const cy = await person(t.server.url, 'Cy');
    const first = await watch(cy);
    const table = await open(cy);
    await seen();
    first.close();
    await sleep(50);
    await watch(cy);
    await sleep(GRACE_MS * 3);
    expect((await lobby()).tables.map((x) => x.id)).toContain(table.id);
  });

  it('joining a table whose creator left is refused, and no game starts against the absent player', async () => {
    const di = await person(t.server.url, 'Di');
    const ed = await person(t.server.url, 'Ed');
    const diSocket = await watch(di);
    const edSocket = await watch(ed);
    const table = await open(di);
    await seen();
    diSocket.close();
    await sleep(60);
    // Within the grace: the table is still listed, but its creator is gone.
    const r = await api('POST', `/api/lobby/tables/${table.id}/join`, ed);
    expect([r.status, r.body.error]).toEqual([409, 'creatorGone']);
    expect(r.body.started).toBeUndefined();
    await edSocket.next('lobbyTableGone', (m) => m.id === table.id);
    expect(edSocket.messages.some((m) => m.type === 'lobbySeat')).toBe(false);
  });
});

describe('the watch list: live games only', () => {
  it('lists a game while a player is connected and it moved lately, with its spectators; never a dead one', async () => {
    const fy = await person(t.server.url, 'Fy');
    const gus = await person(t.server.url, 'Gus');
    const viewer = await watch(null);
    const table = await open(fy);
    const joined = await api('POST', `/api/lobby/tables/${table.id}/join`, gus);
    const seat = joined.body.started as StartedSeat;
    // Nobody at the game yet: not listed.
    await sleep(200);
    expect((await lobby()).watch.map((w) => w.game)).not.toContain(seat.game);
    const player = await joinAs(t.server.url, gus, seat.game, seat.token);
    await player.next('sync');
    await viewer.next('lobbyWatch', (m) => m.watch.some((w) => w.game === seat.game && w.spectators === 0));
    const spectator = await joinAs(t.server.url, null, seat.game);
    await spectator.next('sync');
    await viewer.next('lobbyWatch', (m) => m.watch.some((w) => w.game === seat.game && w.spectators === 1));
    // Its last player leaves: gone (a spectator alone does not keep it).
    await player.close();
    await viewer.next('lobbyWatch', (m) => !m.watch.some((w) => w.game === seat.game));
    await spectator.close();
  });

  it('a game nobody moved in for the configured time leaves the list though its player stays', async () => {
    const hal = await person(t.server.url, 'Hal');
    const ivy = await person(t.server.url, 'Ivy');
    const viewer = await watch(null);
    const table = await open(hal);
    const seat = (await api('POST', `/api/lobby/tables/${table.id}/join`, ivy)).body.started as StartedSeat;
    const player = await joinAs(t.server.url, ivy, seat.game, seat.token);
    await player.next('sync');
    await viewer.next('lobbyWatch', (m) => m.watch.some((w) => w.game === seat.game));
    const listedAt = Date.now();
    await viewer.next('lobbyWatch', (m) => !m.watch.some((w) => w.game === seat.game), RECENT_MS + 3_000);
    expect(Date.now() - listedAt).toBeLessThan(RECENT_MS + 1_000);
    await player.close();
  });
});

describe('private tables and rating ranges', () => {
  it('a private table is listed to no one but its creator, and joined by its link', async () => {
    const jo = await person(t.server.url, 'Jo');
    const kim = await person(t.server.url, 'Kim');
    const joSocket = await watch(jo);
    const kimSocket = await watch(kim);
    const table = await open(jo, { game: 'symbolix', players: 2, options: {}, private: true });
    expect(table.private).toBe(true);
    await joSocket.next('lobbyTable', (m) => m.table.id === table.id);
    await sleep(150);
    expect(kimSocket.frames.join('\n')).not.toContain(table.id);
    expect((await lobby(kim)).tables.map((x) => x.id)).not.toContain(table.id);
    expect((await lobby(jo)).tables.map((x) => x.id)).toContain(table.id);
    const byLink = await api('GET', `/api/lobby/tables/${table.id}`, kim);
    expect([byLink.status, (byLink.body as OpenTable).creator.name]).toEqual([200, 'Jo']);
    const joined = await api('POST', `/api/lobby/tables/${table.id}/join`, kim);
    expect(joined.status).toBe(200);
    expect((await joSocket.next('lobbySeat')).game).toBe((joined.body.started as StartedSeat).game);
    expect((await api('GET', '/api/lobby/tables/AAAAAAAAAAAAAAAA', kim)).status).toBe(404);
  });

  it('the creator’s rating is on the table; a range refuses the players outside it and the unrated', async () => {
    const lu = await person(t.server.url, 'Lu');
    const max = await person(t.server.url, 'Max');
    const ned = await person(t.server.url, 'Ned');
    const oz = await person(t.server.url, 'Oz');
    ratings.set(lu.player.id, 1510);
    ratings.set(max.player.id, 1900);
    ratings.set(ned.player.id, 1450);
    await watch(lu);
    const table = await open(lu, { game: 'cubiko', players: 3, ratingRange: { min: 1400, max: 1600 } });
    expect([table.creatorRating, table.ratingRange]).toEqual([1510, { min: 1400, max: 1600 }]);
    const far = await api('POST', `/api/lobby/tables/${table.id}/join`, max);
    expect([far.status, far.body.error]).toEqual([403, 'ratingOutOfRange']);
    const unrated = await api('POST', `/api/lobby/tables/${table.id}/join`, oz);
    expect([unrated.status, unrated.body.error]).toEqual([403, 'ratingOutOfRange']);
    expect((await api('POST', `/api/lobby/tables/${table.id}/join`, ned)).status).toBe(200);
  });

  it('every new field is checked: a bad range or private flag is a 400 and nothing is opened', async () => {
    const pia = await person(t.server.url, 'Pia');
    const before = (await lobby(pia)).tables.length;
    for (const bad of [
      { ratingRange: { min: 1600, max: 1400 } },
      { ratingRange: { min: -5, max: 1400 } },
      { ratingRange: { min: 1000 } },
      { ratingRange: { min: 1000, max: 1200, step: 1 } },
      { private: 'yes' },
    ]) {
      const r = await api('POST', '/api/lobby/tables', pia, { game: 'linx', players: 2, ...bad });
      expect([r.status, r.body.error]).toEqual([400, 'badRequest']);
    }
    expect((await lobby(pia)).tables.length).toBe(before);
  });
});

describe('quick match for every count a game allows', () => {
  const queue = async (count: number, body: Record<string, unknown>) => {
    const people = await Promise.all(Array.from({ length: count }, (_, i) => person(t.server.url, `Q${i}`)));
    const socks = await Promise.all(people.map((p) => watch(p)));
    for (const p of people) expect((await api('POST', '/api/lobby/queue', p, body)).status).toBe(200);
    return Promise.all(socks.map((s) => s.next('lobbySeat')));
  };

  it('Superpion with 3 pairs three; Symbolix with 6 pairs six; each pool then has a measured expected wait', async () => {
    const body3 = { game: 'superpion', players: 3, speed: 'rapid', rated: false };
    const seats3 = await queue(3, body3);
    expect(new Set(seats3.map((s) => s.game)).size).toBe(1);
    expect(seats3.map((s) => s.seat).sort()).toEqual([0, 1, 2]);
    const seats6 = await queue(6, { game: 'symbolix', players: 6, speed: 'untimed', rated: false });
    expect(new Set(seats6.map((s) => s.game)).size).toBe(1);
    const c = await joinAs(t.server.url, null, seats6[0]?.game as string);
    expect((await c.next('sync')).seats).toHaveLength(6);
    await c.close();
    const waits = (await lobby()).waits as QueueWait[];
    const w3 = waits.find((w) => w.game === 'superpion' && w.players === 3 && w.speed === 'rapid');
    expect(w3?.expectedMs).toEqual(expect.any(Number));
    // A pool nobody was paired in has no expected wait (the page says "—").
    expect(waits.some((w) => w.game === 'cubiko')).toBe(false);
  });

  it('Linx 4 as teams is a pool of its own', async () => {
    const solo = await person(t.server.url, 'Solo');
    expect(
      (await api('POST', '/api/lobby/queue', solo, { game: 'linx', players: 4, speed: 'untimed', rated: false }))
        .status,
    ).toBe(200);
    const seats = await queue(4, { game: 'linx', players: 4, speed: 'untimed', rated: false, teams: true });
    expect(new Set(seats.map((s) => s.game)).size).toBe(1);
    const pools = (await lobby()).queue;
    expect(pools).toContainEqual(expect.objectContaining({ game: 'linx', players: 4, waiting: 1 }));
    expect(pools.some((p) => p.teams === true)).toBe(false);
    const bad = await api('POST', '/api/lobby/queue', solo, { game: 'linx', players: 3, speed: 'rapid', teams: true });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    await api('DELETE', '/api/lobby/queue', solo);
  });
});
