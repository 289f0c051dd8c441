import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyGame } from '@ludotheque/engine';
import { linx } from '@ludotheque/linx';
import { ClockSetting, DAY_MS, readAt, ServerMessage, type TableClock } from '@ludotheque/protocol';
import { superpion } from '@ludotheque/superpion';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Authority } from '../authority.js';
import { InlineBots } from '../bot-move.js';
import { type AudienceFrame, InProcessFanout } from '../fanout.js';
import { canRunPostgres, startPostgres, type TempPostgres } from '../fixtures/postgres.js';
import type { LiveGame } from '../live.js';
import { openPostgresStore } from '../postgres.js';
import type { SqlStore } from '../sql-store.js';
import { openSqliteStore } from '../sqlite.js';
import { deadlineOf } from './deadline.js';
import { ManualTime } from './time.js';

// Table clocks on a real authority and a real store, with the clocks' time driven by hand: a 1-minute game or a
// 1-day deadline is played in milliseconds, the flag falling when the hand-driven time passes it.

const games = { linx: linx as unknown as AnyGame, superpion: superpion as unknown as AnyGame };
const opened: { authority: Authority; store?: SqlStore }[] = [];

afterEach(async () => {
  for (const o of opened.splice(0)) {
    await o.authority.close();
    await o.store?.close();
  }
});

async function node(time: ManualTime, store?: SqlStore, bots = false) {
  const s = store ?? (await openSqliteStore(':memory:', { inThread: true }));
  const fanout = new InProcessFanout();
  const authority = new Authority(games, s, fanout, bots ? new InlineBots(games) : null, { time, soleWriter: true });
  opened.push(store ? { authority } : { authority, store: s });
  return { store: s, fanout, authority };
}

async function until(check: () => Promise<boolean> | boolean): Promise<void> {
  for (let i = 0; i < 1000 && !(await check()); i++) await new Promise((r) => setTimeout(r, 5));
  expect(await check()).toBe(true);
}

const humans = (n: number) => Array.from({ length: n }, () => ({ kind: 'human' as const }));

async function table(authority: Authority, clock: ClockSetting, players = 2): Promise<LiveGame> {
  const r = await authority.create({ game: 'linx', options: {}, seats: humans(players), clock });
  if (!r.ok) throw new Error(r.error.message);
  const live = await authority.open(r.value.id);
  if (live === null) throw new Error('no game');
  return live;
}

/** The seat to move plays its first legal move, reporting `lag`. */
async function play(authority: Authority, live: LiveGame, lag = 0): Promise<number> {
  const seat = linx.toMove(live.state as never) as number;
  const text = linx.formatMove(live.state as never, linx.legalMoves(live.state as never)[0] as never);
  const r = await authority.move(live.stored.id, seat, live.version, text, lag);
  if (!r.ok) throw new Error(r.error.message);
  return seat;
}

const clockOf = (f: AudienceFrame) => {
  const m = ServerMessage.parse(JSON.parse(f.frame));
  if (m.type !== 'event' && m.type !== 'sync') throw new Error('not a game frame');
  return m.clock;
};

const minute: ClockSetting = { kind: 'realtime', baseSeconds: 60, incrementSeconds: 1 };

describe('a real-time online game', () => {
  it('switches on every move with the increment and the credited lag, and flags the seat that runs out', async () => {
    const time = new ManualTime();
    const { authority, store, fanout } = await node(time);
    const live = await table(authority, minute);
    const frames: AudienceFrame[] = [];
    fanout.subscribe(live.stored.id, (f) => frames.push(f), 'spectator');
    time.advance(10_000);
    const first = await play(authority, live, 100);
    const other = 1 - first;
    const after = clockOf(frames[0] as AudienceFrame);
    // 60 s - (10 s - 0.1 s of lag credited) + 1 s of increment; the other seat's time now runs.
    expect(after?.remainingMs[first]).toBe(51_100);
    expect(after?.remainingMs[other]).toBe(60_000);
    expect(after?.running).toBe(other);
    expect(after?.kind).toBe('realtime');
    // The other seat thinks 59.999 s: no flag yet; at 60 s its time is out.
    time.advance(59_999);
    await new Promise((r) => setTimeout(r, 20));
    expect(await store.getMoves(live.stored.id)).toHaveLength(1);
    time.advance(1);
    await until(async () => (await store.getMoves(live.stored.id)).length === 2);
    expect((await store.getMoves(live.stored.id))[1]).toEqual({ event: { type: 'timeUp', seat: other } });
    await until(() => live.result !== null);
    expect(live.result?.ranks[other]).toBe(2); // two players: a loss (linx README Decisions)
    expect(live.result?.ranks[first]).toBe(1);
    const flagged = clockOf(frames[1] as AudienceFrame);
    expect(flagged?.remainingMs[other]).toBe(0);
    expect(flagged?.running).toBeNull();
    // The record replays to the same end.
    const record = await authority.record(live.stored.id);
    expect(record.ok && record.value.moves[1]).toEqual({ event: { type: 'timeUp', seat: other } });
    // A move after the flag is refused and changes nothing.
    const late = await authority.move(live.stored.id, other, live.version, 'pass');
    expect(late.ok ? null : late.error.code).toBe('gameOver');
  });

  it('refuses a table clock on top of the championship clock; untimed tables have no clock', async () => {
    const time = new ManualTime();
    const { authority } = await node(time);
    const both = await authority.create({
      game: 'superpion',
      options: { mode: 'two', clockMinutes: 5 },
      seats: humans(2),
      clock: minute,
    });
    expect(both.ok ? null : both.error.code).toBe('options');
    const untimed = await authority.create({ game: 'linx', options: {}, seats: humans(2), clock: { kind: 'untimed' } });
    expect((await authority.open(untimed.ok ? untimed.value.id : ''))?.clock).toBeUndefined();
    // Settings outside the offer never reach the authority (the create request's schema).
    expect(ClockSetting.safeParse({ kind: 'correspondence', days: 4 }).success).toBe(false);
    expect(ClockSetting.safeParse({ kind: 'realtime', baseSeconds: 0, incrementSeconds: 0 }).success).toBe(false);
  });
});

