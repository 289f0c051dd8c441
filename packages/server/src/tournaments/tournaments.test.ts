import type { TournamentDetail, TournamentSummary } from '@ludotheque/protocol';
import { describe, expect, it } from 'vitest';
import { backends } from '../fixtures/backends.js';
import { account, call, type Person, person } from '../lobby/fixtures/people.js';
import type { RunningServer } from '../server.js';
import { ROWS_SQL, recompute, type StoredRow } from './fixtures/recompute.js';
import { detail, playWave, startClocked } from './fixtures/sim.js';

const [sqlite] = backends('tournaments');
const backend = sqlite as NonNullable<typeof sqlite>;
const MINUTE = 60_000;
const T0 = 1_900_000_000_000;
const _LOOSE = { burst: 1_000_000, perSecond: 1_000_000 };

const start = (clock: { now: number }): Promise<RunningServer> => startClocked(backend, clock);

async function people(url: string, n: number, prefix: string): Promise<Map<string, Person>> {
  const out = new Map<string, Person>();
  for (let i = 0; i < n; i++) {
    const p = await person(url, `${prefix}${i}`);
    out.set(p.player.id, p);
  }
  return out;
}

/** The server's standings against the independent recomputation from the stored games (fixtures/recompute.ts). */
async function expectStandings(server: RunningServer, d: TournamentDetail): Promise<void> {
  const rows = (await backend.rows(server, ROWS_SQL, [d.tournament.id])) as unknown as StoredRow[];
  const expected = recompute(rows, d.tournament.format, d.tournament.tableSize);
  const shown = d.standings.map((s) => [s.player, [s.score, s.games, s.wins, s.buchholz, s.sonnebornBerger]]);
  const wanted = d.standings.map((s) => {
    const r = expected.get(s.player) ?? { score: 0, games: 0, wins: 0, buchholz: 0, sonnebornBerger: 0 };
    const swiss = d.tournament.format === 'swiss';
    return [s.player, [r.score, r.games, r.wins, swiss ? r.buchholz : 0, swiss ? r.sonnebornBerger : 0]];
  });
  expect(shown).toEqual(wanted);
  const scores = d.standings.map((s) => s.score);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  // Every stored game scored once: no row left unscored, and the points given are the points counted.
  const unscored = await backend.rows(
    server,
    'SELECT game_id FROM tournament_games WHERE tournament_id = ? AND scored = 0',
    [d.tournament.id],
  );
  expect(unscored).toEqual([]);
}

