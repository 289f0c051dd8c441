import { Rng } from '@ludotheque/engine';
import type { GameRatings, RatingAllowance, StartedSeat } from '@ludotheque/protocol';
import { describe, expect, it } from 'vitest';
import { InlineBots } from '../bot-move.js';
import { handTwoTeams } from '../fixtures/plackett-luce.js';
import { bindPlayers, createRated, makeAccounts, playEach, storeOf } from '../fixtures/rated.js';
import { useTempServer } from '../fixtures/temp-server.js';
import { account, call, type Person, person } from '../lobby/fixtures/people.js';
import { GAMES } from '../registry.js';
import { PAIR_LIMIT_PER_DAY, PairLimit } from './pair-limit.js';
import { NEW_RATING } from './rate.js';
import { ALLOWANCE_RATE } from './routes.js';
import { shownRating } from './scale.js';

// Issue 22, ratings: the cases found against main, replayed from outside (HTTP, the lobby) and at the authority.
const t = useTempServer('fair-play', {
  bots: new InlineBots(GAMES),
  // Pairing only at each arrival (no periodic pass racing the joining request for its answer).
  lobbyTimers: { watchEveryMs: 50, pairEveryMs: 600_000 },
  limits: { maxOpenTablesPerPlayer: 20 },
});

const api = (method: string, path: string, who: Person | null, body?: unknown) =>
  call(t.server.url, method, path, who, body);
const humans = (n: number) => Array.from({ length: n }, (_, i) => ({ kind: 'human' as const, name: `P${i + 1}` }));
const ratingsOf = (id: string) => api('GET', `/api/games/${id}/ratings`, null).then((r) => r.body as GameRatings);

/** The game's ratings answer once it is settled (the authority settles in the background after the last entry). */
async function settled(id: string): Promise<GameRatings> {
  for (let i = 0; i < 200; i++) {
    const g = await ratingsOf(id);
    if (g.status !== 'pending') return g;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`game ${id} still pending`);
}

/** A rated Linx duel of two players, bound to them, as an invite or a rematch leaves it. */
async function duel(a: string, b: string): Promise<string> {
  return createRated(t.server.authority, storeOf(t.server), { game: 'linx', options: {}, seats: humans(2) }, [a, b]);
}

const resign = async (id: string, seat: number) =>
  expect((await t.server.authority.command(id, seat, { type: 'resign' })).ok).toBe(true);

