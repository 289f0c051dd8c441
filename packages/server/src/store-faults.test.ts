import { Rng } from '@ludotheque/engine';
import type { CreateGameResponse } from '@ludotheque/protocol';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, joinGame, type TestClient } from './fixtures/client.js';
import { canRunPostgres, startPostgres, type TempPostgres } from './fixtures/postgres.js';
import { canRunRedis, startRedis, type TempRedis } from './fixtures/redis.js';
import { openPostgresStore } from './postgres.js';
import { type RunningServer, startServer } from './server.js';
import type { SqlStore } from './sql-store.js';

/**
 * Issue 24, the short forms of the fault runs that store-truth.test.ts does not cover: a copy behind the store
 * answering a takeback, a version no frame announces reaching a seat that never reloads, a rematch whose node dies
 * while making it. Two nodes on one PostgreSQL and one Redis; "a node that died" is its store used directly
 * (`dead`: it commits, never publishes) or rows as it left them.
 */
const skipReason = !canRunPostgres()
  ? 'PostgreSQL 15 cannot be started here (needs Debian postgresql and root)'
  : !canRunRedis()
    ? 'redis-server is not installed (apt-get install redis-server)'
    : null;
if (skipReason !== null) console.warn(`store-faults.test.ts skipped: ${skipReason}`);

let postgres: TempPostgres | undefined;
let redis: TempRedis | undefined;
let db: pg.Pool | undefined;
/** The store of a "dead node": commits an entry as a node would, and never publishes it. */
let dead: SqlStore | undefined;
const nodes: RunningServer[] = [];

const startNode = async (): Promise<RunningServer> => {
  if (postgres === undefined || redis === undefined) throw new Error('no database');
  const node = await startServer({ port: 0, postgresUrl: postgres.url, redisUrl: redis.url });
  nodes.push(node);
  return node;
};

const query = async (text: string, values: unknown[] = []) => {
  if (db === undefined) throw new Error('no database');
  return (await db.query(text, values)).rows as Record<string, unknown>[];
};

/** A Superpion game between two people (nothing hidden: any move may be taken back). */
async function superpion(url: string): Promise<CreateGameResponse> {
  const res = await createGame(url, { game: 'superpion', options: {}, seats: [{ kind: 'human' }, { kind: 'human' }] });
  return (await res.json()) as CreateGameResponse;
}

/** A legal move of the seat to move at this client's latest frame, committed by the dead node at the next version. */
async function commitUnpublished(gameId: string, mover: TestClient, rng: Rng): Promise<number> {
  const now = mover.latest();
  if (dead === undefined || now === null) throw new Error('no dead node');
  const version = now.version + 1;
  expect(await dead.append({ gameId, version, entry: rng.pick(now.legalMoves) })).toBe(true);
  return version;
}

