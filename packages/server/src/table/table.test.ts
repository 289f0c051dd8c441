import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type GameRecord, Rng, replay } from '@ludotheque/engine';
import { linx } from '@ludotheque/linx';
import type { CreateGameResponse } from '@ludotheque/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../fixtures/browser.js';
import { createGame, createLinxPair, TestClient } from '../fixtures/client.js';
import { storedRows } from '../fixtures/db.js';
import { closeTable, openTable, playRandomMove, type Table } from '../fixtures/play.js';
import { type RunningServer, startServer } from '../server.js';

/** A real server on a fresh SQLite file; round ends are dealt by the server after 300 ms (table/deal.ts). */
const dir = mkdtempSync(join(tmpdir(), 'ludo-table-'));
const dbFile = join(dir, 'games.sqlite');
const DEAL_MS = 300;
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, dbFile, dealAfterMs: DEAL_MS });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const rows = (id: string) => storedRows(dbFile, id);
const errorOf = (c: TestClient) => c.next('error');
/** Sends a command that must be refused with `code`, and checks the stored rows did not change. */
async function refused(table: Table, client: TestClient, message: unknown, code: string): Promise<void> {
  const before = rows(table.id);
  client.send(message);
  const e = await errorOf(client);
  expect(e.code, JSON.stringify(message)).toBe(code);
  expect(rows(table.id)).toEqual(before);
}
const seat = (t: Table, i: number) => t.seats[i] as TestClient;

describe('resign', () => {
  it('appends the engine’s resign event, tells everyone, and the record replays', async () => {
    const t = await openTable(server.url, 'linx', 2);
    seat(t, 1).send({ type: 'resign' });
    for (const c of [...t.seats, t.spectator]) {
      const e = await c.next('event', (m) => m.version === 1);
      expect(e.platformEvent).toEqual({ type: 'resign', seat: 1 });
      // Linx: a resigning seat ranks last (the package README's Decision).
      expect(e.result?.ranks).toEqual([1, 2]);
    }
    expect(rows(t.id).moves).toEqual([{ game_id: t.id, version: 1, entry: '{"event":{"type":"resign","seat":1}}' }]);
    expect((rows(t.id).game as { status: string }).status).toBe('over');
    const record = (await (await fetch(`${server.url}/api/games/${t.id}/record`)).json()) as GameRecord;
    expect(replay(linx, record).ok).toBe(true);
    await refused(t, seat(t, 0), { type: 'resign' }, 'gameOver');
    await refused(t, t.spectator, { type: 'resign' }, 'spectator');
    await closeTable(t);
  });
});