describe('a game too short to count is not rated', () => {
  it('the farmer replayed: 15 games resigned before any move, 15 after one move each, 5 resign-and-rematch: no change', async () => {
    const { farmer_fp: farmerId = '', alt_fp: altId = '' } = await makeAccounts(storeOf(t.server), [
      'farmer_fp',
      'alt_fp',
    ]);
    const farmer = { player: { id: farmerId } };
    const alt = { player: { id: altId } };
    const ids: string[] = [];
    for (let i = 0; i < 15; i++) {
      const id = await duel(alt.player.id, farmer.player.id);
      await resign(id, 0);
      ids.push(id);
    }
    const rng = Rng.seeded('farmer');
    for (let i = 0; i < 15; i++) {
      const id = await duel(alt.player.id, farmer.player.id);
      await playEach(t.server.authority, id, rng, 1, [0, 1]);
      await resign(id, 0);
      ids.push(id);
    }
    // And as found: the alt resigns before any move, the farmer offers a rematch, the alt accepts, five times over.
    let game = await duel(alt.player.id, farmer.player.id);
    let altSeat = 0;
    for (let i = 0; i < 5; i++) {
      await resign(game, altSeat);
      ids.push(game);
      const authority = t.server.authority;
      expect((await authority.command(game, 1 - altSeat, { type: 'rematch' })).ok).toBe(true);
      expect((await authority.command(game, altSeat, { type: 'answerRematch', accept: true })).ok).toBe(true);
      const next = (await authority.open(game))?.table.started;
      if (next === null || next === undefined) throw new Error('no rematch');
      // The rematch seats every player one seat on (table/); each binds their seat as their first join would.
      altSeat = next.seats[altSeat] as number;
      await bindPlayers(
        storeOf(t.server),
        next.id,
        altSeat === 0 ? [alt.player.id, farmer.player.id] : [farmer.player.id, alt.player.id],
      );
      game = next.id;
    }
    for (const id of ids) {
      const g = await settled(id);
      expect([g.status, g.reason, g.changes]).toEqual(['unrated', 'too short', []]);
    }
    expect(await t.server.ratings?.ratingOf(farmer.player.id, 'linx')).toBe(1000);
    const history = await api('GET', `/api/players/${farmer.player.id}/ratings`, null);
    expect(history.body.games).toEqual([]);
    // Too-short games hold no per-pair slot: the pair's next real game counts.
    const real = await duel(alt.player.id, farmer.player.id);
    await playEach(t.server.authority, real, rng, 2, [0, 1]);
    await resign(real, 0);
    expect((await settled(real)).status).toBe('rated');
    expect(await t.server.ratings?.ratingOf(farmer.player.id, 'linx')).toBeGreaterThan(1000);
  });

  it('two moves each count; a person with fewer (the other made more) does not', async () => {
    const { ana_fp: ana = '', bo_fp: bo = '' } = await makeAccounts(storeOf(t.server), ['ana_fp', 'bo_fp']);
    const a = { player: { id: ana } };
    const b = { player: { id: bo } };
    const rng = Rng.seeded('two');
    const short = await duel(a.player.id, b.player.id);
    // Three moves: the first mover makes two, the other one.
    for (let i = 0; i < 3; i++) {
      const live = await t.server.authority.open(short);
      if (live === null) throw new Error('no game');
      const seat = live.game.toMove(live.state) as number;
      const move = live.game.formatMove(live.state, live.game.randomMove(live.state, rng));
      expect((await t.server.authority.move(short, seat, live.version, move)).ok).toBe(true);
    }
    await resign(short, 0);
    const g = await settled(short);
    expect([g.status, g.reason]).toEqual(['unrated', 'too short']);
  });
  it('an abandonment after one move each is too short as well; after two moves each it counts', async () => {
    const { gil_fp: gil = '', hana_fp: hana = '' } = await makeAccounts(storeOf(t.server), ['gil_fp', 'hana_fp']);
    const rng = Rng.seeded('abandon');
    const abandon = async (id: string) => {
      const live = await t.server.authority.open(id);
      if (live === null) throw new Error('no game');
      const r = await t.server.authority.seatEvent(live, live.version, { type: 'abandon', seat: 1 });
      expect(r.ok).toBe(true);
    };
    const short = await duel(gil, hana);
    await playEach(t.server.authority, short, rng, 1, [0, 1]);
    await abandon(short);
    expect(await settled(short)).toMatchObject({ status: 'unrated', reason: 'too short' });
    const long = await duel(gil, hana);
    await playEach(t.server.authority, long, rng, 2, [0, 1]);
    await abandon(long);
    const g = await settled(long);
    expect(g.status).toBe('rated');
    expect(g.changes.map((c) => c.rank)).toEqual([1, 2]);
  });
});