describe('tournaments on one node (SQLite, scripted clients, a clock moved by hand)', () => {
  it('refuses bad input with a clear error and changes nothing', async () => {
    const clock = { now: T0 };
    const server = await start(clock);
    const url = server.url;
    const guest = await person(url, 'Gus');
    const creator = await account(url, 'Cléo', `cleo${Date.now()}`);
    const arena = { name: 'Soir', game: 'tiny', format: 'arena', minutes: 10 };
    expect((await call(url, 'POST', '/api/tournaments', guest, arena)).body.error).toBe('notRegistered');
    expect((await call(url, 'POST', '/api/tournaments', creator, { ...arena, game: 'nope' })).status).toBe(404);
    expect((await call(url, 'POST', '/api/tournaments', creator, { ...arena, tableSize: 7 })).status).toBe(400);
    expect((await call(url, 'POST', '/api/tournaments', creator, { ...arena, minutes: undefined })).status).toBe(400);
    expect(
      (await call(url, 'POST', '/api/tournaments', creator, { ...arena, ratingMin: 1500, ratingMax: 1200 })).status,
    ).toBe(400);
    // A name goes through the one name policy: a bidi override, a zero-width space, a blank name are refused.
    const namer = await account(url, 'Noé', `noe${Date.now()}`);
    for (const name of ['Soir\u202Etxet', 'So\u200Bir', '\u3164\u3164']) {
      const bad = await call(url, 'POST', '/api/tournaments', namer, { ...arena, name });
      expect([bad.status, bad.body.error]).toEqual([400, 'badName']);
    }
    expect((await call(url, 'GET', '/api/tournaments', null)).body).toEqual({ now: [], soon: [], finished: [] });
    const made = await call(url, 'POST', '/api/tournaments', creator, { ...arena, password: 'sésame', maxPlayers: 2 });
    expect(made.status).toBe(201);
    const id = (made.body as unknown as TournamentSummary).id;
    const wrong = await call(url, 'POST', `/api/tournaments/${id}/join`, guest, { password: 'nope' });
    expect([wrong.status, wrong.body.error]).toEqual([403, 'wrongPassword']);
    expect((await call(url, 'POST', `/api/tournaments/${id}/join`, guest, { password: 'sésame' })).status).toBe(200);
    const twice = await call(url, 'POST', `/api/tournaments/${id}/join`, guest, { password: 'sésame' });
    expect([twice.status, twice.body.error]).toEqual([409, 'alreadyJoined']);
    await call(url, 'POST', `/api/tournaments/${id}/join`, creator, { password: 'sésame' });
    const third = await person(url, 'Tia');
    const full = await call(url, 'POST', `/api/tournaments/${id}/join`, third, { password: 'sésame' });
    expect([full.status, full.body.error]).toEqual([409, 'full']);
    expect((await detail(url, id)).tournament.players).toBe(2);
    // Entry conditions: a minimum of rated games, a rating range (a newcomer shows 1000).
    const picky = await call(url, 'POST', '/api/tournaments', creator, { ...arena, minRatedGames: 3 });
    const pid = (picky.body as unknown as TournamentSummary).id;
    const ineligible = await call(url, 'POST', `/api/tournaments/${pid}/join`, third);
    expect([ineligible.status, ineligible.body.error]).toEqual([403, 'notEligible']);
    const range = await call(url, 'POST', '/api/tournaments', creator, { ...arena, ratingMin: 1200 });
    const rid = (range.body as unknown as TournamentSummary).id;
    expect((await call(url, 'POST', `/api/tournaments/${rid}/join`, third)).body.error).toBe('notEligible');
    expect((await detail(url, rid)).tournament.players).toBe(0);
    // Three unfinished tournaments per creator.
    const fourth = await call(url, 'POST', '/api/tournaments', creator, arena);
    expect([fourth.status, fourth.body.error]).toEqual([429, 'tooManyTournaments']);
    // Not joined, unknown, after the end.
    expect((await call(url, 'POST', `/api/tournaments/${pid}/pause`, third)).body.error).toBe('notJoined');
    expect((await call(url, 'GET', '/api/tournaments/nosuchtournament', null)).status).toBe(404);
    // The arena started at once: its two players were paired. Past the end, their game still counts.
    expect((await detail(url, id)).playing).toHaveLength(1);
    clock.now = T0 + 11 * MINUTE;
    await server.tournaments?.tick();
    expect((await detail(url, id)).tournament.state).toBe('running');
    // Past the end no one joins, though its last game is still played.
    const ended = await call(url, 'POST', `/api/tournaments/${id}/join`, third, { password: 'sésame' });
    expect([ended.status, ended.body.error]).toEqual([409, 'tournamentOver']);
    const pair = new Map([guest, creator].map((p) => [p.player.id, p]));
    await playWave(url, id, pair, 1);
    await server.tournaments?.idle();
    await server.tournaments?.tick();
    expect((await detail(url, id)).tournament.state).toBe('finished');
    const late = await call(url, 'POST', `/api/tournaments/${id}/join`, third, { password: 'sésame' });
    expect([late.status, late.body.error]).toEqual([409, 'tournamentOver']);
  });

  it('a player who misses a game start loses it on time and is paused (arena) or withdrawn (Swiss)', async () => {
    const clock = { now: T0 };
    const server = await start(clock);
    const url = server.url;
    const t = server.tournaments;
    if (t === null) throw new Error('no tournaments');
    const creator = await account(url, 'Abi', `abi${Date.now()}`);
    const realtime = { kind: 'realtime', baseSeconds: 1, incrementSeconds: 0 };
    for (const format of ['arena', 'swiss'] as const) {
      const made = await call(url, 'POST', '/api/tournaments', creator, {
        name: `Absents ${format}`,
        game: 'tiny',
        format,
        clock: realtime,
        ...(format === 'arena' ? { minutes: 10 } : { rounds: 2, startsAt: T0 + MINUTE }),
      });
      expect(made.status).toBe(201);
      const id = (made.body as unknown as TournamentSummary).id;
      const two = await people(url, 2, `${format}-absent`);
      for (const p of two.values()) await call(url, 'POST', `/api/tournaments/${id}/join`, p);
      clock.now = format === 'arena' ? T0 : T0 + MINUTE;
      await t.tick();
      const [game] = (await detail(url, id)).playing;
      if (game === undefined) throw new Error('no game');
      // Nobody moves: the first seat's second runs out (clocks/), a loss, and its player missed the start.
      const absent = game.players[0]?.id;
      await expect.poll(async () => (await detail(url, id)).playing.length, { timeout: 10_000 }).toBe(0);
      await t.idle();
      const d = await detail(url, id);
      const row = d.standings.find((s) => s.player === absent);
      expect([row?.score, row?.paused, row?.withdrawn]).toEqual(
        format === 'arena' ? [0, true, false] : [0, false, true],
      );
      expect(d.standings.find((s) => s.player !== absent)?.score).toBe(2);
      clock.now = T0;
    }
  }, 60_000);

  it('a 20-player arena of 2-seat games runs to its end: pause, come back, late join, standings as recomputed', async () => {
    const clock = { now: T0 };
    const server = await start(clock);
    const url = server.url;
    const t = server.tournaments;
    if (t === null) throw new Error('no tournaments');
    const creator = await account(url, 'Ana', `ana${Date.now()}`);
    const made = await call(url, 'POST', '/api/tournaments', creator, {
      name: 'Arène',
      game: 'tiny',
      format: 'arena',
      minutes: 10,
      startsAt: T0 + MINUTE,
    });
    const id = (made.body as unknown as TournamentSummary).id;
    const field = await people(url, 20, 'A');
    for (const p of field.values())
      expect((await call(url, 'POST', `/api/tournaments/${id}/join`, p)).status).toBe(200);
    await t.tick();
    expect((await detail(url, id)).tournament.state).toBe('created');
    clock.now = T0 + MINUTE;
    await t.tick();
    const first = await detail(url, id);
    expect(first.tournament.state).toBe('running');
    expect(first.playing).toHaveLength(10);
    const [paused] = [...field.values()];
    const pausedId = (paused as Person).player.id;
    let late: Person | null = null;
    const lastOpponent = new Map<string, string>();
    for (let wave = 0; wave < 8; wave++) {
      if (wave === 2)
        expect((await call(url, 'POST', `/api/tournaments/${id}/pause`, paused as Person)).status).toBe(200);
      if (wave === 5)
        expect((await call(url, 'POST', `/api/tournaments/${id}/resume`, paused as Person)).status).toBe(200);
      if (wave === 3) {
        late = await person(url, 'Retardataire');
        field.set(late.player.id, late);
        expect((await call(url, 'POST', `/api/tournaments/${id}/join`, late)).status).toBe(200);
      }
      await t.idle();
      const before = await detail(url, id);
      // Nobody plays the opponent of their last game again while others can come.
      for (const g of before.playing) {
        const [a, b] = g.players.map((p) => p.id) as [string, string];
        expect(lastOpponent.get(a)).not.toBe(b);
      }
      if (wave >= 3 && wave < 5)
        expect(before.playing.some((g) => g.players.some((p) => p.id === pausedId))).toBe(false);
      const played = await playWave(url, id, field, wave);
      for (const g of before.playing.filter((g) => played.includes(g.game))) {
        const [a, b] = g.players.map((p) => p.id) as [string, string];
        lastOpponent.set(a, b);
        lastOpponent.set(b, a);
      }
      await t.idle();
      clock.now += MINUTE;
      await t.tick();
    }
    const mine = await detail(url, id, paused as Person);
    expect(mine.me?.paused).toBe(false);
    // The end: the games paired before it are played out, then the arena is finished.
    clock.now = T0 + 11 * MINUTE;
    await t.tick();
    await playWave(url, id, field, 99);
    await t.idle();
    await t.tick();
    const end = await detail(url, id);
    expect(end.tournament.state).toBe('finished');
    expect(end.playing).toEqual([]);
    expect(end.standings.find((s) => s.player === late?.player.id)?.games).toBeGreaterThan(0);
    await expectStandings(server, end);
    // Each player's profile lists the arena with their place.
    const top = end.standings[0];
    const theirs = await call(url, 'GET', `/api/players/${top?.player}/tournaments`, null);
    expect(theirs.body).toEqual([
      { tournament: expect.objectContaining({ id, state: 'finished' }), rank: 1, score: top?.score, games: top?.games },
    ]);
    // Someone was on fire: the recomputation covers doubled points (sanity: the field scored more than 2 a win).
    expect(end.standings.reduce((a, s) => a + s.score, 0)).toBeGreaterThan(0);
  }, 120_000);

  it('a 21-player Swiss of 4-seat tables: byes once each, tables by score, standings and tie-breaks as recomputed', async () => {
    const clock = { now: T0 };
    const server = await start(clock);
    const url = server.url;
    const t = server.tournaments;
    if (t === null) throw new Error('no tournaments');
    const creator = await account(url, 'Léa', `lea${Date.now()}`);
    const made = await call(url, 'POST', '/api/tournaments', creator, {
      name: 'Suisse à quatre',
      game: 'tiny',
      format: 'swiss',
      rounds: 3,
      tableSize: 4,
      startsAt: T0 + MINUTE,
    });
    expect(made.status).toBe(201);
    const id = (made.body as unknown as TournamentSummary).id;
    const field = await people(url, 21, 'S');
    for (const p of field.values()) await call(url, 'POST', `/api/tournaments/${id}/join`, p);
    clock.now = T0 + MINUTE;
    for (let round = 1; round <= 3; round++) {
      await t.tick();
      const d = await detail(url, id);
      expect(d.tournament.round).toBe(round);
      expect(d.playing).toHaveLength(5);
      expect(d.playing.every((g) => g.players.length === 4)).toBe(true);
      // A player joins no game twice in a round.
      const seated = d.playing.flatMap((g) => g.players.map((p) => p.id));
      expect(new Set(seated).size).toBe(20);
      await playWave(url, id, field, round);
      await t.idle();
    }
    await t.tick();
    const end = await detail(url, id);
    expect(end.tournament.state).toBe('finished');
    const byes = await backend.rows(server, "SELECT players FROM tournament_games WHERE game_id LIKE 'bye:%'");
    const byePlayers = byes.map((r) => (JSON.parse(String(r.players)) as string[])[0]);
    expect(byePlayers).toHaveLength(3);
    expect(new Set(byePlayers).size).toBe(3);
    await expectStandings(server, end);
  }, 120_000);

  it('a 20-player Swiss of 2-seat games: no pairing twice, first seats balanced, next round when the last game ends', async () => {
    const clock = { now: T0 };
    const server = await start(clock);
    const url = server.url;
    const t = server.tournaments;
    if (t === null) throw new Error('no tournaments');
    const creator = await account(url, 'Zoé', `zoe${Date.now()}`);
    const made = await call(url, 'POST', '/api/tournaments', creator, {
      name: 'Suisse',
      game: 'tiny',
      format: 'swiss',
      rounds: 5,
      startsAt: T0,
    });
    const id = (made.body as unknown as TournamentSummary).id;
    const field = await people(url, 20, 'W');
    for (const p of field.values()) await call(url, 'POST', `/api/tournaments/${id}/join`, p);
    const met = new Set<string>();
    const firsts = new Map<string, number>();
    for (let round = 1; round <= 5; round++) {
      await t.tick();
      const d = await detail(url, id);
      expect([d.tournament.round, d.playing.length]).toEqual([round, 10]);
      for (const g of d.playing) {
        const [a, b] = g.players.map((p) => p.id) as [string, string];
        const key = [a, b].sort().join('|');
        expect(met.has(key)).toBe(false);
        met.add(key);
        firsts.set(a, (firsts.get(a) ?? 0) + 1);
      }
      // Half the games end: the next round waits for the rest.
      const half = new Set(d.playing.slice(0, 5).map((g) => g.game));
      await playWave(url, id, field, round, (g) => half.has(g));
      await t.idle();
      await t.tick();
      expect((await detail(url, id)).tournament.round).toBe(round);
      await playWave(url, id, field, round + 10);
      await t.idle();
    }
    await t.tick();
    const end = await detail(url, id);
    expect(end.tournament.state).toBe('finished');
    // Five games each: two or three of them from the first seat.
    for (const id of field.keys()) expect([2, 3]).toContain(firsts.get(id) ?? 0);
    await expectStandings(server, end);
  }, 120_000);
});
