/**
 * Issue 18, "Learn to play": a new player finishes the Linx tutorial in Chromium, by mouse, including one wrong move
 * that is explained and undone; progress survives a reload; the Rules page draws a position with the game's board
 * (Cubiko's with its cell grid, no physics).
 * The moves are the tutorial's own answers, written here by hand from the rules (LX-6 … LX-15).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeFindings } from './axe.js';
import { type App, shot, startApp } from './harness.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

/** Picks a tile type from the hand and puts it on a cell (LinxBoard: pick, then click a highlighted cell). */
async function place(page: Page, type: string, cell: string): Promise<void> {
  await page.locator(`[data-testid="hand"] [data-type="${type}"]`).first().click();
  await page.locator(`.learn-table [data-cell="${cell}"]`).click();
}

async function expectStep(page: Page, id: string): Promise<void> {
  await page.locator(`[data-testid="learn-step"][data-step="${id}"]`).waitFor();
}

async function right(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('learn-feedback').textContent()).toMatch(/^Right!/);
  await page.getByTestId('learn-next').click();
}

describe('Linx tutorial', () => {
  it('explains a click on a cell that is not highlighted, and shows the board near the top at 1366×768', async () => {
    const page = await app.browser.newPage({ locale: 'fr-FR', viewport: { width: 1366, height: 768 } });
    await page.goto(`${app.url}/#/`);
    await page.locator('[data-lang="fr"]').click();
    await page.goto(`${app.url}/#/learn/linx`);
    await expectStep(page, 'first');
    const board = page.locator('.learn-table .board');
    await board.waitFor();
    const box = await board.boundingBox();
    // The whole grid on the first screen: it starts in the upper part and ends above the fold.
    expect(box?.y ?? 999).toBeLessThan(300);
    expect((box?.y ?? 999) + (box?.height ?? 999)).toBeLessThanOrEqual(768);
    // LX-11: the first tile goes on d4 only; c3 is not highlighted, the board ignores it, the step explains.
    await page.locator('[data-testid="hand"] [data-type="R"]').first().click();
    await page.locator('.learn-table [data-cell="c3"]').click();
    const feedback = page.getByTestId('learn-feedback');
    await expect.poll(() => feedback.textContent()).toMatch(/case centrale, d4/);
    await page.locator('.learn-table [data-cell="d4"]').click();
    await expect.poll(() => feedback.textContent()).toMatch(/^Bien joué|^Exact|^Bravo|^Oui/);
    await page.getByTestId('learn-next').click();
    await expectStep(page, 'touch');
    // LX-11 again: a cell that touches no tile is explained as "must touch".
    await page.locator('[data-testid="hand"] [data-type="R"]').first().click();
    await page.locator('.learn-table [data-cell="a1"]').click();
    await expect.poll(() => feedback.textContent()).toMatch(/toucher/);
    // No rule id is shown to a learner.
    expect(await page.locator('.learn').textContent()).not.toMatch(/LX-\d/);
    await shot(page, 'learn-linx-dead-click');
    await page.close();
  });

  it('a new player finishes it, a wrong move explained and undone, progress kept over a reload', async () => {
    const page = await app.browser.newPage({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${app.url}/#/`);
    await page.locator('[data-game="linx"]').getByRole('link', { name: 'Learn to play' }).click();
    await expectStep(page, 'first');
    expect(describeFindings(await axeViolations(page)), 'learn page').toEqual([]);
    // LX-6: only the centre takes the first tile. This step by keyboard alone, as the games are played: R picks
    // the rock (the cursor goes to its only target, d4), Enter places it, Enter on the focused button goes on.
    await page.locator('.learn-table [data-cell="d4"]').waitFor();
    await page.keyboard.press('r');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('learn-feedback').textContent()).toMatch(/^Right!/);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('learn-next');
    await page.keyboard.press('Enter');
    await expectStep(page, 'touch');
    await place(page, 'R', 'd5');
    await right(page);
    await expectStep(page, 'window');
    await place(page, 'R', 'e5');
    await right(page);

    await expectStep(page, 'cover');
    // The wrong move: a legal face-up rock on d5, where the step asks for a cover (LX-12).
    await place(page, 'R', 'd5');
    const feedback = page.getByTestId('learn-feedback');
    await expect.poll(() => feedback.textContent()).toMatch(/^Not quite\..*cover blue’s scissors on e4/);
    await expect.poll(() => page.locator('.learn-table [data-cell="d5"]').getAttribute('aria-label')).toMatch(/yellow/);
    expect(describeFindings(await axeViolations(page)), 'wrong answer').toEqual([]);
    await shot(page, 'learn-linx-wrong');
    await page.getByTestId('learn-retry').click();
    // Undone: d5 is empty again and the step still waits for its answer.
    await expect.poll(() => page.locator('.learn-table [data-cell="d5"]').getAttribute('aria-label')).toBe('d5, empty');
    await expect.poll(() => feedback.textContent()).toBe('');
    await place(page, 'R', 'e4');
    await right(page);

    // Progress is saved: a reload comes back at the next step.
    await page.reload();
    await expectStep(page, 'final');
    await place(page, 'P', 'e5');
    await right(page);
    await expectStep(page, 'line');
    await place(page, 'S', 'e4');
    await right(page);
    await expectStep(page, 'diagonal');
    await place(page, 'S', 'e5');
    await right(page);
    await expectStep(page, 'faces');
    await place(page, 'R', 'b4');
    await right(page);
    await expectStep(page, 'block');
    await place(page, 'P', 'e4');
    await right(page);
    await expectStep(page, 'pass');
    await page.getByTestId('pass').click();
    await right(page);
    await page.getByTestId('learn-finished').waitFor();
    expect(await page.getByTestId('learn-finished').textContent()).toContain('You have finished the Linx tutorial.');
    expect(await page.locator('.learn-step-done').count()).toBe(10);
    await shot(page, 'learn-linx-finished');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the Rules page draws positions with the board, rule ids aside, and links to the tutorial', async () => {
    const page = await app.browser.newPage({ locale: 'fr-FR', viewport: { width: 1366, height: 900 } });
    await page.goto(`${app.url}/#/rules/linx`);
    const picture = page.locator('[data-testid="rule-picture"][data-picture="cover"]');
    await picture.waitFor();
    // The position after R>e4 in the `cover` step: a yellow rock face down on blue scissors (LX-12).
    expect(await picture.locator('[data-cell="e4"]').getAttribute('aria-label')).toMatch(
      /^e4, .*pierre.*jaune.*ciseaux/i,
    );
    // Rule ids are kept for reference, never shown to a learner (issue 25).
    expect(await page.locator('.rule-item').first().getAttribute('data-rules')).toBe('LX-1, LX-2');
    expect(await page.locator('main').textContent()).not.toMatch(/LX-\d/);
    expect(await page.getByTestId('learn-link').getAttribute('href')).toBe('#/learn/linx');
    expect(describeFindings(await axeViolations(page)), 'rules page').toEqual([]);
    await shot(page, 'rules-linx-pictures');
    // The other boards' pictures load with their game's chunk; each page stays axe clean with them drawn.
    for (const [game, picture] of [
      ['superpion', 'chain'],
      ['symbolix', 'jump'],
    ]) {
      await page.goto(`${app.url}/#/rules/${game}`);
      await page.locator(`[data-testid="rule-picture"][data-picture="${picture}"] [data-cell="c4"]`).waitFor();
      expect(describeFindings(await axeViolations(page)), `rules of ${game}`).toEqual([]);
    }
    await page.close();
  });

  it('the Cubiko Rules page draws its positions with the cell grid, with no physics loaded', async () => {
    const page = await app.browser.newPage({ locale: 'fr-FR', viewport: { width: 1366, height: 900 } });
    const scripts: Promise<string>[] = [];
    const wasm: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.wasm')) wasm.push(r.url());
      if (r.url().endsWith('.js')) scripts.push(r.text());
    });
    await page.goto(`${app.url}/#/rules/cubiko`);
    const pictures = page.getByTestId('rule-picture');
    await pictures.locator('[data-cell="b2"]').first().waitFor();
    expect(await pictures.evaluateAll((els) => els.map((e) => e.getAttribute('data-picture')))).toEqual([
      'bump',
      'line',
      'column',
    ]);
    // Read from the tutorial's setups by hand: blue's cube where red's ball landed (CB-11), red's half diagonal
    // with the ball in c3 (CB-15), red's column a1-a2-a3 outlined as a configuration (CB-16).
    const cell = (picture: string, name: string) =>
      page.locator(`[data-picture="${picture}"] [data-cell="${name}"] .sr-only`).textContent();
    expect(await cell('bump', 'b2')).toBe('case b2\u00a0: cube bleu 1 (triangle) — la balle est ici');
    expect(await cell('bump', 'a1')).toBe('case a1, vide');
    expect(await cell('line', 'a1')).toBe('case a1\u00a0: cube rouge 1 (rond)');
    expect(await cell('line', 'c3')).toBe('case c3, vide — la balle est ici');
    expect(await cell('column', 'a2')).toBe(
      'case a2\u00a0: cube rouge 2 (rond) — fait partie de la configuration gagnante',
    );
    expect(await page.locator('[data-picture="column"] .cell-win').count()).toBe(3);
    expect(await page.locator('[data-picture="line"] figcaption').textContent()).toMatch(
      /^Les cubes rouges sont en a1/,
    );
    // A picture has nothing to press: no button, nothing in the tab order.
    expect(await pictures.locator('button, [tabindex]').count()).toBe(0);
    expect(describeFindings(await axeViolations(page)), 'rules of cubiko').toEqual([]);
    await shot(page, 'rules-cubiko-pictures');
    // Rapier's WASM and its JavaScript (which names the WASM file) never reach the Rules page.
    expect(wasm).toEqual([]);
    expect((await Promise.all(scripts)).filter((text) => text.includes('rapier_wasm3d_bg'))).toEqual([]);
    await page.close();
  });
});
