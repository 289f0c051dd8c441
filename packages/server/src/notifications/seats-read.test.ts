import {
  type CompiledQuery,
  DummyDriver,
  Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Fanout } from '../fanout.js';
import type { LiveGame } from '../live.js';
import { Notifier } from './service.js';
import type { NotificationStore } from './store.js';

/**
 * Issue 28: the "your turn" of an untimed game reads the seats' bindings (`game_seats`) only until the seats it
 * asks about are seen bound, not once per move; a seat bound later (a player joining with the invite) is still
 * found, since an unbound seat is read again.
 */
function fixture(version = 2) {
  const rows: { game_id: string; seat: number; player_id: string }[] = [];
  let reads = 0;
  const base = new Kysely<never>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
  // Only the statements the notifier runs: the seats of one game, by id.
  const db = new Proxy(base, {
    get(target, key) {
      if (key === 'executeQuery')
        return async (q: CompiledQuery): Promise<QueryResult<unknown>> => {
          if (!q.sql.includes('"game_seats"')) throw new Error(`unexpected ${q.sql}`);
          reads++;
          return { rows: rows.filter((r) => r.game_id === q.parameters[0]).map((r) => ({ ...r })) };
        };
      const v = Reflect.get(target, key) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
  const told: { player: string; kind: string; seat: number | null }[] = [];
  const store = {
    add: async (player: string, kind: string, about: { seat: number | null }) => {
      told.push({ player, kind, seat: about.seat });
      return { id: String(told.length) };
    },
    unread: async () => told.length,
  } as unknown as NotificationStore;
  const fanout = { publish: () => undefined } as unknown as Fanout;
  const notifier = new Notifier(db as never, store, fanout, null, (e) => {
    throw e;
  });
  // A 2-seat untimed game at `version` (by default past its start), seats alternating.
  const state = { toMove: 1 };
  const live = {
    stored: {
      id: 'g1',
      game: 'linx',
      seats: [
        { kind: 'human', name: 'A' },
        { kind: 'human', name: 'B' },
      ],
    },
    version,
    result: null,
    clock: undefined,
    game: { toMove: (s: { toMove: number }) => s.toMove },
    state,
    line: version === 0 ? [] : [{ at: 1, mover: 0, move: true }],
  } as unknown as LiveGame;
  const turn = async (settle = true) => {
    const mover = state.toMove;
    (live.line as { at: number; mover: number; move: boolean }[]).push({ at: live.version, mover, move: true });
    (live as { version: number }).version += 1;
    state.toMove = 1 - mover;
    notifier.committed(live);
    if (settle) for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
  };
  return { rows, told, turn, reads: () => reads };
}

describe('the notifier reads the seats of a game', () => {
  it('once both seats are seen bound, not on every turn', async () => {
    const f = fixture();
    f.rows.push({ game_id: 'g1', seat: 0, player_id: 'ana' }, { game_id: 'g1', seat: 1, player_id: 'bo' });
    for (let i = 0; i < 10; i++) await f.turn();
    expect(f.told.map((t) => `${t.player}:${t.seat}`)).toEqual(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? 'ana:0' : 'bo:1')),
    );
    expect(f.reads()).toBe(1);
  });

  it('again while a seat is unbound, so a binding made later is found; a hot seat is told nothing', async () => {
    const f = fixture();
    f.rows.push({ game_id: 'g1', seat: 0, player_id: 'ana' });
    await f.turn(); // seat 0 to move, seat 1 (the mover) unbound: read
    await f.turn(); // seat 1 to move, unbound: read, nobody told
    expect(f.reads()).toBe(2);
    expect(f.told).toEqual([{ player: 'ana', kind: 'yourTurn', seat: 0 }]);
    f.rows.push({ game_id: 'g1', seat: 1, player_id: 'ana' });
    await f.turn(); // seat 0 to move, its mover seat 1 now bound to the same player: a hot seat
    await f.turn();
    await f.turn();
    expect(f.reads()).toBe(3);
    expect(f.told).toHaveLength(1);
  });

  it('tells each entry as it was committed, also when the next one lands while the first is still being handled', async () => {
    // The first entry tells friends the game started (store reads) before its turn: the live copy has moved on by
    // then. Read late, both entries would give the turn to the same seat (one person told twice, the other never).
    const f = fixture(0);
    f.rows.push({ game_id: 'g1', seat: 0, player_id: 'ana' }, { game_id: 'g1', seat: 1, player_id: 'bo' });
    await f.turn(false);
    await f.turn();
    for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
    expect(f.told.map((t) => `${t.player}:${t.seat}`).sort()).toEqual(['ana:0', 'bo:1']);
  });
});
