import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyGame } from '@ludotheque/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { Authority } from './authority.js';
import { InProcessFanout } from './fanout.js';
import { tiny } from './fixtures/tiny.js';
import { advance } from './remote.js';
import type { SqlStore } from './sql-store.js';
import { openSqliteStore } from './sqlite.js';

const games = { tiny: tiny as unknown as AnyGame };
const dir = mkdtempSync(join(tmpdir(), 'ludo-remote-'));
const stores: SqlStore[] = [];
afterAll(async () => {
  for (const s of stores) await s.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Two authorities on one database file and no fan-out between them (as if every Redis message were lost). */
async function twoNodes(name: string) {
  const file = join(dir, `${name}.sqlite`);
  const [storeA, storeB] = [
    await openSqliteStore(file, { inThread: true }),
    await openSqliteStore(file, { inThread: true }),
  ];
  stores.push(storeA, storeB);
  const a = new Authority(games, storeA, new InProcessFanout());
  const b = new Authority(games, storeB, new InProcessFanout());
  const r = await a.create({ game: 'tiny', options: {}, seats: [{ kind: 'human' }, { kind: 'human' }] });
  if (!r.ok) throw new Error('create');
  const [liveA, liveB] = [await a.open(r.value.id), await b.open(r.value.id)];
  if (liveA === null || liveB === null) throw new Error('open');
  return { a, b, id: r.value.id, liveA, liveB, storeA };
}

const hand = (state: unknown, seat: number) => (state as { hands: number[][] }).hands[seat] as number[];

describe('a node behind the store', () => {
  it('takes a move chosen at a version it has not heard of yet: it catches up from the store first', async () => {
    const { a, b, id, liveA, liveB, storeA } = await twoNodes('ahead');
    const first = `c${hand(liveA.state, 0)[0]}`;
    expect((await a.move(id, 0, 0, first)).ok).toBe(true);
    expect(liveB.version).toBe(0);
    // Seat 1 saw version 1 (through node A's frame) and sends its move to node B, which still caches version 0.
    const second = `c${hand(liveA.state, 1)[0]}`;
    const r = await b.move(id, 1, 1, second);
    expect(r.ok && r.value.version).toBe(2);
    expect(await storeA.getMoves(id)).toEqual([first, second]);
    expect(liveB.entries).toEqual([first, second]);
    // A version nobody has reached is still stale, and changes nothing.
    const future = await b.move(id, 0, 7, `c${hand(liveB.state, 0)[0]}`);
    expect(!future.ok && future.error.code).toBe('staleVersion');
    expect(await storeA.getMoves(id)).toEqual([first, second]);
  });

  it('advance applies entries all or nothing', async () => {
    const { id, liveA, liveB, a } = await twoNodes('advance');
    const good = `c${hand(liveA.state, 0)[0]}`;
    const before = JSON.stringify(tiny.toSetup(liveB.state as never));
    // A good entry followed by one that does not parse: nothing of either is applied.
    expect(advance(liveB, [good, 'nonsense'])).toBe(false);
    expect(JSON.stringify(tiny.toSetup(liveB.state as never))).toBe(before);
    expect(liveB.version).toBe(0);
    expect(liveB.entries).toEqual([]);
    expect((await a.move(id, 0, 0, good)).ok).toBe(true);
    expect(advance(liveB, [good])).toBe(true);
    expect(liveB.version).toBe(1);
    expect(tiny.toSetup(liveB.state as never)).toEqual(tiny.toSetup(liveA.state as never));
  });

  it('a takeback committed by another node: the cached copy catches up to the same position and move list', async () => {
    const { a, b, id, liveA, liveB } = await twoNodes('takeback');
    const first = `c${hand(liveA.state, 0)[0]}`;
    expect((await a.move(id, 0, 0, first)).ok).toBe(true);
    const second = `c${hand(liveA.state, 1)[0]}`;
    expect((await a.move(id, 1, 1, second)).ok).toBe(true);
    expect((await a.command(id, 1, { type: 'takeback' })).ok).toBe(true);
    expect((await a.command(id, 0, { type: 'answerTakeback', accept: true })).ok).toBe(true);
    expect(liveA.version).toBe(3);
    // Node B heard nothing: its copy at version 0 replays the three entries, the takeback included.
    expect(await b.move(id, 1, 3, second)).toEqual({ ok: true, value: { version: 4 } });
    expect(liveB.moves.map((m) => m.seat)).toEqual([0, 1]);
    expect(liveB.line.map((p) => p.at)).toEqual([0, 3]);
    expect(liveB.version).toBe(4);
  });
});
