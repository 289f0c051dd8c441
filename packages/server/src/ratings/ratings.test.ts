import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Rng } from '@ludotheque/engine';
import type { GameRatings, Leaderboard, RatingHistory } from '@ludotheque/protocol';
import { rate, rating } from 'openskill';
import { afterAll, describe, expect, it } from 'vitest';
import { Authority } from '../authority.js';
import { InlineBots } from '../bot-move.js';
import { InProcessFanout } from '../fanout.js';
import { TestClient } from '../fixtures/client.js';
import { handTwoTeams } from '../fixtures/plackett-luce.js';
import { createRated, makeAccounts, makeGuest, playEach, playOut, storeOf } from '../fixtures/rated.js';
import { Players } from '../players/players.js';
import type { PlayersTables } from '../players/tables.js';
import { GAMES } from '../registry.js';
import { startServer } from '../server.js';
import type { SqlStore } from '../sql-store.js';
import { openSqliteStore } from '../sqlite.js';
import { DYNAMICS, NEW_RATING } from './rate.js';
import { shownRating } from './scale.js';
import { Ratings } from './service.js';

/** Two newcomers, one wins: Weng-Lin by hand with openskill's τ (fixtures/plackett-luce.ts). */
const NEWCOMERS = handTwoTeams([NEW_RATING], [NEW_RATING], { tau: 25 / 300, limitSigma: true });
const WON = NEWCOMERS.winner[0] as { mu: number; sigma: number };
const LOST = NEWCOMERS.loser[0] as { mu: number; sigma: number };

