import { Rng } from '@ludotheque/engine';
import type { TournamentSummary } from '@ludotheque/protocol';
import { describe, expect, it } from 'vitest';
import { backends } from '../fixtures/backends.js';
import { TestClient } from '../fixtures/client.js';
import { closeTable, playRandomMove, type Table } from '../fixtures/play.js';
import { account, call, type Person, person } from '../lobby/fixtures/people.js';
import type { RunningServer } from '../server.js';
import { detail, startClocked, tinyTables } from './fixtures/sim.js';

// Berserk and abort dodging in tournaments (README "Berserk", "Abort dodging"), on one node over HTTP and sockets.

const [sqlite] = backends('tournaments-berserk');
const backend = sqlite as NonNullable<typeof sqlite>;
const T0 = 1_900_000_000_000;
const _LOOSE = { burst: 1_000_000, perSecond: 1_000_000 };
const REALTIME = { kind: 'realtime', baseSeconds: 60, incrementSeconds: 0 };

/** The tiny game with longer piles: 10 moves a seat (the tiny one has 6, fewer than berserk's 7). */
const longTables: typeof tinyTables = {
  ...tinyTables,
  id: 'long',
  setup(options, rng) {
    const s = tinyTables.setup(options, rng);
    return { ...s, piles: s.piles.map((p) => [...p, ...p]) };
  },
};

const start = (clock: { now: number }): Promise<RunningServer> =>
  startClocked(backend, clock, { tiny: tinyTables, long: longTables });

async function arena(url: string, creator: Person, game: string, extra: object = {}): Promise<string> {
  const made = await call(url, 'POST', '/api/tournaments', creator, {
    name: `Berserk ${game}`,
    game,
    format: 'arena',
    minutes: 30,
    clock: REALTIME,
    berserkable: true,
    ...extra,
  });
  expect(made.status).toBe(201);
  return (made.body as unknown as TournamentSummary).id;
}

async function seated(url: string, game: string, who: readonly Person[]): Promise<Table> {
  const seats: TestClient[] = [];
  for (const [seat, p] of who.entries()) {
    const c = await TestClient.connect(url, p.headers);
    c.send({ type: 'join', game, seat });
    await Promise.race([
      c.next('sync'),
      c.next('error').then((e) => {
        throw new Error(`join ${game} seat ${seat}: ${e.code} ${e.message}`);
      }),
    ]);
    seats.push(c);
  }
  const spectator = await TestClient.connect(url);
  spectator.send({ type: 'join', game });
  await spectator.next('sync');
  return { id: game, seats, spectator, created: { id: game, invites: [], spectate: '' } };
}

/**
 * The points worked out by hand (README "Points", "Berserk"): 2 a seat below, 1 a tie, doubled after two wins in a
 * row; then +1 for a berserk win with 7 moves or more (never doubled). Returns the points and whether it was a win.
 */
function expected(
  ranks: readonly number[],
  seat: number,
  berserk: boolean,
  moves: number,
  streak: number,
): { points: number; win: boolean } {
  let p = 0;
  let alone = true;
  for (const [j, r] of ranks.entries()) {
    if (j === seat) continue;
    if (r > (ranks[seat] as number)) p += 2;
    else {
      alone = false;
      if (r === ranks[seat]) p += 1;
    }
  }
  const base = streak >= 2 ? 2 * p : p;
  return { points: base + (berserk && alone && moves >= 7 ? 1 : 0), win: alone };
}

