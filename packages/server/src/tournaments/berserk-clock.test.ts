import { type AnyGame, type GameRecord, replay } from '@ludotheque/engine';
import { linx } from '@ludotheque/linx';
import { type ClockSetting, readAt, type TableClock } from '@ludotheque/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { Authority } from '../authority.js';
import { ManualTime } from '../clocks/time.js';
import { InProcessFanout } from '../fanout.js';
import type { LiveGame } from '../live.js';
import type { SqlStore } from '../sql-store.js';
import { openSqliteStore } from '../sqlite.js';

// Berserk at the table (README "Berserk"): the authority, a real store and a hand-driven clock; which games are a
// berserkable arena's is what tournaments/ answers (`Authority.berserkable`), stubbed here by game id.

const games = { linx: linx as unknown as AnyGame };
const opened: { authority: Authority; store?: SqlStore }[] = [];

afterEach(async () => {
  for (const o of opened.splice(0)) {
    await o.authority.close();
    await o.store?.close();
  }
});

async function node(time: ManualTime, store: SqlStore, arena: ReadonlySet<string>) {
  const authority = new Authority(games, store, new InProcessFanout(), null, { time, soleWriter: true });
  authority.berserkable = async (id) => arena.has(id);
  opened.push({ authority });
  return authority;
}

async function table(authority: Authority, clock: ClockSetting | undefined): Promise<LiveGame> {
  const seats = [{ kind: 'human' as const }, { kind: 'human' as const }];
  const r = await authority.create({ game: 'linx', options: {}, seats, ...(clock === undefined ? {} : { clock }) });
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

const code = async (authority: Authority, live: LiveGame, seat: number) => {
  const r = await authority.command(live.stored.id, seat, { type: 'berserk' });
  return r.ok ? 'ok' : r.error.code;
};

const minute: ClockSetting = { kind: 'realtime', baseSeconds: 60, incrementSeconds: 2 };

describe('berserk at the table', () => {
  it('is refused outside a berserkable arena, untimed or by correspondence, twice, after a first move', async () => {
    const time = new ManualTime();
    const store = await openSqliteStore(':memory:', { inThread: true });
    opened.push({ authority: new Authority(games, store, new InProcessFanout()), store });
    const arena = new Set<string>();
    const a = await node(time, store, arena);
    const casual = await table(a, minute);
    expect(await code(a, casual, 0)).toBe('berserkNotTournament');
    const untimed = await table(a, undefined);
    const post = await table(a, { kind: 'correspondence', days: 1 });
    arena.add(untimed.stored.id).add(post.stored.id);
    expect(await code(a, untimed, 0)).toBe('berserkNotTournament');
    expect(await code(a, post, 1)).toBe('berserkNotTournament');
    const live = await table(a, minute);
    arena.add(live.stored.id);
    const first = await play(a, live);
    expect(await code(a, live, first)).toBe('berserkMoved');
    expect(await code(a, live, 1 - first)).toBe('ok');
    expect(await code(a, live, 1 - first)).toBe('berserkTwice');
    // Refusals wrote nothing: one move and the one berserk.
    expect(await store.getMoves(live.stored.id)).toEqual([
      expect.any(String),
      { event: { type: 'berserk', seat: 1 - first } },
    ]);
  });

  it('halves the seat’s clock and drops its increment; it flags at half the time; the record replays it', async () => {
    const time = new ManualTime();
    const store = await openSqliteStore(':memory:', { inThread: true });
    opened.push({ authority: new Authority(games, store, new InProcessFanout()), store });
    const arena = new Set<string>();
    const a = await node(time, store, arena);
    const live = await table(a, minute);
    arena.add(live.stored.id);
    // The second seat goes berserk while the first thinks (10 s spent): the first one's time runs on.
    const first = linx.toMove(live.state as never) as number;
    const other = 1 - first;
    const both = (x: number, y: number) => (first === 0 ? [x, y] : [y, x]);
    time.advance(10_000);
    expect(await code(a, live, other)).toBe('ok');
    expect(live.clock?.remainingMs).toEqual(both(50_000, 30_000));
    expect(live.clock?.running).toBe(first);
    time.advance(5_000);
    expect(await play(a, live)).toBe(first);
    // The first seat gained its 2 s increment; the berserk one runs from 30 s.
    expect(live.clock?.remainingMs).toEqual(both(47_000, 30_000));
    time.advance(4_000);
    expect(await play(a, live)).toBe(other);
    // Berserk: no increment (26 s, not 28 s).
    expect(live.clock?.remainingMs[other]).toBe(26_000);
    time.advance(1_000);
    await play(a, live);
    // Node B (a second authority on the same store) rebuilds the clock from the record: halved there too.
    const b = await node(time, store, arena);
    const copy = await b.open(live.stored.id);
    expect(copy?.clock?.remainingMs).toEqual(live.clock?.remainingMs);
    expect(copy?.clock?.berserk).toEqual([other]);
    await a.close();
    opened.splice(opened.length - 2, 1);
    // The berserk seat's 26 s run out on node B: not a moment before.
    time.advance(25_999);
    await new Promise((r) => setTimeout(r, 20));
    expect(await store.getMoves(live.stored.id)).toHaveLength(4);
    expect(readAt(copy?.clock as TableClock, time.now()).remainingMs[other]).toBe(1);
    time.advance(1);
    for (let i = 0; i < 200 && (await store.getMoves(live.stored.id)).length < 5; i++)
      await new Promise((r) => setTimeout(r, 5));
    const entries = await store.getMoves(live.stored.id);
    expect(entries[4]).toEqual({ event: { type: 'timeUp', seat: other } });
    // The record with its berserk replays exactly (engine record.ts: no position change).
    const stored = await store.getGame(live.stored.id);
    const record: GameRecord = {
      game: 'linx',
      options: stored?.options as never,
      seed: stored?.seed as string,
      seats: [{ name: 'a' }, { name: 'b' }],
      moves: entries,
      result: stored?.result ?? null,
    };
    expect(entries[0]).toEqual({ event: { type: 'berserk', seat: other } });
    expect(replay(linx as never, record).ok).toBe(true);
  });
});