const dir = mkdtempSync(join(tmpdir(), 'ludo-ratings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const freshFile = () => join(dir, `db${files++}.sqlite`);

const get = async <T>(url: string): Promise<T> => {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

const humans = (n: number) => Array.from({ length: n }, (_, i) => ({ kind: 'human' as const, name: `P${i + 1}` }));

/** A node that stores games and registers rated ones but dies before it settles any (`over` never runs). */
function crashingNode(store: SqlStore): Authority {
  const ratings = new Ratings(store, store.db);
  return new Authority(GAMES, store, new InProcessFanout(), null, {
    ratings: {
      created: (id, r) => ratings.created(id, r),
      over: () => undefined,
      isRated: (id) => ratings.isRated(id),
    },
  });
}

async function waitFor<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('timed out');
}

describe('rated games on SQLite', () => {
  it('a casual creation goes on; a rated one without a registered account is refused with 403 notRegistered', async () => {
    const server = await startServer({ port: 0, dbFile: freshFile(), bots: new InlineBots(GAMES) });
    try {
      const post = (rated: boolean) =>
        fetch(`${server.url}/api/games`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ game: 'linx', options: {}, seats: humans(2), rated }),
        });
      const refused = await post(true);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: string }).error).toBe('notRegistered');
      const casual = await post(false);
      expect(casual.status).toBe(201);
      const { id } = (await casual.json()) as { id: string };
      expect((await get<GameRatings>(`${server.url}/api/games/${id}/ratings`)).status).toBe('casual');
      expect((await fetch(`${server.url}/api/games/nope/ratings`)).status).toBe(404);
      expect((await fetch(`${server.url}/api/ratings/chess`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('a rated game is created and its seats taken by registered accounts only; guests may watch', async () => {
    const server = await startServer({ port: 0, dbFile: freshFile(), bots: new InlineBots(GAMES) });
    try {
      const store = storeOf(server);
      const { ada = '' } = await makeAccounts(store, ['ada']);
      const players = new Players(store.db.withTables<PlayersTables>());
      const cookie = (secret: string) => ({ cookie: `ludo_session=${secret}` });
      const adaCookie = cookie(await players.openSession(ada));
      const guestCookie = cookie((await players.createGuest()).secret);
      const create = (headers: Record<string, string>) =>
        fetch(`${server.url}/api/games`, {
          method: 'POST',
          // A page of this origin (players/csrf.ts refuses cookie-carrying writes from elsewhere).
          headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
          body: JSON.stringify({ game: 'linx', seats: humans(2), rated: true }),
        });
      const guestTry = await create(guestCookie);
      expect(guestTry.status).toBe(403);
      expect(((await guestTry.json()) as { error: string }).error).toBe('notRegistered');
      const res = await create(adaCookie);
      expect(res.status).toBe(201);
      const created = (await res.json()) as { id: string; invites: { token: string }[] };
      const guest = await TestClient.connect(server.url, guestCookie);
      guest.send({ type: 'join', game: created.id, token: created.invites[1]?.token });
      const refused = await guest.next('error');
      expect(refused.code).toBe('notRegistered');
      guest.send({ type: 'join', game: created.id });
      await guest.next('sync');
      const seated = await TestClient.connect(server.url, adaCookie);
      seated.send({ type: 'join', game: created.id, token: created.invites[0]?.token });
      expect((await seated.next('sync')).seat).toBe(0);
      for (const c of [guest, seated]) c.close();
    } finally {
      await server.close();
    }
  });

  it('a 4-player free-for-all is rated once when it ends: changes, leaderboard and history', async () => {
    const server = await startServer({ port: 0, dbFile: freshFile(), bots: new InlineBots(GAMES) });
    try {
      const store = storeOf(server);
      const ids = await makeAccounts(store, ['ada', 'bea', 'cyril', 'dan']);
      const id = await createRated(
        server.authority,
        store,
        { game: 'linx', options: { roundsToWin: 1 }, seats: humans(4) },
        [ids.ada, ids.bea, ids.cyril, ids.dan].map(String),
      );
      await playOut(server.authority, id, Rng.seeded('ffa'));
      const changes = await waitFor(
        () => get<GameRatings>(`${server.url}/api/games/${id}/ratings`),
        (g) => g.status !== 'pending',
      );
      expect(changes.status).toBe('rated');
      const ranks = changes.changes.map((c) => c.rank);
      // openskill itself, on the ranks the game gave: the server's numbers are its numbers.
      const expected = rate([[rating()], [rating()], [rating()], [rating()]], { ...DYNAMICS, rank: ranks }).map(
        (t) => t[0],
      );
      expect(changes.changes.map((c) => c.subject)).toEqual([ids.ada, ids.bea, ids.cyril, ids.dan]);
      changes.changes.forEach((c, i) => {
        expect(c.before).toEqual({ rating: 1000, provisional: true, mu: 25, sigma: 25 / 3 });
        expect(c.after.mu).toBe(expected[i]?.mu);
        expect(c.after.sigma).toBe(expected[i]?.sigma);
      });
      const best = Math.min(...ranks);
      const winner = changes.changes.find((c) => c.rank === best);
      expect(winner !== undefined && winner.after.rating > 1000).toBe(true);

      const board = await get<Leaderboard>(`${server.url}/api/ratings/linx`);
      expect(board.players).toHaveLength(4);
      expect(board.players.map((p) => p.games)).toEqual([1, 1, 1, 1]);
      const shownRatings = board.players.map((p) => p.rating);
      expect([...shownRatings].sort((a, b) => b - a)).toEqual(shownRatings);
      expect(board.players[0]?.rating).toBe(Math.max(...changes.changes.map((c) => c.after.rating)));
      expect((await get<Leaderboard>(`${server.url}/api/ratings/superpion`)).players).toEqual([]);

      const history = await get<RatingHistory>(`${server.url}/api/players/${ids.ada}/ratings`);
      expect(history.games.map((g) => g.game)).toEqual(['linx']);
      expect(history.games[0]?.history.map((p) => p.gameId)).toEqual([id]);
      expect(history.games[0]?.current.mu).toBe(changes.changes[0]?.after.mu);
    } finally {
      await server.close();
    }
  });

  it('a restart between the last move and its rating: the startup scan rates it, once, and again never', async () => {
    const file = freshFile();
    const store = await openSqliteStore(file);
    const node = crashingNode(store);
    const ids = await makeAccounts(store, ['ada', 'bea']);
    const id = await createRated(node, store, { game: 'linx', options: {}, seats: humans(2) }, [
      String(ids.ada),
      String(ids.bea),
    ]);
    // Two moves each first: a game shorter than that is not rated (README, too short).
    await playEach(node, id, Rng.seeded('restart'), 2, [0, 1]);
    expect((await node.command(id, 1, { type: 'resign' })).ok).toBe(true);
    expect((await store.getGame(id))?.status).toBe('over');
    await node.close();
    await store.close();

    for (let restart = 0; restart < 2; restart++) {
      const server = await startServer({ port: 0, dbFile: file, bots: new InlineBots(GAMES) });
      try {
        // The startup scan runs beside the start (it never holds up the health checks): wait for it.
        let g = await get<GameRatings>(`${server.url}/api/games/${id}/ratings`);
        for (let i = 0; i < 100 && g.status !== 'rated'; i++) {
          await new Promise((r) => setTimeout(r, 50));
          g = await get<GameRatings>(`${server.url}/api/games/${id}/ratings`);
        }
        expect(g.status).toBe('rated');
        // Hand check: two newcomers, seat 0 wins (seat 1 resigned), Weng-Lin by hand with τ.
        expect(g.changes[0]?.after.mu).toBeCloseTo(WON.mu, 10);
        expect(g.changes[1]?.after.mu).toBeCloseTo(LOST.mu, 10);
        expect(g.changes.map((c) => c.after.rating)).toEqual([shownRating(WON), shownRating(LOST)]);
        const board = await get<Leaderboard>(`${server.url}/api/ratings/linx`);
        expect(board.players.map((p) => [p.player, p.games])).toEqual([
          [ids.ada, 1],
          [ids.bea, 1],
        ]);
      } finally {
        await server.close();
      }
    }
  });

  it('a settlement that fails half-way leaves nothing; two at once on one game rate it once', async () => {
    const store = await openSqliteStore(freshFile());
    try {
      const node = crashingNode(store);
      const { ada = '', bea = '' } = await makeAccounts(store, ['ada', 'bea']);
      const id = await createRated(node, store, { game: 'linx', options: {}, seats: humans(2) }, [ada, bea]);
      await node.command(id, 0, { type: 'resign' });
      await node.close();
      const ratings = new Ratings(store, store.db);
      const failing = ratings.tables.settle(id, 'linx', [ada, bea], () => {
        throw new Error('the node died here');
      });
      await expect(failing).rejects.toThrow('the node died here');
      expect(await ratings.tables.status(id)).toEqual({ status: 'pending', reason: null });
      expect(await ratings.tables.changesOf(id)).toEqual([]);
      expect(await ratings.tables.rating(ada, 'linx')).toBeNull();
      const both = await Promise.all([ratings.settleGame(id), ratings.settleGame(id)]);
      expect(both.filter((o) => o === 'rated')).toHaveLength(1);
      expect(await ratings.tables.changesOf(id)).toHaveLength(2);
      expect((await ratings.leaderboard('linx')).players.map((p) => p.games)).toEqual([1, 1]);
    } finally {
      await store.close();
    }
  });

  it('a rematch of a rated game is rated; of a casual game, casual', async () => {
    const store = await openSqliteStore(freshFile());
    try {
      const node = crashingNode(store);
      const ratings = new Ratings(store, store.db);
      const { ada = '', bea = '' } = await makeAccounts(store, ['ada', 'bea']);
      const rated = await createRated(node, store, { game: 'linx', options: {}, seats: humans(2) }, [ada, bea]);
      const casual = await node.create({ game: 'linx', options: {}, seats: humans(2) });
      if (!casual.ok) throw new Error(casual.error.message);
      const rematchOf = async (id: string): Promise<string> => {
        expect((await node.command(id, 1, { type: 'resign' })).ok).toBe(true);
        expect((await node.command(id, 0, { type: 'rematch' })).ok).toBe(true);
        expect((await node.command(id, 1, { type: 'answerRematch', accept: true })).ok).toBe(true);
        const next = (await node.open(id))?.table.started?.id;
        if (next === undefined) throw new Error('no rematch');
        return next;
      };
      expect(await ratings.isRated(await rematchOf(rated))).toBe(true);
      expect(await ratings.isRated(await rematchOf(casual.value.id))).toBe(false);
      await node.close();
    } finally {
      await store.close();
    }
  });

  it('aborted, a seat without an account, one account in two seats: not rated, with the reason', async () => {
    const store = await openSqliteStore(freshFile());
    try {
      const node = crashingNode(store);
      const { ada = '', bea = '' } = await makeAccounts(store, ['ada', 'bea']);
      const guest = await makeGuest(store);
      const two = { game: 'linx', options: {}, seats: humans(2) };
      const aborted = await createRated(node, store, two, [ada, bea]);
      expect((await node.command(aborted, 0, { type: 'abort' })).ok).toBe(true);
      const anonymous = await createRated(node, store, two, [ada, null]);
      await node.command(anonymous, 0, { type: 'resign' });
      const withGuest = await createRated(node, store, two, [ada, guest]);
      await node.command(withGuest, 0, { type: 'resign' });
      const twice = await createRated(node, store, two, [ada, ada]);
      await node.command(twice, 0, { type: 'resign' });
      const withBot = await createRated(
        node,
        store,
        { game: 'linx', options: {}, seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] },
        [ada, null],
      );
      await node.command(withBot, 0, { type: 'resign' });
      await node.close();
      const ratings = new Ratings(store, store.db);
      expect(await ratings.scan()).toBe(5);
      expect((await ratings.changes(aborted))?.reason).toBe('aborted');
      expect((await ratings.changes(anonymous))?.reason).toBe('a seat has no account');
      expect((await ratings.changes(withGuest))?.reason).toBe('a seat has no registered account');
      expect((await ratings.changes(twice))?.reason).toBe('one account in two seats');
      // Bots carry ratings like players: the easy bot won against ada, who resigned.
      const board = await ratings.leaderboard('linx');
      expect(board.bots.map((b) => b.level)).toEqual(['easy']);
      expect(board.bots[0]?.mu).toBeCloseTo(WON.mu, 10);
      expect(board.players.map((p) => p.player)).toEqual([ada]);
      expect(board.players[0]?.mu).toBeCloseTo(LOST.mu, 10);
      expect(await ratings.ratingOf(ada, 'linx')).toBe(shownRating(LOST));
      // Leaderboards list players active in the last 30 days only.
      const day = 86_400_000;
      expect((await ratings.leaderboard('linx', Date.now() + 29 * day)).players).toHaveLength(1);
      expect((await ratings.leaderboard('linx', Date.now() + 31 * day)).players).toEqual([]);
      expect(await ratings.ratingOf('nobody', 'linx')).toBe(1000);
    } finally {
      await store.close();
    }
  });
});
