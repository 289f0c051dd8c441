import type { OpenTable, SocialResponse, StartedSeat } from '@ludotheque/protocol';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestClient } from '../fixtures/client.js';
import { useTempServer } from '../fixtures/temp-server.js';
import { LobbyClient } from '../lobby/fixtures/lobby-client.js';
import { call, joinAs, type Person, person } from '../lobby/fixtures/people.js';
import { MAX_BLOCKS, MAX_FOLLOWS } from './service.js';

/** Issue 26, follows, friends and blocks on one node (SQLite), with the blocks' hold on the lobby and the chat. */
const t = useTempServer('social', { lobbyTimers: { watchEveryMs: 50, pairEveryMs: 50 } });

const closing: { close(): unknown }[] = [];
afterEach(async () => {
  for (const c of closing.splice(0)) await c.close();
});
const api = (method: string, path: string, who: Person | null, body?: unknown) =>
  call(t.server.url, method, path, who, body);
/** A write answered 204 has no body: `call` reads JSON, so these go through fetch. */
const put = async (who: Person, path: string, method = 'PUT', origin: string = t.server.url) => {
  const r = await fetch(`${t.server.url}${path}`, { method, headers: { ...who.headers, origin } });
  return { status: r.status, body: r.status === 204 ? null : ((await r.json()) as { error: string }) };
};
const lists = async (who: Person) => (await api('GET', '/api/social', who)).body as unknown as SocialResponse;
const watch = async (who: Person): Promise<LobbyClient> => {
  const c = await LobbyClient.connect(t.server.url, who.headers);
  closing.push(c);
  await c.next('lobby');
  return c;
};
const seatSocket = async (who: Person, s: StartedSeat): Promise<TestClient> => {
  const c = await joinAs(t.server.url, who, s.game, s.token);
  closing.push(c);
  await c.next('sync');
  return c;
};
/** Ida and Jo (fresh names each test) paired by a quick match: their two seats. */
async function paired(ida: Person, jo: Person): Promise<[StartedSeat, StartedSeat]> {
  const [idaLobby, joLobby] = [await watch(ida), await watch(jo)];
  const body = { game: 'linx', players: 2, speed: 'untimed' };
  expect((await api('POST', '/api/lobby/queue', ida, body)).status).toBe(200);
  const second = await api('POST', '/api/lobby/queue', jo, body);
  const joSeat = (second.body.started as StartedSeat | undefined) ?? (await joLobby.next('lobbySeat'));
  return [await idaLobby.next('lobbySeat'), joSeat];
}

