import type { AcceptChallengeResponse, Challenge, ChallengeList, NotificationList } from '@ludotheque/protocol';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { TestClient } from '../fixtures/client.js';
import { useTempServer } from '../fixtures/temp-server.js';
import { account, call, joinAs, type Person, person } from '../lobby/fixtures/people.js';
import { NotifyClient } from '../notifications/fixtures/notify-client.js';
import { PushReceiver } from '../notifications/fixtures/push-receiver.js';

/**
 * Challenges on one node (SQLite, a real server): made, seen live and pushed, accepted into a game with both seats
 * bound, declined with a reason, a group game that starts when all accepted and stops at one decline; every bad
 * input refused with nothing changed; expiry by a clock the test moves (no real minutes).
 */
let clock = Date.UTC(2026, 0, 5, 12);
const t = useTempServer('challenges', { challenges: { now: () => clock } });

const closing: { close(): unknown }[] = [];
afterEach(async () => {
  for (const c of closing.splice(0)) await c.close();
});
const receivers: PushReceiver[] = [];
afterAll(async () => {
  for (const r of receivers) await r.close();
});

const api = (method: string, path: string, who: Person | null, body?: unknown) =>
  call(t.server.url, method, path, who, body);
const challenge = (from: Person, to: Person[], rest: Record<string, unknown> = {}) =>
  api('POST', '/api/challenges', from, { to: to.map((p) => p.player.id), game: 'linx', ...rest });
const lists = async (who: Person) => (await api('GET', '/api/challenges', who)).body as unknown as ChallengeList;
const notes = async (who: Person) => (await api('GET', '/api/notifications', who)).body as unknown as NotificationList;
const notify = async (who: Person) => {
  const c = await NotifyClient.connect(t.server.url, who.headers);
  closing.push(c);
  return c;
};
/** The join answer of a socket of `who` at `seat` of `game` (a bound seat is joined without its token). */
async function joinSeat(who: Person, game: string, seat: number): Promise<{ client: TestClient; seat: number }> {
  const client = await TestClient.connect(t.server.url, who.headers);
  closing.push(client);
  client.send({ type: 'join', game, seat });
  const sync = (await client.next('sync')) as { seat: number | null };
  return { client, seat: sync.seat ?? -1 };
}