describe('takeback', () => {
  // Superpion: perfect information and no chance (no move reveals anything, takeback.test.ts has the games that do).
  it('asked, refused in the wrong states, accepted: every seat gets a fresh sync of the earlier position', async () => {
    const t = await openTable(server.url, 'superpion', 2);
    const rng = Rng.seeded('takeback');
    const toMove = () => t.spectator.latest()?.toMove;
    const first = toMove() as number;
    const second = 1 - first;
    // The second seat has not moved: nothing of its own to take back.
    await refused(t, seat(t, second), { type: 'takeback' }, 'nothingToTakeBack');
    await refused(t, seat(t, first), { type: 'answerTakeback', accept: true }, 'noOffer');
    while (toMove() === first) await playRandomMove(t, rng); // SP: a turn may be several actions
    const atOne = seat(t, first).latest();
    const spectatorAtOne = t.spectator.latest();
    const v1 = spectatorAtOne?.version as number;
    await playRandomMove(t, rng); // second, version v1 + 1
    seat(t, second).send({ type: 'takeback' });
    for (const c of [...t.seats, t.spectator]) {
      expect(await c.next('offers')).toEqual({ type: 'offers', takeback: { from: second }, rematch: null });
    }
    await refused(t, seat(t, second), { type: 'takeback' }, 'offerPending');
    await refused(t, seat(t, second), { type: 'answerTakeback', accept: true }, 'noOffer');
    await refused(t, t.spectator, { type: 'answerTakeback', accept: true }, 'spectator');
    seat(t, first).send({ type: 'answerTakeback', accept: true });
    for (const c of [...t.seats, t.spectator]) {
      const sync = await c.next('sync', (m) => m.version === v1 + 2);
      // Versions only grow; the position is version v1's, with its moves in the list; the second seat to move again.
      expect(sync.toMove).toBe(second);
      expect(sync.history).toHaveLength(v1);
      expect(await c.next('offers')).toEqual({ type: 'offers', takeback: null, rematch: null });
    }
    expect(seat(t, first).latest()?.view).toEqual(atOne?.view);
    expect(t.spectator.latest()?.view).toEqual(spectatorAtOne?.view);
    expect(JSON.parse((rows(t.id).moves[v1 + 1] as { entry: string }).entry)).toEqual({
      event: { type: 'takeback', seat: second, to: v1 },
    });
    // The second seat plays again from there (the sync gave it its legal moves).
    await playRandomMove(t, rng);
    expect(t.spectator.latest()?.version).toBe(v1 + 3);

    // The first seat's takeback goes back to its own last decision (undoing the reply too). Declined first: that
    // changes nothing but the offers.
    seat(t, first).send({ type: 'takeback' });
    await seat(t, second).next('offers', (m) => m.takeback !== null);
    const before = rows(t.id);
    seat(t, second).send({ type: 'answerTakeback', accept: false });
    await seat(t, first).next('offers', (m) => m.takeback === null);
    expect(rows(t.id)).toEqual(before);

    // A request dropped by a move: the next move clears it.
    seat(t, second).send({ type: 'takeback' });
    await seat(t, first).next('offers', (m) => m.takeback !== null);
    await playRandomMove(t, rng);
    await seat(t, second).next('offers', (m) => m.takeback === null);

    // A restart in the middle of a game with a takeback: the rebuilt state is the live one.
    const live = seat(t, 0).latest();
    await closeTable(t);
    await server.close();
    server = await startServer({ port: 0, dbFile, dealAfterMs: DEAL_MS });
    const back = await TestClient.connect(server.url);
    back.send({ type: 'join', game: t.id, token: t.created.invites[0]?.token });
    const rebuilt = await back.next('sync');
    expect(rebuilt.version).toBe(live?.version);
    expect(rebuilt.view).toEqual(live?.view);
    expect(rebuilt.legalMoves).toEqual(live?.legalMoves);
    // v1 + 4 entries, one of them the takeback that undid one move: v1 + 2 moves listed.
    expect(rebuilt.version).toBe(v1 + 4);
    expect(rebuilt.history).toHaveLength(v1 + 2);
    await back.close();
  });

  it('against a bot in a casual game the takeback applies at once, back to the person’s own decision', async () => {
    const res = await createGame(server.url, {
      game: 'superpion',
      options: {},
      seats: [
        { kind: 'human', name: 'Ada' },
        { kind: 'bot', level: 'random' },
      ],
    });
    const created = (await res.json()) as CreateGameResponse;
    const ada = await TestClient.connect(server.url);
    ada.send({ type: 'join', game: created.id, token: created.invites[0]?.token });
    // Ada's turn (the bot plays at once when it starts), then her move.
    const mine = await ada.next('sync');
    const turn = mine.toMove === 0 ? mine : await ada.next('event', (e) => e.toMove === 0);
    ada.send({ type: 'move', version: turn.version, move: turn.legalMoves[0] });
    await ada.next('ack', (a) => a.version === turn.version + 1);
    ada.send({ type: 'takeback' });
    const back = await ada.next('sync', (m) => m.type === 'sync' && m.version > turn.version + 1);
    expect(back.toMove).toBe(0);
    expect(back.view).toEqual(turn.view);
    expect(back.history).toHaveLength(turn.version);
    // No offer was ever pending: the bot does not answer.
    expect(ada.messages.some((m) => m.type === 'offers' && m.takeback !== null)).toBe(false);
    await ada.close();
  });

  it('is for 2-player games only, and never after the end', async () => {
    const three = await openTable(server.url, 'linx', 3);
    await playRandomMove(three, Rng.seeded('three'));
    await refused(three, seat(three, 0), { type: 'takeback' }, 'takebackPlayers');
    await closeTable(three);
    const t = await openTable(server.url, 'linx', 2);
    await playRandomMove(t, Rng.seeded('end'));
    seat(t, 1).send({ type: 'resign' });
    await seat(t, 0).next('event', (m) => m.result !== null);
    await refused(t, seat(t, 0), { type: 'takeback' }, 'gameOver');
    await closeTable(t);
  });
});

