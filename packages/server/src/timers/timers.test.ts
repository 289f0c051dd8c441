import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyGame } from '@ludotheque/engine';
import { linx } from '@ludotheque/linx';
import { type ClockSetting, DAY_MS } from '@ludotheque/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Authority } from '../authority.js';
import { ManualTime } from '../clocks/time.js';
import { InProcessFanout } from '../fanout.js';
import { canRunPostgres, startPostgres, type TempPostgres } from '../fixtures/postgres.js';
import { UNLIMITED } from '../limits/limits.js';
import type { LiveGame } from '../live.js';
import { openPostgresStore } from '../postgres.js';
import { startServer } from '../server.js';
import type { SqlStore } from '../sql-store.js';
import { openSqliteStore } from '../sqlite.js';

// Timers kept by the store (timers/README.md), with the clocks' time driven by hand: a node holding a timed game
// dies and another fires its flag on time, the thinking before the crash charged; a correspondence game out of
// memory still times out; thousands of correspondence games do not lock creations out.
const games = { linx: linx as unknown as AnyGame };
const minute: ClockSetting = { kind: 'realtime', baseSeconds: 60, incrementSeconds: 0 };
const humans = [{ kind: 'human' as const }, { kind: 'human' as const }];

async function table(authority: Authority, clock: ClockSetting): Promise<LiveGame> {
  const r = await authority.create({ game: 'linx', options: {}, seats: humans, clock });
  if (!r.ok) throw new Error(r.error.message);
  const live = await authority.open(r.value.id);
  if (live === null) throw new Error('no game');
  return live;
}

async function play(authority: Authority, live: LiveGame): Promise<number> {
  const seat = linx.toMove(live.state as never) as number;
  const text = linx.formatMove(live.state as never, linx.legalMoves(live.state as never)[0] as never);
  const r = await authority.move(live.stored.id, seat, live.version, text);
  if (!r.ok) throw new Error(r.error.message);
  return seat;
}

const isTimeUp = (e: unknown) =>
  typeof e === 'object' && e !== null && (e as { event?: { type?: string } }).event?.type === 'timeUp';

/**
 * Node A holds a 1-minute game; the second seat thinks 20 s and A dies (no flag of its own, no write after the
 * move's commit). Node B, which never loaded the game, fires the flag from the store's row: at most 1 s after the
 * moment A would have flagged — the 20 s of thinking before the crash charged, not given back.
 */
async function deadNode(open: () => Promise<SqlStore>): Promise<void> {
  const time = new ManualTime();
  const [storeA, storeB] = [await open(), await open()];
  const a = new Authority(games, storeA, new InProcessFanout(), null, { time, timerPoll: false });
  const b = new Authority(games, storeB, new InProcessFanout(), null, { time, timerPoll: false });
  try {
    const live = await table(a, minute);
    time.advance(5_000);
    const first = await play(a, live);
    const due = time.now() + 60_000; // the other seat's whole minute, from its turn's start
    time.advance(20_000);
    // A dies: its timers stop, nothing more is written by it.
    await a.close();
    expect(b.liveCount).toBe(0);
    let flaggedAt: number | null = null;
    while (time.now() < due + 5_000) {
      time.advance(100);
      await b.pollTimers();
      const entries = await storeB.getMoves(live.stored.id);
      if (entries.some(isTimeUp)) {
        flaggedAt = time.now();
        expect(entries[1]).toEqual({ event: { type: 'timeUp', seat: 1 - first } });
        break;
      }
    }
    expect(flaggedAt).not.toBeNull();
    expect(flaggedAt as number).toBeGreaterThanOrEqual(due);
    expect((flaggedAt as number) - due).toBeLessThanOrEqual(1_000);
    // One entry: a second poll (or B's own timer) stores no second flag.
    time.advance(1_000);
    await b.pollTimers();
    await b.idle();
    expect((await storeB.getMoves(live.stored.id)).filter(isTimeUp)).toHaveLength(1);
  } finally {
    await b.close();
    await storeA.close();
    await storeB.close();
  }
}

describe('a timed game whose node dies', () => {
  it('flags on another node within 1 s of due, the time spent before the crash charged (SQLite)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ludo-timers-'));
    try {
      await deadNode(() => openSqliteStore(join(dir, 'two.sqlite'), { inThread: true }));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  let postgres: TempPostgres | undefined;
  beforeAll(async () => {
    if (canRunPostgres()) postgres = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await postgres?.stop();
  });
  it.skipIf(!canRunPostgres())('the same on PostgreSQL', async () => {
    if (postgres === undefined) throw new Error('no PostgreSQL');
    const url = postgres.url;
    await deadNode(() => openPostgresStore(url, 2));
  });
});

describe('a correspondence game out of memory', () => {
  it('is swept like any idle game and still times out when due, woken from its row', async () => {
    const time = new ManualTime();
    const store = await openSqliteStore(':memory:', { inThread: true });
    const authority = new Authority(games, store, new InProcessFanout(), null, { time, timerPoll: false });
    try {
      const live = await table(authority, { kind: 'correspondence', days: 1 });
      const first = await play(authority, live);
      expect(authority.sweep(0)).toBe(1); // a running clock no longer holds it in memory
      expect(authority.liveCount).toBe(0);
      time.advance(DAY_MS - 1_000);
      expect(await authority.pollTimers()).toBe(0);
      expect(authority.liveCount).toBe(0); // not woken before its time
      time.advance(1_300);
      expect(await authority.pollTimers()).toBe(1);
      const entries = await store.getMoves(live.stored.id);
      expect(entries[1]).toEqual({ event: { type: 'timeUp', seat: 1 - first } });
      const again = await authority.open(live.stored.id);
      expect(again?.status).toBe('over');
    } finally {
      await authority.close();
      await store.close();
    }
  });

  it('a move committed before the claim wins: the stale row fires nothing', async () => {
    const time = new ManualTime();
    const store = await openSqliteStore(':memory:', { inThread: true });
    const authority = new Authority(games, store, new InProcessFanout(), null, { time, timerPoll: false });
    try {
      const live = await table(authority, { kind: 'correspondence', days: 1 });
      time.advance(DAY_MS - 10);
      await play(authority, live); // in time: the row moves a day on, in the move's transaction
      time.advance(1_000);
      expect(await authority.pollTimers()).toBe(0);
      expect((await store.getMoves(live.stored.id)).filter(isTimeUp)).toHaveLength(0);
    } finally {
      await authority.close();
      await store.close();
    }
  });
});

describe('thousands of correspondence games', () => {
  it('5,000 of them do not block a creation (no 503 busy): they leave memory, their deadlines in the store', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ludo-timers-busy-'));
    const server = await startServer({
      port: 0,
      dbFile: join(dir, 'busy.sqlite'),
      limits: { ...UNLIMITED, maxLiveGames: 500 },
    });
    try {
      const body = { game: 'linx', options: {}, seats: humans, clock: { kind: 'correspondence', days: 14 } };
      const create = () => server.app.inject({ method: 'POST', url: '/api/games', payload: body });
      let created = 0;
      for (let i = 0; i < 5_000; i += 50) {
        const replies = await Promise.all(Array.from({ length: 50 }, create));
        for (const r of replies) {
          expect(r.statusCode).toBe(201);
          created++;
        }
      }
      expect(created).toBe(5_000);
      // The cap, overshot at most by the creations in flight at once (each checks room before it stores).
      expect(server.authority.liveCount).toBeLessThanOrEqual(550);
      expect((await create()).statusCode).toBe(201);
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
