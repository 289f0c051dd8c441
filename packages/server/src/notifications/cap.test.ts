import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { canRunPostgres, startPostgres, type TempPostgres } from '../fixtures/postgres.js';
import { openPostgresStore } from '../postgres.js';
import type { SqlStore } from '../sql-store.js';
import { openSqliteStore } from '../sqlite.js';
import { KEEP_PER_PLAYER, NotificationStore } from './store.js';
import type { NotificationsTables } from './tables.js';

// Issue 23: the newest 200 notifications per player are kept, also when many turns are committed at once (several
// games, several nodes): each add's trim reads after its own insert, so the last trim sees every row.
function contract(name: string, open: () => Promise<SqlStore>) {
  describe(`notifications cap under concurrent adds: ${name}`, () => {
    it('30 adds at once at 195 stored: 200 kept, the newest ones', async () => {
      const store = await open();
      try {
        const db = store.db.withTables<NotificationsTables>() as unknown as Kysely<NotificationsTables>;
        const notes = new NotificationStore(db);
        const at = { gameId: 'g', game: 'linx', seat: 0 };
        const t0 = Date.parse('2026-12-01T00:00:00Z');
        for (let i = 0; i < KEEP_PER_PLAYER - 5; i++) await notes.add('ada', 'yourTurn', at, t0 + i);
        // Two turns in the same millisecond, and ones a little older than the newest already stored.
        const added = await Promise.all(
          Array.from({ length: 30 }, (_, i) => notes.add('ada', 'yourTurn', at, t0 + 190 + (i % 15))),
        );
        const rows = await db.selectFrom('notifications').select('id').where('player_id', '=', 'ada').execute();
        expect(rows).toHaveLength(KEEP_PER_PLAYER);
        const kept = new Set(rows.map((r) => r.id));
        const newest = [...added.map((n) => n.id), ...rows.map((r) => r.id)].sort().reverse().slice(0, KEEP_PER_PLAYER);
        expect(newest.every((id) => kept.has(id))).toBe(true);
      } finally {
        await store.close();
      }
    }, 60_000);
  });
}

const dir = mkdtempSync(join(tmpdir(), 'ludo-notes-cap-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
contract('SQLite', () => openSqliteStore(join(dir, 'notes.sqlite'), { inThread: true }));

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
