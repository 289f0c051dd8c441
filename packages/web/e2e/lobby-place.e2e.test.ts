import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, shot, startApp } from './harness.js';

// Issue 25, the lobby that never lies (Chromium, several browser contexts): a table goes when its creator closes the
// page; the filters hide and show tables; a private table is joined by its link; quick match for 3 players.

let app: App;
beforeAll(async () => {
  // The server's own defaults: a table outlives its creator's last lobby socket 4 s (a reload keeps it).
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const context = (locale = 'en-GB') => app.browser.newContext({ locale, viewport: { width: 1366, height: 900 } });

async function arrive(page: Page, name: string): Promise<void> {
  await page.goto(`${app.url}/#/lobby`);
  await page.getByRole('heading', { name: 'Lobby', level: 1 }).waitFor();
  await page.getByTestId('player-name').click();
  await page.getByLabel('Your name, as other players see it').fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByTestId('player-name').filter({ hasText: name }).waitFor();
  await page.getByTestId('lobby-connection').filter({ hasText: 'Live' }).waitFor();
}
const gameId = (page: Page) => /\/play\/([A-Za-z0-9_-]+)/.exec(page.url())?.[1] ?? '';

describe('the lobby never lies (issue 25)', () => {
  it('a table is gone for the others within seconds of its creator closing the page', async () => {
    const contexts = [await context(), await context()];
    const [ana, ben] = await Promise.all(contexts.map((c) => c.newPage()));
    if (!ana || !ben) throw new Error('pages');
    await arrive(ana, 'Ana');
    await arrive(ben, 'Ben');
    await ana.getByRole('button', { name: 'Open the table' }).click();
    const row = ben.getByTestId('lobby-table').filter({ hasText: 'Ana' });
    await row.waitFor();
    // In the new-game form's words, with the creator's rating (the ratings module's newcomer's 1000).
    expect(await row.getByTestId('lobby-options').textContent()).toBe(
      'Rounds to win the match: 2 · Rising, as the rules say: 2, 3 tiles in turn order',
    );
    expect(await row.getByTestId('lobby-creator').textContent()).toBe('Ana 1,000');
    // The creator's name leads to the creator's profile (issue 25: every name links to a profile).
    expect(await row.getByTestId('lobby-creator').getByTestId('player-link').getAttribute('href')).toMatch(
      /^\/#\/player\//,
    );
    await ana.waitForTimeout(1_500); // seen by a beat
    await ana.close();
    const closed = Date.now();
    await row.waitFor({ state: 'detached', timeout: 10_000 });
    expect(Date.now() - closed).toBeLessThan(8_000);
    await Promise.all(contexts.map((c) => c.close()));
  });

  it('the filters hide and show tables; a private table is listed to nobody and joined by its link', async () => {
    const contexts = [await context(), await context()];
    const [cy, dee] = await Promise.all(contexts.map((c) => c.newPage()));
    if (!cy || !dee) throw new Error('pages');
    await arrive(cy, 'Cy');
    await arrive(dee, 'Dee');
    await cy.locator('select[name="lobbyGame"]').selectOption('symbolix');
    await cy.getByRole('button', { name: 'Open the table' }).click();
    const row = dee.getByTestId('lobby-table').filter({ hasText: 'Cy' });
    await row.waitFor();
    await dee.locator('select[name="filterGame"]').selectOption('linx');
    await row.waitFor({ state: 'detached' });
    await dee.getByTestId('lobby-hidden').filter({ hasText: '1 table hidden by the filters' }).waitFor();
    await dee.locator('select[name="filterGame"]').selectOption('symbolix');
    await row.waitFor();
    await dee.locator('select[name="filterPlayers"]').selectOption('3');
    await row.waitFor({ state: 'detached' });
    await dee.locator('select[name="filterPlayers"]').selectOption('2');
    await row.waitFor();
    await dee.locator('select[name="filterSpeed"]').selectOption('blitz');
    await row.waitFor({ state: 'detached' });
    await dee.locator('select[name="filterSpeed"]').selectOption('untimed');
    await dee.locator('select[name="filterKind"]').selectOption('rated');
    await row.waitFor({ state: 'detached' });
    await dee.locator('select[name="filterKind"]').selectOption('casual');
    await row.waitFor();
    await shot(dee, 'lobby-filters');

    // Cy closes that table and opens a private one: Dee never sees it, until she follows its link.
    await cy.getByTestId('lobby-table').filter({ hasText: 'Cy' }).getByRole('button', { name: 'Leave' }).click();
    await row.waitFor({ state: 'detached' });
    await cy.locator('select[name="lobbyGame"]').selectOption('cubiko');
    await cy.locator('input[name="lobbyPrivate"]').check();
    await cy.getByRole('button', { name: 'Open the table' }).click();
    const link = await cy.getByTestId('lobby-private-link').inputValue();
    expect(link).toMatch(/\/#\/lobby\/t\/[A-Za-z0-9_-]+$/);
    await dee.waitForTimeout(500);
    expect(await dee.getByTestId('lobby-table').filter({ hasText: 'Cy' }).count()).toBe(0);
    await dee.goto(link);
    const invited = dee.getByTestId('lobby-linked').getByTestId('lobby-table');
    await invited.waitFor();
    expect(await invited.getByTestId('lobby-private').textContent()).toContain('Private table');
    await invited.getByRole('button', { name: 'Join' }).click();
    await cy.waitForURL(/\/play\/[A-Za-z0-9_-]+#token=/);
    await dee.waitForURL(/\/play\/[A-Za-z0-9_-]+#token=/);
    expect(gameId(cy)).toBe(gameId(dee));
    await Promise.all(contexts.map((c) => c.close()));
  });

  it('quick match for 3 players pairs three strangers in one Superpion game', async () => {
    const contexts = [await context(), await context(), await context('fr-FR')];
    const pages = await Promise.all(contexts.map((c) => c.newPage()));
    const names = ['Eli', 'Fay', 'Gil'];
    for (const [i, p] of pages.entries()) {
      if (i === 2) {
        await p.goto(`${app.url}/#/lobby`);
        await p.getByRole('heading', { name: 'Salon', level: 1 }).waitFor();
        await p.getByTestId('lobby-connection').filter({ hasText: 'En direct' }).waitFor();
      } else await arrive(p, names[i] as string);
    }
    const [eli, fay, gil] = pages as [Page, Page, Page];
    // Every count a game allows, each with who waits and the expected wait ("—" before any pairing).
    for (const id of ['linx-4-teams', 'symbolix-6', 'cubiko-4', 'superpion-3'])
      await eli.getByTestId(`lobby-quick-${id}`).waitFor();
    expect(await eli.getByTestId('lobby-quick-wait-superpion-3').textContent()).toBe('0 waiting · expected wait: —');
    await eli.getByRole('button', { name: 'Superpion, 3 players, rapid' }).click();
    await fay.getByTestId('lobby-quick-wait-superpion-3').filter({ hasText: '1 waiting' }).waitFor();
    await fay.getByTestId('lobby-quick-superpion-3').click();
    await gil.getByTestId('lobby-quick-wait-superpion-3').filter({ hasText: '2 en attente' }).waitFor();
    await gil.getByRole('button', { name: 'Superpion, 3 joueurs, rapide' }).click();
    for (const p of pages) await p.waitForURL(/\/play\/[A-Za-z0-9_-]+#token=/);
    expect(new Set(pages.map(gameId)).size).toBe(1);
    await Promise.all(contexts.map((c) => c.close()));
  });
});
