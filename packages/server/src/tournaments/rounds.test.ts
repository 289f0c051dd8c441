import { Rng } from '@ludotheque/engine';
import type { TournamentDetail, TournamentSummary } from '@ludotheque/protocol';
import { describe, expect, it } from 'vitest';
import { backends } from '../fixtures/backends.js';
import { account, call, type Person, person } from '../lobby/fixtures/people.js';
import type { RunningServer } from '../server.js';
import { ROWS_SQL, recompute, type StoredRow } from './fixtures/recompute.js';
import { detail, playOut, playWave, startClocked } from './fixtures/sim.js';

const [sqlite] = backends('tournament-rounds');
const backend = sqlite as NonNullable<typeof sqlite>;
const MINUTE = 60_000;
const DAY = 86_400_000;
const T0 = 1_900_000_000_000;
const _LOOSE = { burst: 1_000_000, perSecond: 1_000_000 };

const start = (clock: { now: number }): Promise<RunningServer> => startClocked(backend, clock);

async function field(url: string, id: string, n: number, prefix: string): Promise<Map<string, Person>> {
  const out = new Map<string, Person>();
  for (let i = 0; i < n; i++) {
    const p = await person(url, `${prefix}${i}`);
    out.set(p.player.id, p);
    expect((await call(url, 'POST', `/api/tournaments/${id}/join`, p)).status).toBe(200);
  }
  return out;
}

/** The standings against the recomputation from the stored games (fixtures/recompute.ts), every row scored. */
async function expectStandings(server: RunningServer, d: TournamentDetail): Promise<void> {
  const rows = (await backend.rows(server, ROWS_SQL, [d.tournament.id])) as unknown as StoredRow[];
  const expected = recompute(rows, 'swiss', d.tournament.tableSize);
  expect(d.standings.map((s) => [s.player, s.score, s.games, s.buchholz, s.sonnebornBerger])).toEqual(
    d.standings.map((s) => {
      const r = expected.get(s.player);
      return [s.player, r?.score ?? 0, r?.games ?? 0, r?.buchholz ?? 0, r?.sonnebornBerger ?? 0];
    }),
  );
  const open = await backend.rows(
    server,
    'SELECT game_id FROM tournament_games WHERE tournament_id = ? AND scored = 0',
    [d.tournament.id],
  );
  expect(open).toEqual([]);
}

