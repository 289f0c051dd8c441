import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, clickTurn, createOnline, shot, startApp } from './harness.js';
import { superpionTurn } from './keyboard-play.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const moves = (page: Page) => page.locator('[data-testid="move-list"] li').count();
const myTurn = async (page: Page) => (await page.getByTestId('status').textContent()) === 'Your turn';

/** Two browser contexts (two people) at one online Linx game: Ana at seat 1, Ben at seat 2. */
async function twoPeople(browser: Browser, url: string) {
  const ctx = () => browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 768 } });
  const [host, guest] = [await ctx(), await ctx()];
  const ana = await host.newPage();
  const links = await createOnline(ana, url, 'linx');
  await ana.goto(links[0] as string);
  const ben = await guest.newPage();
  await ben.goto(links[1] as string);
  for (const p of [ana, ben]) await p.locator('.board').waitFor();
  return { ana, ben, links, close: () => Promise.all([host.close(), guest.close()]) };
}

describe('online table controls between two browsers', () => {
  it('a takeback past a drawn tile is refused with why; no offer reaches the opponent', async () => {
    const { ana, ben, close } = await twoPeople(app.browser, app.url);
    // Linx draws who starts (LX-7): whoever it is lays the first tile (face up: it draws, LX-11), then asks.
    await ana.waitForFunction(() => document.querySelector('[data-testid="status"]')?.textContent !== '');
    const [mover, other] = (await myTurn(ana)) ? [ana, ben] : [ben, ana];
    await clickTurn(mover);
    await other.waitForFunction(() => document.querySelectorAll('[data-testid="move-list"] li').length === 1);
    await mover.getByTestId('takeback').click();
    // The server's `takebackReveals` error frame, as a sentence (takebacks never reveal: server table/README.md).
    await mover
      .getByRole('alert')
      .getByText(
        'Move refused: no takeback here, since a move it would undo showed you something hidden (a drawn tile, an uncovered piece, a chance outcome)',
      )
      .waitFor();
    await shot(mover, 'online-takeback-refused');
    expect(await other.getByTestId('offers').count()).toBe(0);
    for (const p of [mover, other]) expect(await moves(p)).toBe(1);
    await close();
  });

  it('a takeback request is answered by the opponent: accepted, both boards go back (Superpion hides nothing)', async () => {
    const ctx = () => app.browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 768 } });
    const [host, guest] = [await ctx(), await ctx()];
    const ana = await host.newPage();
    const links = await createOnline(ana, app.url, 'superpion', async (page) => {
      await page.locator('input[name="spMode"][value="two"]').check();
    });
    await ana.goto(links[0] as string);
    const ben = await guest.newPage();
    await ben.goto(links[1] as string);
    for (const p of [ana, ben]) await p.locator('.sp-grid').waitFor();
    // SP-7, mode two: seat 1 (Ana, blue and red) acts first.
    await superpionTurn(ana);
    await ben.waitForFunction(() => document.querySelectorAll('[data-testid="move-list"] li').length === 1);
    await ana.getByTestId('takeback').click(); // the control bar's Takeback asks the opponent online
    await ana.getByTestId('offers').getByText('Takeback asked').waitFor();
    const bar = ben.getByTestId('offers');
    await bar.getByText('Ana asks to take back a move').waitFor();
    await shot(ben, 'online-takeback-asked');
    await bar.getByRole('button', { name: 'Accept' }).click();
    // Both pages get the position before the move: an empty move list, Ana to act again.
    for (const p of [ana, ben]) {
      await p.waitForFunction(() => document.querySelectorAll('[data-testid="move-list"] li').length === 0);
      await p.getByTestId('offers').waitFor({ state: 'detached' });
    }
    // And play goes on from there.
    await superpionTurn(ana);
    await ben.waitForFunction(() => document.querySelectorAll('[data-testid="move-list"] li').length === 1);
    await Promise.all([host.close(), guest.close()]);
  });

  it('a rematch offered at the end and accepted opens the new game for both, seats rotated', async () => {
    const { ana, ben, links, close } = await twoPeople(app.browser, app.url);
    // Ben resigns with the control bar's Resign, confirmed.
    await ben.getByTestId('resign').click();
    await ben.getByTestId('resign-confirm').click();
    for (const p of [ana, ben]) await p.getByTestId('match-over').waitFor();
    await ana.getByTestId('match-over').getByRole('button', { name: 'Rematch' }).click();
    await ana.getByTestId('offers').getByText('Rematch offered: waiting for the other players').waitFor();
    const bar = ben.getByTestId('offers');
    await bar.getByText('Ana offers a rematch').waitFor();
    await shot(ben, 'online-rematch-offered');
    await bar.getByRole('button', { name: 'Accept' }).click();
    for (const p of [ana, ben]) {
      await p.getByTestId('offers').getByRole('link', { name: 'Play the rematch' }).click();
      await p.waitForURL((u) => u.pathname !== new URL(links[0] as string).pathname);
      await p.locator('.board').waitFor();
    }
    // The same new game for both, each with its own token; seats rotated: Ana now sits second (blue), Ben first.
    const [ua, ub] = [new URL(ana.url()), new URL(ben.url())];
    expect(ua.pathname).toBe(ub.pathname);
    expect(ua.hash).not.toBe(ub.hash);
    await ana.locator('.hand-area.hand-blue').waitFor();
    await ben.locator('.hand-area.hand-yellow').waitFor();
    expect(await moves(ana)).toBe(0);
    await close();
  });
});
