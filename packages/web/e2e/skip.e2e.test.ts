/**
 * Screen readers and keyboards at the table (issue 25): a skip link "Aller au plateau" first on every game page that
 * puts the focus on the board, and Cubiko's live region saying where a throw's ball landed and whether it counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, startApp } from './harness.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

describe('the board one Tab away', () => {
  it('"Aller au plateau" is the first Tab stop of each game page and focuses the board', async () => {
    const page = await app.browser.newPage({ locale: 'fr-FR', viewport: { width: 1366, height: 768 } });
    for (const game of ['linx', 'superpion', 'symbolix', 'cubiko']) {
      await page.goto(`${app.url}/#/local/${game}?seats=h:Ana,b:random&seed=skip&delay=0`);
      await page.locator('main [data-board-focus], main [data-cell][tabindex="0"]').first().waitFor();
      // The first Tab stop in document order (the page may already have put the focus on the hand or the board).
      const first = await page.evaluate(
        () => document.querySelector('button, a[href], input, select, textarea, [tabindex="0"]')?.textContent,
      );
      expect(first, game).toBe('Aller au plateau');
      await page.getByTestId('skip-board').focus();
      await page.keyboard.press('Enter');
      const onBoard = await page.evaluate(
        () =>
          !!document.activeElement?.closest('main') &&
          document.activeElement?.matches('[data-cell], [data-board-focus]'),
      );
      expect(onBoard, game).toBe(true);
    }
    await page.close();
  });

  it('Cubiko’s live region says where the ball landed and whether it counts', async () => {
    const page = await app.browser.newPage({ locale: 'fr-FR', viewport: { width: 1366, height: 768 } });
    await page.goto(`${app.url}/#/local/cubiko?seats=b:random,b:random&seed=news&delay=0`);
    await page.waitForFunction(
      () =>
        /lance à .*\u00a0: (la balle compte, en [a-c][1-3]|le lancer compte|raté)$/.test(
          document.querySelector('[data-testid="throw-news"]')?.textContent ?? '',
        ),
      undefined,
      { timeout: 60_000 },
    );
    await page.close();
  });
});
