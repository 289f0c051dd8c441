import { join } from 'node:path';
import { replay as engineReplay, type GameRecord, Rng, recordFromJson } from '@ludotheque/engine';
import { linx } from '@ludotheque/linx';
import { MAX_SOCKET_PAYLOAD_BYTES } from '@ludotheque/protocol';
import { describe, expect, it } from 'vitest';
import { createGame, TestClient } from './fixtures/client.js';
import { storedRows } from './fixtures/db.js';
import { closeTable, openTable, playRandomMove } from './fixtures/play.js';
import { useTempServer } from './fixtures/temp-server.js';
import { HISTORY } from './live.js';
import { type RunningServer, startServer } from './server.js';

const temp = useTempServer('server');

/** Replays a downloaded record with the engine alone (what `ludo replay` does). */
function replay(record: GameRecord) {
  const options = linx.parseOptions(record.options);
  if (!options.ok) throw new Error(options.error.message);
  const state = linx.setup(options.value, Rng.seeded(record.seed));
  for (const text of record.moves) {
    const move = linx.parseMove(state, text as string);
    if (!move.ok || !linx.isLegal(state, move.value)) throw new Error(`record does not replay at ${text}`);
    linx.play(state, move.value);
  }
  return state;
}

describe('game server over real sockets (Linx, SQLite)', () => {
  it('plays a 2-player Linx game to the end through invite tokens, spectated; the record replays', async () => {
    const table = await openTable(temp.server.url, 'linx', 2);
    const early = await fetch(`${temp.server.url}/api/games/${table.id}/record`);
    expect(early.status).toBe(409);
    const rng = Rng.seeded('full game');
    let moves = 0;
    while (await playRandomMove(table, rng)) moves++;
    const end = table.spectator.latest();
    expect(end?.result).not.toBeNull();
    expect(end?.toMove).toBeNull();
    const res = await fetch(`${temp.server.url}/api/games/${table.id}/record`);
    expect(res.status).toBe(200);
    const record = (await res.json()) as GameRecord;
    expect(record.moves).toHaveLength(moves);
    expect(record.seats).toHaveLength(2);
    expect(linx.outcome(replay(record))).toEqual(record.result);
    // What `ludo replay` runs: the engine's record check and replay, which re-derives the stored result.
    const checked = recordFromJson(record);
    expect(checked.ok).toBe(true);
    expect(engineReplay(linx, record).ok).toBe(true);
    expect(record.result).toEqual(end?.result);
    await closeTable(table);
  });

  it('a reconnecting client gets what it missed, or a full sync when it missed too much', async () => {
    const table = await openTable(temp.server.url, 'linx', 2);
    const rng = Rng.seeded('reconnect');
    for (let i = 0; i < 3; i++) await playRandomMove(table, rng);
    const seen = table.spectator.latest()?.version ?? -1;
    expect(seen).toBe(3);
    await table.spectator.close();
    const watcher = await TestClient.connect(temp.server.url);
    const stand = { ...table, spectator: watcher };
    watcher.send({ type: 'join', game: table.id });
    await watcher.next('sync');
    for (let i = 0; i < 4; i++) await playRandomMove(stand, rng);
    // A client that saw version 3 comes back: it gets events 4..7, in order, and no sync.
    const back = await TestClient.connect(temp.server.url);
    back.send({ type: 'join', game: table.id, since: seen });
    const missed = [];
    for (let v = seen + 1; v <= 7; v++) missed.push(await back.next('event', (e) => e.version === v));
    expect(missed.map((e) => e.version)).toEqual([4, 5, 6, 7]);
    expect(back.messages.some((m) => m.type === 'sync')).toBe(false);
    // One that saw version 0 after more moves than are kept gets its full view (the seed is random: a short game may
    // end first, then every event is still kept and it gets them all).
    for (let i = 0; i < 18 && (await playRandomMove(stand, rng)); i++);
    const last = watcher.latest();
    const old = await TestClient.connect(temp.server.url);
    old.send({ type: 'join', game: table.id, since: 0 });
    if ((last?.version ?? 0) > HISTORY) {
      const sync = await old.next('sync');
      expect(sync.version).toBe(last?.version);
      expect(sync.view).toEqual(last?.view);
    } else {
      const final = await old.next('event', (e) => e.version === last?.version);
      expect(final.view).toEqual(last?.view);
      expect(old.messages.filter((m) => m.type === 'event')).toHaveLength(last?.version ?? -1);
    }
    await Promise.all([back.close(), old.close(), closeTable(stand)]);
  });

  it('a bot seat plays on the server', async () => {
    const res = await createGame(temp.server.url, {
      game: 'linx',
      options: {},
      seats: [
        { kind: 'human', name: 'Ada' },
        { kind: 'bot', level: 'random' },
      ],
    });
    const created = (await res.json()) as { id: string; invites: { token: string }[] };
    expect(created.invites).toHaveLength(1);
    const ada = await TestClient.connect(temp.server.url);
    ada.send({ type: 'join', game: created.id, token: created.invites[0]?.token });
    const sync = await ada.next('sync');
    expect(sync.seats).toEqual([
      { name: 'Ada', kind: 'human' },
      { name: 'Lulu (random)', kind: 'bot' },
    ]);
    // Whoever starts (LX-10 is seeded), within two moves Ada has played and the bot has answered.
    let state = sync.toMove === 0 ? sync : await ada.next('event', (e) => e.toMove === 0);
    ada.send({ type: 'move', version: state.version, move: state.legalMoves[0] });
    state = await ada.next('event', (e) => e.version === state.version + 2);
    expect(state.lastMove.seat).toBe(1);
    expect(state.toMove).toBe(0);
    await ada.close();
  });

  it('rejects bad input with a typed error that changes nothing stored', async () => {
    const table = await openTable(temp.server.url, 'linx', 2);
    await playRandomMove(table, Rng.seeded('bad input'));
    const before = storedRows(temp.dbFile, table.id);
    const now = table.spectator.latest();
    if (now === null || now.toMove === null) throw new Error('no state');
    const mover = table.seats[now.toMove] as TestClient;
    const other = table.seats[1 - now.toMove] as TestClient;
    const legal = mover.latest()?.legalMoves[0] as string;
    expect(legal).toBeDefined();
    const stranger = await TestClient.connect(temp.server.url);
    const big = 'x'.repeat(5000);
    const cases: [TestClient, unknown, string][] = [
      [stranger, { type: 'join', game: table.id, token: 'A'.repeat(32) }, 'badToken'],
      [stranger, { type: 'join', game: 'nosuchgame000', token: 'A'.repeat(32) }, 'unknownGame'],
      [stranger, { type: 'move', version: 1, move: 'R@d4' }, 'notJoined'],
      [other, { type: 'move', version: now.version, move: 'pass' }, 'notYourTurn'],
      [mover, { type: 'move', version: now.version, move: 'Q@z9' }, 'notation'],
      [mover, { type: 'move', version: now.version, move: 'R@a1' }, 'illegal'],
      [mover, { type: 'move', version: now.version - 1, move: legal }, 'staleVersion'],
      [table.spectator, { type: 'move', version: now.version, move: legal }, 'spectator'],
      [mover, '{"type":"move"', 'malformed'],
      [mover, { type: 'teleport' }, 'malformed'],
      [mover, { type: 'move', version: -1, move: 'R@d4', extra: 1 }, 'malformed'],
      [mover, { type: 'move', version: now.version, move: big }, 'tooLarge'],
    ];
    for (const [client, message, code] of cases) {
      client.send(message);
      const e = await client.next('error');
      expect(e.code, JSON.stringify(message).slice(0, 80)).toBe(code);
    }
    // Above the socket's limit the frame is not even read: the connection is closed with 1009.
    stranger.send('x'.repeat(MAX_SOCKET_PAYLOAD_BYTES + 1));
    await expect(stranger.next('pong')).rejects.toThrow('1009');
    expect(storedRows(temp.dbFile, table.id)).toEqual(before);
    expect(table.spectator.latest()?.version).toBe(now.version);
    // The HTTP side: malformed creations and unknown games.
    expect((await createGame(temp.server.url, { game: 'linx', seats: [] })).status).toBe(400);
    expect((await createGame(temp.server.url, { game: 'chess', seats: [{ kind: 'human' }] })).status).toBe(404);
    expect((await fetch(`${temp.server.url}/api/games/nosuchgame000/record`)).status).toBe(404);
    await closeTable(table);
  });

  it('limits the rate of frames per connection', async () => {
    const c = await TestClient.connect(temp.server.url);
    for (let i = 0; i < 200; i++) c.send({ type: 'ping' });
    const limited = await c.next('error', (e) => e.code === 'rateLimited');
    expect(limited.code).toBe('rateLimited');
    const pongs = c.messages.filter((m) => m.type === 'pong').length;
    expect(pongs).toBeGreaterThanOrEqual(40);
    expect(pongs).toBeLessThan(200);
    await c.close();
  });
});

