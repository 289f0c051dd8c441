import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeFindings } from './axe.js';
import { type App, clickPass, clickTurn, phase, shot, startApp } from './harness.js';

// Issue 18, "Review": a finished local game is analysed in the page's worker and a click on its chart steps the
// board to that move. Two random bots (delay 0) finish a seeded Linx match in a second or two.

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

/** Every cell's label, as the board draws it (evaluated in the page). */
declare function cellsText(): string;
const CELLS = `window.cellsText = () => [...document.querySelectorAll('.board .cell')].map((e) => e.getAttribute('aria-label')).join('|')`;

describe('analysis of a finished local game (Linx)', () => {
  it('analyses every move in the worker, then a click on the chart shows the board after that move', async () => {
    const page = await app.browser.newPage({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(CELLS);
    await page.goto(`${app.url}/?lang=en#/local/linx?seats=b:random,b:random&seed=e2e-analysis&delay=0`);
    const end = page.getByTestId('match-over');
    await end.waitFor({ timeout: 60_000 });
    await end.getByTestId('look-board').click();
    const total = await page.locator('[data-testid="move-list"] li').count();
    const finalBoard = await page.evaluate(() => cellsText());
    expect(total).toBeGreaterThan(4);

    const t0 = Date.now();
    await page.getByTestId('analyse').click();
    const rows = page.locator('[data-testid="analysis-moves"] li');
    await rows.first().waitFor({ timeout: 60_000 });
    // The browser's time for this game at the default budget (issue 18's figure; reported, never asserted).
    console.log(`analysis of ${total} Linx moves in Chromium: ${((Date.now() - t0) / 1000).toFixed(2)} s`);
    // One line per move of the move list, each with the mover's chance before and after it.
    expect(await rows.count()).toBe(total);
    // Issue 27: each line tells its move in the move list's own sentence, then the chance in the page's language.
    // (Linx's deal of a round is a move of the record and a separator line of the list, told the same.)
    const sentences = await page.$$eval('[data-testid="move-list"] li', (lis) =>
      lis.map((li) => (li.querySelector('.move-sentence') ?? li).textContent ?? ''),
    );
    const texts = await rows.allTextContents();
    texts.forEach((text, k) => {
      const prefix = `${k + 1}. ${sentences[k]} `;
      expect(text.slice(0, prefix.length)).toBe(prefix);
      expect(text).toMatch(/chance to win \d+% → \d+%/);
    });
    // The legend names the players; no "--" for a value away from the cursor.
    expect(await page.locator('[data-testid="chance-chart"] .u-legend').textContent()).not.toContain('--');
    // Keyboard and screen reader: the lines are buttons named by what they show, with 24 px targets (axe).
    expect(describeFindings(await axeViolations(page))).toEqual([]);

    // The chart's x axis runs from the start (0) to the last move: a click at point k shows the board after move k.
    const over = page.locator('[data-testid="chance-chart"] .u-over');
    const box = await over.boundingBox();
    if (!box) throw new Error('no chart');
    const k = Math.floor(total / 2);
    await over.click({ position: { x: (box.width * k) / total, y: box.height / 2 } });
    await page.getByTestId('step-bar').getByText(`Move ${k} of ${total}`).waitFor();
    // The board is the one after move k: Linx tiles only ever add up, so it differs from the final one.
    await page.waitForFunction((b) => cellsText() !== b, finalBoard);
    // The analysed move shown is the current one in the analysis list too.
    expect(await rows.nth(k - 1).getAttribute('aria-current')).toBe('step');
    // And a line of the list steps the board as well.
    await rows.nth(1).getByRole('button').click();
    await page.getByTestId('step-bar').getByText(`Move 2 of ${total}`).waitFor();
    await shot(page, 'analysis-linx');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('online: Ana’s finished game is analysed by the server, and its chart steps the board too', async () => {
    const res = await fetch(`${app.url}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'linx',
        options: { roundsToWin: 1 },
        seats: [
          { kind: 'human', name: 'Ana' },
          { kind: 'bot', level: 'random' },
        ],
      }),
    });
    const { id, invites } = (await res.json()) as { id: string; invites: { token: string }[] };
    const page = await app.browser.newPage({ locale: 'fr-FR', viewport: { width: 1366, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Ana is a guest before she opens her link, so her seat is bound to her (only players may have a game analysed).
    expect((await page.request.get(`${app.url}/api/me`)).ok()).toBe(true);
    await page.goto(`${app.url}/play/${id}?lang=fr#token=${invites[0]?.token ?? ''}`);
    await page.locator('.board').waitFor();
    for (let step = 0; step < 2000; step++) {
      const now = await phase(page);
      if (now === 'match') break;
      if (now === 'mine') await clickTurn(page);
      else if (now === 'pass') await clickPass(page);
      else await page.waitForTimeout(20);
    }
    const end = page.getByTestId('match-over');
    await end.getByTestId('look-board').click();
    const total = await page.locator('[data-testid="move-list"] li').count();
    await page.getByTestId('analyse').click();
    const rows = page.locator('[data-testid="analysis-moves"] li');
    await rows.first().waitFor({ timeout: 60_000 });
    expect(await rows.count()).toBe(total);
    // In French, as the page is.
    expect(await page.getByRole('button', { name: 'Analyser à nouveau' }).count()).toBe(1);
    const over = page.locator('[data-testid="chance-chart"] .u-over');
    const box = await over.boundingBox();
    if (!box) throw new Error('no chart');
    await over.click({ position: { x: box.width / total, y: box.height / 2 } });
    await page.getByTestId('step-bar').getByText(`Coup 1 sur ${total}`).waitFor();
    // Somebody who did not play is refused by the server, with a readable message.
    const stranger = await app.browser.newPage({ locale: 'en-GB' });
    expect((await stranger.request.get(`${app.url}/api/me`)).ok()).toBe(true);
    await stranger.goto(`${app.url}/play/${id}?lang=en`);
    await stranger.getByTestId('match-over').getByTestId('look-board').click();
    await stranger.getByTestId('analyse').click();
    await stranger.getByText('The analysis failed: only the players of a game may have it analysed').waitFor();
    expect(errors).toEqual([]);
    await Promise.all([page.close(), stranger.close()]);
  });
});
