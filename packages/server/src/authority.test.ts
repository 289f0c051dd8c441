import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyGame } from '@ludotheque/engine';
import { Rng } from '@ludotheque/engine';
import { ServerMessage } from '@ludotheque/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { Authority } from './authority.js';
import { InlineBots } from './bot-move.js';
import { type AudienceFrame, InProcessFanout } from './fanout.js';
import { tiny } from './fixtures/tiny.js';
import type { SqlStore } from './sql-store.js';
import { openSqliteStore } from './sqlite.js';

const games = { tiny: tiny as unknown as AnyGame };
const stores: SqlStore[] = [];

async function setup(bots = false) {
  const store = await openSqliteStore(':memory:', { inThread: true });
  stores.push(store);
  const fanout = new InProcessFanout();
  const authority = new Authority(games, store, fanout, bots ? new InlineBots(games) : null);
  return { store, fanout, authority };
}

afterEach(async () => {
  for (const s of stores.splice(0)) await s.close();
});

const humans = (n: number) => Array.from({ length: n }, () => ({ kind: 'human' as const }));

describe('Authority (tiny fixture game, SQLite in memory)', () => {
  it('creates a game with one unguessable token per human seat, stored hashed', async () => {
    const { authority, store } = await setup();
    const r = await authority.create({ game: 'tiny', options: {}, seats: humans(2) });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const { id, invites } = r.value;
    expect(invites.map((i) => i.seat)).toEqual([0, 1]);
    expect(invites[0]?.token).not.toEqual(invites[1]?.token);
    expect(invites[0]?.token.length).toBeGreaterThanOrEqual(32);
    const stored = await store.getGame(id);
    expect(JSON.stringify(stored)).not.toContain(invites[0]?.token);
    const who = await authority.identify(id, invites[1]?.token);
    expect(who.ok && who.value.viewer).toBe(1);
    const spectator = await authority.identify(id);
    expect(spectator.ok && spectator.value.viewer).toBe('spectator');
    const bad = await authority.identify(id, 'A'.repeat(32));
    expect(!bad.ok && bad.error.code).toBe('badToken');
    const unknown = await authority.identify('nosuchgame00');
    expect(!unknown.ok && unknown.error.code).toBe('unknownGame');
  });

  it('refuses unknown games and bad options without storing anything', async () => {
    const { authority, store } = await setup();
    const a = await authority.create({ game: 'chess', options: {}, seats: humans(2) });
    expect(!a.ok && a.error.code).toBe('unknownGame');
    const b = await authority.create({ game: 'tiny', options: {}, seats: humans(5) });
    expect(!b.ok && b.error.code).toBe('options');
    expect(await store.activeGames()).toEqual([]);
  });

  it('answers out-of-turn, stale, unparsable and illegal moves with typed errors that change nothing', async () => {
    const { authority, store } = await setup();
    const r = await authority.create({ game: 'tiny', options: {}, seats: humans(2) });
    if (!r.ok) throw new Error('create');
    const live = await authority.open(r.value.id);
    if (live === null) throw new Error('open');
    const before = JSON.stringify(tiny.toSetup(live.state as never));
    const hand0 = (live.state as { hands: number[][] }).hands[0] as number[];
    const notHeld = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((v) => !hand0.includes(v)) as number;
    const cases = [
      [1, 0, `c${hand0[0]}`, 'notYourTurn'],
      [0, 3, `c${hand0[0]}`, 'staleVersion'],
      [0, 0, 'hello', 'notation'],
      [0, 0, `c${notHeld}`, 'illegal'],
    ] as const;
    for (const [seat, version, text, code] of cases) {
      const m = await authority.move(r.value.id, seat, version, text);
      expect(!m.ok && m.error.code).toBe(code);
    }
    expect(await store.getMoves(r.value.id)).toEqual([]);
    expect(JSON.stringify(tiny.toSetup(live.state as never))).toBe(before);
    expect(live.version).toBe(0);
  });

  it('emits one event per audience, each with only that audience view, legal moves only to the seat to move', async () => {
    const { authority, fanout } = await setup();
    const r = await authority.create({ game: 'tiny', options: { players: 3 }, seats: humans(3) });
    if (!r.ok) throw new Error('create');
    const frames: AudienceFrame[] = [];
    fanout.subscribe(r.value.id, (f) => frames.push(f));
    const live = await authority.open(r.value.id);
    if (live === null) throw new Error('open');
    const state = live.state as { hands: number[][] };
    const card = state.hands[0]?.[0] as number;
    const m = await authority.move(r.value.id, 0, 0, `c${card}`);
    expect(m.ok && m.value.version).toBe(1);
    expect(frames.map((f) => f.audience)).toEqual([0, 1, 2, 'spectator']);
    for (const f of frames) {
      const parsed = ServerMessage.parse(JSON.parse(f.frame));
      if (parsed.type !== 'event') throw new Error('not an event');
      expect(parsed.version).toBe(1);
      expect(parsed.lastMove).toEqual({ seat: 0, text: `c${card}` });
      expect(parsed.view).toEqual(tiny.view(live.state as never, f.audience));
      // Seat 1 is to move now: only its frame lists moves, and they are its own hand's cards.
      const expected = f.audience === 1 ? [...new Set(state.hands[1])].sort().map((v) => `c${v}`) : [];
      expect(parsed.legalMoves).toEqual(expected);
    }
  });

  it('orders concurrent moves on one version: one commits, the other is stale', async () => {
    const { authority, store } = await setup();
    const r = await authority.create({ game: 'tiny', options: {}, seats: humans(2) });
    if (!r.ok) throw new Error('create');
    const live = await authority.open(r.value.id);
    if (live === null) throw new Error('open');
    const hand = (live.state as { hands: number[][] }).hands[0] as number[];
    const [a, b] = await Promise.all([
      authority.move(r.value.id, 0, 0, `c${hand[0]}`),
      authority.move(r.value.id, 0, 0, `c${hand[1]}`),
    ]);
    expect([a.ok, b.ok]).toEqual([true, false]);
    expect(!b.ok && b.error.code).toBe('staleVersion');
    expect(await store.getMoves(r.value.id)).toEqual([`c${hand[0]}`]);
  });

  it('plays to the end, publishes the record only then, and a new authority rebuilds the game from the store', async () => {
    const { authority, store, fanout } = await setup();
    const r = await authority.create({ game: 'tiny', options: {}, seats: humans(2) });
    if (!r.ok) throw new Error('create');
    const id = r.value.id;
    const rng = Rng.seeded('authority test');
    const live = await authority.open(id);
    if (live === null) throw new Error('open');
    for (let v = 0; tiny.toMove(live.state as never) !== null; v++) {
      if (v === 3) {
        const early = await authority.record(id);
        expect(!early.ok && early.error.code).toBe('notOver');
        const again = new Authority(games, store, fanout);
        const reloaded = await again.open(id);
        expect(tiny.toSetup(reloaded?.state as never)).toEqual(tiny.toSetup(live.state as never));
      }
      const seat = tiny.toMove(live.state as never) as number;
      const move = tiny.randomMove(live.state as never, rng);
      const m = await authority.move(id, seat, v, `c${move}`);
      expect(m.ok).toBe(true);
    }
    expect(live.version).toBe(12);
    const record = await authority.record(id);
    if (!record.ok) throw new Error('record');
    expect(record.value.moves).toHaveLength(12);
    expect(record.value.result).toEqual(tiny.outcome(live.state as never));
    expect((await store.getGame(id))?.status).toBe('over');
    // The record replays from its seed to the same end (an independent route: the engine alone).
    const replayed = tiny.setup({ players: 2 }, Rng.seeded(record.value.seed));
    for (const text of record.value.moves) {
      const move = tiny.parseMove(replayed, text as string);
      if (!move.ok || !tiny.isLegal(replayed, move.value)) throw new Error(`replay ${text}`);
      tiny.play(replayed, move.value);
    }
    expect(tiny.outcome(replayed)).toEqual(record.value.result);
  });

  it('two nodes on one database: the version check refuses the node with a stale cache, which then reloads', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ludo-nodes-'));
    try {
      const file = join(dir, 'shared.sqlite');
      const storeA = await openSqliteStore(file, { inThread: true });
      const storeB = await openSqliteStore(file, { inThread: true });
      stores.push(storeA, storeB);
      const a = new Authority(games, storeA, new InProcessFanout());
      const b = new Authority(games, storeB, new InProcessFanout());
      const r = await a.create({ game: 'tiny', options: {}, seats: humans(2) });
      if (!r.ok) throw new Error('create');
      const id = r.value.id;
      const liveB = await b.open(id); // node B caches version 0
      const liveA = await a.open(id);
      if (liveA === null || liveB === null) throw new Error('open');
      const hand = (liveA.state as { hands: number[][] }).hands[0] as number[];
      expect((await a.move(id, 0, 0, `c${hand[0]}`)).ok).toBe(true);
      // B still believes version 0 and accepts the move in memory, but the store refuses version 1 twice.
      const late = await b.move(id, 0, 0, `c${hand[1]}`);
      expect(!late.ok && late.error.code).toBe('staleVersion');
      expect(await storeA.getMoves(id)).toEqual([`c${hand[0]}`]);
      // B's next use reloads the game from the database and sees A's move.
      const reloaded = await b.open(id);
      expect(reloaded?.version).toBe(1);
      expect(tiny.toSetup(reloaded?.state as never)).toEqual(tiny.toSetup(liveA.state as never));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('plays bot seats with their view only, until the human is to move', async () => {
    const { authority } = await setup(true);
    const r = await authority.create({
      game: 'tiny',
      options: { players: 3 },
      seats: [{ kind: 'bot', level: 'random' }, { kind: 'human' }, { kind: 'bot', level: 'random' }],
    });
    if (!r.ok) throw new Error('create');
    expect(r.value.invites.map((i) => i.seat)).toEqual([1]);
    await authority.idle();
    const live = await authority.open(r.value.id);
    if (live === null) throw new Error('open');
    expect(live.version).toBe(1);
    expect(tiny.toMove(live.state as never)).toBe(1);
    const hand = (live.state as { hands: number[][] }).hands[1] as number[];
    expect((await authority.move(r.value.id, 1, 1, `c${hand[0]}`)).ok).toBe(true);
    await authority.idle();
    // Seat 2 then seat 0 (both bots) answer, and it is the human's turn again.
    expect(live.version).toBe(4);
    expect(tiny.toMove(live.state as never)).toBe(1);
    await authority.close();
  });
});
