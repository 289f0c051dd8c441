import type { AnyGame } from '@ludotheque/engine';
import { ServerMessage } from '@ludotheque/protocol';
import { superpion } from '@ludotheque/superpion';
import { afterEach, describe, expect, it } from 'vitest';
import { Authority } from './authority.js';
import { type ClockState, remainingAfter, switchClock } from './clock.js';
import { type AudienceFrame, InProcessFanout } from './fanout.js';
import { syncFrame } from './live.js';
import type { SqlStore } from './sql-store.js';
import { openSqliteStore } from './sqlite.js';

// The server's game clock for timed games (SP-18c), with a clock minute shortened to a few milliseconds: the tests
// wait for what the timer does (polling, generous bound), never for how fast.

const games = { superpion: superpion as unknown as AnyGame };
const stores: SqlStore[] = [];
const authorities: Authority[] = [];

async function setup(msPerMinute: number, store?: SqlStore) {
  const s = store ?? (await openSqliteStore(':memory:', { inThread: true }));
  if (!store) stores.push(s);
  const fanout = new InProcessFanout();
  const authority = new Authority(games, s, fanout, null, { msPerMinute });
  authorities.push(authority);
  return { store: s, fanout, authority };
}

afterEach(async () => {
  for (const a of authorities.splice(0)) await a.close();
  for (const s of stores.splice(0)) await s.close();
});

const two = [{ kind: 'human' as const }, { kind: 'human' as const }];

async function until(check: () => Promise<boolean> | boolean): Promise<void> {
  for (let i = 0; i < 500 && !(await check()); i++) await new Promise((r) => setTimeout(r, 10));
  expect(await check()).toBe(true);
}

const parsed = (f: AudienceFrame) => {
  const m = ServerMessage.safeParse(JSON.parse(f.frame));
  if (!m.success || (m.data.type !== 'event' && m.data.type !== 'sync')) throw new Error('not a game frame');
  return m.data;
};

