/**
 * The table tells the truth about its state (issue 25): an aborted online game never says "your turn" and offers no
 * hand or live control, also after a reload; a finished game stepped back in the move list is visibly a replay, with
 * no bot thinking and no Resign; Escape closes the resign question.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, clickTurn, createOnline, shot, startApp } from './harness.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const status = (page: Page) => page.getByTestId('status').textContent();

async function expectFrozen(page: Page, text: string) {
  await page.waitForFunction((t) => document.querySelector('[data-testid="status"]')?.textContent === t, text);
  expect(await page.getByText('Your turn').count()).toBe(0);
  expect(await page.locator('.hand-tile:not([disabled])').count()).toBe(0);
  expect(await page.getByTestId('abort').count()).toBe(0);
  expect(await page.getByTestId('resign').count()).toBe(0);
}

describe('the table tells the truth about its state', () => {
  it('an aborted online game: no "your turn", no hand, no Abort or Resign, also after a reload', async () => {
    const ctx = () => app.browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 768 } });
    const [host, guest] = [await ctx(), await ctx()];
    const ana = await host.newPage();
    const links = await createOnline(ana, app.url, 'linx');
    await ana.goto(links[0] as string);
    const ben = await guest.newPage();
    await ben.goto(links[1] as string);
    for (const p of [ana, ben]) await p.getByTestId('abort').waitFor();
    await ana.getByTestId('abort').click();
    const aborted = 'Game aborted: nobody plays on.';
    for (const p of [ana, ben]) await expectFrozen(p, aborted);
    await shot(ben, 'aborted-online');
    await ben.reload();
    await ben.locator('.board').waitFor();
    await expectFrozen(ben, aborted);
    await Promise.all([host.close(), guest.close()]);
  });

  it('a finished game stepped back is a replay: no bot thinking, no Resign; in French', async () => {
    const page = await app.browser.newPage({ locale: 'fr-FR', viewport: { width: 1366, height: 768 } });
    await page.goto(`${app.url}/#/local/linx?seats=h:Ana,b:mcts:easy&seed=truth&delay=0`);
    await page.locator('.board').waitFor();
    // Ana plays once (Linx draws who starts: the bot may have played first), then resigns: the game is over.
    await page.waitForFunction(
      () => document.querySelector('[data-testid="status"]')?.textContent === 'À vous de jouer',
    );
    await clickTurn(page);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="status"]')?.textContent === 'À vous de jouer',
    );
    await page.getByTestId('resign').click();
    await page.getByTestId('resign-confirm').click();
    await page.getByTestId('step-bar').waitFor();
    const look = page.getByRole('button', { name: 'Voir la grille' });
    if (await look.count()) await look.first().click();
    await page.getByTestId('step-start').click();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="status"]')?.textContent?.startsWith('Revue'),
    );
    const text = (await status(page)) ?? '';
    expect(text).toBe('Revue\u00a0: une position passée, personne n’y joue.');
    expect(await page.getByText(/réfléchit/).count()).toBe(0);
    expect(await page.getByTestId('resign').count()).toBe(0);
    await shot(page, 'replay-fr');
    await page.close();
  });

  it('Escape closes the resign question and leaves the game running', async () => {
    const page = await app.browser.newPage({ locale: 'en-GB' });
    await page.goto(`${app.url}/#/local/linx?seats=h:Ana,b:random&seed=escape&delay=0`);
    await page.getByTestId('resign').click();
    await page.getByTestId('resign-ask').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('resign-ask').waitFor({ state: 'detached' });
    await page.getByTestId('resign').waitFor();
    expect(await page.locator('[data-testid="status"]').textContent()).not.toMatch(/^Game over/);
    await page.close();
  });
});