describe('follows and friends', () => {
  it('a follow is one-sided until it is mutual; the lists are their owner’s alone', async () => {
    const [ada, bea, cy] = [
      await person(t.server.url, 'Ada'),
      await person(t.server.url, 'Bea'),
      await person(t.server.url, 'Cy'),
    ];
    expect(await put(ada, `/api/social/follows/${bea.player.id}`)).toEqual({ status: 204, body: null });
    // A repeat is the same follow, not a second one.
    expect((await put(ada, `/api/social/follows/${bea.player.id}`)).status).toBe(204);
    expect(await lists(ada)).toEqual({
      following: [{ id: bea.player.id, name: 'Bea' }],
      followers: 0,
      friends: [],
      blocks: [],
    });
    expect(await lists(bea)).toEqual({ following: [], followers: 1, friends: [], blocks: [] });
    // Cy sees nothing of Ada's or Bea's lists: no route names another player.
    expect(await lists(cy)).toEqual({ following: [], followers: 0, friends: [], blocks: [] });
    for (const path of [`/api/social/${ada.player.id}`, `/api/social/follows/${ada.player.id}`])
      expect((await fetch(`${t.server.url}${path}`, { headers: cy.headers })).status).toBe(404);

    await put(bea, `/api/social/follows/${ada.player.id}`);
    const friend = { id: bea.player.id, name: 'Bea', online: false, playing: null };
    expect((await lists(ada)).friends).toEqual([friend]);
    expect((await lists(bea)).friends).toEqual([{ id: ada.player.id, name: 'Ada', online: false, playing: null }]);
    expect((await put(ada, `/api/social/follows/${bea.player.id}`, 'DELETE')).status).toBe(204);
    expect(await lists(ada)).toMatchObject({ following: [], followers: 1, friends: [] });
  });

  it('refuses yourself, unknown or malformed ids, no session and cross-site writes, changing nothing', async () => {
    const eve = await person(t.server.url, 'Eve');
    const fay = await person(t.server.url, 'Fay');
    for (const kind of ['follows', 'blocks']) {
      expect(await put(eve, `/api/social/${kind}/${eve.player.id}`)).toMatchObject({
        status: 400,
        body: { error: 'self' },
      });
      for (const id of ['nobody-at-all', '%21%21', 'x'.repeat(80)])
        expect(await put(eve, `/api/social/${kind}/${id}`)).toMatchObject({
          status: 404,
          body: { error: 'unknownPlayer' },
        });
      const anon = await fetch(`${t.server.url}/api/social/${kind}/${fay.player.id}`, { method: 'PUT' });
      expect([anon.status, ((await anon.json()) as { error: string }).error]).toEqual([401, 'signedOut']);
      expect((await put(eve, `/api/social/${kind}/${fay.player.id}`, 'PUT', 'https://evil.example')).status).toBe(403);
    }
    expect((await fetch(`${t.server.url}/api/social`)).status).toBe(401);
    expect(await lists(eve)).toEqual({ following: [], followers: 0, friends: [], blocks: [] });
    expect(await lists(fay)).toEqual({ following: [], followers: 0, friends: [], blocks: [] });
  });

  it('limits the writes per player (30 per 10 s), with the wait', async () => {
    const gil = await person(t.server.url, 'Gil');
    const hal = await person(t.server.url, 'Hal');
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) answers.push((await put(gil, `/api/social/follows/${hal.player.id}`)).status);
    expect(answers.slice(0, 30).every((s) => s === 204)).toBe(true);
    const r = await fetch(`${t.server.url}/api/social/follows/${hal.player.id}`, {
      method: 'PUT',
      headers: { ...gil.headers, origin: t.server.url },
    });
    expect([r.status, Number(r.headers.get('retry-after')) > 0]).toEqual([429, true]);
    // Another player's budget is untouched.
    expect((await put(hal, `/api/social/follows/${gil.player.id}`)).status).toBe(204);
  });

  it('holds at most 1,000 follows and 1,000 blocks per player: the next is refused 409 tooMany, unstored', async () => {
    const [uma, val] = [await person(t.server.url, 'Uma'), await person(t.server.url, 'Val')];
    expect([MAX_FOLLOWS, MAX_BLOCKS]).toEqual([1000, 1000]);
    // Filled straight in the store (1,000 requests would take the rate's 5 minutes).
    const db = new SQLite(t.dbFile);
    try {
      const follow = db.prepare('INSERT INTO follows (follower, followed, created) VALUES (?, ?, ?)');
      const block = db.prepare('INSERT INTO blocks (blocker, blocked, created) VALUES (?, ?, ?)');
      db.transaction(() => {
        for (let i = 0; i < 1000; i++) {
          follow.run(uma.player.id, `filler-${i}`, new Date(0).toISOString());
          block.run(uma.player.id, `filler-${i}`, new Date(0).toISOString());
        }
      })();
    } finally {
      db.close();
    }
    for (const kind of ['follows', 'blocks'])
      expect(await put(uma, `/api/social/${kind}/${val.player.id}`)).toMatchObject({
        status: 409,
        body: { error: 'tooMany' },
      });
    expect(await lists(val)).toEqual({ following: [], followers: 0, friends: [], blocks: [] });
  });

  it('shows a friend online, with the game they play now, while a socket holds their seat', async () => {
    const [ida, jo] = [await person(t.server.url, 'Ida'), await person(t.server.url, 'Jo')];
    await put(ida, `/api/social/follows/${jo.player.id}`);
    await put(jo, `/api/social/follows/${ida.player.id}`);
    const [, joSeat] = await paired(ida, jo);
    expect((await lists(ida)).friends).toEqual([{ id: jo.player.id, name: 'Jo', online: false, playing: null }]);
    const socket = await seatSocket(jo, joSeat);
    await expect
      .poll(async () => (await lists(ida)).friends)
      .toEqual([{ id: jo.player.id, name: 'Jo', online: true, playing: joSeat.game }]);
    await socket.close();
    await expect.poll(async () => (await lists(ida)).friends[0]?.online).toBe(false);
  });
});

