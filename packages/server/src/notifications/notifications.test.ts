import type { CreateGameResponse, NotificationList } from '@ludotheque/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { backends } from '../fixtures/backends.js';
import { createGame, type TestClient } from '../fixtures/client.js';
import { call, joinAs, type Person, person } from '../lobby/fixtures/people.js';
import { NotifyClient } from './fixtures/notify-client.js';
import { PushReceiver } from './fixtures/push-receiver.js';

/**
 * Notifications on one node (SQLite, then PostgreSQL): a correspondence turn is stored, listed, live on the
 * player's socket and pushed (decrypted by a local receiver); a game over tells both; a real-time game makes no
 * turn notification; nobody reads or marks another player's.
 */
const receivers: PushReceiver[] = [];
afterAll(async () => {
  for (const r of receivers) await r.close();
});

async function seatedGame(url: string, a: Person, b: Person, clock?: unknown) {
  const res = await createGame(url, {
    game: 'linx',
    options: {},
    seats: [{ kind: 'human' }, { kind: 'human' }],
    ...(clock === undefined ? {} : { clock }),
  });
  expect(res.status).toBe(201);
  const game = (await res.json()) as CreateGameResponse;
  const seats: TestClient[] = [];
  for (const [i, who] of [a, b].entries()) {
    const c = await joinAs(url, who, game.id, game.invites[i]?.token);
    await c.next('sync');
    seats.push(c);
  }
  return { id: game.id, seats };
}

/** The seat to move plays its first legal move; returns that seat. */
async function moveOnce(seats: TestClient[]): Promise<number> {
  const view = seats[0]?.latest();
  const mover = view?.toMove as number;
  const client = seats[mover] as TestClient;
  const mine = client.latest();
  client.send({ type: 'move', version: mine?.version, move: mine?.legalMoves[0] });
  await client.next('ack');
  for (const s of seats) await s.next('event');
  return mover;
}

const list = async (url: string, who: Person, query = '') =>
  (await call(url, 'GET', `/api/notifications${query}`, who)).body as unknown as NotificationList;