describe('no subject rated twice in one game; bots rated only against people', () => {
  it('one account in two seats, one bot level in two seats, bots only: not rated, with the reason', async () => {
    const { solo_fp: solo = '' } = await makeAccounts(storeOf(t.server), ['solo_fp']);
    const a = { player: { id: solo } };
    const rng = Rng.seeded('self');
    const self = await duel(a.player.id, a.player.id);
    await playEach(t.server.authority, self, rng, 2, [0, 1]);
    await resign(self, 0);
    expect((await settled(self)).reason).toBe('one account in two seats');

    const store = storeOf(t.server);
    const created = await t.server.authority.create({
      game: 'linx',
      options: {},
      rated: true,
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }],
    });
    if (!created.ok) throw new Error(created.error.message);
    const mirror = created.value.id;
    await bindPlayers(store, mirror, [a.player.id, null, null]);
    await playEach(t.server.authority, mirror, rng, 2, [0]);
    await resign(mirror, 0);
    expect((await settled(mirror)).reason).toBe('one bot level in two seats');

    const bots = await t.server.authority.create({
      game: 'linx',
      options: { roundsToWin: 1 },
      rated: true,
      seats: [
        { kind: 'bot', level: 'random' },
        { kind: 'bot', level: 'easy' },
      ],
    });
    if (!bots.ok) throw new Error(bots.error.message);
    expect((await settled(bots.value.id)).reason).toBe('bots only');
    const board = await api('GET', '/api/ratings/linx', null);
    expect((board.body.bots as { level: string }[]).map((b) => b.level)).not.toContain('random');
  });
});

describe('the per-pair daily limit', () => {
  it(`${PAIR_LIMIT_PER_DAY} rated games a day between two people; the next is said casual before it starts, and is`, async () => {
    const cyd = await account(t.server.url, 'Cyd', 'cyd_fp');
    const dee = await account(t.server.url, 'Dee', 'dee_fp');
    const rng = Rng.seeded('pairs');
    const table = { game: 'linx', players: 2, options: {}, rated: true };
    const allowance = async () =>
      (await api('GET', `/api/ratings/linx/allowance?with=${cyd.player.id}`, dee)).body as RatingAllowance;
    const played: string[] = [];
    for (let i = 0; i < PAIR_LIMIT_PER_DAY; i++) {
      expect(await allowance()).toEqual({
        rated: true,
        reason: null,
        limit: PAIR_LIMIT_PER_DAY,
        pairs: [{ ...pairOf(cyd, dee), used: i }],
      });
      const opened = await api('POST', '/api/lobby/tables', cyd, table);
      const joined = await api('POST', `/api/lobby/tables/${String(opened.body.id)}/join`, dee);
      const seat = joined.body.started as StartedSeat;
      expect([seat.rated, seat.unratedReason]).toEqual([true, null]);
      await playEach(t.server.authority, seat.game, rng, 2, [0, 1]);
      await resign(seat.game, 0);
      expect((await settled(seat.game)).status).toBe('rated');
      played.push(seat.game);
    }
    // Said before: the lobby's note for the pair, and the last game's rematch offer.
    expect(await allowance()).toMatchObject({ rated: false, reason: 'pair limit', limit: PAIR_LIMIT_PER_DAY });
    expect((await ratingsOf(played.at(-1) as string)).rematch).toEqual({ rated: false, reason: 'pair limit' });
    // The start answer says casual, and the game's ratings answer too, before any move.
    const opened = await api('POST', '/api/lobby/tables', cyd, table);
    const joined = await api('POST', `/api/lobby/tables/${String(opened.body.id)}/join`, dee);
    const seat = joined.body.started as StartedSeat;
    expect([seat.rated, seat.unratedReason]).toEqual([false, 'pair limit']);
    expect(await ratingsOf(seat.game)).toMatchObject({ status: 'unrated', reason: 'pair limit' });
    const before = await t.server.ratings?.ratingOf(dee.player.id, 'linx');
    await playEach(t.server.authority, seat.game, rng, 2, [0, 1]);
    await resign(seat.game, 0);
    await t.server.ratings?.idle();
    expect(await ratingsOf(seat.game)).toMatchObject({ status: 'unrated', reason: 'pair limit', changes: [] });
    expect(await t.server.ratings?.ratingOf(dee.player.id, 'linx')).toBe(before);
    // An invite game of the same pair, settled at its end: casual too.
    const invite = await duel(cyd.player.id, dee.player.id);
    await playEach(t.server.authority, invite, rng, 2, [0, 1]);
    await resign(invite, 1);
    expect((await settled(invite)).reason).toBe('pair limit');
    // Counted in the store: another node (or this one after a restart) reads the same count.
    const other = new PairLimit(storeOf(t.server).db);
    expect(await other.uses('linx', [cyd.player.id, dee.player.id])).toEqual([
      { ...pairOf(cyd, dee), used: PAIR_LIMIT_PER_DAY },
    ]);
    // Tomorrow (24 hours on), the pair counts again; another game, or another opponent, counts today.
    const tomorrow = new PairLimit(storeOf(t.server).db, PAIR_LIMIT_PER_DAY, () => Date.now() + 86_400_001);
    expect((await tomorrow.uses('linx', [cyd.player.id, dee.player.id]))[0]?.used).toBe(0);
    expect((await other.uses('superpion', [cyd.player.id, dee.player.id]))[0]?.used).toBe(0);

    // Quick match: a rated wait never pairs this pair today (each waits for someone else).
    await api('POST', '/api/lobby/queue', cyd, { game: 'linx', players: 2, speed: 'untimed' });
    const q = await api('POST', '/api/lobby/queue', dee, { game: 'linx', players: 2, speed: 'untimed' });
    expect(q.body).toEqual({ queued: { game: 'linx', players: 2, speed: 'untimed', rated: true } });
    await new Promise((r) => setTimeout(r, 300));
    const lobby = await api('GET', '/api/lobby', null);
    expect(lobby.body.queue).toEqual([{ game: 'linx', players: 2, speed: 'untimed', rated: true, waiting: 2 }]);
    await api('DELETE', '/api/lobby/queue', cyd);
    await api('DELETE', '/api/lobby/queue', dee);
  });

  it('3 players or more: per pair of people at the table, the game casual when any pair is past the limit', async () => {
    const limit = new PairLimit(storeOf(t.server).db, 1);
    expect(await limit.claim('g1', 'linx', ['x', 'y', 'z'])).toBe(true);
    // x and y met once today: any table with both is past a limit of 1, one without them is not.
    expect(await limit.claim('g2', 'linx', ['x', 'y', 'w'])).toBe(false);
    expect(await limit.uses('linx', ['w', 'x'])).toEqual([{ a: 'w', b: 'x', used: 0 }]);
    expect(await limit.claim('g3', 'linx', ['w', 'x'])).toBe(true);
    // A claim is all or none, and a second claim of one game holds what it took.
    expect(await limit.claim('g1', 'linx', ['x', 'y', 'z'])).toBe(true);
    expect((await limit.uses('linx', ['w', 'y']))[0]?.used).toBe(0);
    // A game that ends unrated gives its slots back.
    await limit.release('g1');
    expect(await limit.claim('g2', 'linx', ['x', 'y', 'z'])).toBe(true);
  });
});

