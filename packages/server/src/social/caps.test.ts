import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { canRunPostgres, startPostgres, type TempPostgres } from '../fixtures/postgres.js';
import type { PlayersTables } from '../players/tables.js';
import { openPostgresStore } from '../postgres.js';
import type { SqlStore } from '../sql-store.js';
import { openSqliteStore } from '../sqlite.js';
import { MAX_BLOCKS, MAX_FOLLOWS, Social } from './service.js';
import type { GameStatusTable, SocialTables } from './tables.js';

// Issue 23: the caps of 1,000 follows and 1,000 blocks per player are checked inside the insert's transaction, so
// many follows (or blocks) of one player at once — several tabs, several nodes — cannot pass the cap together.
type Db = Kysely<SocialTables & PlayersTables & GameStatusTable>;
const AT_ONCE = 20;

function contract(name: string, open: () => Promise<SqlStore>) {
  describe(`social caps under concurrent writes: ${name}`, () => {
    it('20 follows and 20 blocks at once, 5 short of each cap: exactly the cap stored, the rest tooMany', async () => {
      const store = await open();
      try {
        const db = store.db.withTables<SocialTables & PlayersTables & GameStatusTable>() as unknown as Db;
        const at = new Date().toISOString();
        const player = (id: string) => ({
          id,
          name: id,
          name_key: id,
          created: at,
          seen: at,
          username: null,
          password_hash: null,
        });
        const others = Array.from({ length: MAX_FOLLOWS + AT_ONCE }, (_, i) => `p${i}`);
        await db.insertInto('players').values(player('me')).execute();
        for (let i = 0; i < others.length; i += 500)
          await db
            .insertInto('players')
            .values(others.slice(i, i + 500).map(player))
            .execute();
        const near = MAX_FOLLOWS - 5;
        await db
          .insertInto('follows')
          .values(others.slice(0, near).map((o) => ({ follower: 'me', followed: o, created: at })))
          .execute();
        await db
          .insertInto('blocks')
          .values(others.slice(0, MAX_BLOCKS - 5).map((o) => ({ blocker: 'me', blocked: o, created: at })))
          .execute();
        const social = new Social(db, () => new Set());
        const fresh = others.slice(near, near + AT_ONCE);
        const follows = await Promise.all(fresh.map((o) => social.follow('me', o)));
        expect(follows.filter((r) => r.ok)).toHaveLength(5);
        expect(follows.filter((r) => !r.ok && r.error === 'tooMany')).toHaveLength(AT_ONCE - 5);
        const counted = async (table: 'follows' | 'blocks', column: 'follower' | 'blocker') =>
          Number(
            (
              await db
                .selectFrom(table)
                .select((e) => e.fn.countAll<number | string>().as('n'))
                .where(column, '=', 'me')
                .executeTakeFirst()
            )?.n,
          );
        expect(await counted('follows', 'follower')).toBe(MAX_FOLLOWS);
        const blocks = await Promise.all(fresh.map((o) => social.block('me', o)));
        expect(blocks.filter((r) => r.ok)).toHaveLength(5);
        expect(await counted('blocks', 'blocker')).toBe(MAX_BLOCKS);
      } finally {
        await store.close();
      }
    }, 60_000);
  });
}

const dir = mkdtempSync(join(tmpdir(), 'ludo-social-caps-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
contract('SQLite', () => openSqliteStore(join(dir, 'caps.sqlite'), { inThread: true }));

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
