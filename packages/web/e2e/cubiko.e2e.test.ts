/**
 * Cubiko in the browser (issue 7, "Web"): the new-game page's Cubiko choices reach the local link, and a local game
 * against a random bot at `exact` precision is played by hand to its end: the human throws by dragging on the WebGL
 * table (software WebGL: SwiftShader), watches the replay, places cubes by clicking the ball's cell (CB-11), and
 * the game ends by a configuration (CB-15, CB-16). A Node copy of the game checks every cell the page shows.
 */
import { CELL_NAMES, cubiko } from '@ludotheque/cubiko';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  choose,
  dragCountedThrow,
  dragThrow,
  gridCubes,
  judge,
  LONG,
  loggedMoves,
  nearness,
  nextAsk,
  Referee,
  seatCells,
  waitLog,
  webglApp,
} from './cubiko-play.js';
import { shot } from './harness.js';

const app = webglApp();

/** CB-15, from the rules text: three cubes in one cell, or one in each cell of a row, column or diagonal. */
function isConfiguration(cells: readonly string[]): boolean {
  if (cells.length !== 3) return false;
  const [a, b, c] = cells.map((x) => CELL_NAMES.indexOf(x as 'a1')).sort((x, y) => x - y) as [number, number, number];
  if (a === b && b === c) return true;
  if (a === b || b === c) return false;
  const files = [a % 3, b % 3, c % 3];
  const ranks = [Math.floor(a / 3), Math.floor(b / 3), Math.floor(c / 3)];
  const same = (xs: number[]) => xs[0] === xs[1] && xs[1] === xs[2];
  const diagonal = (a === 0 && b === 4 && c === 8) || (a === 2 && b === 4 && c === 6);
  return same(files) || same(ranks) || diagonal;
}

/**
 * Plays the person's seat (0) against the bot to the end of the game: each throw a drag chosen to bring a
 * configuration nearer (CB-15), each CB-11 answer a click; checks on the way that the page shows the cells Node
 * computes, that a throw is told as sent, and that the ball's cell is the one Node found (`landed` is the status).
 */
async function playToEnd(page: Page, referee: Referee, landed: (cell: string) => string) {
  await page.getByTestId('cb-canvas').waitFor({ timeout: 60_000 });
  let throws = 0;
  let placed = 0;
  for (let turn = 0; turn < 25; turn++) {
    const ask = await nextAsk(page, 120_000);
    referee.sync(await loggedMoves(page));
    if (ask === 'over') break;
    expect(ask).toBe('throw'); // CB-11's choice only follows the person's own counted throw
    expect(await gridCubes(page)).toEqual(referee.cellsByCube()); // CB-10, the same cells in Node
    const now = nearness(seatCells(referee.state, 0));
    const logged = (await loggedMoves(page)).length;
    const plan = await dragThrow(
      page,
      (text) => judge(referee.state, text),
      (p) => p.worth > now,
    );
    throws++;
    await waitLog(page, logged);
    // Sent as aimed, told as sent: `exact` precision adds no noise (CB-6).
    expect((await loggedMoves(page))[logged]).toBe(plan.text);
    if (plan.cell === null || plan.answer === null) continue;
    // CB-9, CB-11: after the replay the ball's cell is offered, the one Node found.
    expect(await nextAsk(page, 120_000)).toBe('choose');
    expect(await page.getByTestId('status').textContent()).toContain(landed(plan.cell));
    if (throws === 1) await shot(page, 'cubiko-bot-placement');
    await choose(page, plan.answer, plan.cell);
    if (plan.answer === 'place') placed++;
    await waitLog(page, logged + 1);
  }
  const end = page.getByTestId('match-over');
  await end.waitFor();
  referee.sync(await loggedMoves(page));
  expect(await gridCubes(page)).toEqual(referee.cellsByCube());
  return { throws, placed, end };
}

