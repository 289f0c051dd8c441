import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { canRunPostgres, startPostgres, type TempPostgres } from '../fixtures/postgres.js';
import { openPostgresStore } from '../postgres.js';
import type { SqlStore } from '../sql-store.js';
import { openSqliteStore } from '../sqlite.js';
import type { StoredGame } from '../store.js';
import { GraceStore, type GraceTables } from './graces.js';

// Issue 24: a finished or aborted game leaves no abandonment grace row (deleted in the transaction that ends it),
// a grace armed as a game ends is not written, and the sweep removes any row left beside a game no longer played.
const game = (id: string): StoredGame => ({
  id,
  game: 'tiny',
  options: { players: 2 },
  seed: 'secret-seed',
  seats: [
    { kind: 'human', name: 'Ada', tokenHash: 'ab'.repeat(32) },
    { kind: 'human', name: 'Bea', tokenHash: 'cd'.repeat(32) },
  ],
  created: '2026-01-01T00:00:00.000Z',
  status: 'active',
  result: null,
});
const result = { scores: [1, 0], ranks: [1, 2] };

function contract(name: string, open: () => Promise<SqlStore>) {
  describe(`grace rows end with their game: ${name}`, () => {
    it('a game ended by an entry, or aborted, leaves no grace; an arm on an ended game writes none', async () => {
      const store = await open();
      try {
        const graces = GraceStore.of(store.db);
        for (const id of ['over', 'aborted', 'kept']) await store.createGame(game(id));
        const due = Date.now() + 60_000;
        for (const id of ['over', 'aborted', 'kept']) {
          expect(await store.append({ gameId: id, version: 1, entry: 'c1' })).toBe(true);
          expect(await graces.arm(id, 0, 1, due)).toEqual({ seat: 0, version: 1, dueMs: due });
        }
        // The seat that stayed resigns: the game is over, its grace gone with it.
        const resign = { event: { type: 'resign', seat: 1 } } as const;
        expect(await store.append({ gameId: 'over', version: 2, entry: resign, result })).toBe(true);
        expect(await graces.get('over')).toBeNull();
        expect(await store.abort('aborted', 1)).toBe(true);
        expect(await graces.get('aborted')).toBeNull();
        // The game still played keeps its grace; an arm after the end (presence saw the seat gone a moment
        // before) writes nothing.
        expect(await graces.get('kept')).toEqual({ seat: 0, version: 1, dueMs: due });
        await graces.arm('over', 0, 2, due);
        expect(await graces.get('over')).toBeNull();
      } finally {
        await store.close();
      }
    });

    it('the sweep removes the graces of games no longer played, and only those', async () => {
      const store = await open();
      try {
        const graces = GraceStore.of(store.db);
        for (const id of ['left', 'playing']) await store.createGame(game(id));
        // A row left by a crash (or from before ends deleted theirs): written straight, then the game ends.
        const db = store.db.withTables<GraceTables>() as unknown as Kysely<GraceTables>;
        for (const id of ['left', 'playing'])
          await db.insertInto('seat_graces').values({ game_id: id, seat: 0, version: 0, due_ms: 5 }).execute();
        await (store.db as unknown as Kysely<{ games: { id: string; status: string } }>)
          .updateTable('games')
          .set({ status: 'over' })
          .where('id', '=', 'left')
          .execute();
        expect(await graces.sweep()).toBe(1);
        expect(await graces.get('left')).toBeNull();
        expect(await graces.get('playing')).toEqual({ seat: 0, version: 0, dueMs: 5 });
      } finally {
        await store.close();
      }
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'ludo-graces-'));
let n = 0;
afterAll(() => rmSync(dir, { recursive: true, force: true }));
contract('SQLite', () => openSqliteStore(join(dir, `g${n++}.sqlite`), { inThread: true }));

let postgres: TempPostgres | undefined;
if (canRunPostgres()) {
  afterAll(async () => {
    await postgres?.stop();
  }, 60_000);
  contract('PostgreSQL', async () => {
    postgres ??= await startPostgres();
    return openPostgresStore(postgres.url);
  });
}
