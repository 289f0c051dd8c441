import { Rng } from '@ludotheque/engine';
import type { TournamentDetail, TournamentSummary } from '@ludotheque/protocol';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InlineBots } from '../bot-move.js';
import { canRunPostgres, startPostgres, type TempPostgres } from '../fixtures/postgres.js';
import { canRunRedis, startRedis, type TempRedis } from '../fixtures/redis.js';
import { account, call, type Person, person } from '../lobby/fixtures/people.js';
import { type RunningServer, startServer } from '../server.js';
import { ROWS_SQL, recompute, type StoredRow } from './fixtures/recompute.js';
import { detail, playOut, playWave, tinyTables } from './fixtures/sim.js';
import type { RecurringEvent } from './recurring.js';

const skipReason = !canRunPostgres()
  ? 'PostgreSQL 15 cannot be started here (needs Debian postgresql and root)'
  : !canRunRedis()
    ? 'redis-server is not installed'
    : null;
if (skipReason !== null) console.warn(`tournaments-multinode.test.ts skipped: ${skipReason}`);

const MINUTE = 60_000;
const DAY = 86_400_000;
const T0 = 1_900_000_000_000;
const LOOSE = { burst: 1_000_000, perSecond: 1_000_000 };
let postgres: TempPostgres | undefined;
let redis: TempRedis | undefined;
const nodes: RunningServer[] = [];
const clock = { now: T0 };

async function node(hear = true, recurring: readonly RecurringEvent[] = []): Promise<RunningServer> {
  if (postgres === undefined || redis === undefined) throw new Error('no database');
  const games = { tiny: tinyTables };
  const n = await startServer({
    port: 0,
    postgresUrl: postgres.url,
    redisUrl: redis.url,
    games,
    bots: new InlineBots(games),
    tournaments: { now: () => clock.now, tickMs: 0, hear, recurring },
    // One address makes every guest of the file (more than the 60 a burst allows), counted across the nodes.
    limits: { joinsPerAddress: LOOSE, movesPerAddress: LOOSE, guestsPerAddress: LOOSE },
  });
  nodes.push(n);
  return n;
}

async function rows(text: string, parameters: unknown[] = []): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: postgres?.url });
  await client.connect();
  try {
    let i = 0;
    return (
      await client.query(
        text.replace(/\?/g, () => `$${++i}`),
        parameters,
      )
    ).rows;
  } finally {
    await client.end();
  }
}

async function field(url: string, n: number, prefix: string): Promise<Map<string, Person>> {
  const out = new Map<string, Person>();
  for (let i = 0; i < n; i++) {
    const p = await person(url, `${prefix}${i}`);
    out.set(p.player.id, p);
  }
  return out;
}

/** Standings on every node, equal to each other and to the recomputation from the stored games. */
async function expectStandings(urls: readonly string[], id: string): Promise<void> {
  const shown = await Promise.all(urls.map((u) => detail(u, id)));
  const [first] = shown;
  if (first === undefined) throw new Error('no node');
  for (const d of shown) expect(d.standings).toEqual(first.standings);
  const expected = recompute(
    (await rows(ROWS_SQL, [id])) as unknown as StoredRow[],
    first.tournament.format,
    first.tournament.tableSize,
  );
  for (const s of first.standings) {
    const r = expected.get(s.player);
    const swiss = first.tournament.format === 'swiss';
    expect([s.score, s.games, s.wins, s.buchholz, s.sonnebornBerger]).toEqual([
      r?.score ?? 0,
      r?.games ?? 0,
      r?.wins ?? 0,
      swiss ? (r?.buchholz ?? 0) : 0,
      swiss ? (r?.sonnebornBerger ?? 0) : 0,
    ]);
  }
  expect(await rows('SELECT game_id FROM tournament_games WHERE tournament_id = ? AND scored = 0', [id])).toEqual([]);
}

/** Plays at most `moves` moves of each of these games on `url` (the rest of the round is left mid-game). */
async function playSome(
  url: string,
  games: TournamentDetail['playing'],
  people: ReadonlyMap<string, Person>,
  moves: number,
  seed: number,
): Promise<void> {
  await Promise.all(
    games.map((g, i) =>
      playOut(
        url,
        g.game,
        g.players.map((p) => people.get(p.id) as Person),
        Rng.seeded(seed + i),
        moves,
      ),
    ),
  );
}

