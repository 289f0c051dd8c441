import { describe, expect, it } from 'vitest';
import { useTempServer } from '../fixtures/temp-server.js';
import { account, call, type Person, person } from '../lobby/fixtures/people.js';
import { NEW_SOLVER, puzzleFromShipped, rateAttempt, shownPuzzleRating } from './rating.js';
import { PUZZLE_RATE } from './routes.js';
import { shippedPuzzles } from './shipped.js';

/** Issue 27: puzzle ratings kept on the server for accounts, one per solver and game, the same on every device. */
const t = useTempServer('puzzles');

const rating = async (who: Person, game: string) =>
  (await call(t.server.url, 'GET', `/api/puzzles/rating?game=${game}`, who)).body as {
    rating: number;
    attempts: number;
    streak: number;
    solved: string[];
  };
const attempt = (who: Person, id: string, body: unknown) =>
  call(t.server.url, 'POST', `/api/puzzles/${id}/attempt`, who, body);

/** A second session of the same account (another device): a fresh login. */
async function secondDevice(username: string): Promise<Person> {
  const r = await fetch(`${t.server.url}/api/account/login`, {
    method: 'POST',
    headers: { origin: t.server.url, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: `${username} long enough password` }),
  });
  expect(r.status).toBe(200);
  const cookie = (r.headers.getSetCookie().find((c) => c.startsWith('ludo_session=')) ?? '').split(';')[0] ?? '';
  return { player: { id: '', name: '', registered: true }, headers: { cookie } };
}

/** The first shipped puzzle of a game whose difficulty is near the middle (a solver's first meeting). */
const puzzleOf = (game: string, skip: readonly string[] = []): string => {
  for (const [id, p] of shippedPuzzles()) if (p.game === game && !skip.includes(id)) return id;
  throw new Error(`no ${game} puzzle shipped`);
};

describe('the rating arithmetic (openskill)', () => {
  it('a first miss against an even puzzle costs tens of points, not ~191; a solve gains about as much', () => {
    const even = puzzleFromShipped(1500);
    const miss = shownPuzzleRating(rateAttempt(NEW_SOLVER, even, false).solver);
    const hit = shownPuzzleRating(rateAttempt(NEW_SOLVER, even, true).solver);
    expect(1500 - miss).toBeGreaterThan(10);
    expect(1500 - miss).toBeLessThan(80);
    expect(hit - 1500).toBeGreaterThan(10);
    expect(hit - 1500).toBeLessThan(80);
    // Missing an easy puzzle costs more than missing a hard one (openskill weighs the surprise).
    const missEasy = shownPuzzleRating(rateAttempt(NEW_SOLVER, puzzleFromShipped(1000), false).solver);
    const missHard = shownPuzzleRating(rateAttempt(NEW_SOLVER, puzzleFromShipped(1750), false).solver);
    expect(1500 - missEasy).toBeGreaterThan(1500 - missHard);
  });
});

describe('puzzle ratings on the server', () => {
  it('one rating per game, kept for the account and seen the same from a second device', async () => {
    const ada = await account(t.server.url, 'Ada', 'ada27');
    expect(await rating(ada, 'linx')).toMatchObject({ rating: 1500, attempts: 0, streak: 0, solved: [] });
    const first = puzzleOf('linx');
    const r = await attempt(ada, first, { solved: true });
    expect(r.status).toBe(200);
    expect(r.body.rated).toBe(true);
    const linx = await rating(ada, 'linx');
    expect(linx.rating).toBeGreaterThan(1500);
    expect(linx).toMatchObject({ attempts: 1, streak: 1, solved: [first] });
    // Another game's rating has not moved.
    expect(await rating(ada, 'superpion')).toMatchObject({ rating: 1500, attempts: 0 });
    const miss = await attempt(ada, puzzleOf('superpion'), { solved: false });
    expect(miss.status).toBe(200);
    const sp = await rating(ada, 'superpion');
    expect(sp.rating).toBeLessThan(1500);
    expect(1500 - sp.rating).toBeLessThan(100);
    expect((await rating(ada, 'linx')).rating).toBe(linx.rating);
    // The same account on another device reads the same ratings.
    const phone = await secondDevice('ada27');
    expect(await rating(phone, 'linx')).toEqual(await rating(ada, 'linx'));
    expect((await rating(phone, 'superpion')).rating).toBe(sp.rating);
    // A repeat of a puzzle already tried (from any device) is not rated again.
    const again = await attempt(phone, first, { solved: true });
    expect(again.body.rated).toBe(false);
    expect((await rating(ada, 'linx')).rating).toBe(linx.rating);
  });

  it('refuses guests, bad ids, bad bodies and unknown puzzles, changing nothing', async () => {
    const guest = await person(t.server.url, 'Gus');
    expect((await attempt(guest, puzzleOf('linx'), { solved: true })).status).toBe(403);
    expect((await call(t.server.url, 'GET', '/api/puzzles/rating?game=linx', guest)).status).toBe(403);
    const bea = await account(t.server.url, 'Bea', 'bea27');
    expect((await attempt(bea, 'chess-0001', { solved: true })).status).toBe(400);
    expect((await attempt(bea, 'linx-9999', { solved: true })).status).toBe(404);
    expect((await attempt(bea, puzzleOf('linx'), { solved: 'yes' })).status).toBe(400);
    expect((await attempt(bea, puzzleOf('linx'), { solved: true, rating: 3000 })).status).toBe(400);
    expect((await call(t.server.url, 'GET', '/api/puzzles/rating?game=chess', bea)).status).toBe(400);
    expect(await rating(bea, 'linx')).toMatchObject({ rating: 1500, attempts: 0 });
  });

  it('limits attempts per player', async () => {
    const cy = await account(t.server.url, 'Cy', 'cy27');
    const ids = [...shippedPuzzles().keys()];
    const statuses: number[] = [];
    for (let i = 0; i <= PUZZLE_RATE.points; i++)
      statuses.push((await attempt(cy, ids[i] as string, { solved: true })).status);
    expect(statuses.slice(0, PUZZLE_RATE.points).every((s) => s === 200)).toBe(true);
    expect(statuses[PUZZLE_RATE.points]).toBe(429);
  });
});