describe.skipIf(skipReason !== null)('issue 24: faults of a node, short forms (two nodes)', () => {
  let a: RunningServer;
  let b: RunningServer;
  beforeAll(async () => {
    postgres = await startPostgres();
    redis = await startRedis();
    db = new pg.Pool({ connectionString: postgres.url, max: 2 });
    dead = await openPostgresStore(postgres.url, 1);
    a = await startNode();
    b = await startNode();
  }, 30_000);

  afterAll(async () => {
    for (const node of nodes.splice(0)) await node.close().catch(() => undefined);
    await dead?.close().catch(() => undefined);
    await db?.end();
    await redis?.stop();
    await postgres?.stop();
  }, 30_000);

  it('a takeback answered on a node whose copy is behind the store: it catches up and applies it', async () => {
    const game = await superpion(a.url);
    const probe = await joinGame(a.url, game.id);
    const first = (await probe.next('sync')).toMove as number;
    await probe.close();
    const answerer = await joinGame(b.url, game.id, game.invites[1 - first]?.token);
    const gone = await joinGame(a.url, game.id, game.invites[first]?.token);
    await answerer.next('sync');
    await gone.next('sync');
    // The asker's move was acknowledged by a node that died before publishing it: B never heard of it.
    const v1 = await commitUnpublished(game.id, gone, Rng.seeded('takeback-behind'));
    await gone.close();
    // The asker's page comes back on A with the version it was acknowledged: A reads the store; B still does not.
    const asker = await joinGame(a.url, game.id, game.invites[first]?.token, v1);
    expect((await asker.next('sync')).version).toBe(v1);
    asker.send({ type: 'takeback' });
    await answerer.next('offers', (m) => m.takeback !== null);
    // At once (before any periodic check): B's copy is still at version 0 here.
    answerer.send({ type: 'answerTakeback', accept: true });
    for (const c of [asker, answerer]) expect((await c.next('sync', (m) => m.version === v1 + 1)).version).toBe(v1 + 1);
    expect(answerer.messages.some((m) => m.type === 'error')).toBe(false);
    const moves = await query('SELECT entry FROM moves WHERE game_id = $1 ORDER BY version', [game.id]);
    expect(moves).toHaveLength(2);
    expect(JSON.parse(String(moves[1]?.entry)).event).toEqual({ type: 'takeback', seat: first, to: 0 });
    for (const c of [asker, answerer]) await c.close();
  });

  it('a node killed between commit and publish, the mover never back: the other seat is told within 2 s', async () => {
    const game = await superpion(a.url);
    const probe = await joinGame(b.url, game.id);
    const first = (await probe.next('sync')).toMove as number;
    const waiting = await joinGame(b.url, game.id, game.invites[1 - first]?.token);
    const mover = await joinGame(b.url, game.id, game.invites[first]?.token);
    await waiting.next('sync');
    await mover.next('sync');
    const v1 = await commitUnpublished(game.id, mover, Rng.seeded('never-back'));
    const at = Date.now();
    await mover.close();
    // Nobody reloads, nobody moves: the store's version still reaches the waiting seat and the spectator.
    const told = await waiting.next('sync', (m) => m.version === v1, 2_000);
    expect(Date.now() - at).toBeLessThan(2_000);
    // As the store has it: a page opened now on the other node sees the same turn.
    const fresh = await joinGame(a.url, game.id);
    expect(await fresh.next('sync')).toMatchObject({ version: v1, toMove: told.toMove });
    await fresh.close();
    expect((await probe.next('sync', (m) => m.version === v1, 1_000)).version).toBe(v1);
    for (const c of [waiting, probe]) await c.close();
  });

  /** A game over between two people, one seat on each node, with the table's offers row as a dead node left it. */
  async function overWithRow(started: { id: string; making: number }) {
    const game = await superpion(a.url);
    const onA = await joinGame(a.url, game.id, game.invites[0]?.token);
    const onB = await joinGame(b.url, game.id, game.invites[1]?.token);
    await onA.next('sync');
    await onB.next('sync');
    onA.send({ type: 'resign' });
    await onB.next('event', (e) => e.result !== null);
    // Both accepted on the node that died while making the game (its id written first, with its lease).
    const offers = JSON.stringify({ takeback: null, rematch: null, started: { ...started, seats: [1, 0] } });
    await query('INSERT INTO table_offers (game_id, offers, revision) VALUES ($1, $2, 1)', [game.id, offers]);
    return { game, onA, onB };
  }

  it('a rematch whose node died before making the game is refused, then offered again: one game', async () => {
    const lost = 'rematch-never-made';
    const { game, onA, onB } = await overWithRow({ id: lost, making: Date.now() - 1 });
    // Nothing came; a seat asks again on the live node: the half-made rematch is refused, its offer stands.
    onB.send({ type: 'rematch' });
    await onA.next('offers', (m) => m.rematch?.from === 1, 5_000);
    onA.send({ type: 'answerRematch', accept: true });
    const [ra, rb] = [await onA.next('rematchStarted'), await onB.next('rematchStarted')];
    expect(ra.game).toBe(rb.game);
    expect(ra.game).not.toBe(lost);
    expect([ra.seat, rb.seat]).toEqual([1, 0]);
    expect(await query('SELECT id FROM games WHERE id = $1', [lost])).toEqual([]);
    const row = JSON.parse(
      String((await query('SELECT offers FROM table_offers WHERE game_id = $1', [game.id]))[0]?.offers),
    );
    expect(row.started).toEqual({ id: ra.game, seats: [1, 0] });
    for (const c of [onA, onB]) await c.close();
  });

  it('a rematch whose node died after making the game, before telling it: told once, never made twice', async () => {
    const made = 'rematch-made-untold';
    const { game, onA, onB } = await overWithRow({ id: made, making: Date.now() - 1 });
    // The dead node had stored the new game (as a copy of the old one's row: its seats are bound to the players).
    await query(
      "INSERT INTO games (id, game, options, seed, seats, created, status, result) SELECT $1, game, options, seed, seats, created, 'active', NULL FROM games WHERE id = $2",
      [made, game.id],
    );
    const before = Number((await query('SELECT count(*) AS n FROM games'))[0]?.n);
    onA.send({ type: 'rematch' });
    const [ra, rb] = [await onA.next('rematchStarted'), await onB.next('rematchStarted')];
    expect([ra.game, rb.game]).toEqual([made, made]);
    expect([ra.seat, rb.seat]).toEqual([1, 0]);
    expect(onA.messages.some((m) => m.type === 'error')).toBe(false);
    // Asked again: the same game, nothing new made.
    onB.send({ type: 'rematch' });
    expect((await onB.next('error')).code).toBe('offerPending');
    expect(Number((await query('SELECT count(*) AS n FROM games'))[0]?.n)).toBe(before);
    for (const c of [onA, onB]) await c.close();
  });

  it('a rematch still held by a live node within its lease is not settled by another', async () => {
    const { game, onA, onB } = await overWithRow({ id: 'rematch-being-made', making: Date.now() + 60_000 });
    onB.send({ type: 'rematch' });
    expect((await onB.next('error')).code).toBe('offerPending');
    const row = JSON.parse(
      String((await query('SELECT offers FROM table_offers WHERE game_id = $1', [game.id]))[0]?.offers),
    );
    expect(row.started.id).toBe('rematch-being-made');
    expect(onA.messages.some((m) => m.type === 'rematchStarted')).toBe(false);
    for (const c of [onA, onB]) await c.close();
  });
});
