import { type GameRecord, Rng, type Viewer } from '@ludotheque/engine';
import { linx } from '@ludotheque/linx';
import type { CreateGameResponse, ServerMessage } from '@ludotheque/protocol';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InlineBots } from './bot-move.js';
import { createLinxPair, joinGame, type TestClient } from './fixtures/client.js';
import { canRunPostgres, startPostgres, type TempPostgres } from './fixtures/postgres.js';
import { canRunRedis, startRedis, type TempRedis } from './fixtures/redis.js';
import { GAMES } from './registry.js';
import { type RunningServer, startServer } from './server.js';

const skipReason = !canRunPostgres()
  ? 'PostgreSQL 15 cannot be started here (needs Debian postgresql and root)'
  : !canRunRedis()
    ? 'redis-server is not installed (apt-get install redis-server)'
    : null;
if (skipReason !== null) console.warn(`multinode.test.ts skipped: ${skipReason}`);

type Frame = Extract<ServerMessage, { type: 'sync' | 'event' }>;

let postgres: TempPostgres | undefined;
let redis: TempRedis | undefined;
const nodes: RunningServer[] = [];
let db: pg.Pool | undefined;

const startNode = async (): Promise<RunningServer> => {
  if (postgres === undefined || redis === undefined) throw new Error('no database');
  const node = await startServer({
    port: 0,
    postgresUrl: postgres.url,
    redisUrl: redis.url,
    bots: new InlineBots(GAMES),
  });
  nodes.push(node);
  return node;
};

const stopNode = async (node: RunningServer): Promise<void> => {
  nodes.splice(nodes.indexOf(node), 1);
  await node.close();
};

/** The stored moves of a game, read with a separate PostgreSQL connection (not through a node's store). */
async function storedMoves(id: string): Promise<{ version: number; entry: string }[]> {
  if (db === undefined) throw new Error('no database');
  const r = await db.query('SELECT version, entry FROM moves WHERE game_id = $1 ORDER BY version', [id]);
  return r.rows.map((row: { version: number; entry: string }) => ({ version: Number(row.version), entry: row.entry }));
}

const create = (node: RunningServer): Promise<CreateGameResponse> => createLinxPair(node.url);

const join = (node: RunningServer, game: string, token?: string, since?: number): Promise<TestClient> =>
  joinGame(node.url, game, token, since);

/** Plays one move of `seat` (its first legal move picked by `rng`) and waits until every client has the version. */
async function playOne(mover: TestClient, all: readonly TestClient[], rng: Rng): Promise<number> {
  const mine = mover.latest();
  if (mine === null || mine.legalMoves.length === 0) throw new Error('the mover has no legal moves');
  const version = mine.version;
  mover.send({ type: 'move', version, move: rng.pick(mine.legalMoves) });
  await mover.next('ack', (a) => a.version === version + 1);
  for (const c of all) await c.next('event', (e) => e.version === version + 1);
  return version + 1;
}

/** The hands at every version, replayed from the record by the engine alone (not by a server node). */
function handsByVersion(record: GameRecord): string[][][] {
  const options = linx.parseOptions(record.options);
  if (!options.ok) throw new Error(options.error.message);
  const state = linx.setup(options.value, Rng.seeded(record.seed));
  const hands = (): string[][] => (linx.toSetup(state) as { hands: string[][] }).hands;
  const out = [hands()];
  for (const text of record.moves) {
    const move = linx.parseMove(state, text as string);
    if (!move.ok) throw new Error(String(text));
    linx.play(state, move.value);
    out.push(hands());
  }
  return out;
}

/** Every array of bare Linx tile types in a frame: only the viewer's own hand may be one (LX Information). */
function tileArrays(value: unknown, found: string[][]): string[][] {
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every((v) => v === 'R' || v === 'P' || v === 'S')) found.push(value as string[]);
    for (const v of value) tileArrays(v, found);
  } else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) tileArrays(v, found);
  return found;
}

