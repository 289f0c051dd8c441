import type { OpenTable } from '@ludotheque/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { InlineBots } from '../bot-move.js';
import { useTempServer } from '../fixtures/temp-server.js';
import { GAMES } from '../registry.js';
import { LobbyClient } from './fixtures/lobby-client.js';
import { call, type Person, person } from './fixtures/people.js';

// Issue 23, "lobby floods": seat changes and creations limited per player (not per address), and the lobby's news
// of a short window sent to each watcher as one frame.
const t = useTempServer('lobby-floods', {
  bots: new InlineBots(GAMES),
  lobbyTimers: { watchEveryMs: 0, pairEveryMs: 0, coalesceMs: 400 },
  limits: {
    maxOpenTablesPerPlayer: 10,
    lobbyActionsPerPlayer: { points: 6, durationSec: 60 },
    lobbyCreatesPerPlayer: { points: 2, durationSec: 60 },
  },
});

const sockets: LobbyClient[] = [];
afterEach(() => {
  for (const s of sockets.splice(0)) s.close();
});
const api = (method: string, path: string, who: Person | null, body?: unknown) =>
  call(t.server.url, method, path, who, body);
const open = async (who: Person, players = 3) => {
  const r = await api('POST', '/api/lobby/tables', who, { game: 'linx', players, options: {} });
  expect(r.status).toBe(201);
  return r.body as OpenTable;
};

describe('lobby actions per player', () => {
  it('a join/leave flood is cut for its player only; another player behind the same address joins', async () => {
    const ada = await person(t.server.url, 'Ada');
    const bea = await person(t.server.url, 'Bea');
    const cid = await person(t.server.url, 'Cid');
    const table = await open(ada);
    for (let i = 0; i < 3; i++) {
      expect((await api('POST', `/api/lobby/tables/${table.id}/join`, bea)).status).toBe(200);
      expect((await api('POST', `/api/lobby/tables/${table.id}/leave`, bea)).status).toBe(200);
    }
    const r = await fetch(`${t.server.url}/api/lobby/tables/${table.id}/join`, {
      method: 'POST',
      headers: { ...bea.headers, origin: t.server.url },
    });
    expect(r.status).toBe(429);
    expect(((await r.json()) as { error: string }).error).toBe('rateLimited');
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    // Refused, nothing changed: Bea does not sit there; Cid (same address, 127.0.0.1) takes a seat.
    const joined = await api('POST', `/api/lobby/tables/${table.id}/join`, cid);
    expect(joined.status).toBe(200);
    const seats = (joined.body.table as OpenTable).seats;
    expect(seats.map((s) => (s.kind === 'human' ? s.name : s.kind))).toEqual([
      ada.player.name,
      cid.player.name,
      'free',
    ]);
  });

  it('tables opened per player: the third within the window is refused, another player opens one', async () => {
    const dan = await person(t.server.url, 'Dan');
    const eve = await person(t.server.url, 'Eve');
    await open(dan);
    await open(dan);
    const third = await api('POST', '/api/lobby/tables', dan, { game: 'linx', players: 2, options: {} });
    expect([third.status, third.body.error]).toEqual([429, 'rateLimited']);
    // Quick matches share that budget (each may become a game).
    const queued = await api('POST', '/api/lobby/queue', dan, { game: 'linx', players: 2, speed: 'untimed' });
    expect([queued.status, queued.body.error]).toEqual([429, 'rateLimited']);
    await open(eve);
  });
});

describe('the lobby’s fan-out', () => {
  it('changes within one window reach each watcher as one frame, applied in order to the last state', async () => {
    const fay = await person(t.server.url, 'Fay');
    const gus = await person(t.server.url, 'Gus');
    const hal = await person(t.server.url, 'Hal');
    const table = await open(fay, 4);
    const watchers = await Promise.all([1, 2, 3].map(() => LobbyClient.connect(t.server.url)));
    sockets.push(...watchers);
    await Promise.all(watchers.map((w) => w.next('lobby')));
    const before = watchers.map((w) => w.frames.length);
    // Five changes of one table and a new table, sent together (well within the 400 ms window).
    // Hal's three one after the other: a guest's seat rotates its session (players/), as a page's clicks would.
    await Promise.all([
      api('POST', `/api/lobby/tables/${table.id}/join`, gus),
      api('POST', `/api/lobby/tables/${table.id}/join`, hal)
        .then(() => api('POST', `/api/lobby/tables/${table.id}/leave`, hal))
        .then(() => open(hal)),
    ]);
    await Promise.all(watchers.map((w) => w.next('lobbyTable', (m) => m.table.creator.name === hal.player.name)));
    await new Promise((r) => setTimeout(r, 600));
    for (const [i, w] of watchers.entries()) {
      const frames = w.frames.slice(before[i]);
      expect(frames.length).toBeLessThanOrEqual(2);
      // Every watcher got the same bytes (built once).
      expect(frames).toEqual(watchers[0]?.frames.slice(before[0]));
    }
    // The last word on the table: Fay and Gus seated, Hal gone.
    const last = watchers[0]?.messages.filter((m) => m.type === 'lobbyTable' && m.table.id === table.id).at(-1);
    const names =
      last?.type === 'lobbyTable' ? last.table.seats.map((s) => (s.kind === 'human' ? s.name : s.kind)) : [];
    expect(names.sort()).toEqual([fay.player.name, gus.player.name, 'free', 'free'].sort());
  });
});