describe('the game clock of timed games (SP-18c)', () => {
  it('charges only the running seat and switches on each mover', () => {
    let c: ClockState = { remainingMs: [1000, 1000], running: 0, at: 0 };
    c = switchClock(c, 1, 300);
    expect(c).toEqual({ remainingMs: [700, 1000], running: 1, at: 300 });
    c = switchClock(c, null, 2000);
    expect(c).toEqual({ remainingMs: [700, 0], running: null, at: 2000 });
  });

  it('rebuilds the time each seat spent from the stored commit times', () => {
    // Created at 0; entries at 100 (seat 0 to move), 250 (seat 1), 400 (seat 0), 500 (a platform event, no mover).
    const past = { created: 0, times: [100, 250, 400, 500], movers: [0, 1, 0, null] };
    expect(remainingAfter(1000, 2, past)).toEqual([750, 850]);
    expect(remainingAfter(200, 2, past)).toEqual([0, 50]); // never below 0
  });

  it('a restarted server gives each seat the time it had, not a fresh allowance; downtime is charged to nobody', async () => {
    const { authority, store } = await setup(2000); // one minute = 2 s: 2,000 ms each
    const r = await authority.create({ game: 'superpion', options: { mode: 'two', clockMinutes: 1 }, seats: two });
    if (!r.ok) throw new Error(r.error.message);
    const id = r.value.id;
    const live = await authority.open(id);
    if (!live) throw new Error('no game');
    const first = superpion.toMove(live.state as never) ?? 0;
    await new Promise((res) => setTimeout(res, 300));
    // The first seat plays its turn's actions (SP-9) until the other seat is to move.
    while (superpion.toMove(live.state as never) === first) {
      const s = live.state as never;
      const m = superpion.formatMove(s, superpion.legalMoves(s)[0] as never);
      expect((await authority.move(id, first, live.version, m)).ok).toBe(true);
    }
    const other = 1 - first;
    await authority.close();
    await new Promise((res) => setTimeout(res, 250)); // the server is down
    const again = await setup(2000, store);
    const reloaded = await again.authority.open(id);
    const clock = reloaded?.clock;
    expect(clock?.running).toBe(other);
    // The first seat spent its 300 ms and more; the other one nothing: the 250 ms of downtime are nobody's.
    expect(clock?.remainingMs[first]).toBeLessThanOrEqual(1700);
    expect(clock?.remainingMs[first]).toBeGreaterThan(1000);
    expect(clock?.remainingMs[other]).toBe(2000);
  });

  it('appends timeUp as an entry when the mover runs out at the start of a round: the game ends at once', async () => {
    const { authority, store, fanout } = await setup(30);
    const r = await authority.create({ game: 'superpion', options: { mode: 'two', clockMinutes: 1 }, seats: two });
    if (!r.ok) throw new Error(r.error.message);
    const frames: AudienceFrame[] = [];
    fanout.subscribe(r.value.id, (f) => frames.push(f));
    const sync = ServerMessage.parse(JSON.parse(syncOf(await authority.open(r.value.id))));
    expect(sync.type === 'sync' && sync.clock?.running).toBe(0);
    // The frame measures the running clock when it is built: seat 0 has spent some of its 30 ms, seat 1 none.
    const left = sync.type === 'sync' ? (sync.clock?.remainingMs ?? []) : [];
    expect(left[1]).toBe(30);
    expect(left[0]).toBeLessThanOrEqual(30);
    await until(async () => (await store.getMoves(r.value.id)).length === 1);
    expect(await store.getMoves(r.value.id)).toEqual([{ event: { type: 'timeUp', seat: 0 } }]);
    await until(() => frames.length === 3);
    const event = parsed(frames[0] as AudienceFrame);
    expect(event.type === 'event' && event.platformEvent).toEqual({ type: 'timeUp', seat: 0 });
    expect(event.version).toBe(1);
    expect(event.result).not.toBeNull();
    expect(event.clock?.running).toBeNull();
    expect(event.clock?.remainingMs[0]).toBe(0);
    expect(event.clock?.remainingMs[1]).toBe(30);
    const record = await authority.record(r.value.id);
    expect(record.ok && record.value.moves).toEqual([{ event: { type: 'timeUp', seat: 0 } }]);
  });

  it('mid-round the round is finished untimed; a move landing first keeps the clock going', async () => {
    // A minute of one second: the first move comes well before it, on a busy machine too.
    const { authority, store, fanout } = await setup(1000);
    const r = await authority.create({ game: 'superpion', options: { mode: 'two', clockMinutes: 1 }, seats: two });
    if (!r.ok) throw new Error(r.error.message);
    const id = r.value.id;
    const frames: AudienceFrame[] = [];
    fanout.subscribe(id, (f) => frames.push(f));
    const first = (await authority.open(id))?.state;
    const text = superpion.formatMove(first as never, superpion.legalMoves(first as never)[0] as never);
    expect((await authority.move(id, 0, 0, text)).ok).toBe(true);
    const afterMove = parsed(frames[0] as AudienceFrame);
    expect(afterMove.clock?.running).toBe(0); // SP-9: blue's second action, still seat 0
    await until(async () => (await store.getMoves(id)).length === 2);
    expect((await store.getMoves(id))[1]).toEqual({ event: { type: 'timeUp', seat: 0 } });
    const live = await authority.open(id);
    expect(live?.result).toBeNull(); // the round goes on to black (SP-18c)
    expect(live?.clock?.running).toBeNull();
    // The rest of the round: 8 actions in all (4 colours × 2, SP-9), then the game is over.
    for (let k = 1; k < 8 && live?.result === null; k++) {
      const s = live.state as never;
      const seat = superpion.toMove(s) ?? 0;
      const m = superpion.formatMove(s, superpion.legalMoves(s)[0] as never);
      expect((await authority.move(id, seat, live.version, m)).ok).toBe(true);
    }
    expect(live?.result).not.toBeNull();
    // A new authority over the same store replays the event from the entries; its clock stays stopped.
    const again = await setup(1000, store);
    const reloaded = await again.authority.open(id);
    expect(reloaded?.version).toBe(9);
    expect(reloaded?.clock?.running).toBeNull();
  });

  it('an untimed game has no clock in its frames and never gets timeUp', async () => {
    const { authority, store } = await setup(1);
    const r = await authority.create({ game: 'superpion', options: { mode: 'two' }, seats: two });
    if (!r.ok) throw new Error(r.error.message);
    const live = await authority.open(r.value.id);
    expect(live?.clock).toBeUndefined();
    expect(syncOf(live)).not.toContain('"clock"');
    await new Promise((res) => setTimeout(res, 50));
    expect(await store.getMoves(r.value.id)).toEqual([]);
  });
});

function syncOf(live: Awaited<ReturnType<Authority['open']>>): string {
  if (!live) throw new Error('no game');
  return syncFrame(live, 0);
}