describe('challenges (one node, SQLite)', () => {
  it('A challenges B: live in the bell, pushed, accepted into one game with both seats bound; A is told live', async () => {
    const url = t.server.url;
    const [ana, bo] = [await person(url, 'Ana'), await person(url, 'Bo')];
    const { publicKey } = (await api('GET', '/api/push/key', null)).body as { publicKey: string };
    const receiver = await PushReceiver.start(() => publicKey);
    receivers.push(receiver);
    expect((await api('POST', '/api/push/subscriptions', bo, { ...receiver.subscription(), lang: 'fr' })).status).toBe(
      201,
    );
    expect((await api('PUT', '/api/push/settings', bo, { kinds: ['challenge'] })).status).toBe(200);
    const [anaBell, boBell] = [await notify(ana), await notify(bo)];

    const made = await challenge(ana, [bo], {
      options: { roundsToWin: 1 },
      clock: { kind: 'correspondence', days: 3 },
    });
    expect(made.status).toBe(201);
    const c = made.body as unknown as Challenge;
    expect(c).toMatchObject({
      from: { id: ana.player.id, name: ana.player.name },
      to: [{ id: bo.player.id, accepted: false }],
    });
    expect(c.expires).toBe(new Date(clock + 24 * 3600_000).toISOString());
    const live = await boBell.until((f) => f.type === 'notification');
    expect(live).toMatchObject({
      notification: {
        kind: 'challenge',
        challenge: c.id,
        from: { id: ana.player.id, name: ana.player.name },
        game: 'linx',
      },
    });
    await receiver.count(1);
    const pushed = JSON.parse(receiver.received[0]?.payload ?? '{}') as { title: string; body: string; url: string };
    expect(pushed).toMatchObject({
      title: 'Nouveau défi',
      body: `${ana.player.name} vous défie à Linx.`,
      url: '/#/challenges',
    });
    expect((await lists(bo)).incoming.map((x) => x.id)).toEqual([c.id]);
    expect((await lists(ana)).outgoing.map((x) => [x.id, x.status])).toEqual([[c.id, 'open']]);

    const accepted = await api('POST', `/api/challenges/${c.id}/accept`, bo);
    expect(accepted.status).toBe(200);
    const answer = accepted.body as unknown as AcceptChallengeResponse;
    expect(answer.challenge.status).toBe('accepted');
    const game = answer.started?.game as string;
    expect(answer.started?.token).toBeTruthy();
    // Ana hears it live, with her seat: the other one.
    const told = await anaBell.until((f) => f.type === 'notification' && f.notification.kind === 'challengeAccepted');
    const anaSeat = told.type === 'notification' ? told.notification.seat : null;
    expect(told).toMatchObject({ notification: { gameId: game, from: { id: bo.player.id } } });
    expect(anaSeat).toBe(1 - (answer.started?.seat ?? 0));
    const mine = (await api('GET', `/api/challenges/${c.id}`, ana)).body as unknown as Challenge;
    expect([mine.status, mine.gameId, mine.seat]).toEqual(['accepted', game, anaSeat]);
    expect((await api('GET', `/api/challenges/${c.id}`, await person(url, 'Nosy'))).status).toBe(404);
    // Both seats are theirs: each joins by seat, and a stranger is refused Bo's token.
    expect((await joinSeat(ana, game, anaSeat ?? 0)).seat).toBe(anaSeat);
    expect((await joinSeat(bo, game, answer.started?.seat ?? 0)).seat).toBe(answer.started?.seat);
    const eve = await person(url, 'Eve');
    const intruder = await joinAs(url, eve, game, answer.started?.token);
    closing.push(intruder);
    expect((await intruder.next('error')).code).toBe('seatTaken');
    // Answered: the challenge is out of Bo's list and closed for a second accept.
    expect((await lists(bo)).incoming).toEqual([]);
    const twice = await api('POST', `/api/challenges/${c.id}/accept`, bo);
    expect([twice.status, twice.body.error]).toEqual([409, 'closed']);
  });

  it('a decline with its reason reaches the challenger; a group game starts when all accepted, one decline stops it', async () => {
    const url = t.server.url;
    const [ana, bo, cy] = [await person(url, 'Ana'), await person(url, 'Bo'), await person(url, 'Cy')];
    const anaBell = await notify(ana);
    const c = (await challenge(ana, [bo])).body as unknown as Challenge;
    const declined = await api('POST', `/api/challenges/${c.id}/decline`, bo, { reason: 'tooFast' });
    expect([declined.status, declined.body.status]).toEqual([200, 'declined']);
    const told = await anaBell.until((f) => f.type === 'notification' && f.notification.kind === 'challengeDeclined');
    expect(told).toMatchObject({
      notification: { reason: 'tooFast', from: { id: bo.player.id, name: bo.player.name } },
    });
    expect((await lists(ana)).outgoing[0]).toMatchObject({ status: 'declined', declined: { by: bo.player.id } });
    expect((await api('POST', `/api/challenges/${c.id}/decline`, bo, { reason: 'nope' })).status).toBe(400);

    // Symbolix for three: Bo accepts (still open), Cy accepts: one game, three bound seats.
    const g = (await challenge(ana, [bo, cy], { game: 'symbolix' })).body as unknown as Challenge;
    const first = (await api('POST', `/api/challenges/${g.id}/accept`, bo)).body as unknown as AcceptChallengeResponse;
    expect([first.challenge.status, first.started]).toEqual(['open', null]);
    const last = (await api('POST', `/api/challenges/${g.id}/accept`, cy)).body as unknown as AcceptChallengeResponse;
    expect(last.challenge.status).toBe('accepted');
    const game = last.started?.game as string;
    await expect
      .poll(async () => (await notes(bo)).notifications.find((n) => n.kind === 'challengeAccepted')?.gameId)
      .toBe(game);
    const seats = new Set([last.started?.seat]);
    for (const who of [ana, bo]) {
      const n = (await notes(who)).notifications.find((x) => x.kind === 'challengeAccepted' && x.gameId === game);
      seats.add(n?.seat ?? -1);
    }
    expect([...seats].sort()).toEqual([0, 1, 2]);

    // A group where Cy declines after Bo accepted: cancelled for all, Bo told.
    const h = (await challenge(ana, [bo, cy], { game: 'symbolix' })).body as unknown as Challenge;
    await api('POST', `/api/challenges/${h.id}/accept`, bo);
    expect((await api('POST', `/api/challenges/${h.id}/decline`, cy, { reason: 'later' })).status).toBe(200);
    await expect
      .poll(async () => (await notes(bo)).notifications.find((n) => n.kind === 'challengeDeclined')?.challenge)
      .toBe(h.id);
    // A group of four (Cubiko, 2–4) is open to three invitees; a fourth invitee is a bad request (at most 4 players).
    const di = await person(url, 'Di');
    expect((await challenge(ana, [bo, cy, di], { game: 'cubiko' })).status).toBe(201);
    const more = await challenge(ana, [bo, cy, di, await person(url, 'Ed')], { game: 'symbolix' });
    expect([more.status, more.body.error]).toEqual([400, 'badRequest']);
  });

  it('refuses bad input with nothing changed: unknown, self, blocked, guest rated, not invited, expired, over the cap', async () => {
    const url = t.server.url;
    const [ana, bo, cy] = [await person(url, 'Ana'), await person(url, 'Bo'), await person(url, 'Cy')];
    const refuse = async (r: Promise<{ status: number; body: Record<string, unknown> }>) => {
      const x = await r;
      return [x.status, x.body.error];
    };
    const before = await lists(ana);
    expect(
      await refuse(challenge(ana, [{ player: { id: 'nobodyatall123', name: '', registered: false } } as never])),
    ).toEqual([404, 'unknownPlayer']);
    expect(await refuse(challenge(ana, [ana]))).toEqual([400, 'self']);
    expect(await refuse(challenge(ana, [bo], { game: 'chess' }))).toEqual([404, 'unknownGame']);
    expect(await refuse(challenge(ana, [bo], { options: { roundsToWin: 'x' } }))).toEqual([400, 'options']);
    expect(await refuse(challenge(ana, [bo], { clock: { kind: 'realtime', baseSeconds: 0 } }))).toEqual([
      400,
      'badRequest',
    ]);
    expect(
      await refuse(
        challenge(ana, [bo, cy], {
          game: 'superpion',
          options: { clockMinutes: 5 },
          clock: { kind: 'realtime', baseSeconds: 60, incrementSeconds: 0 },
        }),
      ),
    ).toEqual([400, 'clockConflict']);
    expect(await refuse(challenge(ana, [bo], { rated: true }))).toEqual([403, 'notRegistered']);
    expect(await refuse(api('POST', '/api/challenges', null, { to: [bo.player.id], game: 'linx' }))).toEqual([
      401,
      'signedOut',
    ]);
    // Blocks hold either way: Bo blocks Ana; neither challenges the other.
    expect(
      (
        await fetch(`${url}/api/social/blocks/${ana.player.id}`, {
          method: 'PUT',
          headers: { ...bo.headers, origin: url },
        })
      ).status,
    ).toBe(204);
    expect(await refuse(challenge(ana, [bo]))).toEqual([403, 'blocked']);
    expect(await refuse(challenge(bo, [ana]))).toEqual([403, 'blocked']);
    expect(await lists(ana)).toEqual(before);
    expect((await lists(bo)).incoming).toEqual([]);

    // Not the invitee: Bo cannot accept Ana's challenge to Cy, nor can Ana accept her own.
    const c = (await challenge(ana, [cy])).body as unknown as Challenge;
    expect(await refuse(api('POST', `/api/challenges/${c.id}/accept`, bo))).toEqual([404, 'unknownChallenge']);
    expect(await refuse(api('POST', `/api/challenges/${c.id}/accept`, ana))).toEqual([403, 'notInvited']);
    expect(await refuse(api('POST', '/api/challenges/not-an-id/accept', cy))).toEqual([404, 'unknownChallenge']);
    expect(await refuse(api('DELETE', `/api/challenges/${c.id}`, cy))).toEqual([403, 'notChallenger']);
    expect((await lists(cy)).incoming.map((x) => [x.id, x.status])).toEqual([[c.id, 'open']]);

    // A block made after the challenge holds at the accept: refused, the challenge still open.
    const later = (await challenge(ana, [cy])).body as unknown as Challenge;
    const block = (on: boolean) =>
      fetch(`${url}/api/social/blocks/${ana.player.id}`, {
        method: on ? 'PUT' : 'DELETE',
        headers: { ...cy.headers, origin: url },
      });
    expect((await block(true)).status).toBe(204);
    expect(await refuse(api('POST', `/api/challenges/${later.id}/accept`, cy))).toEqual([403, 'blocked']);
    expect((await api('GET', `/api/challenges/${later.id}`, cy)).body.status).toBe('open');
    expect((await block(false)).status).toBe(204);

    // The cap: ten open at once (Eva, whose rate of creates is untouched); the eleventh is refused, nothing stored.
    const [eva, dan] = [await person(url, 'Eva'), await person(url, 'Dan')];
    const first = (await challenge(eva, [dan])).body as unknown as Challenge;
    for (let i = 1; i < 10; i++) expect((await challenge(eva, [dan])).status).toBe(201);
    expect(await refuse(challenge(eva, [dan]))).toEqual([429, 'tooManyChallenges']);
    expect((await lists(dan)).incoming).toHaveLength(10);

    // A day later every one has expired (the store's time, no timer): 410, and the cap is free again.
    clock += 24 * 3600_000 + 1;
    expect(await refuse(api('POST', `/api/challenges/${c.id}/accept`, cy))).toEqual([410, 'expired']);
    expect(await refuse(api('POST', `/api/challenges/${c.id}/decline`, cy, { reason: 'later' }))).toEqual([
      410,
      'expired',
    ]);
    expect((await lists(cy)).incoming).toEqual([]);
    expect((await lists(ana)).outgoing.find((x) => x.id === c.id)?.status).toBe('expired');
    expect((await challenge(eva, [dan])).status).toBe(201);
    // Three lifetimes on, Eva's next challenge forgets her old ones: her list holds only the new one.
    clock += 3 * 24 * 3600_000;
    const fresh = (await challenge(eva, [dan])).body as unknown as Challenge;
    expect((await lists(eva)).outgoing.map((x) => x.id)).toEqual([fresh.id]);
    expect((await api('GET', `/api/challenges/${first.id}`, eva)).status).toBe(404);

    // Creates are rated per player (20 a minute, across nodes): the 21st is refused with its wait.
    const flo = await person(url, 'Flo');
    for (let i = 0; i < 20; i++) expect((await challenge(flo, [flo])).status).toBe(400);
    const flood = await fetch(`${url}/api/challenges`, {
      method: 'POST',
      headers: { ...flo.headers, origin: url, 'content-type': 'application/json' },
      body: JSON.stringify({ to: [dan.player.id], game: 'linx' }),
    });
    expect([flood.status, Number(flood.headers.get('retry-after')) > 0]).toEqual([429, true]);
    expect((await lists(flo)).outgoing).toEqual([]);
  });

  it('rated: for accounts only, the game starts rated; friends hear that the game started', async () => {
    const url = t.server.url;
    const ana = await account(url, 'Ana', 'ana-rated');
    const bo = await account(url, 'Bo', 'bo-rated');
    const guest = await person(url, 'Gus');
    expect((await challenge(ana, [guest], { rated: true })).status).toBe(403);
    // Fay is Ana's friend (mutual follows): she hears of Ana's game once it has its first entry.
    const fay = await person(url, 'Fay');
    for (const [a, b] of [
      [ana, fay],
      [fay, ana],
    ] as const)
      await fetch(`${url}/api/social/follows/${b.player.id}`, {
        method: 'PUT',
        headers: { ...a.headers, origin: url },
      });
    // Ana wants a push when a game of hers is over (in English).
    const { publicKey } = (await api('GET', '/api/push/key', null)).body as { publicKey: string };
    const receiver = await PushReceiver.start(() => publicKey);
    receivers.push(receiver);
    await api('POST', '/api/push/subscriptions', ana, { ...receiver.subscription(), lang: 'en' });
    expect((await api('PUT', '/api/push/settings', ana, { kinds: ['gameOver'] })).status).toBe(200);
    const c = (await challenge(ana, [bo], { rated: true })).body as unknown as Challenge;
    expect(c.rated).toBe(true);
    const r = (await api('POST', `/api/challenges/${c.id}/accept`, bo)).body as unknown as AcceptChallengeResponse;
    const game = r.started?.game as string;
    expect(r.challenge.rated).toBe(true);
    const { client } = await joinSeat(bo, game, r.started?.seat ?? 0);
    client.send({ type: 'resign' });
    await expect
      .poll(async () => (await notes(fay)).notifications.map((n) => [n.kind, n.gameId, n.from?.name]))
      .toEqual([['friendGameStarted', game, ana.player.name]]);
    // Both players hear that it is over; neither hears of the friend notice (they are in it).
    await expect.poll(async () => (await notes(ana)).notifications.map((n) => n.kind)).toContain('gameOver');
    expect((await notes(ana)).notifications.map((n) => n.kind)).not.toContain('friendGameStarted');
    await receiver.count(1);
    const pushed = JSON.parse(receiver.received[0]?.payload ?? '{}') as { title: string; url: string };
    expect(pushed.title).toBe('Game over');
    expect(pushed.url).toMatch(new RegExp(`^/play/${game}#seat=[01]$`));
  });
});