describe('blocks', () => {
  it('removes the follows both ways; the blocked player’s follow is answered as a success and stores nothing', async () => {
    const [kim, lou] = [await person(t.server.url, 'Kim'), await person(t.server.url, 'Lou')];
    await put(kim, `/api/social/follows/${lou.player.id}`);
    await put(lou, `/api/social/follows/${kim.player.id}`);
    expect((await put(kim, `/api/social/blocks/${lou.player.id}`)).status).toBe(204);
    expect(await lists(kim)).toEqual({
      following: [],
      followers: 0,
      friends: [],
      blocks: [{ id: lou.player.id, name: 'Lou' }],
    });
    // Lou is not told: the follow "succeeds", nothing is kept, and Lou's lists show no block.
    expect(await put(lou, `/api/social/follows/${kim.player.id}`)).toEqual({ status: 204, body: null });
    expect(await lists(lou)).toEqual({ following: [], followers: 0, friends: [], blocks: [] });
    expect((await lists(kim)).followers).toBe(0);
    // Nor may Kim follow the player Kim blocks (silently as well).
    await put(kim, `/api/social/follows/${lou.player.id}`);
    expect((await lists(kim)).following).toEqual([]);
    expect((await put(kim, `/api/social/blocks/${lou.player.id}`, 'DELETE')).status).toBe(204);
    expect((await lists(kim)).blocks).toEqual([]);
    await put(lou, `/api/social/follows/${kim.player.id}`);
    expect((await lists(kim)).followers).toBe(1);
  });

  it('keeps a blocked player from the blocker’s table and the blocker from theirs; others sit', async () => {
    const [mo, ned, ora] = [
      await person(t.server.url, 'Mo'),
      await person(t.server.url, 'Ned'),
      await person(t.server.url, 'Ora'),
    ];
    await put(mo, `/api/social/blocks/${ned.player.id}`);
    const table = { game: 'linx', players: 2, options: { roundsToWin: 1 } };
    for (const [creator, joiner] of [
      [mo, ned],
      [ned, mo],
    ] as const) {
      await watch(creator);
      const opened = (await api('POST', '/api/lobby/tables', creator, table)).body as unknown as OpenTable;
      const refused = await api('POST', `/api/lobby/tables/${opened.id}/join`, joiner);
      expect([refused.status, refused.body.error]).toEqual([403, 'blocked']);
      await watch(ora);
      expect((await api('POST', `/api/lobby/tables/${opened.id}/join`, ora)).status).toBe(200);
    }
  });

  it('never pairs a blocker and the blocked in a quick match; a third player pairs', async () => {
    const [pia, quy, rex] = [
      await person(t.server.url, 'Pia'),
      await person(t.server.url, 'Quy'),
      await person(t.server.url, 'Rex'),
    ];
    await put(quy, `/api/social/blocks/${pia.player.id}`);
    const body = { game: 'superpion', players: 2, speed: 'rapid' };
    const [piaLobby, , rexLobby] = [await watch(pia), await watch(quy), await watch(rex)];
    await api('POST', '/api/lobby/queue', pia, body);
    const second = await api('POST', '/api/lobby/queue', quy, body);
    expect(second.body.started).toBeUndefined();
    // Several pairing passes (every 50 ms) go by: both still wait.
    await new Promise((r) => setTimeout(r, 300));
    const snapshot = (await api('GET', '/api/lobby', null)).body as { queue: { game: string; waiting: number }[] };
    expect(snapshot.queue.find((q) => q.game === 'superpion')?.waiting).toBe(2);
    await api('POST', '/api/lobby/queue', rex, body);
    const [piaSeat, rexSeat] = [await piaLobby.next('lobbySeat'), await rexLobby.next('lobbySeat')];
    expect(piaSeat.game).toBe(rexSeat.game);
    await api('DELETE', '/api/lobby/queue', quy);
  });

  it('leaves the blocked player’s chat lines out of the blocker’s chat; the other way still talks', async () => {
    const [sam, tia] = [await person(t.server.url, 'Sam'), await person(t.server.url, 'Tia')];
    const [samSeat, tiaSeat] = await paired(sam, tia);
    await put(sam, `/api/social/blocks/${tia.player.id}`);
    const samSocket = await seatSocket(sam, samSeat);
    const tiaSocket = await seatSocket(tia, tiaSeat);
    await samSocket.next('chatHistory');
    await tiaSocket.next('chatHistory');
    tiaSocket.send({ type: 'chat', text: 'from tia' });
    await tiaSocket.next('chatLine', (m) => m.line.text === 'from tia');
    samSocket.send({ type: 'chat', text: 'from sam' });
    await tiaSocket.next('chatLine', (m) => m.line.text === 'from sam');
    await samSocket.next('chatLine', (m) => m.line.text === 'from sam');
    expect(samSocket.messages.some((m) => m.type === 'chatLine' && m.line.text === 'from tia')).toBe(false);
    // A block made while both sit: the blocker's page gets its chat again at once, without the blocked lines.
    const [uli, vic] = [await person(t.server.url, 'Uli'), await person(t.server.url, 'Vic')];
    const [uliSeat, vicSeat] = await paired(uli, vic);
    const uliSocket = await seatSocket(uli, uliSeat);
    const vicSocket = await seatSocket(vic, vicSeat);
    await uliSocket.next('chatHistory');
    vicSocket.send({ type: 'chat', text: 'before the block' });
    await uliSocket.next('chatLine', (m) => m.line.text === 'before the block');
    await put(uli, `/api/social/blocks/${vic.player.id}`);
    const retold = await uliSocket.next('chatHistory', (m) => m.muted.length > 0);
    expect([retold.lines, retold.muted]).toEqual([[], [vicSeat.seat]]);
    vicSocket.send({ type: 'chat', text: 'after the block' });
    await vicSocket.next('chatLine', (m) => m.line.text === 'after the block');
    uliSocket.send({ type: 'chat', text: 'mark' });
    await uliSocket.next('chatLine', (m) => m.line.text === 'mark');
    expect(uliSocket.messages.some((m) => m.type === 'chatLine' && m.line.text === 'after the block')).toBe(false);
    // A later join's history leaves it out too.
    const again = await seatSocket(sam, samSeat);
    const history = await again.next('chatHistory');
    expect(history.lines.map((l) => l.text)).toEqual(['from sam']);
  });
});