describe('Cubiko in the browser', () => {
  it('offers players, precision and scoring on the new-game page, into the local link', async () => {
    const page = await app().browser.newPage({ locale: 'en-GB', viewport: { width: 1200, height: 900 } });
    await page.goto(`${app().url}/#/new/cubiko`);
    await page.locator('input[name="cbPlayers"][value="3"]').check();
    await page.locator('input[name="cbPrecision"][value="shaky"]').check();
    await page.locator('input[name="cbScoring"][value="points"]').check();
    await page.locator('input[name="cbTarget"]').fill('5');
    await page.locator('input[name="mode"][value="hotseat"]').check();
    await page.getByRole('button', { name: /start/i }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/local/cubiko'));
    const hash = await page.evaluate(() => location.hash);
    expect(hash).toContain('precision=shaky');
    expect(hash).toContain('scoring=points');
    expect(hash).toContain('target=5');
    expect(hash.split('seats=')[1]?.split('&')[0]?.split(',')).toHaveLength(3);
    await page.close();
  });

  it('on a phone the throw panel fits the screen: every slider usable, nothing past the edge', async () => {
    const page = await app().browser.newPage({ locale: 'fr-FR', viewport: { width: 375, height: 800 } });
    await page.goto(`${app().url}/#/local/cubiko?seats=h:Ana,b:random&seed=cb-phone&delay=0&precision=exact`);
    await page.locator('.cb-slider').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const boxes = await page
      .locator('.cb-slider input, .cb-slider output')
      .evaluateAll((els) =>
        els.map((e) => e.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right, width: r.width })),
      );
    expect(boxes).toHaveLength(10);
    for (const b of boxes) {
      expect(b.left).toBeGreaterThanOrEqual(0);
      expect(b.right).toBeLessThanOrEqual(375);
    }
    // The sliders themselves keep most of the width (a thumb can be dragged with a finger).
    for (const b of boxes.filter((_, i) => i % 2 === 0)) expect(b.width).toBeGreaterThan(200);
    await shot(page, 'cubiko-phone-aim');
    await page.close();
  });

  it(
    'plays a bot to the end: throws by dragging, places by clicking, a configuration wins (CB-16)',
    async () => {
      const page = await app().browser.newPage({ locale: 'en-GB', viewport: { width: 1200, height: 900 } });
      await page.goto(`${app().url}/#/local/cubiko?seats=h:Ana,b:random&seed=cb-e2e&delay=0&precision=exact`);
      const referee = await Referee.start({ players: 2 });
      const { throws, placed, end } = await playToEnd(page, referee, (cell) => `The ball landed in ${cell}`);
      expect(throws).toBeGreaterThanOrEqual(3);
      expect(placed).toBeGreaterThanOrEqual(1);
      // The game ended by a configuration of the mover (basic rule, CB-16), the one the end screen names.
      const winner = cubiko.outcome(referee.state)?.ranks.indexOf(1) ?? -1;
      const cells = seatCells(referee.state, winner).map((c) => CELL_NAMES[c] ?? '?');
      expect(isConfiguration(cells)).toBe(true);
      const name = winner === 0 ? 'Ana' : 'Lulu (random)'; // the bot's own name (issue 25)
      // Ana is this screen's one person: "you" (issue 22).
      expect(await end.getByRole('heading').textContent()).toBe(
        winner === 0 ? 'You win the game!' : 'Lulu (random) wins the game!',
      );
      const reason = (await end.getByTestId('cb-end-reason').textContent()) ?? '';
      expect(reason).toContain(`${name} made a configuration`);
      for (const c of cells) expect(reason).toContain(c);
      await shot(page, 'cubiko-bot-end');
      await page.close();
    },
    LONG,
  );

  it(
    'points rule in French: the first configuration scored reaches a 1-point target and ends the game (CB-17)',
    async () => {
      const page = await app().browser.newPage({ locale: 'fr-FR', viewport: { width: 1200, height: 900 } });
      const options = 'precision=exact&scoring=points&target=1';
      await page.goto(`${app().url}/#/local/cubiko?seats=h:L%C3%A9a,b:random&seed=cb-e2e-pts&delay=0&${options}`);
      const referee = await Referee.start({ players: 2, scoring: 'points', target: 1 });
      const { end } = await playToEnd(page, referee, (cell) => `La balle est dans ${cell}`);
      // CB-17: the scorer's three cubes went back to the reserve; the points are those of the configuration (1–4).
      const winner = cubiko.outcome(referee.state)?.ranks.indexOf(1) ?? -1;
      const score = referee.state.scores[winner] ?? 0;
      expect(score).toBeGreaterThanOrEqual(1);
      expect(score).toBeLessThanOrEqual(4);
      expect(seatCells(referee.state, winner)).toEqual([]);
      const name = winner === 0 ? 'Léa' : 'Lulu (au hasard)';
      // Léa is this screen's one person: "vous", its own verb, a non-breaking space before "!" (issue 22).
      expect(await end.getByRole('heading').textContent()).toBe(
        winner === 0 ? 'Vous gagnez la partie\u00a0!' : `${name} gagne la partie\u00a0!`,
      );
      expect(await end.getByTestId('cb-end-reason').textContent()).toBe(
        `${name} atteint ${score} point${score > 1 ? 's' : ''}.`,
      );
      expect(await end.locator('li').allTextContents()).toContain(`${name} — ${score} point${score > 1 ? 's' : ''}`);
      await shot(page, 'cubiko-points-end-fr');
      await page.close();
    },
    LONG,
  );

  it(
    'hot-seat in French: each person throws from their own seat and places, the turn passes (CB-4, CB-11)',
    async () => {
      const page = await app().browser.newPage({ locale: 'fr-FR', viewport: { width: 1200, height: 900 } });
      await page.goto(`${app().url}/#/local/cubiko?seats=h:L%C3%A9a,h:Marc&seed=cb-hot&delay=0&precision=exact`);
      await page.getByTestId('cb-canvas').waitFor({ timeout: 60_000 });
      const referee = await Referee.start({ players: 2 });
      for (const [seat, name] of [
        [0, 'Léa'],
        [1, 'Marc'],
      ] as const) {
        expect(await nextAsk(page, 120_000)).toBe('throw');
        // Whose turn: the status and the player's row; the camera is behind that seat, so the same drag aims from it.
        expect(await page.getByTestId('status').textContent()).toMatch(/^À vous/);
        expect(await page.locator(`.cb-players li[data-seat="${seat}"]`).textContent()).toContain(
          `${name} (vous) · à jouer`,
        );
        const { plan, logged } = await dragCountedThrow(page, referee);
        await waitLog(page, logged);
        expect(await nextAsk(page, 120_000)).toBe('choose');
        expect(await page.getByTestId('status').textContent()).toContain(`La balle est dans ${plan.cell}`);
        await choose(page, 'place', plan.cell ?? '');
        await waitLog(page, logged + 1);
        referee.sync(await loggedMoves(page));
        expect(await gridCubes(page)).toEqual(referee.cellsByCube());
        if (seat === 1) await shot(page, 'cubiko-hotseat-fr');
      }
      // Each placed one cube (CB-11): two in reserve each, one in play, as the players' panel says in French.
      expect(
        await page.locator('.cb-players li').evaluateAll((els) => els.map((e) => e.getAttribute('data-reserve'))),
      ).toEqual(['2', '2']);
      expect(await page.locator('.cb-players li').first().textContent()).toContain('2 cubes en réserve');
      await page.close();
    },
    LONG,
  );
});