/** Each frame a client got, per version: exactly one sync-or-event per version from its first, no gap. */
function framesByVersion(c: TestClient): Map<number, Frame> {
  const byVersion = new Map<number, Frame>();
  for (const m of c.messages) {
    if (m.type !== 'sync' && m.type !== 'event') continue;
    expect(byVersion.has(m.version), `version ${m.version} twice`).toBe(false);
    byVersion.set(m.version, m);
  }
  return byVersion;
}

describe.skipIf(skipReason !== null)('several nodes: PostgreSQL + Redis', () => {
  beforeAll(async () => {
    postgres = await startPostgres();
    redis = await startRedis();
    db = new pg.Pool({ connectionString: postgres.url, max: 1 });
  }, 30_000);

  afterAll(async () => {
    for (const node of [...nodes]) await stopNode(node).catch(() => undefined);
    await db?.end();
    await redis?.stop();
    await postgres?.stop();
  }, 30_000);

  it('a Linx game created on A, played to the end across A and B: every frame everywhere, filtered per seat', async () => {
    const [a, b] = [await startNode(), await startNode()];
    const created = await create(a);
    const seat0 = await join(a, created.id, created.invites[0]?.token);
    const seat1 = await join(b, created.id, created.invites[1]?.token);
    const watchA = await join(a, created.id);
    const watchB = await join(b, created.id);
    const clients = [seat0, seat1, watchA, watchB];
    for (const c of clients) expect((await c.next('sync')).version).toBe(0);
    const rng = Rng.seeded('multinode');
    let version = 0;
    // Seat 0 moves through node A, seat 1 through node B (LX turn order alternates them).
    for (;;) {
      const now = watchB.latest();
      if (now === null || now.toMove === null) break;
      version = await playOne(now.toMove === 0 ? seat0 : seat1, clients, rng);
    }
    expect(version).toBeGreaterThan(10);
    // The record, from the node that did not create the game; replayed by the engine for the truth.
    const res = await fetch(`${b.url}/api/games/${created.id}/record`);
    expect(res.status).toBe(200);
    const record = (await res.json()) as GameRecord;
    expect(record.moves.length).toBe(version);
    expect((await storedMoves(created.id)).map((m) => m.version)).toEqual(record.moves.map((_, i) => i + 1));
    const hands = handsByVersion(record);
    const viewers: [Viewer, TestClient][] = [
      [0, seat0],
      [1, seat1],
      ['spectator', watchA],
      ['spectator', watchB],
    ];
    for (const [viewer, c] of viewers) {
      const frames = framesByVersion(c);
      expect([...frames.keys()]).toEqual(Array.from({ length: version + 1 }, (_, v) => v));
      for (const [v, m] of frames) {
        expect(m.seat).toBe(viewer === 'spectator' ? null : viewer);
        const own = viewer === 'spectator' ? [] : (hands[v]?.[viewer] ?? []);
        // No other seat's hand: the only tile array is the viewer's own hand, as the engine's replay has it.
        expect(tileArrays(m, [])).toEqual(own.length > 0 ? [[...own].sort()] : []);
        if (m.type === 'event') expect(m.lastMove.seat).toBe(linx.toMove(replayTo(record, v - 1)));
        // Legal moves only to the seat to move.
        if (m.toMove !== viewer) expect(m.legalMoves).toEqual([]);
      }
    }
    // Both spectators, one per node, got the very same frames.
    expect(framesEqual(watchA, watchB)).toBe(true);
    await Promise.all(clients.map((c) => c.close()));
    await Promise.all([stopNode(a), stopNode(b)]);
  }, 60_000);

  it('two moves for the same version sent to A and B at once: one wins, the other is stale and changes nothing', async () => {
    const [a, b] = [await startNode(), await startNode()];
    const created = await create(b);
    const tokens = created.invites.map((i) => i.token);
    // Each seat is joined on both nodes (two tabs of one player), plus a spectator on each node.
    const onA = [await join(a, created.id, tokens[0]), await join(a, created.id, tokens[1]), await join(a, created.id)];
    const onB = [await join(b, created.id, tokens[0]), await join(b, created.id, tokens[1]), await join(b, created.id)];
    for (const c of [...onA, ...onB]) await c.next('sync');
    const rng = Rng.seeded('race');
    for (let round = 0; round < 6; round++) {
      const now = onA[2]?.latest();
      if (now?.toMove === null || now === null || now === undefined) break;
      const [viaA, viaB] = [onA[now.toMove] as TestClient, onB[now.toMove] as TestClient];
      const legal = viaA.latest()?.legalMoves ?? [];
      const [m1, m2] = [rng.pick(legal), rng.pick(legal)];
      const before = await storedMoves(created.id);
      const from = [viaA.messages.length, viaB.messages.length];
      viaA.send({ type: 'move', version: now.version, move: m1 });
      viaB.send({ type: 'move', version: now.version, move: m2 });
      const answers = await Promise.all([answer(viaA, from[0] ?? 0), answer(viaB, from[1] ?? 0)]);
      const acks = answers.filter((r) => r.type === 'ack');
      const errors = answers.filter((r) => r.type === 'error');
      expect(acks).toHaveLength(1);
      expect(errors).toEqual([expect.objectContaining({ code: 'staleVersion' })]);
      const winner = answers[0]?.type === 'ack' ? m1 : m2;
      const after = await storedMoves(created.id);
      expect(after).toEqual([...before, { version: now.version + 1, entry: JSON.stringify(winner) }]);
      const told = new Set<string>();
      for (const c of [...onA, ...onB])
        told.add((await c.next('event', (x) => x.version === now.version + 1)).lastMove.text);
      // Everyone on both nodes was told the winning move (a Linx move is public as played, LX-13 aside for passes).
      expect([...told]).toEqual([winner.startsWith('pass') ? [...told][0] : winner]);
      // Each tab was answered exactly once.
      for (const c of [viaA, viaB]) c.drain();
    }
    expect((await storedMoves(created.id)).length).toBe(6);
    await Promise.all([...onA, ...onB].map((c) => c.close()));
    await Promise.all([stopNode(a), stopNode(b)]);
  }, 60_000);

  it('a client reconnecting to B with `since` gets the events A published while it was away, as A sent them', async () => {
    const [a, b] = [await startNode(), await startNode()];
    const created = await create(a);
    const seats = [
      await join(a, created.id, created.invites[0]?.token),
      await join(a, created.id, created.invites[1]?.token),
    ];
    const watchA = await join(a, created.id);
    let watchB = await join(b, created.id);
    for (const c of [...seats, watchA, watchB]) await c.next('sync');
    const rng = Rng.seeded('since');
    const moveOnce = (clients: TestClient[]) =>
      playOne(seats[watchA.latest()?.toMove ?? 0] as TestClient, clients, rng);
    for (let i = 0; i < 3; i++) await moveOnce([...seats, watchA, watchB]);
    const seen = watchB.latest()?.version ?? 0;
    await watchB.close();
    for (let i = 0; i < 3; i++) await moveOnce([...seats, watchA]);
    // Once B has kept all three for spectators (else the join may come before them and get a sync: also correct).
    const keptUpTo = async () => (await b.authority.open(created.id))?.history.get('spectator')?.at(-1)?.version;
    for (let i = 0; i < 200 && (await keptUpTo()) !== seen + 3; i++) await new Promise((r) => setTimeout(r, 10));
    watchB = await join(b, created.id, undefined, seen);
    // Kept by B from Redis (HISTORY): the three missed events, not a sync, byte for byte what A's spectator got.
    const missed = [];
    for (let i = 0; i < 3; i++) missed.push(await watchB.next('event'));
    expect(missed.map((m) => m.version)).toEqual([seen + 1, seen + 2, seen + 3]);
    expect(watchB.messages.some((m) => m.type === 'sync')).toBe(false);
    expect(gameFrames(watchB)).toEqual(gameFrames(watchA).slice(-3));
    // A spectator new on B: B's copy, advanced by A's moves, holds the whole game as a spectator was told of it.
    const fresh = await join(b, created.id);
    const told = watchA.messages.flatMap((m) => (m.type === 'event' ? [m.lastMove] : []));
    expect(told).toHaveLength(seen + 3);
    expect((await fresh.next('sync')).history).toEqual(told);
    await Promise.all([...seats, watchA, watchB, fresh].map((c) => c.close()));
    await Promise.all([stopNode(a), stopNode(b)]);
  }, 60_000);

  it('a node restarted mid-game resumes: reconnecting clients catch up and play on', async () => {
    const a = await startNode();
    let b = await startNode();
    const created = await create(a);
    const seat0 = await join(a, created.id, created.invites[0]?.token);
    let seat1 = await join(b, created.id, created.invites[1]?.token);
    const watchA = await join(a, created.id);
    for (const c of [seat0, seat1, watchA]) await c.next('sync');
    const rng = Rng.seeded('restart');
    const moveOnce = (clients: TestClient[]) =>
      playOne((watchA.latest()?.toMove === 0 ? seat0 : seat1) as TestClient, clients, rng);
    for (let i = 0; i < 4; i++) await moveOnce([seat0, seat1, watchA]);
    // Node B goes away; while it is down, seat 1's turn cannot come through it, so seat 0 plays on A if to move.
    await seat1.close();
    await stopNode(b);
    if (watchA.latest()?.toMove === 0) await moveOnce([seat0, watchA]);
    const seen = seat1.latest()?.version ?? 0;
    b = await startNode();
    seat1 = await join(b, created.id, created.invites[1]?.token, seen);
    const resumed = await seat1.next('sync');
    expect(resumed.version).toBe(watchA.latest()?.version);
    expect(resumed.seat).toBe(1);
    let version = resumed.version;
    for (let i = 0; i < 4; i++) version = await moveOnce([seat0, seat1, watchA]);
    expect((await storedMoves(created.id)).map((m) => m.version)).toEqual(
      Array.from({ length: version }, (_, i) => i + 1),
    );
    await Promise.all([seat0, seat1, watchA].map((c) => c.close()));
    await Promise.all([stopNode(a), stopNode(b)]);
  }, 60_000);
});

/** The first ack or error a client got after its `from`-th message (a move is answered by exactly one). */
async function answer(c: TestClient, from: number): Promise<ServerMessage> {
  for (let i = 0; i < 400; i++) {
    const m = c.messages.slice(from).find((x) => x.type === 'ack' || x.type === 'error');
    if (m !== undefined) return m;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('no answer to a move');
}

/** The Linx state after the first `n` moves of a record (for who moved each version). */
function replayTo(record: GameRecord, n: number) {
  const options = linx.parseOptions(record.options);
  if (!options.ok) throw new Error(options.error.message);
  const state = linx.setup(options.value, Rng.seeded(record.seed));
  for (const text of record.moves.slice(0, n)) {
    const move = linx.parseMove(state, text as string);
    if (!move.ok) throw new Error(String(text));
    linx.play(state, move.value);
  }
  return state;
}

/** The game's own frames (presence/ and chat/ side frames are each node's, and come at each node's pace). */
const gameFrames = (x: TestClient): string[] =>
  x.frames.filter((f) => f.startsWith('{"type":"sync"') || f.startsWith('{"type":"event"'));
const framesEqual = (x: TestClient, y: TestClient): boolean =>
  JSON.stringify(gameFrames(x)) === JSON.stringify(gameFrames(y));