describe('durability', () => {
  it('a restarted server resumes a game between moves', async () => {
    const file = join(temp.dir, 'restart.sqlite');
    let first: RunningServer | null = await startServer({ port: 0, dbFile: file });
    const table = await openTable(first.url, 'linx', 2);
    const rng = Rng.seeded('restart');
    for (let i = 0; i < 3; i++) await playRandomMove(table, rng);
    const before = table.spectator.latest();
    await closeTable(table);
    await first.close();
    first = null;
    const second = await startServer({ port: 0, dbFile: file });
    const seats = [];
    for (const invite of table.created.invites) {
      const c = await TestClient.connect(second.url);
      c.send({ type: 'join', game: table.id, token: invite.token });
      // The history is rebuilt from the store: the moves as this seat was told of them before the restart.
      const told = table.seats[invite.seat]?.messages.flatMap((m) => (m.type === 'event' ? [m.lastMove] : []));
      expect(told).toHaveLength(3);
      expect((await c.next('sync')).history).toEqual(told);
      seats.push(c);
    }
    const spectator = await TestClient.connect(second.url);
    spectator.send({ type: 'join', game: table.id, since: 0 });
    const sync = await spectator.next('sync');
    expect(sync.version).toBe(3);
    expect(sync.view).toEqual(before?.view);
    const again = { ...table, seats, spectator };
    expect(await playRandomMove(again, rng)).toBe(true);
    expect(storedRows(file, table.id).moves).toHaveLength(4);
    await closeTable(again);
    await second.close();
  });
});
