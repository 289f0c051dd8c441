import { CHAT_PAGE_LINES } from '@ludotheque/protocol';
import { describe, expect, it } from 'vitest';
import { createLinxPair, joinGame, type TestClient } from '../fixtures/client.js';
import { withServer } from '../fixtures/scratch.js';
import { joinAs, person } from '../lobby/fixtures/people.js';

// Issue 23, "Chat flood": 100 connections of one seat stored 54.6 lines/s and the history grew without end, until
// every join of the victim was closed as a slow reader. The limits below hold per player and per chat room, whatever
// the number of connections, and the history a join gets is one bounded page.
const loose = { burst: 1_000, perSecond: 1_000 };
const synced = async (c: TestClient) => {
  await c.next('sync');
  await c.next('chatHistory');
  return c;
};

describe('chat limits beyond one connection', () => {
  it('counts one player over all its connections: the 4th line of 3 allowed is refused with the wait', async () => {
    const limits = { chatPerPlayer: { points: 3, durationSec: 60 }, chatPerRoom: { points: 100, durationSec: 60 } };
    await withServer({ limits, chatRate: loose }, async (server) => {
      const game = await createLinxPair(server.url);
      const ada = await person(server.url, 'Ada');
      // Four spectator connections of one player: each has a fresh connection budget.
      const sockets = await Promise.all([0, 1, 2, 3].map(async () => synced(await joinAs(server.url, ada, game.id))));
      for (const [i, c] of sockets.slice(0, 3).entries()) {
        c.send({ type: 'chat', text: `line ${i}` });
        await c.next('chatLine', (m) => m.line.text === `line ${i}`);
      }
      const last = sockets[3] as TestClient;
      last.send({ type: 'chat', text: 'one too many' });
      const refused = await last.next('error');
      expect(refused.code).toBe('chatRateLimited');
      expect(refused.retryAfterMs).toBeGreaterThan(50_000);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
      // Another player in the same chat still writes.
      const bob = await synced(await joinAs(server.url, await person(server.url, 'Bob'), game.id));
      bob.send({ type: 'chat', text: 'hello' });
      await bob.next('chatLine', (m) => m.line.text === 'hello');
      for (const c of [...sockets, bob]) await c.close();
    });
  });

  it('counts each chat room: many players flooding the spectators’ chat leave the players’ chat open', async () => {
    const limits = { chatPerPlayer: { points: 100, durationSec: 60 }, chatPerRoom: { points: 4, durationSec: 60 } };
    await withServer({ limits, chatRate: loose }, async (server) => {
      const game = await createLinxPair(server.url);
      const watchers: TestClient[] = [];
      for (let i = 0; i < 5; i++)
        watchers.push(await synced(await joinAs(server.url, await person(server.url, `W${i}`), game.id)));
      const codes: string[] = [];
      for (const [i, w] of watchers.entries()) {
        w.send({ type: 'chat', text: `flood ${i}` });
        codes.push(
          await Promise.race([
            w.next('chatLine', (m) => m.line.text === `flood ${i}`).then(() => 'stored'),
            w.next('error').then((e) => e.code),
          ]),
        );
      }
      expect(codes).toEqual(['stored', 'stored', 'stored', 'stored', 'chatRateLimited']);
      const player = await synced(await joinGame(server.url, game.id, game.invites[0]?.token));
      player.send({ type: 'chat', text: 'good game' });
      await player.next('chatLine', (m) => m.line.text === 'good game');
      for (const c of [...watchers, player]) await c.close();
    });
  });

  it('keeps the newest lines of a room and sends them paged: the last page on join, older pages on request', async () => {
    const free = { points: 10_000, durationSec: 60 };
    await withServer(
      {
        limits: { chatPerPlayer: free, chatPerRoom: free, maxChatLines: 60, framesPerConnection: loose },
        chatRate: loose,
      },
      async (server) => {
        const game = await createLinxPair(server.url);
        const writer = await synced(await joinGame(server.url, game.id, game.invites[0]?.token));
        for (let i = 1; i <= 70; i++) {
          writer.send({ type: 'chat', text: `n${i}` });
          await writer.next('chatLine', (m) => m.line.text === `n${i}`);
        }
        const reader = await joinGame(server.url, game.id, game.invites[1]?.token);
        await reader.next('sync');
        const history = await reader.next('chatHistory');
        // 60 kept (n11…n70); the join gets the newest page of 50 (n21…n70), and knows there is more.
        expect(history.lines.map((l) => l.text)).toEqual(
          Array.from({ length: CHAT_PAGE_LINES }, (_, i) => `n${i + 21}`),
        );
        expect(history.more).toBe(true);
        reader.send({ type: 'chatOlder', before: history.lines[0]?.at ?? 0 });
        const page = await reader.next('chatPage');
        expect(page.lines.map((l) => l.text)).toEqual(Array.from({ length: 10 }, (_, i) => `n${i + 11}`));
        expect(page.more).toBe(false);
        for (const c of [writer, reader]) await c.close();
      },
    );
  });
});
