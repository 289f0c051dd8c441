import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type GameRecord, recordFromJson, replay, standInSeats } from '@ludotheque/engine';
import { linx } from '@ludotheque/linx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { InlineBots } from '../bot-move.js';
import { joinGame, type TestClient } from '../fixtures/client.js';
import { storedRows } from '../fixtures/db.js';
import { closeTable, openTable, type Table } from '../fixtures/play.js';
import { GAMES } from '../registry.js';
import { type RunningServer, startServer } from '../server.js';

/** A real server on SQLite; the grace is 300 ms and a stand-in bot plays random moves (fast and legal). */
const GRACE_MS = 300;
const dir = mkdtempSync(join(tmpdir(), 'ludo-presence-'));
const dbFile = join(dir, 'games.sqlite');
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    port: 0,
    dbFile,
    bots: new InlineBots(GAMES),
    standInLevel: 'random',
    dealAfterMs: 50,
    presence: { graceMs: GRACE_MS },
    // Pings every 100 ms: a connection that stops answering is cut (and shown gone) within 300 ms.
    limits: { pingIntervalMs: 100 },
  });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const seat = (t: Table, i: number) => t.seats[i] as TestClient;
const entries = (id: string) =>
  (storedRows(dbFile, id).moves as { entry: string }[]).map((m) => JSON.parse(m.entry) as unknown);
const seatEntries = (id: string) => entries(id).filter((e) => typeof e !== 'string');
const toMoveOf = (t: Table) => t.spectator.latest()?.toMove as number;
const presence = (
  c: TestClient,
  match: (p: { connected: boolean[]; away: number | null; standIn: number[] }) => boolean,
) => c.next('presence', match);

/** The seat to move leaves; resolves once the other seat sees it away (after the grace). */
async function leaveOnTurn(t: Table): Promise<{ gone: number; other: number; leftAt: number }> {
  const gone = toMoveOf(t);
  const other = 1 - gone;
  await seat(t, gone).close();
  const leftAt = Date.now();
  await presence(seat(t, other), (p) => p.away === gone);
  return { gone, other, leftAt };
}

