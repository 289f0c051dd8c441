import type { LobbySnapshot, OpenTable, StartedSeat } from '@ludotheque/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { InlineBots } from '../bot-move.js';
import { useTempServer } from '../fixtures/temp-server.js';
import { GAMES } from '../registry.js';
import { LobbyClient } from './fixtures/lobby-client.js';
import { account, call, joinAs, type Person, person } from './fixtures/people.js';

// The lobby on one node (SQLite); lobby-multinode.test.ts runs it across two nodes on PostgreSQL + Redis.
const ratings = new Map<string, number>();
const t = useTempServer('lobby', {
  bots: new InlineBots(GAMES),
  ratingOf: (player) => ratings.get(player) ?? null,
  lobbyTimers: { watchEveryMs: 50, pairEveryMs: 50 },
  limits: { maxOpenTablesPerPlayer: 2, maxLobbyWatchers: 8 },
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
const lobby = async (): Promise<LobbySnapshot> => (await api('GET', '/api/lobby', null)).body as LobbySnapshot;
const open = async (who: Person, body: unknown = { game: 'linx', players: 2, options: { roundsToWin: 1 } }) => {
  const r = await api('POST', '/api/lobby/tables', who, body);
  expect(r.status).toBe(201);
  return r.body as OpenTable;
};
const close = async (who: Person, id: string) => {
  await api('POST', `/api/lobby/tables/${id}/leave`, who);
};

describe('open tables', () => {
  it('a rated table with a clock: accounts only (issues 16-17), and its game starts with that clock', async () => {
    const una = await account(t.server.url, 'Una', 'una_lobby');
    const vic = await account(t.server.url, 'Vic', 'vic_lobby');
    const guest = await person(t.server.url, 'Wen');
    const clock = { kind: 'realtime', baseSeconds: 180, incrementSeconds: 2 };
    const body = { game: 'linx', players: 2, options: { roundsToWin: 1 }, clock, rated: true };
    const byGuest = await api('POST', '/api/lobby/tables', guest, body);
    expect([byGuest.status, byGuest.body.error]).toEqual([403, 'notRegistered']);
    const table = await open(una, body);
    expect([table.clock, table.rated]).toEqual([clock, true]);
    const guestJoin = await api('POST', `/api/lobby/tables/${table.id}/join`, guest);
    expect([guestJoin.status, guestJoin.body.error]).toEqual([403, 'notRegistered']);
    const joined = await api('POST', `/api/lobby/tables/${table.id}/join`, vic);
    const seat = joined.body.started as StartedSeat;
    const c = await joinAs(t.server.url, vic, seat.game, seat.token);
    const sync = await c.next('sync');
    // 3 minutes each, measured by the server (the mover's may have run a few ms).
    expect(sync.clock?.kind).toBe('realtime');
    expect(sync.clock?.remainingMs.every((ms) => ms > 170_000 && ms <= 180_000)).toBe(true);
    await c.close();
  });
  it('a table opened by one player is seen live by another, who joins it: the game starts, each gets only their own token', async () => {
    const ada = await person(t.server.url, 'Ada');
    const bea = await person(t.server.url, 'Béa');
    const adaSocket = await watch(ada);
    const beaSocket = await watch(bea);
    const table = await open(ada);
    const seen = await beaSocket.next('lobbyTable', (m) => m.table.id === table.id);
    expect(seen.table).toMatchObject({
      game: 'linx',
      options: { players: 2, roundsToWin: 1 },
      seats: [{ kind: 'human', name: 'Ada', player: ada.player.id }, { kind: 'free' }],
      clock: null,
      rated: false,
      creator: { name: 'Ada' },
    });
    const joined = await api('POST', `/api/lobby/tables/${table.id}/join`, bea);
    expect(joined.status).toBe(200);
    const beaSeat = joined.body.started as StartedSeat;
    expect(beaSeat.seat).toBe(1);
    const adaSeat = await adaSocket.next('lobbySeat');
    expect(adaSeat).toMatchObject({ game: beaSeat.game, seat: 0, table: table.id });
    // The started table leaves the lobby (for the watch list once a player is at it: issue 25).
    await beaSocket.next('lobbyTableGone', (m) => m.id === table.id && m.game === beaSeat.game);
    expect((await lobby()).tables.some((x) => x.id === table.id)).toBe(false);
    // Each token plays its own seat; neither socket ever carried the other's token.
    expect(adaSocket.frames.join('\n')).not.toContain(beaSeat.token);
    expect(beaSocket.frames.join('\n')).not.toContain(adaSeat.token);
    const a = await joinAs(t.server.url, ada, beaSeat.game, adaSeat.token);
    const b = await joinAs(t.server.url, bea, beaSeat.game, beaSeat.token);
    // Each seat is bound to its player at the start: a token in anyone else's hands is refused (players/).
    const thief = await joinAs(t.server.url, bea, beaSeat.game, adaSeat.token);
    expect((await thief.next('error')).code).toBe('seatTaken');
    await thief.close();
    expect((await a.next('sync')).seat).toBe(0);
    await beaSocket.next('lobbyWatch', (m) => m.watch.some((w) => w.game === beaSeat.game));
    const sync = await b.next('sync');
    expect(sync.seat).toBe(1);
    expect(sync.seats.map((s) => s.name)).toEqual(['Ada', 'Béa']);
    await a.close();
    await b.close();
  });

  it('the creator fills the free seats with bots and the game starts', async () => {
    const cy = await person(t.server.url, 'Cy');
    const table = await open(cy, { game: 'linx', players: 3, options: {} });
    const r = await api('POST', `/api/lobby/tables/${table.id}/bots`, cy, { level: 'random' });
    expect(r.status).toBe(200);
    const seat = r.body.started as StartedSeat;
    const c = await joinAs(t.server.url, cy, seat.game, seat.token);
    const sync = await c.next('sync');
    expect(sync.seat).toBe(0);
    expect(sync.seats.map((s) => s.kind)).toEqual(['human', 'bot', 'bot']);
    await c.close();
  });

  it('a player leaves a seat before the start; the creator leaving closes the table', async () => {
    const di = await person(t.server.url, 'Di');
    const ed = await person(t.server.url, 'Ed');
    const table = await open(di, { game: 'linx', players: 3 });
    expect((await api('POST', `/api/lobby/tables/${table.id}/join`, ed)).status).toBe(200);
    const left = await api('POST', `/api/lobby/tables/${table.id}/leave`, ed);
    expect(left.status).toBe(200);
    expect((left.body.table as OpenTable).seats.map((s) => s.kind)).toEqual(['human', 'free', 'free']);
    const w = await watch(null);
    expect((await api('POST', `/api/lobby/tables/${table.id}/leave`, di)).status).toBe(200);
    await w.next('lobbyTableGone', (m) => m.id === table.id && m.game === undefined);
    expect((await lobby()).tables.some((x) => x.id === table.id)).toBe(false);
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const fe = await person(t.server.url, 'Fé');
    const gu = await person(t.server.url, 'Gu');
    const ho = await person(t.server.url, 'Ho');
    const table = await open(fe);
    const before = await lobby();
    const refused: [number, string, Promise<{ status: number; body: Record<string, unknown> }>][] = [
      [404, 'unknownGame', api('POST', '/api/lobby/tables', gu, { game: 'chess', players: 2 })],
      [400, 'options', api('POST', '/api/lobby/tables', gu, { game: 'linx', players: 7 })],
      [400, 'options', api('POST', '/api/lobby/tables', gu, { game: 'linx', players: 2, options: { teams: 1 } })],
      [400, 'badRequest', api('POST', '/api/lobby/tables', gu, { game: 'linx', players: 2, clock: { min: 5 } })],
      [400, 'badRequest', api('POST', '/api/lobby/tables', gu, { game: 'linx' })],
      [409, 'alreadySeated', api('POST', `/api/lobby/tables/${table.id}/join`, fe)],
      [404, 'unknownTable', api('POST', '/api/lobby/tables/nosuchtable00/join', gu)],
      [404, 'unknownTable', api('POST', '/api/lobby/tables/..%2F/join', gu)],
      [409, 'notSeated', api('POST', `/api/lobby/tables/${table.id}/leave`, gu)],
      [403, 'notCreator', api('POST', `/api/lobby/tables/${table.id}/bots`, gu, { level: 'easy' })],
      [400, 'badRequest', api('POST', `/api/lobby/tables/${table.id}/bots`, fe, { level: 'godlike' })],
    ];
    for (const [status, error, request] of refused) {
      const r = await request;
      expect([r.status, r.body.error]).toEqual([status, error]);
      expect(typeof r.body.message).toBe('string');
    }
    expect(await lobby()).toEqual(before);
    // Too many open tables for one player (the limit is 2 here).
    const second = await open(fe);
    const third = await api('POST', '/api/lobby/tables', fe, { game: 'linx', players: 2 });
    expect([third.status, third.body.error]).toEqual([429, 'tooManyTables']);
    expect((await lobby()).tables.filter((x) => x.creator.player === fe.player.id)).toHaveLength(2);
    // A full table, then a started one.
    const joined = await api('POST', `/api/lobby/tables/${table.id}/join`, gu);
    expect(joined.body.started).toBeDefined();
    const late = await api('POST', `/api/lobby/tables/${table.id}/join`, ho);
    expect([late.status, late.body.error]).toEqual([409, 'tableStarted']);
    const lateBots = await api('POST', `/api/lobby/tables/${table.id}/bots`, fe, { level: 'easy' });
    expect([lateBots.status, lateBots.body.error]).toEqual([409, 'tableStarted']);
    await close(fe, second.id);
  });
});

describe('quick match', () => {
  it('pairs two players waiting for the same game and count; each gets their own seat', async () => {
    const ida = await person(t.server.url, 'Ida');
    const jo = await person(t.server.url, 'Jo');
    const idaSocket = await watch(ida);
    const first = await api('POST', '/api/lobby/queue', ida, { game: 'superpion', players: 2, speed: 'blitz' });
    expect(first.body).toEqual({ queued: { game: 'superpion', players: 2, speed: 'blitz', rated: false } });
    const again = await api('POST', '/api/lobby/queue', ida, { game: 'superpion', players: 2, speed: 'blitz' });
    expect([again.status, again.body.error]).toEqual([409, 'alreadyQueued']);
    expect((await lobby()).queue).toEqual([
      { game: 'superpion', players: 2, speed: 'blitz', rated: false, waiting: 1 },
    ]);
    const joSocket = await watch(jo);
    const second = await api('POST', '/api/lobby/queue', jo, { game: 'superpion', players: 2, speed: 'blitz' });
    // Jo's own request pairs them, unless the periodic pairing pass got there first (a loaded machine): then Jo's
    // seat comes, privately, on Jo's lobby socket.
    const joSeat = (second.body.started as StartedSeat | undefined) ?? (await joSocket.next('lobbySeat'));
    const idaSeat = await idaSocket.next('lobbySeat');
    expect(idaSeat.game).toBe(joSeat.game);
    expect([idaSeat.seat, joSeat.seat].sort()).toEqual([0, 1]);
    expect(idaSeat.table).toBeNull();
    expect((await lobby()).queue).toEqual([]);
    const c = await joinAs(t.server.url, jo, joSeat.game, joSeat.token);
    const sync = await c.next('sync');
    expect(sync.gameType).toBe('superpion');
    expect(sync.seats.map((s) => s.name).sort()).toEqual(['Ida', 'Jo']);
    await c.close();
  });

  it('does not pair different pools, nor ratings far apart at once; cancel leaves the queue', async () => {
    const ko = await person(t.server.url, 'Ko');
    const lu = await person(t.server.url, 'Lu');
    const mo = await person(t.server.url, 'Mo');
    ratings.set(ko.player.id, 1000);
    ratings.set(lu.player.id, 1900);
    ratings.set(mo.player.id, 1050);
    await api('POST', '/api/lobby/queue', ko, { game: 'superpion', players: 2, speed: 'rapid' });
    await api('POST', '/api/lobby/queue', lu, { game: 'superpion', players: 2, speed: 'rapid' });
    // 900 apart: the window (100, +50 a second) takes 16 s to reach it; several pairing passes run meanwhile.
    await new Promise((r) => setTimeout(r, 300));
    expect((await lobby()).queue).toEqual([
      { game: 'superpion', players: 2, speed: 'rapid', rated: false, waiting: 2 },
    ]);
    const other = await api('POST', '/api/lobby/queue', mo, { game: 'superpion', players: 2, speed: 'blitz' });
    expect(other.body.started).toBeUndefined();
    expect((await api('DELETE', '/api/lobby/queue', mo)).status).toBe(200);
    const twice = await api('DELETE', '/api/lobby/queue', mo);
    expect([twice.status, twice.body.error]).toEqual([409, 'notQueued']);
    // 50 apart: paired at once.
    const near = await api('POST', '/api/lobby/queue', mo, { game: 'superpion', players: 2, speed: 'rapid' });
    expect((near.body.started as StartedSeat).game).toMatch(/^[A-Za-z0-9_-]+$/);
    expect((await lobby()).queue).toEqual([
      { game: 'superpion', players: 2, speed: 'rapid', rated: false, waiting: 1 },
    ]);
    await api('DELETE', '/api/lobby/queue', lu);
    for (const bad of [
      { game: 'chess', players: 2, speed: 'blitz' },
      { game: 'superpion', players: 2, speed: 'bullet' },
      { game: 'linx', players: 6, speed: 'blitz' },
    ]) {
      const r = await api('POST', '/api/lobby/queue', lu, bad);
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
    }
    expect((await lobby()).queue).toEqual([]);
  });

  it('a player whose last lobby socket closes leaves the queue', async () => {
    const ny = await person(t.server.url, 'Ny');
    const s = await watch(ny);
    await api('POST', '/api/lobby/queue', ny, { game: 'linx', players: 2, speed: 'untimed' });
    expect((await lobby()).queue).toHaveLength(1);
    s.close();
    for (let i = 0; i < 50 && (await lobby()).queue.length > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect((await lobby()).queue).toEqual([]);
  });
});

describe('watchers', () => {
  it('holds at most maxLobbyWatchers lobby sockets (the next is closed with 1013)', async () => {
    const held = await Promise.all(Array.from({ length: 8 }, () => watch(null)));
    expect(held).toHaveLength(8);
    const extra = await LobbyClient.connect(t.server.url);
    sockets.push(extra);
    expect(await extra.closed()).toBe(1013);
  });
});