describe('abort', () => {
  it('any seat, while nobody has moved: the game is aborted, stored so, and every connection told', async () => {
    const t = await openTable(server.url, 'linx', 2);
    seat(t, 1).send({ type: 'abort' });
    for (const c of [...t.seats, t.spectator]) expect(await c.next('aborted')).toEqual({ type: 'aborted', by: 1 });
    expect((rows(t.id).game as { status: string }).status).toBe('aborted');
    const mover = seat(t, t.spectator.latest()?.toMove as number);
    await refused(t, mover, { type: 'move', version: 0, move: mover.latest()?.legalMoves[0] }, 'aborted');
    await refused(t, seat(t, 0), { type: 'resign' }, 'aborted');
    // A connection joining later is told too.
    const late = await TestClient.connect(server.url);
    late.send({ type: 'join', game: t.id });
    await late.next('sync');
    expect((await late.next('aborted')).type).toBe('aborted');
    await late.close();
    await closeTable(t);
  });

  it('is refused once a seat has moved, and for spectators', async () => {
    const t = await openTable(server.url, 'linx', 2);
    await refused(t, t.spectator, { type: 'abort' }, 'spectator');
    await playRandomMove(t, Rng.seeded('abort'));
    await refused(t, seat(t, 1), { type: 'abort' }, 'notAbortable');
    expect((rows(t.id).game as { status: string }).status).toBe('active');
    await closeTable(t);
  });

  it('a player who called off 10 games in 24 hours is refused the 11th: it is theirs to play or resign', async () => {
    // The dodger: one guest, seat 0 of each game bound to it by its join; the opponents join with bare tokens.
    const dodger = new Browser(server.url);
    await dodger.json('GET', '/api/me');
    const cookie = dodger.cookie;
    if (cookie === null) throw new Error('no session');
    const sitDown = async () => {
      const created = await createLinxPair(server.url);
      const [mine, other] = [await TestClient.connect(server.url, { cookie }), await TestClient.connect(server.url)];
      mine.send({ type: 'join', game: created.id, token: created.invites[0]?.token });
      other.send({ type: 'join', game: created.id, token: created.invites[1]?.token });
      for (const c of [mine, other]) await c.next('sync');
      return { id: created.id, mine, other };
    };
    for (let i = 0; i < 10; i++) {
      const g = await sitDown();
      g.mine.send({ type: 'abort' });
      expect(await g.other.next('aborted')).toEqual({ type: 'aborted', by: 0 });
      await Promise.all([g.mine.close(), g.other.close()]);
    }
    const g = await sitDown();
    const before = storedRows(dbFile, g.id);
    g.mine.send({ type: 'abort' });
    expect((await g.mine.next('error')).code).toBe('tooManyAborts');
    expect(storedRows(dbFile, g.id)).toEqual(before);
    expect((before.game as { status: string }).status).toBe('active');
    // The limit is the dodger's, not the game's: the opponent may still call it off.
    g.other.send({ type: 'abort' });
    expect(await g.mine.next('aborted')).toEqual({ type: 'aborted', by: 1 });
    await Promise.all([g.mine.close(), g.other.close()]);
  });
});

