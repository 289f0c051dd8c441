import type { MyGamesResponse, OpenTable, StartedSeat } from '@ludotheque/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { backends } from '../fixtures/backends.js';
import type { TestClient } from '../fixtures/client.js';
import type { RunningServer } from '../server.js';
import { LobbyClient } from './fixtures/lobby-client.js';
import { call, joinAs, type Person, person } from './fixtures/people.js';

/**
 * Issue 22, every seat belongs to its player: a game started by the lobby (a table, a quick match) or by a rematch is
 * created with its seats bound (`game_seats`, in the game's own transaction): another player holding the seat's
 * token is refused `seatTaken`, the game is in both players' My games. And a table that could never start (SP-18c's
 * championship clock with a table clock) is refused when it is made, with a code the page words itself.
 */

const sockets: { close(): unknown }[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) await s.close();
});

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

const join = async (server: RunningServer, who: Person | null, game: string, token: string) => {
  const c = await joinAs(server.url, who, game, token);
  sockets.push(c);
  return c;
};

const watch = async (server: RunningServer, who: Person): Promise<LobbyClient> => {
  const c = await LobbyClient.connect(server.url, who.headers);
  sockets.push(c);
  await c.next('lobby');
  return c;
};

const myGameIds = async (server: RunningServer, who: Person): Promise<string[]> => {
  const r = await call(server.url, 'GET', '/api/me/games', who);
  const body = r.body as unknown as MyGamesResponse;
  return [...body.inProgress, ...body.finished].map((g) => g.id);
};