describe('the allowance question', () => {
  it('bad input is refused and changes nothing; it is limited per player (counted across nodes)', async () => {
    const who = await person(t.server.url, 'Ivo');
    const ask = (path: string, as: Person | null = who) => api('GET', path, as);
    expect((await ask('/api/ratings/linx/allowance?with=abc', null)).status).toBe(401);
    expect((await ask('/api/ratings/chess/allowance?with=abc')).status).toBe(404);
    for (const bad of ['', '?with=', '?with=a,,b', '?with=a;b', `?with=${Array(8).fill('a').join(',')}`])
      expect((await ask(`/api/ratings/linx/allowance${bad}`)).status).toBe(400);
    const codes: number[] = [];
    for (let i = 0; i < ALLOWANCE_RATE.points; i++)
      codes.push((await ask('/api/ratings/linx/allowance?with=x')).status);
    // The five bad questions above took points too.
    expect(codes.filter((c) => c === 200).length).toBe(ALLOWANCE_RATE.points - 5);
    expect(codes.at(-1)).toBe(429);
  });
});

const pairOf = (p: Person, q: Person) =>
  p.player.id < q.player.id ? { a: p.player.id, b: q.player.id } : { a: q.player.id, b: p.player.id };

describe('quick match between accounts is rated by default', () => {
  it('two accounts meet rated; a guest waits casual, may not ask rated, and never meets a rated wait', async () => {
    const eve = await account(t.server.url, 'Eve', 'eve_fp');
    const fay = await account(t.server.url, 'Fay', 'fay_fp');
    const guest = await person(t.server.url, 'Gus');
    const asked = await api('POST', '/api/lobby/queue', guest, {
      game: 'symbolix',
      players: 2,
      speed: 'untimed',
      rated: true,
    });
    expect([asked.status, asked.body.error]).toEqual([403, 'notRegistered']);
    const g = await api('POST', '/api/lobby/queue', guest, { game: 'symbolix', players: 2, speed: 'untimed' });
    expect(g.body).toEqual({ queued: { game: 'symbolix', players: 2, speed: 'untimed', rated: false } });
    const e = await api('POST', '/api/lobby/queue', eve, { game: 'symbolix', players: 2, speed: 'untimed' });
    expect(e.body).toEqual({ queued: { game: 'symbolix', players: 2, speed: 'untimed', rated: true } });
    await new Promise((r) => setTimeout(r, 200));
    const lobby = await api('GET', '/api/lobby', null);
    expect(lobby.body.queue).toEqual([
      { game: 'symbolix', players: 2, speed: 'untimed', rated: false, waiting: 1 },
      { game: 'symbolix', players: 2, speed: 'untimed', rated: true, waiting: 1 },
    ]);
    const f = await api('POST', '/api/lobby/queue', fay, { game: 'symbolix', players: 2, speed: 'untimed' });
    const started = f.body.started as StartedSeat;
    expect([started.rated, started.unratedReason]).toEqual([true, null]);
    expect((await ratingsOf(started.game)).status).toBe('pending');
    await api('DELETE', '/api/lobby/queue', guest);
    // An account may choose casual: it then meets casual waits only (here the guest's).
    const g2 = await api('POST', '/api/lobby/queue', guest, { game: 'symbolix', players: 2, speed: 'blitz' });
    expect(g2.status).toBe(200);
    const casual = await api('POST', '/api/lobby/queue', eve, {
      game: 'symbolix',
      players: 2,
      speed: 'blitz',
      rated: false,
    });
    const met = casual.body.started as StartedSeat;
    expect([met.rated, met.unratedReason]).toEqual([false, null]);
    expect((await ratingsOf(met.game)).status).toBe('casual');
  });
});