describe('a correspondence game', () => {
  it('gives each move its deadline and flags at it, days passing by hand', async () => {
    const time = new ManualTime();
    const { authority, store, fanout } = await node(time);
    const live = await table(authority, { kind: 'correspondence', days: 1 });
    const frames: AudienceFrame[] = [];
    fanout.subscribe(live.stored.id, (f) => frames.push(f), 'spectator');
    time.advance(23 * 3_600_000); // 23 hours: still in time
    const first = await play(authority, live);
    const other = 1 - first;
    const c = clockOf(frames[0] as AudienceFrame);
    expect(c?.kind).toBe('correspondence');
    // The deadline is a date: the move's time plus one day.
    expect((c?.at ?? 0) + (c?.remainingMs[other] ?? 0)).toBe(time.now() + DAY_MS);
    expect(deadlineOf(live)).toBe(time.now() + DAY_MS); // what the player's page lists (players/my-games.ts)
    time.advance(DAY_MS - 1);
    await new Promise((r) => setTimeout(r, 20));
    expect(await store.getMoves(live.stored.id)).toHaveLength(1);
    time.advance(1);
    await until(async () => (await store.getMoves(live.stored.id)).length === 2);
    expect((await store.getMoves(live.stored.id))[1]).toEqual({ event: { type: 'timeUp', seat: other } });
    await until(() => live.status === 'over');
  });
});

/**
 * Clocks across a restart: the stored turns rebuild the clock; the time the seat to move spent since its turn
 * started (before the crash and during the downtime) is charged to it, as if the first node had stayed up.
 */
async function restart(store: SqlStore) {
  const time = new ManualTime();
  const a = await node(time, store);
  const live = await table(a.authority, minute);
  time.advance(10_000);
  const first = await play(a.authority, live, 400);
  const other = 1 - first;
  time.advance(5_000); // the other seat thinks 5 s, then the server goes down
  await a.authority.close();
  opened.splice(0);
  time.advance(20_000); // twenty seconds of downtime
  const b = await node(time, store);
  const again = await b.authority.open(live.stored.id);
  expect(again?.clock?.remainingMs[first]).toBe(60_000 - 9_600 + 1_000); // the stored lag credit kept
  expect(again?.clock?.running).toBe(other);
  // Its 5 s of thinking and the 20 s of downtime are charged: 35 s left now, the flag where it always was.
  expect(readAt(again?.clock as TableClock, time.now()).remainingMs[other]).toBe(35_000);
  time.advance(34_999);
  await new Promise((r) => setTimeout(r, 20));
  expect(await store.getMoves(live.stored.id)).toHaveLength(1);
  time.advance(1);
  await until(async () => (await store.getMoves(live.stored.id)).length === 2);
  await b.authority.close();
  opened.splice(0);
}