describe.each(backends('lobby-seats'))('seats bound at the start on $name', (backend) => {
  const bindings = async (server: RunningServer, game: string) =>
    (await backend.rows(server, 'SELECT seat, player_id FROM game_seats WHERE game_id = ? ORDER BY seat', [game])).map(
      (r) => [Number(r.seat), r.player_id],
    );

  it('a lobby table: both seats bound when it starts; an intruder with a seat token is refused, both see it in My games', async () => {
    const server = await backend.start({ lobbyTimers: { watchEveryMs: 50, pairEveryMs: 50 } });
    const [ada, bea, eve] = [
      await person(server.url, 'Ada'),
      await person(server.url, 'Béa'),
      await person(server.url, 'Ève'),
    ];
    const adaLobby = await watch(server, ada);
    const opened = await call(server.url, 'POST', '/api/lobby/tables', ada, {
      game: 'linx',
      players: 2,
      options: { roundsToWin: 1 },
    });
    const table = opened.body as unknown as OpenTable;
    const joined = await call(server.url, 'POST', `/api/lobby/tables/${table.id}/join`, bea);
    const beaSeat = joined.body.started as StartedSeat;
    const adaSeat = await adaLobby.next('lobbySeat');
    expect(adaSeat.game).toBe(beaSeat.game);
    // Bound before anybody joined: the rows are there at once.
    expect(await bindings(server, beaSeat.game)).toEqual([
      [0, ada.player.id],
      [1, bea.player.id],
    ]);
    // Ève got hold of both tokens and joins first: refused, and so is a bare token; the real players then sit.
    expect(await answer(await join(server, eve, beaSeat.game, beaSeat.token ?? ''))).toBe('seatTaken');
    expect(await answer(await join(server, eve, adaSeat.game, adaSeat.token ?? ''))).toBe('seatTaken');
    expect(await answer(await join(server, null, beaSeat.game, beaSeat.token ?? ''))).toBe('seatTaken');
    expect(await answer(await join(server, bea, beaSeat.game, beaSeat.token ?? ''))).toBe('sync seat 1');
    expect(await answer(await join(server, ada, adaSeat.game, adaSeat.token ?? ''))).toBe('sync seat 0');
    expect(await myGameIds(server, ada)).toContain(beaSeat.game);
    expect(await myGameIds(server, bea)).toContain(beaSeat.game);
    expect(await myGameIds(server, eve)).not.toContain(beaSeat.game);
  });

  it('a quick match: both seats bound when paired; an intruder is refused, both see it in My games', async () => {
    const server = await backend.start({ lobbyTimers: { watchEveryMs: 50, pairEveryMs: 50 } });
    const [ida, jo, eve] = [
      await person(server.url, 'Ida'),
      await person(server.url, 'Jo'),
      await person(server.url, 'Ève'),
    ];
    const [idaLobby, joLobby] = [await watch(server, ida), await watch(server, jo)];
    const pool = { game: 'superpion', players: 2, speed: 'rapid' };
    await call(server.url, 'POST', '/api/lobby/queue', ida, pool);
    const second = await call(server.url, 'POST', '/api/lobby/queue', jo, pool);
    const joSeat = (second.body.started as StartedSeat | undefined) ?? (await joLobby.next('lobbySeat'));
    const idaSeat = await idaLobby.next('lobbySeat');
    const seats = await bindings(server, joSeat.game);
    expect(seats).toHaveLength(2);
    expect(seats).toContainEqual([joSeat.seat, jo.player.id]);
    expect(seats).toContainEqual([idaSeat.seat, ida.player.id]);
    expect(await answer(await join(server, eve, joSeat.game, joSeat.token ?? ''))).toBe('seatTaken');
    expect(await answer(await join(server, eve, idaSeat.game, idaSeat.token ?? ''))).toBe('seatTaken');
    expect(await answer(await join(server, jo, joSeat.game, joSeat.token ?? ''))).toBe(`sync seat ${joSeat.seat}`);
    expect(await myGameIds(server, ida)).toContain(joSeat.game);
    expect(await myGameIds(server, jo)).toContain(joSeat.game);
  });

  it('a rematch: the rotated seats are bound to the same players with the new game', async () => {
    const server = await backend.start({ lobbyTimers: { watchEveryMs: 50, pairEveryMs: 50 } });
    const [ada, bea, eve] = [
      await person(server.url, 'Ada'),
      await person(server.url, 'Béa'),
      await person(server.url, 'Ève'),
    ];
    const adaLobby = await watch(server, ada);
    const opened = await call(server.url, 'POST', '/api/lobby/tables', ada, {
      game: 'linx',
      players: 2,
      options: { roundsToWin: 1 },
    });
    const table = opened.body as unknown as OpenTable;
    const beaSeat = (await call(server.url, 'POST', `/api/lobby/tables/${table.id}/join`, bea)).body
      .started as StartedSeat;
    const adaSeat = await adaLobby.next('lobbySeat');
    const a = await join(server, ada, adaSeat.game, adaSeat.token ?? '');
    const b = await join(server, bea, beaSeat.game, beaSeat.token ?? '');
    await Promise.all([a.next('sync'), b.next('sync')]);
    b.send({ type: 'resign' });
    await a.next('event', (m) => m.result !== null);
    a.send({ type: 'rematch' });
    await b.next('offers', (m) => m.rematch !== null);
    b.send({ type: 'answerRematch', accept: true });
    const [ra, rb] = await Promise.all([a.next('rematchStarted'), b.next('rematchStarted')]);
    expect([ra.seat, rb.seat]).toEqual([1, 0]);
    expect(await bindings(server, ra.game)).toEqual([
      [0, bea.player.id],
      [1, ada.player.id],
    ]);
    expect(await answer(await join(server, eve, ra.game, ra.token ?? ''))).toBe('seatTaken');
    expect(await answer(await join(server, null, rb.game, rb.token ?? ''))).toBe('seatTaken');
    expect(await myGameIds(server, ada)).toContain(ra.game);
    expect(await myGameIds(server, bea)).toContain(ra.game);
  });

  it('a table with the championship clock and a table clock is refused when made (clockConflict), lobby and /api/games', async () => {
    const server = await backend.start();
    const una = await person(server.url, 'Una');
    const clock = { kind: 'realtime', baseSeconds: 180, incrementSeconds: 2 };
    const options = { mode: 'twoSuper', clockMinutes: 25 };
    const lobby = await call(server.url, 'POST', '/api/lobby/tables', una, {
      game: 'superpion',
      players: 2,
      options,
      clock,
    });
    expect([lobby.status, lobby.body.error]).toEqual([400, 'clockConflict']);
    expect((await call(server.url, 'GET', '/api/lobby', null)).body.tables).toEqual([]);
    const direct = await call(server.url, 'POST', '/api/games', null, {
      game: 'superpion',
      options,
      clock,
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    expect([direct.status, direct.body.error]).toEqual([400, 'clockConflict']);
    // Either clock alone is a table.
    const championship = await call(server.url, 'POST', '/api/lobby/tables', una, {
      game: 'superpion',
      players: 2,
      options,
    });
    expect(championship.status).toBe(201);
  });
});