async function record(id: string): Promise<GameRecord> {
  const json: unknown = await (await fetch(`${server.url}/api/games/${id}/record`)).json();
  const r = recordFromJson(json);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('presence', () => {
  it('tells every audience who is connected, and a seat that leaves within moments', async () => {
    const t = await openTable(server.url, 'linx', 2);
    for (const c of [...t.seats, t.spectator]) await presence(c, (p) => p.connected.every(Boolean));
    await seat(t, 1).close();
    const before = Date.now();
    for (const c of [seat(t, 0), t.spectator]) {
      const p = await presence(c, (m) => m.connected[1] === false);
      expect(p.connected).toEqual([true, false]);
    }
    expect(Date.now() - before).toBeLessThan(1000);
    // Back with the same token: connected again.
    const back = await joinGame(server.url, t.id, t.created.invites[1]?.token);
    await presence(seat(t, 0), (m) => m.connected[1] === true);
    await Promise.all([back.close(), closeTable(t)]);
  });

  it('shows a seat whose connection went silent (no close) as gone once the heartbeat cuts it', async () => {
    const t = await openTable(server.url, 'linx', 2);
    await presence(seat(t, 0), (p) => p.connected.every(Boolean));
    // A second connection for seat 1 that never answers a ping (a laptop closed, a network gone).
    const silent = new WebSocket(`${server.url.replace(/^http/, 'ws')}/ws`, { autoPong: false });
    await new Promise((resolve) => silent.once('open', resolve));
    silent.send(JSON.stringify({ type: 'join', game: t.id, token: t.created.invites[1]?.token }));
    await new Promise((resolve) => silent.once('message', resolve));
    await seat(t, 1).close();
    const cut = new Promise<number>((resolve) => silent.once('close', () => resolve(Date.now())));
    const since = Date.now();
    const p = await presence(seat(t, 0), (m) => m.connected[1] === false);
    expect(p.connected).toEqual([true, false]);
    expect(Date.now() - since).toBeLessThan(1500);
    expect((await cut) - since).toBeGreaterThanOrEqual(150);
    await closeTable(t);
  });
});

describe('abandonment', () => {
  it('is offered only after the grace; wait is recorded and the grace starts again', async () => {
    const t = await openTable(server.url, 'linx', 2);
    const gone = toMoveOf(t);
    const other = 1 - gone;
    await seat(t, gone).close();
    const leftAt = Date.now();
    // Too early: nobody is away yet, and nothing is stored.
    seat(t, other).send({ type: 'awayChoice', choice: 'bot' });
    expect((await seat(t, other).next('error')).code).toBe('notAway');
    const away = await presence(seat(t, other), (p) => p.away === gone);
    expect(Date.now() - leftAt).toBeGreaterThanOrEqual(GRACE_MS - 20);
    expect(away).toEqual({
      type: 'presence',
      connected: [true, true].map((_, i) => i !== gone),
      standIn: [],
      away: gone,
      claimable: true,
      moveDeadline: expect.any(Number), // untimed: the move deadline (timers/), days away
      seats: expect.any(Array), // the seats' names as bound now (issue 25)
    });
    t.spectator.send({ type: 'awayChoice', choice: 'claim' });
    expect((await t.spectator.next('error')).code).toBe('spectator');
    // Timed from the sending: the grace starts again when the wait is stored, a little later.
    const waitedAt = Date.now();
    seat(t, other).send({ type: 'awayChoice', choice: 'wait' });
    await presence(seat(t, other), (p) => p.away === null);
    expect(seatEntries(t.id)).toEqual([{ event: { type: 'wait', seat: gone, by: other } }]);
    // The same seat still gone: away again one grace after the wait.
    await presence(seat(t, other), (p) => p.away === gone);
    expect(Date.now() - waitedAt).toBeGreaterThanOrEqual(GRACE_MS);
    await closeTable(t);
  });

  it('claims the win in a 2-player game: the abandon event, a loss for the absent seat, a record that replays', async () => {
    const t = await openTable(server.url, 'linx', 2);
    const { gone, other } = await leaveOnTurn(t);
    seat(t, other).send({ type: 'awayChoice', choice: 'claim' });
    const end = await seat(t, other).next('event', (e) => e.result !== null);
    expect(end.platformEvent).toEqual({ type: 'abandon', seat: gone });
    // Linx: the leaving seat ranks last (README Decision), the other first.
    expect(end.result?.ranks[gone]).toBe(2);
    expect(end.result?.ranks[other]).toBe(1);
    const r = await record(t.id);
    expect(r.moves).toEqual([{ event: { type: 'abandon', seat: gone } }]);
    expect(replay(linx, r).ok).toBe(true);
    await closeTable(t);
  });

  it('refuses a claim in a game of three (wait or bot only)', async () => {
    const t = await openTable(server.url, 'linx', 3);
    const gone = toMoveOf(t);
    const other = (gone + 1) % 3;
    await seat(t, gone).close();
    const p = await presence(seat(t, other), (m) => m.away === gone);
    expect(p.claimable).toBe(false);
    seat(t, other).send({ type: 'awayChoice', choice: 'claim' });
    expect((await seat(t, other).next('error')).code).toBe('claimPlayers');
    expect(seatEntries(t.id)).toEqual([]);
    await closeTable(t);
  });

  it('lets a bot play the seat until its player comes back and reclaims it; the record replays', async () => {
    const t = await openTable(server.url, 'linx', 2);
    const { gone, other } = await leaveOnTurn(t);
    seat(t, other).send({ type: 'reclaim' });
    expect((await seat(t, other).next('error')).code).toBe('notStoodIn');
    seat(t, other).send({ type: 'awayChoice', choice: 'bot' });
    await presence(seat(t, other), (p) => p.standIn.includes(gone) && p.away === null);
    // The bot plays the absent seat's move at once.
    const botMove = await seat(t, other).next(
      'event',
      (e) => e.lastMove.seat === gone && e.platformEvent === undefined,
    );
    expect(botMove.toMove).toBe(other);
    // The other seat plays; the bot answers again.
    const mine = seat(t, other).latest();
    seat(t, other).send({ type: 'move', version: mine?.version, move: mine?.legalMoves[0] });
    await seat(t, other).next('event', (e) => e.version > (mine?.version ?? 0) + 1 && e.lastMove.seat === gone);
    // The player returns (same token) and reclaims the seat.
    const back = await joinGame(server.url, t.id, t.created.invites[gone]?.token);
    await back.next('sync');
    await presence(back, (p) => p.standIn.includes(gone) && p.connected[gone] === true);
    back.send({ type: 'reclaim' });
    await presence(seat(t, other), (p) => p.standIn.length === 0);
    const stored = seatEntries(t.id);
    expect(stored).toEqual([
      { event: { type: 'standIn', seat: gone, by: other } },
      { event: { type: 'reclaim', seat: gone } },
    ]);
    expect(standInSeats(entries(t.id) as GameRecord['moves']).size).toBe(0);
    // The step-through counts moves, not seat events: after the bot's first move (entry 2, after the standIn),
    // the position is the one the other seat moved from (entry 3 is its move).
    back.send({ type: 'viewAt', moves: 1 });
    const past = await back.next('pastView');
    expect(past.version).toBe(2);
    expect(past.toMove).toBe(other);
    // From now on the seat waits for its player: no bot move comes on its turn.
    let latest = back.latest();
    if (latest?.toMove === other) {
      const at = seat(t, other).latest();
      seat(t, other).send({ type: 'move', version: at?.version, move: at?.legalMoves[0] });
      latest = await back.next('event', (e) => e.toMove === gone);
    }
    const version = latest?.version ?? 0;
    await new Promise((r) => setTimeout(r, 300));
    expect(back.latest()?.version).toBe(version);
    // The player moves itself, then resigns: the record with the stand-in replays exactly.
    back.send({ type: 'move', version, move: back.latest()?.legalMoves[0] });
    await back.next('ack', (a) => a.version === version + 1);
    back.send({ type: 'resign' });
    await back.next('event', (e) => e.result !== null);
    const r = await record(t.id);
    expect(
      r.moves.filter((m) => typeof m !== 'string').map((m) => (m as { event: { type: string } }).event.type),
    ).toEqual(['standIn', 'reclaim', 'resign']);
    expect(replay(linx, r).ok).toBe(true);
    await Promise.all([back.close(), closeTable(t)]);
  });
});
