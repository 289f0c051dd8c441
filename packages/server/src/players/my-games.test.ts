import type { MeResponse, MyGamesResponse } from '@ludotheque/protocol';
import { describe, expect, it } from 'vitest';
import { backends } from '../fixtures/backends.js';
import { Browser } from '../fixtures/browser.js';
import { createLinxPair, TestClient } from '../fixtures/client.js';
import { won } from './my-games.js';

/** Issue 16, "My games": in progress (your turn first), finished with results, played and won per game. */

async function seated(url: string, b: Browser, game: string, token: string): Promise<TestClient> {
  const c = await TestClient.connect(url, b.cookie === null ? undefined : { cookie: b.cookie });
  c.send({ type: 'join', game, token });
  await c.next('sync');
  return c;
}

/** The seat to move in a new game, as a spectator is told. */
async function firstMover(url: string, game: string): Promise<number> {
  const c = await TestClient.connect(url);
  c.send({ type: 'join', game });
  const sync = await c.next('sync');
  await c.close();
  if (sync.toMove === null) throw new Error('nobody to move');
  return sync.toMove;
}

describe.each(backends('my-games'))('my games on $name', (backend) => {
  it('lists the games whose seats the player holds, its turn first, with results and totals', async () => {
    const server = await backend.start();
    const [ada, bob] = [new Browser(server.url), new Browser(server.url)];
    const adaMe = (await ada.json<MeResponse>('GET', '/api/me')).body;
    const adaId = adaMe.id;
    const bobMe = (await bob.json<MeResponse>('GET', '/api/me')).body;
    // Game 1: Ada seat 0, Bob seat 1; Bob resigns: Ada won.
    const g1 = await createLinxPair(server.url);
    const a1 = await seated(server.url, ada, g1.id, g1.invites[0]?.token ?? '');
    const b1 = await seated(server.url, bob, g1.id, g1.invites[1]?.token ?? '');
    b1.send({ type: 'resign' });
    const over = await a1.next('event', (e) => e.result !== null);
    expect(over.result?.ranks).toEqual([1, 2]);
    // Game 2: Ada holds the seat to move; game 3 (newer): the seat not to move (a spectator's sync says which: Linx
    // draws its first player).
    const g2 = await createLinxPair(server.url);
    const first2 = await firstMover(server.url, g2.id);
    const a2 = await seated(server.url, ada, g2.id, g2.invites[first2]?.token ?? '');
    const g3 = await createLinxPair(server.url);
    const first3 = await firstMover(server.url, g3.id);
    const a3 = await seated(server.url, ada, g3.id, g3.invites[1 - first3]?.token ?? '');

    const mine = await ada.json<MyGamesResponse>('GET', '/api/me/games');
    expect(mine.status).toBe(200);
    // Game 2 (Ada's turn) before game 3 (newer, but the other seat's turn).
    expect(mine.body.inProgress.map((g) => [g.id, g.mine, g.toMove, g.yourTurn, g.url])).toEqual([
      [g2.id, [first2], first2, true, `/play/${g2.id}#seat=${first2}`],
      [g3.id, [1 - first3], first3, false, `/play/${g3.id}#seat=${1 - first3}`],
    ]);
    expect(mine.body.finished).toHaveLength(1);
    expect(mine.body.finished[0]).toMatchObject({
      id: g1.id,
      game: 'linx',
      mine: [0],
      won: true,
      result: { ranks: [1, 2] },
      url: `/play/${g1.id}`,
      // Unnamed invite seats take their players' names once bound (issue 25), and link to them.
      seats: [
        { name: adaMe.name, kind: 'human', player: adaId },
        { name: bobMe.name, kind: 'human', player: bobMe.id },
      ],
    });
    expect(mine.body.totals).toEqual([{ game: 'linx', played: 1, won: 1 }]);
    const bobs = await bob.json<MyGamesResponse>('GET', '/api/me/games');
    expect(bobs.body.inProgress).toEqual([]);
    expect(bobs.body.finished.map((g) => [g.id, g.won])).toEqual([[g1.id, false]]);
    expect(bobs.body.totals).toEqual([{ game: 'linx', played: 1, won: 0 }]);
    // Nobody (no cookie) has no games, and is not made a guest by asking.
    const anonymous = await fetch(`${server.url}/api/me/games`);
    expect(await anonymous.json()).toEqual({ inProgress: [], finished: [], totals: [] });
    expect(anonymous.headers.getSetCookie()).toEqual([]);
    expect(adaId).toHaveLength(16);
    for (const c of [a1, b1, a2, a3]) await c.close();
  });
});

describe('won', () => {
  it('is a first rank that not every seat shares', () => {
    expect(won({ scores: [3, 1], ranks: [1, 2] }, [0])).toBe(true);
    expect(won({ scores: [3, 1], ranks: [1, 2] }, [1])).toBe(false);
    expect(won({ scores: [2, 2], ranks: [1, 1] }, [0])).toBe(false);
    expect(won({ scores: [2, 2, 1], ranks: [1, 1, 3] }, [1])).toBe(true);
    expect(won(null, [0])).toBe(false);
  });
});