describe('teams rated as teams', () => {
  it('Superpion `teams`: red resigns after two moves each; blue+yellow win as a team (+61/−37), by hand', async () => {
    const people = await makeAccounts(storeOf(t.server), ['hal_fp', 'ivy_fp', 'jan_fp', 'kit_fp']);
    const id = await createRated(
      t.server.authority,
      storeOf(t.server),
      { game: 'superpion', options: { mode: 'teams' }, seats: humans(4) },
      Object.values(people),
    );
    await playEach(t.server.authority, id, Rng.seeded('teams'), 2, [0, 1, 2, 3]);
    await resign(id, 1);
    const g = await settled(id);
    expect(g.status).toBe('rated');
    expect(g.changes.map((c) => c.rank)).toEqual([1, 2, 1, 2]);
    const hand = handTwoTeams([NEW_RATING, NEW_RATING], [NEW_RATING, NEW_RATING], { tau: 25 / 300, limitSigma: true });
    const want = [hand.winner[0], hand.loser[0], hand.winner[1], hand.loser[1]];
    g.changes.forEach((c, i) => {
      expect(c.after.mu).toBeCloseTo(want[i]?.mu as number, 10);
      expect(c.after.sigma).toBeCloseTo(want[i]?.sigma as number, 10);
      expect(c.after.rating).toBe(shownRating(want[i] as never));
    });
    expect(g.changes.map((c) => c.after.rating - c.before.rating)).toEqual([61, -37, 61, -37]);
  });
});
