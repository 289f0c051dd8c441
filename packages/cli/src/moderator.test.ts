import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore } from '@ludotheque/server';
import { afterAll, describe, expect, it } from 'vitest';
import { ludo } from './testing.js';

/** Issue 26: the moderator role is granted by `ludo moderator` only, in the store the server uses. */
const dir = mkdtempSync(join(tmpdir(), 'ludo-moderator-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ludo moderator', () => {
  it('grants and revokes the role of an account; an unknown username is bad input', async () => {
    const file = join(dir, 'db.sqlite');
    const store = await openSqliteStore(file);
    const now = new Date().toISOString();
    await store.db
      .withTables<{ players: { id: string; name: string; created: string; seen: string; username: string | null } }>()
      .insertInto('players')
      .values({ id: 'p-ada', name: 'Ada', created: now, seen: now, username: 'ada' })
      .execute();
    const holders = () =>
      store.db
        .withTables<{ moderators: { player_id: string } }>()
        .selectFrom('moderators')
        .select('player_id')
        .execute();
    const granted = await ludo(['moderator', 'grant', 'Ada', '--db', file]);
    expect([granted.code, granted.out]).toEqual([0, 'ludo moderator: Ada is a moderator / est modérateur\n']);
    expect(await holders()).toEqual([{ player_id: 'p-ada' }]);
    const unknown = await ludo(['moderator', 'grant', 'bob', '--db', file]);
    expect([unknown.code, unknown.err]).toEqual([2, 'ludo: no account has the username "bob"\n']);
    expect((await ludo(['moderator', 'revoke', 'ada', '--db', file])).code).toBe(0);
    expect(await holders()).toEqual([]);
    await store.close();
  });
});