describe.each(backends('notify'))('notifications on $name', (backend) => {
  it('a correspondence turn: stored, live, listed, pushed encrypted, marked read; a game over tells both', async () => {
    const server = await backend.start();
    const url = server.url;
    const [ana, bo, cy] = [await person(url, 'Ana'), await person(url, 'Bo'), await person(url, 'Cy')];
    const { publicKey } = (await call(url, 'GET', '/api/push/key', null)).body as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const receiver = await PushReceiver.start(() => publicKey);
    receivers.push(receiver);
    const bad = await call(url, 'POST', '/api/push/subscriptions', bo, {
      endpoint: 'ftp://x',
      keys: { p256dh: 'a', auth: 'b' },
    });
    expect(bad.status).toBe(400);
    const sub = await call(url, 'POST', '/api/push/subscriptions', bo, { ...receiver.subscription(), lang: 'fr' });
    expect(sub.status).toBe(201);
    expect((await call(url, 'PUT', '/api/push/settings', bo, { kinds: ['yourTurn'] })).status).toBe(200);

    const { id, seats } = await seatedGame(url, ana, bo);
    const anaPage = await NotifyClient.connect(url, ana.headers);
    const boPages = [await NotifyClient.connect(url, bo.headers), await NotifyClient.connect(url, bo.headers)];
    const first = await moveOnce(seats);
    const [mover, waiter] = first === 0 ? [ana, bo] : [bo, ana];
    const waiterPages = waiter === bo ? boPages : [anaPage];
    for (const page of waiterPages) {
      const f = await page.until((x) => x.type === 'notification');
      expect(f).toMatchObject({ type: 'notification', unread: 1, notification: { kind: 'yourTurn', gameId: id } });
    }
    const listed = await list(url, waiter);
    expect(listed.unread).toBe(1);
    expect(listed.notifications.map((n) => [n.kind, n.gameId, n.read])).toEqual([['yourTurn', id, false]]);
    expect((await list(url, mover)).notifications).toEqual([]);
    // Nobody else reads it, nor marks it.
    expect((await list(url, cy)).notifications).toEqual([]);
    const nid = listed.notifications[0]?.id as string;
    expect((await call(url, 'POST', '/api/notifications/read', cy, { ids: [nid] })).body).toEqual({ unread: 0 });
    expect((await list(url, waiter)).unread).toBe(1);
    expect((await call(url, 'GET', '/api/notifications', null)).status).toBe(401);
    expect((await call(url, 'POST', '/api/notifications/read', waiter, { ids: [] })).status).toBe(400);

    if (waiter === bo) {
      await receiver.count(1);
      const push = receiver.received[0];
      expect(push?.claims.aud).toBe(new URL(receiver.endpoint).origin);
      expect(push?.claims.exp).toBeGreaterThan(Date.now() / 1000);
      const payload = JSON.parse(push?.payload ?? '{}') as { title: string; body: string; url: string };
      expect(payload.url).toBe(`/play/${id}#seat=1`);
      expect(payload.title).toBe('À vous de jouer');
      expect(payload.body).toContain('Linx');
    }

    const read = await call(url, 'POST', '/api/notifications/read', waiter, { ids: [nid] });
    expect(read.body).toEqual({ unread: 0 });
    for (const page of waiterPages) await page.until((x) => x.type === 'notificationsRead' && x.unread === 0);
    expect((await list(url, waiter)).notifications[0]?.read).toBe(true);

    // The other seat moves: now the first mover is told, once.
    await moveOnce(seats);
    await expect.poll(async () => (await list(url, mover)).notifications.map((n) => n.kind)).toEqual(['yourTurn']);

    // A resignation ends it: both seated players get a game over.
    seats[0]?.send({ type: 'resign' });
    await seats[1]?.next('event', (e) => e.result !== null);
    for (const who of [ana, bo]) {
      await expect.poll(async () => (await list(url, who)).notifications[0]?.kind).toBe('gameOver');
    }
    for (const c of [...seats]) await c.close();
    for (const p of [anaPage, ...boPages]) p.close();
  });

  it('a real-time game makes no turn notification; a gone subscription (410) is dropped', async () => {
    const server = await backend.start();
    const url = server.url;
    const [ana, bo] = [await person(url, 'Ana'), await person(url, 'Bo')];
    const { seats } = await seatedGame(url, ana, bo, { kind: 'realtime', baseSeconds: 600, incrementSeconds: 0 });
    await moveOnce(seats);
    await moveOnce(seats);
    await new Promise((r) => setTimeout(r, 200));
    expect((await list(url, ana)).notifications).toEqual([]);
    expect((await list(url, bo)).notifications).toEqual([]);
    for (const c of seats) await c.close();

    const { publicKey } = (await call(url, 'GET', '/api/push/key', null)).body as { publicKey: string };
    const receiver = await PushReceiver.start(() => publicKey);
    receivers.push(receiver);
    receiver.status = 410;
    await call(url, 'POST', '/api/push/subscriptions', bo, receiver.subscription());
    await call(url, 'PUT', '/api/push/settings', bo, { kinds: ['yourTurn'] });
    const game = await seatedGame(url, ana, bo);
    // Two moves give Bo the turn once, whoever starts; the push service answers 410 and the subscription goes.
    for (let i = 0; i < 2; i++) await moveOnce(game.seats);
    await receiver.count(1);
    await expect
      .poll(() =>
        backend.rows(server, 'select endpoint from push_subscriptions where endpoint = ?', [receiver.endpoint]),
      )
      .toEqual([]);
    for (let i = 0; i < 2; i++) await moveOnce(game.seats);
    await expect.poll(async () => (await list(url, bo)).notifications.length).toBe(2);
    await new Promise((r) => setTimeout(r, 300));
    // Bo's second turn was not pushed.
    expect(receiver.received).toHaveLength(1);
    for (const c of game.seats) await c.close();
  });

  it('the list is capped per player and paged newest first', async () => {
    const server = await backend.start({ notifications: { keep: 3 } });
    const url = server.url;
    const [ana, bo] = [await person(url, 'Ana'), await person(url, 'Bo')];
    const { seats } = await seatedGame(url, ana, bo);
    for (let i = 0; i < 10; i++) await moveOnce(seats);
    // Five turns each; the last notifications are made after the moves' acks (the hook does not delay a move).
    await expect.poll(async () => (await list(url, bo)).unread).toBe(3);
    await new Promise((r) => setTimeout(r, 300));
    await expect.poll(async () => (await list(url, ana)).unread).toBe(3);
    const page1 = await list(url, ana, '?limit=2');
    expect(page1.notifications).toHaveLength(2);
    expect(page1.next).not.toBeNull();
    const page2 = await list(url, ana, `?limit=2&before=${page1.next}`);
    expect(page2.notifications).toHaveLength(1);
    expect(page2.next).toBeNull();
    const ids = [...page1.notifications, ...page2.notifications].map((n) => n.id);
    expect([...ids].sort().reverse()).toEqual(ids);
    for (const c of seats) await c.close();
  });
});