describe('berserk in an arena', () => {
  it('is refused at creation without an arena and a real-time clock, and at the table of a plain arena', async () => {
    const clock = { now: T0 };
    const server = await start(clock);
    const url = server.url;
    const creator = await account(url, 'Bea', `bea${Date.now()}`);
    for (const bad of [
      { format: 'swiss', rounds: 2, minutes: undefined },
      { clock: { kind: 'correspondence', days: 1 } },
      { clock: undefined },
    ]) {
      const r = await call(url, 'POST', '/api/tournaments', creator, {
        name: 'Bad',
        game: 'tiny',
        format: 'arena',
        minutes: 30,
        clock: REALTIME,
        berserkable: true,
        ...bad,
      });
      expect([r.status, r.body.error]).toEqual([400, 'berserkClock']);
    }
    const id = await arena(url, creator, 'tiny', { berserkable: false });
    const two = [await person(url, 'p0'), await person(url, 'p1')];
    for (const p of two) await call(url, 'POST', `/api/tournaments/${id}/join`, p);
    await server.tournaments?.tick();
    await server.tournaments?.idle();
    const [game] = (await detail(url, id)).playing;
    if (game === undefined) throw new Error(`no game: ${JSON.stringify(await detail(url, id))}`);
    const byId = new Map(two.map((p) => [p.player.id, p]));
    const table = await seated(
      url,
      game.game,
      game.players.map((p) => byId.get(p.id) as Person),
    );
    table.seats[0]?.send({ type: 'berserk' });
    // (The join's own wait for an error took the cursor: the frames are read as they came.)
    const errorOf = () => table.seats[0]?.messages.find((m) => m.type === 'error');
    await expect.poll(() => errorOf(), { timeout: 10_000 }).toMatchObject({ code: 'berserkNotTournament' });
    await closeTable(table);
    await server.close();
  }, 30_000);

  it('a berserk win counts one point more only with 7 moves or more; the standings mark it', async () => {
    const clock = { now: T0 };
    const server = await start(clock);
    const url = server.url;
    const t = server.tournaments;
    if (t === null) throw new Error('no tournaments');
    const creator = await account(url, 'Bo', `bo${Date.now()}`);
    for (const [game, moves] of [
      ['long', 10],
      ['tiny', 6],
    ] as const) {
      const id = await arena(url, creator, game);
      const two = [await person(url, `${game}0`), await person(url, `${game}1`)];
      for (const p of two) await call(url, 'POST', `/api/tournaments/${id}/join`, p);
      const got = new Map<string, number>();
      const berserks = new Map<string, number>();
      const streaks = new Map<string, number>();
      let berserkWins = 0;
      for (let round = 0; round < 4; round++) {
        await t.tick();
        await t.idle();
        const [g] = (await detail(url, id)).playing;
        if (g === undefined) throw new Error('no game');
        const byId = new Map(two.map((p) => [p.player.id, p]));
        const who = g.players.map((p) => byId.get(p.id) as Person);
        const table = await seated(url, g.game, who);
        // Seat 0 goes berserk in rounds 0, 2 and 3, seat 1 in rounds 1, 2 and 3.
        const mad = [round !== 1, round !== 0];
        for (const [seat, c] of table.seats.entries()) {
          if (!mad[seat]) continue;
          c.send({ type: 'berserk' });
          await c.next('event', (e) => e.platformEvent?.type === 'berserk');
        }
        // Everybody sees the halved clock.
        const seen = await table.spectator.next(
          'event',
          (e) => e.platformEvent?.type === 'berserk' && mad.every((m, s) => !m || (e.clock?.berserk ?? []).includes(s)),
        );
        expect(seen.clock?.berserk?.length).toBe(mad.filter(Boolean).length);
        const rng = Rng.seeded(round + 7);
        while (await playRandomMove(table, rng));
        await closeTable(table);
        await t.idle();
        const [row] = await backend.rows(server, 'SELECT g.result FROM games g WHERE g.id = ?', [g.game]);
        const ranks = (JSON.parse(String(row?.result)) as { ranks: number[] }).ranks;
        for (const [seat, p] of g.players.entries()) {
          const e = expected(ranks, seat, mad[seat] === true, moves, streaks.get(p.id) ?? 0);
          got.set(p.id, (got.get(p.id) ?? 0) + e.points);
          streaks.set(p.id, e.win ? (streaks.get(p.id) ?? 0) + 1 : 0);
          if (mad[seat] && e.win) berserkWins++;
          if (mad[seat]) berserks.set(p.id, (berserks.get(p.id) ?? 0) + 1);
        }
      }
      const d = await detail(url, id);
      for (const s of d.standings) {
        expect([s.player, s.score]).toEqual([s.player, got.get(s.player)]);
        expect(s.berserks).toBe(berserks.get(s.player) ?? 0);
      }
      // Berserk wins happened (a draw in all four is unlikely; the deals are random): the point was at stake.
      expect(berserkWins).toBeGreaterThan(0);
      const mine = await call(url, 'GET', `/api/players/${two[0]?.player.id}/tournaments`, null);
      expect((mine.body as unknown as { berserks?: number }[])[0]?.berserks ?? 0).toBe(
        berserks.get(two[0]?.player.id as string) ?? 0,
      );
    }
    await server.close();
  }, 60_000);
});

describe('abort dodging in an arena', () => {
  it('the seat that calls off a third game before any move is paused, whether or not it was to move', async () => {
    const clock = { now: T0 };
    const server = await start(clock);
    const url = server.url;
    const t = server.tournaments;
    if (t === null) throw new Error('no tournaments');
    const creator = await account(url, 'Ada', `ada${Date.now()}`);
    const id = await arena(url, creator, 'tiny', { berserkable: false });
    const two = [await person(url, 'd0'), await person(url, 'd1')];
    const byId = new Map(two.map((p) => [p.player.id, p]));
    for (const p of two) await call(url, 'POST', `/api/tournaments/${id}/join`, p);
    const aborts = new Map<string, number>();
    for (let i = 0; i < 6 && ![...aborts.values()].some((n) => n > 2); i++) {
      await t.tick();
      await t.idle();
      const [g] = (await detail(url, id)).playing;
      if (g === undefined) throw new Error('no game');
      // Seat 0 is to move first in the tiny game; seat 1 calls off every other game while seat 0 is to move (the
      // store keeps who sent the abort: charging the seat to move would punish the wrong player).
      const who = i % 2;
      const dodger = g.players[who]?.id as string;
      const table = await seated(
        url,
        g.game,
        g.players.map((p) => byId.get(p.id) as Person),
      );
      table.seats[who]?.send({ type: 'abort' });
      await table.spectator.next('aborted');
      await closeTable(table);
      aborts.set(dodger, (aborts.get(dodger) ?? 0) + 1);
      await t.tick(); // the scan scores the aborted game
      await t.idle();
      const d = await detail(url, id);
      for (const s of d.standings) expect([s.player, s.paused]).toEqual([s.player, (aborts.get(s.player) ?? 0) > 2]);
    }
    expect(Math.max(...aborts.values())).toBe(3);
    await server.close();
  }, 60_000);
});