describe.skipIf(skipReason !== null)('tournaments on two nodes: PostgreSQL + Redis', () => {
  beforeAll(async () => {
    postgres = await startPostgres();
    redis = await startRedis();
  }, 30_000);

  afterAll(async () => {
    for (const n of nodes.splice(0)) await n.close().catch(() => undefined);
    await redis?.stop();
    await postgres?.stop();
  }, 30_000);

  it('a 20-player Swiss: one pairing per round from two schedulers, a node dying mid-round loses and doubles nothing', async () => {
    clock.now = T0;
    // Node A hears no game end (a node that dies before scoring): only a scan can score what ends there.
    const a = await node(false);
    const b = await node();
    const creator = await account(b.url, 'Iris', `iris${Date.now()}`);
    const made = await call(b.url, 'POST', '/api/tournaments', creator, {
      name: 'Suisse à deux nœuds',
      game: 'tiny',
      format: 'swiss',
      rounds: 3,
      startsAt: T0 + MINUTE,
    });
    const id = (made.body as unknown as TournamentSummary).id;
    const people = await field(a.url, 20, 'N');
    let i = 0;
    for (const p of people.values())
      expect((await call(i++ % 2 === 0 ? a.url : b.url, 'POST', `/api/tournaments/${id}/join`, p)).status).toBe(200);
    clock.now = T0 + MINUTE;
    await Promise.all([a.tournaments?.tick(), b.tournaments?.tick(), a.tournaments?.tick(), b.tournaments?.tick()]);
    const r1 = await detail(a.url, id);
    expect([r1.tournament.round, r1.playing.length]).toEqual([1, 10]);
    expect(await rows('SELECT game_id FROM tournament_games WHERE tournament_id = ?', [id])).toHaveLength(10);
    // Half the round ends on A, which scores none of it, then A is gone.
    const onA = new Set(r1.playing.slice(0, 5).map((g) => g.game));
    await playWave(a.url, id, people, 1, (g) => onA.has(g));
    await a.tournaments?.idle();
    expect(
      await rows('SELECT game_id FROM tournament_games WHERE tournament_id = ? AND scored = 0', [id]),
    ).toHaveLength(10);
    await a.close();
    // The rest is played on B (its games loaded from the store), which hears its own ends.
    await playWave(b.url, id, people, 2);
    await b.tournaments?.idle();
    expect(
      await rows('SELECT game_id FROM tournament_games WHERE tournament_id = ? AND scored = 0', [id]),
    ).toHaveLength(5);
    // A new node comes; both scan at once: the five missed games are scored once between them.
    const c = await node();
    const counts = await Promise.all([c.tournaments?.scan(), b.tournaments?.scan()]);
    expect((counts[0] ?? 0) + (counts[1] ?? 0)).toBe(5);
    for (let round = 2; round <= 3; round++) {
      await Promise.all([b.tournaments?.tick(), c.tournaments?.tick()]);
      const d = await detail(c.url, id);
      expect([d.tournament.round, d.playing.length]).toEqual([round, 10]);
      const half = new Set(d.playing.slice(0, 5).map((g) => g.game));
      await playWave(b.url, id, people, round * 10, (g) => half.has(g));
      await playWave(c.url, id, people, round * 10 + 1);
      await Promise.all([b.tournaments?.idle(), c.tournaments?.idle()]);
    }
    await Promise.all([b.tournaments?.tick(), c.tournaments?.tick()]);
    expect((await detail(b.url, id)).tournament.state).toBe('finished');
    await expectStandings([b.url, c.url], id);
  }, 180_000);

  it('an hourly arena from the configuration: each occurrence made once by two nodes, announced an hour ahead', async () => {
    const hourly: RecurringEvent = {
      key: 'hourly-tiny',
      everyMinutes: 60,
      request: { name: 'Arène horaire', game: 'tiny', format: 'arena', minutes: 55 },
    };
    const hour = 60 * MINUTE;
    const base = Math.ceil(T0 / hour) * hour;
    clock.now = base + 30 * MINUTE;
    const [a, b] = [await node(true, [hourly]), await node(true, [hourly])];
    await Promise.all([a.tournaments?.tick(), b.tournaments?.tick(), a.tournaments?.tick()]);
    const made = () =>
      rows("SELECT id, starts_at, ends_at, state FROM tournaments WHERE id LIKE 'r-hourly-tiny-%' ORDER BY starts_at");
    expect((await made()).map((r) => [r.id, Number(r.starts_at), Number(r.ends_at), r.state])).toEqual([
      [`r-hourly-tiny-${base + hour}`, base + hour, base + hour + 55 * MINUTE, 'created'],
    ]);
    // Past the hour: that one runs, the next is announced.
    clock.now = base + hour + 1;
    await Promise.all([a.tournaments?.tick(), b.tournaments?.tick()]);
    expect((await made()).map((r) => [Number(r.starts_at), r.state])).toEqual([
      [base + hour, 'running'],
      [base + 2 * hour, 'created'],
    ]);
    const list = await call(a.url, 'GET', '/api/tournaments', null);
    expect((list.body.soon as { id: string }[]).some((x) => x.id === `r-hourly-tiny-${base + 2 * hour}`)).toBe(true);
    await a.close();
    await b.close();
  }, 60_000);

  it('a 20-player arena of 4-seat tables on two nodes: tables form as players are free, standings as recomputed', async () => {
    clock.now = T0;
    const a = await node();
    const b = await node();
    const creator = await account(a.url, 'Maël', `mael${Date.now()}`);
    const made = await call(a.url, 'POST', '/api/tournaments', creator, {
      name: 'Arène à quatre',
      game: 'tiny',
      format: 'arena',
      tableSize: 4,
      minutes: 5,
    });
    expect(made.status).toBe(201);
    const id = (made.body as unknown as TournamentSummary).id;
    const people = await field(b.url, 20, 'Q');
    let i = 0;
    for (const p of people.values())
      await call(i++ % 2 === 0 ? a.url : b.url, 'POST', `/api/tournaments/${id}/join`, p);
    await Promise.all([a.tournaments?.idle(), b.tournaments?.idle()]);
    await Promise.all([a.tournaments?.tick(), b.tournaments?.tick()]);
    expect((await detail(b.url, id)).playing).toHaveLength(5);
    for (let wave = 0; wave < 4; wave++) {
      await playWave(wave % 2 === 0 ? a.url : b.url, id, people, 500 + wave);
      await Promise.all([a.tournaments?.idle(), b.tournaments?.idle()]);
      clock.now += MINUTE;
      await Promise.all([a.tournaments?.tick(), b.tournaments?.tick()]);
    }
    clock.now = T0 + 6 * MINUTE;
    await Promise.all([a.tournaments?.tick(), b.tournaments?.tick()]);
    await playWave(b.url, id, people, 600);
    await Promise.all([a.tournaments?.idle(), b.tournaments?.idle()]);
    await Promise.all([a.tournaments?.tick(), b.tournaments?.tick()]);
    const end = await detail(a.url, id);
    expect(end.tournament.state).toBe('finished');
    expect(end.standings.every((s) => s.games >= 4)).toBe(true);
    await expectStandings([a.url, b.url], id);
  }, 180_000);

  it('a 22-player arena of 2-seat games on two nodes, one restarted mid-game: to the end, standings as recomputed', async () => {
    clock.now = T0;
    const a = await node();
    const b = await node();
    const creator = await account(a.url, 'Noé', `noe${Date.now()}`);
    const made = await call(a.url, 'POST', '/api/tournaments', creator, {
      name: 'Arène à deux nœuds',
      game: 'tiny',
      format: 'arena',
      minutes: 5,
    });
    expect(made.status).toBe(201);
    const id = (made.body as unknown as TournamentSummary).id;
    const people = await field(b.url, 22, 'D');
    let i = 0;
    for (const p of people.values())
      expect((await call(i++ % 2 === 0 ? a.url : b.url, 'POST', `/api/tournaments/${id}/join`, p)).status).toBe(200);
    await Promise.all([a.tournaments?.idle(), b.tournaments?.idle()]);
    await Promise.all([a.tournaments?.tick(), b.tournaments?.tick()]);
    expect((await detail(b.url, id)).playing).toHaveLength(11);
    await playWave(a.url, id, people, 700);
    await Promise.all([a.tournaments?.idle(), b.tournaments?.idle()]);
    clock.now += MINUTE;
    await Promise.all([a.tournaments?.tick(), b.tournaments?.tick()]);
    // Mid-game: every game in play gets one move on A, then A goes and C comes; the games go on from the store.
    const mid = (await detail(a.url, id)).playing;
    expect(mid.length).toBeGreaterThan(0);
    await playSome(a.url, mid, people, 1, 710);
    await a.tournaments?.idle();
    await a.close();
    const c = await node();
    await playWave(c.url, id, people, 720);
    await Promise.all([b.tournaments?.idle(), c.tournaments?.idle()]);
    for (let wave = 0; wave < 3; wave++) {
      clock.now += MINUTE;
      await Promise.all([b.tournaments?.tick(), c.tournaments?.tick()]);
      await playWave(wave % 2 === 0 ? b.url : c.url, id, people, 730 + wave);
      await Promise.all([b.tournaments?.idle(), c.tournaments?.idle()]);
    }
    clock.now = T0 + 6 * MINUTE;
    await Promise.all([b.tournaments?.tick(), c.tournaments?.tick()]);
    await playWave(c.url, id, people, 740);
    await Promise.all([b.tournaments?.idle(), c.tournaments?.idle()]);
    await Promise.all([b.tournaments?.tick(), c.tournaments?.tick()]);
    const end = await detail(b.url, id);
    expect(end.tournament.state).toBe('finished');
    expect(end.standings).toHaveLength(22);
    expect(end.standings.every((s) => s.games >= 4)).toBe(true);
    await expectStandings([b.url, c.url], id);
    await b.close();
    await c.close();
  }, 180_000);

  it('a 21-player correspondence Swiss of 4-seat tables on two nodes: round interval, a restart, the deadline, once', async () => {
    clock.now = T0;
    const a = await node();
    let b = await node();
    const creator = await account(a.url, 'Zoé', `zoe${Date.now()}`);
    const made = await call(a.url, 'POST', '/api/tournaments', creator, {
      name: 'Suisse à quatre par correspondance',
      game: 'tiny',
      format: 'swiss',
      tableSize: 4,
      rounds: 3,
      startsAt: T0 + MINUTE,
      clock: { kind: 'correspondence', days: 1 },
      roundDays: 1,
      roundInterval: 30,
    });
    expect(made.status).toBe(201);
    const id = (made.body as unknown as TournamentSummary).id;
    const people = await field(a.url, 21, 'S');
    let i = 0;
    for (const p of people.values())
      expect((await call(i++ % 2 === 0 ? a.url : b.url, 'POST', `/api/tournaments/${id}/join`, p)).status).toBe(200);
    const both = () => [a, b].map((n) => n.tournaments);
    const tickBoth = () => Promise.all(both().flatMap((t) => [t?.tick(), t?.tick()]));
    const idleBoth = () => Promise.all(both().map((t) => t?.idle()));
    const ofRound = async (round: number) =>
      (await rows('SELECT game_id FROM tournament_games WHERE tournament_id = ? AND round = ?', [id, round])).length;
    clock.now = T0 + MINUTE;
    await tickBoth();
    for (let round = 1; round <= 3; round++) {
      const d = await detail(b.url, id);
      // Five tables of four and one bye, stored once however many passes ran.
      expect([d.tournament.round, d.playing.length, await ofRound(round)]).toEqual([round, 5, 6]);
      expect(d.tournament.roundDeadline).toBe(clock.now + DAY);
      const tables = d.playing;
      if (round === 1) {
        const half = new Set(tables.slice(0, 3).map((g) => g.game));
        await playWave(a.url, id, people, 801, (g) => half.has(g));
        await playWave(b.url, id, people, 802, (g) => !half.has(g));
      } else if (round === 2) {
        // B goes mid-round, one move into every table; a new node takes its place and the games go on.
        await playSome(b.url, tables, people, 1, 810);
        await b.tournaments?.idle();
        await b.close();
        b = await node();
        await playWave(b.url, id, people, 820);
      } else {
        // Three tables end; one has one move, one none: the round deadline settles those two.
        await playWave(a.url, id, people, 830, (g) => tables.slice(0, 3).some((x) => x.game === g));
        await playSome(a.url, tables.slice(3, 4), people, 1, 840);
        await idleBoth();
        clock.now = (d.tournament.roundDeadline as number) - 1;
        await tickBoth();
        expect((await detail(a.url, id)).playing).toHaveLength(2);
        clock.now += 1;
        await tickBoth();
        await idleBoth();
        const settled = await rows(
          'SELECT game_id, ranks FROM tournament_games WHERE tournament_id = ? AND settled = 1 ORDER BY game_id',
          [id],
        );
        // The seat to move at the deadline ranks last: seat 1 after one move, seat 0 before any.
        const want = [
          [tables[3]?.game, [1, 2, 1, 1]],
          [tables[4]?.game, [2, 1, 1, 1]],
        ].sort((x, y) => (String(x[0]) < String(y[0]) ? -1 : 1));
        expect(settled.map((r) => [r.game_id, JSON.parse(String(r.ranks))])).toEqual(want);
        break;
      }
      await idleBoth();
      await tickBoth();
      // The next round is due 30 s after the pass that saw this one over: one time, read alike on both nodes.
      const waits = await Promise.all([a.url, b.url].map(async (u) => (await detail(u, id)).tournament));
      expect(waits.map((w) => [w.round, w.nextRoundAt])).toEqual([
        [round, clock.now + 30_000],
        [round, clock.now + 30_000],
      ]);
      clock.now += 29_999;
      await tickBoth();
      expect(await ofRound(round + 1)).toBe(0);
      clock.now += 1;
      await tickBoth();
    }
    await idleBoth();
    await tickBoth();
    const end = await detail(a.url, id);
    expect(end.tournament.state).toBe('finished');
    const byes = await rows("SELECT players FROM tournament_games WHERE tournament_id = ? AND game_id LIKE 'bye:%'", [
      id,
    ]);
    expect(new Set(byes.map((r) => r.players)).size).toBe(3);
    await expectStandings([a.url, b.url], id);
    await a.close();
    await b.close();
  }, 180_000);
});
