import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { useTempServer } from '../fixtures/temp-server.js';

// Every cookie-less visit makes a guest, a row in `players`: an address gets a budget of them (limits/).
const t = useTempServer('guests', { limits: { guestsPerAddress: { burst: 2, perSecond: 0.001 } } });

describe('guests per address', () => {
  it('a stranger making guests as fast as it can gets 429 past its budget, and no row more', async () => {
    const first = await fetch(`${t.server.url}/api/me`);
    const second = await fetch(`${t.server.url}/api/me`);
    expect([first.status, second.status]).toEqual([200, 200]);
    const cookie = (second.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    const third = await fetch(`${t.server.url}/api/me`);
    expect(third.status).toBe(429);
    expect(third.headers.getSetCookie()).toEqual([]);
    // A guest already made keeps working: the budget is on new ones only.
    const again = await fetch(`${t.server.url}/api/me`, { headers: { cookie } });
    expect(again.status).toBe(200);
    const db = new SQLite(t.dbFile, { readonly: true, fileMustExist: true });
    try {
      expect(db.prepare('SELECT count(*) AS n FROM players').get()).toEqual({ n: 2 });
    } finally {
      db.close();
    }
  });
});