describe('rematch', () => {
  it('offered after the end, accepted by the others: a new game with the seats rotated, each seat its own token', async () => {
    const t = await openTable(server.url, 'linx', 2);
    await refused(t, seat(t, 0), { type: 'rematch' }, 'notOver');
    seat(t, 0).send({ type: 'resign' });
    await seat(t, 1).next('event', (m) => m.result !== null);
    await refused(t, seat(t, 1), { type: 'answerRematch', accept: true }, 'noOffer');
    seat(t, 0).send({ type: 'rematch' });
    for (const c of [...t.seats, t.spectator]) {
      expect(await c.next('offers')).toEqual({ type: 'offers', takeback: null, rematch: { from: 0, accepted: [0] } });
    }
    await refused(t, seat(t, 0), { type: 'answerRematch', accept: true }, 'noOffer');
    await refused(t, seat(t, 1), { type: 'rematch' }, 'offerPending');
    seat(t, 1).send({ type: 'answerRematch', accept: true });
    const [r0, r1, rs] = await Promise.all([
      seat(t, 0).next('rematchStarted'),
      seat(t, 1).next('rematchStarted'),
      t.spectator.next('rematchStarted'),
    ]);
    expect(r0.game).toBe(r1.game);
    expect(rs).toEqual({ type: 'rematchStarted', game: r0.game });
    // Seat 0 sits at seat 1 now, and seat 1 at seat 0 (2 players: rotated is swapped).
    expect([r0.seat, r1.seat]).toEqual([1, 0]);
    expect(r0.token).not.toBe(r1.token);
    expect(r0.token).not.toBe(t.created.invites[0]?.token);
    const again = await TestClient.connect(server.url);
    again.send({ type: 'join', game: r0.game, token: r0.token });
    const sync = await again.next('sync');
    expect(sync.seat).toBe(1);
    expect(sync.version).toBe(0);
    const old = (await (await fetch(`${server.url}/api/games/${t.id}`)).json()) as { options: unknown };
    expect(sync.options).toEqual(old.options);
    await again.close();
    await closeTable(t);
  });

  it('with a bot, the person alone decides and the bot stays a bot; a refused offer is dropped', async () => {
    const res = await createGame(server.url, {
      game: 'linx',
      options: {},
      seats: [
        { kind: 'human', name: 'Ada' },
        { kind: 'bot', level: 'random' },
      ],
    });
    const created = (await res.json()) as CreateGameResponse;
    const ada = await TestClient.connect(server.url);
    ada.send({ type: 'join', game: created.id, token: created.invites[0]?.token });
    await ada.next('sync');
    ada.send({ type: 'resign' });
    await ada.next('event', (m) => m.result !== null);
    ada.send({ type: 'rematch' });
    const started = await ada.next('rematchStarted');
    expect(started.seat).toBe(1);
    const info = (await (await fetch(`${server.url}/api/games/${started.game}`)).json()) as {
      seats: { name: string; kind: string }[];
    };
    expect(info.seats).toEqual([
      { name: 'Lulu (random)', kind: 'bot' },
      { name: 'Ada', kind: 'human' },
    ]);
    await ada.close();

    const t = await openTable(server.url, 'linx', 3);
    seat(t, 2).send({ type: 'resign' });
    await seat(t, 0).next('event', (m) => m.result !== null);
    seat(t, 0).send({ type: 'rematch' });
    await seat(t, 1).next('offers', (m) => m.rematch !== null);
    seat(t, 1).send({ type: 'answerRematch', accept: true });
    await seat(t, 2).next('offers', (m) => m.rematch?.accepted.length === 2);
    seat(t, 2).send({ type: 'answerRematch', accept: false });
    expect(await seat(t, 0).next('offers', (m) => m.rematch === null)).toBeTruthy();
    expect(seat(t, 0).messages.some((m) => m.type === 'rematchStarted')).toBe(false);
    await closeTable(t);
  });
});

describe('Linx rounds online (LX-20)', () => {
  /** Plays random moves until the round is over: the seat to move has only `next`. */
  async function toRoundEnd(t: Table, rng: Rng): Promise<number> {
    for (;;) {
      const s = t.spectator.latest();
      if (s === null || s.toMove === null) throw new Error('the match ended');
      if (seat(t, s.toMove).latest()?.legalMoves.join() === 'next') return s.toMove;
      await playRandomMove(t, rng);
    }
  }

  it('any seat deals the next round, and the server deals it itself when nobody does', async () => {
    const t = await openTable(server.url, 'linx', 2, { roundsToWin: 3 });
    const rng = Rng.seeded('rounds');
    const mover = await toRoundEnd(t, rng);
    const other = seat(t, 1 - mover);
    const version = other.latest()?.version as number;
    other.send({ type: 'move', version, move: 'next' });
    await other.next('ack', (a) => a.version === version + 1);
    const dealt = await t.spectator.next('event', (e) => e.version === version + 1);
    expect(dealt.lastMove).toEqual({ seat: mover, text: 'next' });
    // The second round end: nobody deals; the server does after DEAL_MS.
    const mover2 = await toRoundEnd(t, rng);
    const v2 = t.spectator.latest()?.version as number;
    const started = Date.now();
    const auto = await t.spectator.next('event', (e) => e.version === v2 + 1, 5000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(DEAL_MS - 50);
    expect(auto.lastMove).toEqual({ seat: mover2, text: 'next' });
    // `next` in the middle of a round is still refused as any other illegal move.
    const s = t.spectator.latest();
    const notMover = seat(t, s?.toMove === 0 ? 1 : 0);
    notMover.send({ type: 'move', version: s?.version, move: 'next' });
    expect((await notMover.next('error')).code).toBe('notYourTurn');
    await closeTable(t);
  });
});