describe('clocks across a restart', () => {
  it('on SQLite', async () => {
    const store = await openSqliteStore(':memory:', { inThread: true });
    await restart(store);
    await store.close();
  });

  it('a table nobody moved in is not loaded at start, yet its first mover flags on time (timer row)', async () => {
    const store = await openSqliteStore(':memory:', { inThread: true });
    const time = new ManualTime();
    const a = await node(time, store);
    const live = await table(a.authority, minute);
    await a.authority.close();
    opened.splice(0);
    const b = await node(time, store);
    expect(await b.authority.resumeAll(0, 0)).toBe(0); // its flag is a row in the store (timers/)
    time.advance(60_250); // due, and past the slack left to a node holding the game (timers/poller.ts)
    expect(await b.authority.pollTimers()).toBe(1);
    await until(async () => (await store.getMoves(live.stored.id)).length === 1);
    await b.authority.close();
    opened.splice(0);
    await store.close();
  });

  let postgres: TempPostgres | undefined;
  beforeAll(async () => {
    if (canRunPostgres()) postgres = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await postgres?.stop();
  });
  it.skipIf(!canRunPostgres())('on PostgreSQL', async () => {
    if (postgres === undefined) throw new Error('no PostgreSQL');
    const store = await openPostgresStore(postgres.url, 2);
    await restart(store);
    await store.close();
  });
});

describe('two nodes on one database', () => {
  it("a node catching up another node's move rebuilds the clock from the stored turns; one flag is stored", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ludo-clocks-'));
    const file = join(dir, 'two.sqlite');
    const time = new ManualTime();
    const [storeA, storeB] = [
      await openSqliteStore(file, { inThread: true }),
      await openSqliteStore(file, { inThread: true }),
    ];
    const a = new Authority(games, storeA, new InProcessFanout(), null, { time });
    const b = new Authority(games, storeB, new InProcessFanout(), null, { time });
    try {
      const live = await table(a, minute);
      const copy = await b.open(live.stored.id);
      time.advance(10_000);
      const first = await play(a, live, 300);
      await b.catchUpAll(); // as after a gap in the frames from node A
      expect(copy?.version).toBe(1);
      expect(copy?.clock?.remainingMs[first]).toBe(60_000 - 9_700 + 1_000);
      expect(copy?.clock?.running).toBe(1 - first);
      time.advance(60_000); // both nodes' timers fall: the version check lets one time-up in
      await until(async () => (await storeA.getMoves(live.stored.id)).length === 2);
      await new Promise((r) => setTimeout(r, 50));
      const entries = await storeA.getMoves(live.stored.id);
      expect(entries).toEqual([entries[0], { event: { type: 'timeUp', seat: 1 - first } }]);
    } finally {
      await a.close();
      await b.close();
      await storeA.close();
      await storeB.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a 3-player game', () => {
  it('a seat that runs out ranks last and the bot plays it for the rest of the game', async () => {
    const time = new ManualTime();
    const { authority, store } = await node(time, undefined, true);
    const live = await table(authority, minute, 3);
    const out = linx.toMove(live.state as never) as number;
    time.advance(60_000);
    await until(async () => (await store.getMoves(live.stored.id)).length >= 1);
    expect((await store.getMoves(live.stored.id))[0]).toEqual({ event: { type: 'timeUp', seat: out } });
    expect(live.result).toBeNull(); // the game goes on
    // The two others play a round of turns each; the bot answers for the timed-out seat in between.
    for (let k = 0; k < 4; k++) {
      await until(() => !live.botPending && linx.toMove(live.state as never) !== out);
      await play(authority, live);
    }
    await until(() => !live.botPending && linx.toMove(live.state as never) !== out);
    const entries = await store.getMoves(live.stored.id);
    const byBot = live.line.filter((p) => p.mover === out && p.move);
    expect(byBot.length).toBeGreaterThanOrEqual(1);
    expect(entries.length).toBe(live.version);
    // A second seat runs out: only one seat has time left, the game ends; the first out ranks last.
    const second = linx.toMove(live.state as never) as number;
    time.advance(120_000); // its minute and the increments it earned
    await until(() => live.result !== null);
    const third = [0, 1, 2].find((s) => s !== out && s !== second) as number;
    expect(live.result?.ranks[out]).toBe(3);
    expect(live.result?.ranks[second]).toBe(2);
    expect(live.result?.ranks[third]).toBe(1);
    // The record replays exactly: a fresh authority over the store reaches the same end.
    await authority.idle();
    const b = await node(time, store, true);
    const again = await b.authority.open(live.stored.id);
    expect(again?.result).toEqual(live.result);
  });

  it("the timed-out seat's person can no longer move: the seat is the bot's", async () => {
    const time = new ManualTime();
    const { authority, store } = await node(time);
    const live = await table(authority, minute, 3);
    const out = linx.toMove(live.state as never) as number;
    time.advance(60_000);
    await until(async () => (await store.getMoves(live.stored.id)).length === 1);
    await until(() => live.version === 1);
    const text = linx.formatMove(live.state as never, linx.legalMoves(live.state as never)[0] as never);
    const refused = await authority.move(live.stored.id, out, live.version, text);
    expect(refused.ok ? null : refused.error).toMatchObject({ code: 'notYourTurn', version: 1 });
    expect(await store.getMoves(live.stored.id)).toHaveLength(1);
  });
});