describe('Swiss round timing and the correspondence round deadline (SQLite, a clock moved by hand)', () => {
  it('refuses round timing where it has no meaning', async () => {
    const server = await start({ now: T0 });
    const creator = await account(server.url, 'Rémi', `remi${Date.now()}`);
    const swiss = { name: 'Rondes', game: 'tiny', format: 'swiss', rounds: 3, startsAt: T0 + MINUTE };
    const post = (body: object) => call(server.url, 'POST', '/api/tournaments', creator, body);
    const refused = async (body: object) => {
      const r = await post(body);
      return [r.status, r.body.error];
    };
    expect(await refused({ name: 'A', game: 'tiny', format: 'arena', minutes: 5, roundInterval: 60 })).toEqual([
      400,
      'badRequest',
    ]);
    expect(await refused({ ...swiss, roundDays: 3 })).toEqual([400, 'badRequest']);
    expect(await refused({ ...swiss, clock: { kind: 'correspondence', days: 7 }, roundDays: 3 })).toEqual([
      400,
      'badRequest',
    ]);
    expect(await refused({ ...swiss, roundStarts: [T0 + 3 * MINUTE, T0 + 2 * MINUTE] })).toEqual([400, 'badRequest']);
    expect(await refused({ ...swiss, roundStarts: [T0] })).toEqual([400, 'badRequest']);
    expect(await refused({ ...swiss, roundStarts: [T0 + 2 * MINUTE, T0 + 3 * MINUTE, T0 + 4 * MINUTE] })).toEqual([
      400,
      'badRequest',
    ]);
    expect(await refused({ ...swiss, roundInterval: -1 })).toEqual([400, 'badRequest']);
    const list = await call(server.url, 'GET', '/api/tournaments', null);
    expect(list.body.soon).toEqual([]);
    await server.close();
  }, 30_000);

  it('a round waits for its interval after the last game, and for its fixed start', async () => {
    const clock = { now: T0 };
    const server = await start(clock);
    const t = server.tournaments;
    if (t === null) throw new Error('no tournaments');
    const creator = await account(server.url, 'Inès', `ines${Date.now()}`);
    const made = await call(server.url, 'POST', '/api/tournaments', creator, {
      name: 'Suisse minutée',
      game: 'tiny',
      format: 'swiss',
      rounds: 3,
      startsAt: T0 + MINUTE,
      roundInterval: 120,
      roundStarts: [T0 + 20 * MINUTE],
    });
    expect(made.status).toBe(201);
    const id = (made.body as unknown as TournamentSummary).id;
    const people = await field(server.url, id, 6, 'W');
    const at = async () => {
      const d = await detail(server.url, id);
      return [d.tournament.round, d.playing.length, d.tournament.nextRoundAt];
    };
    clock.now = T0 + MINUTE;
    await t.tick();
    expect(await at()).toEqual([1, 3, null]);
    await playWave(server.url, id, people, 1);
    await t.idle();
    await t.tick();
    // Round 2's fixed start is later than the interval after round 1's end: it waits for that.
    expect(await at()).toEqual([1, 0, T0 + 20 * MINUTE]);
    clock.now = T0 + 20 * MINUTE - 1;
    await t.tick();
    expect(await at()).toEqual([1, 0, T0 + 20 * MINUTE]);
    clock.now = T0 + 20 * MINUTE;
    await t.tick();
    expect(await at()).toEqual([2, 3, null]);
    clock.now = T0 + 25 * MINUTE;
    await playWave(server.url, id, people, 2);
    await t.idle();
    // Round 3: 120 s after the pass that saw round 2 over (the one after its last game's score).
    expect(await at()).toEqual([2, 0, T0 + 25 * MINUTE + 120_000]);
    clock.now = T0 + 25 * MINUTE + 119_999;
    await t.tick();
    expect((await at())[0]).toBe(2);
    clock.now = T0 + 25 * MINUTE + 120_000;
    await t.tick();
    expect(await at()).toEqual([3, 3, null]);
    await playWave(server.url, id, people, 3);
    await t.idle();
    await t.tick();
    const end = await detail(server.url, id);
    expect(end.tournament.state).toBe('finished');
    await expectStandings(server, end);
    await server.close();
  }, 60_000);

  it('a correspondence Swiss: at the round deadline the side to move loses each game still going, once', async () => {
    const clock = { now: T0 };
    const server = await start(clock);
    const t = server.tournaments;
    if (t === null) throw new Error('no tournaments');
    const creator = await account(server.url, 'Léa', `lea${Date.now()}`);
    const made = await call(server.url, 'POST', '/api/tournaments', creator, {
      name: 'Suisse par correspondance',
      game: 'tiny',
      format: 'swiss',
      rounds: 2,
      startsAt: T0 + MINUTE,
      clock: { kind: 'correspondence', days: 1 },
      roundDays: 2,
    });
    expect(made.status).toBe(201);
    const id = (made.body as unknown as TournamentSummary).id;
    const people = await field(server.url, id, 6, 'K');
    clock.now = T0 + MINUTE;
    await t.tick();
    const r1 = await detail(server.url, id);
    const deadline = T0 + MINUTE + 2 * DAY;
    expect([r1.tournament.round, r1.playing.length, r1.tournament.roundDeadline]).toEqual([1, 3, deadline]);
    const [done, oneMove, none] = r1.playing;
    if (done === undefined || oneMove === undefined || none === undefined) throw new Error('three games');
    const seated = (g: typeof done) => g.players.map((p) => people.get(p.id) as Person);
    await playOut(server.url, done.game, seated(done), Rng.seeded(5));
    // One move: seat 1 is to move at the deadline; no move: seat 0 is.
    await playOut(server.url, oneMove.game, seated(oneMove), Rng.seeded(6), 1);
    await t.idle();
    clock.now = deadline - 1;
    await t.tick();
    expect((await detail(server.url, id)).playing).toHaveLength(2);
    clock.now = deadline;
    await Promise.all([t.tick(), t.scan(), t.tick()]);
    await t.idle();
    const settled = await backend.rows(
      server,
      'SELECT game_id, ranks FROM tournament_games WHERE tournament_id = ? AND settled = 1 ORDER BY game_id',
      [id],
    );
    expect(settled.map((r) => [r.game_id, JSON.parse(String(r.ranks))])).toEqual(
      [
        [oneMove.game, [1, 2]],
        [none.game, [2, 1]],
      ].sort((a, b) => (String(a[0]) < String(b[0]) ? -1 : 1)),
    );
    const after = await detail(server.url, id);
    const score = (p: string) => after.standings.find((s) => s.player === p)?.score;
    expect([oneMove.players.map((p) => score(p.id)), none.players.map((p) => score(p.id))]).toEqual([
      [2, 0],
      [0, 2],
    ]);
    // The games themselves end as they were scored: the seat to move's clock fell.
    const status = await backend.rows(server, 'SELECT id, status FROM games WHERE id IN (?, ?)', [
      oneMove.game,
      none.game,
    ]);
    expect(status.map((r) => r.status)).toEqual(['over', 'over']);
    // Round 2 at once (no interval), with the next deadline; nobody plays: all three settled, then the end.
    await t.tick();
    const r2 = await detail(server.url, id);
    expect([r2.tournament.round, r2.playing.length, r2.tournament.roundDeadline]).toEqual([2, 3, deadline + 2 * DAY]);
    clock.now = deadline + 2 * DAY;
    await t.tick();
    await t.idle();
    await t.tick();
    const end = await detail(server.url, id);
    expect(end.tournament.state).toBe('finished');
    expect(end.standings.reduce((n, s) => n + s.score, 0)).toBe(6 * 2);
    await expectStandings(server, end);
    await server.close();
  }, 60_000);
});
