import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AnyGame, Rng } from '@ludotheque/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { Authority } from './authority.js';
import { InProcessFanout } from './fanout.js';
import { canRunPostgres, startPostgres, type TempPostgres } from './fixtures/postgres.js';
import { tiny } from './fixtures/tiny.js';
import { openPostgresStore } from './postgres.js';
import { openSqliteStore } from './sqlite.js';
import type { Store, StoredGame } from './store.js';

const game = (id: string): StoredGame => ({
  id,
  game: 'tiny',
  options: { players: 2 },
  seed: 'secret-seed',
  seats: [
    { kind: 'human', name: 'Ada', tokenHash: 'ab'.repeat(32) },
    { kind: 'bot', name: 'Bot (easy)', level: 'easy' },
  ],
  created: '2026-01-01T00:00:00.000Z',
  status: 'active',
  result: null,
});

/** The store contract, run against every implementation. */
function storeContract(name: string, open: () => Promise<Store>) {
  describe(`store contract: ${name}`, () => {
    it('round-trips games, appends in version order, refuses a taken version, closes a game with its result', async () => {
      const store = await open();
      try {
        await store.createGame(game('g1'));
        await store.createGame(game('g2'));
        expect(await store.getGame('g1')).toEqual(game('g1'));
        expect(await store.getGame('nope')).toBeNull();
        // Concurrent appends group-commit; a second writer of one version loses.
        const results = await Promise.all([
          store.append({ gameId: 'g1', version: 1, entry: 'c1' }),
          store.append({ gameId: 'g2', version: 1, entry: 'c5' }),
          store.append({ gameId: 'g1', version: 2, entry: 'c2' }),
          store.append({ gameId: 'g1', version: 2, entry: 'c9' }),
        ]);
        expect(results).toEqual([true, true, true, false]);
        const result = { scores: [3, 1], ranks: [1, 2] };
        expect(
          await store.append({ gameId: 'g1', version: 3, entry: { event: { type: 'resign', seat: 1 } }, result }),
        ).toBe(true);
        // A losing writer that claims to end the game changes nothing.
        expect(await store.append({ gameId: 'g2', version: 1, entry: 'c7', result })).toBe(false);
        expect(await store.getMoves('g1')).toEqual(['c1', 'c2', { event: { type: 'resign', seat: 1 } }]);
        expect(await store.getMoves('g1', 1)).toEqual(['c2', { event: { type: 'resign', seat: 1 } }]);
        expect(await store.getGame('g1')).toMatchObject({ status: 'over', result });
        expect(await store.getGame('g2')).toMatchObject({ status: 'active', result: null });
        expect(await store.activeGames()).toEqual(['g2']);
      } finally {
        await store.close();
      }
    });

    it('says when each active game was last touched: its last entry, or its creation before any', async () => {
      const store = await open();
      try {
        await store.createGame(game('t1'));
        await store.createGame({ ...game('t2'), options: { players: 2, clockMinutes: 5 } });
        const before = Date.now();
        expect(await store.append({ gameId: 't1', version: 1, entry: 'c1' })).toBe(true);
        expect(await store.append({ gameId: 't1', version: 2, entry: 'c2' })).toBe(true);
        const after = Date.now();
        const touched = (await store.activeGamesTouched()).filter((g) => g.id.startsWith('t'));
        touched.sort((a, b) => a.id.localeCompare(b.id));
        expect(touched.map(({ id, options, started }) => ({ id, options, started }))).toEqual([
          { id: 't1', options: { players: 2 }, started: true },
          { id: 't2', options: { players: 2, clockMinutes: 5 }, started: false },
        ]);
        expect(touched[0]?.touched).toBeGreaterThanOrEqual(before - 1);
        expect(touched[0]?.touched).toBeLessThanOrEqual(after + 1);
        expect(touched[1]?.touched).toBe(Date.parse('2026-01-01T00:00:00.000Z'));
      } finally {
        await store.close();
      }
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'ludo-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
storeContract('SQLite (worker thread)', () => openSqliteStore(join(dir, 'a.sqlite')));
storeContract('SQLite (in thread)', () => openSqliteStore(join(dir, 'b.sqlite'), { inThread: true }));

describe.skipIf(!canRunPostgres())('PostgreSQL', () => {
  let pg: TempPostgres | null = null;
  afterAll(async () => {
    await pg?.stop();
  }, 60_000);
  storeContract('PostgreSQL (a real server)', async () => {
    pg ??= await startPostgres();
    return openPostgresStore(pg.url);
  });

  it('an authority plays a game to the end on PostgreSQL, and another rebuilds it from there', async () => {
    pg ??= await startPostgres();
    const store = await openPostgresStore(pg.url);
    try {
      const games = { tiny: tiny as unknown as AnyGame };
      const authority = new Authority(games, store, new InProcessFanout());
      const r = await authority.create({ game: 'tiny', options: {}, seats: [{ kind: 'human' }, { kind: 'human' }] });
      if (!r.ok) throw new Error(r.error.message);
      const live = await authority.open(r.value.id);
      if (live === null) throw new Error('open');
      const rng = Rng.seeded('postgres');
      for (let seat = tiny.toMove(live.state as never); seat !== null; seat = tiny.toMove(live.state as never)) {
        const m = await authority.move(r.value.id, seat, live.version, `c${tiny.randomMove(live.state as never, rng)}`);
        expect(m.ok).toBe(true);
      }
      const again = await new Authority(games, store, new InProcessFanout()).record(r.value.id);
      expect(again.ok && again.value.moves).toHaveLength(12);
      expect(again.ok && again.value.result).toEqual(tiny.outcome(live.state as never));
    } finally {
      await store.close();
    }
  });
});
