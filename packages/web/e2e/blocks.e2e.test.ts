import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, startApp } from './harness.js';

/**
 * Issue 26, blocks in Chromium: a blocked player cannot sit at the blocker's lobby table (told in words), the lines
 * of a player blocked mid-game leave the blocker's chat (and later ones never reach it), and quick match never
 * pairs two players when one blocks the other: a third player is paired with one of them instead.
 */

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const myId = (p: Page): Promise<string> =>
  p.evaluate(async () => ((await (await fetch('/api/me')).json()) as { id: string }).id);

/** Opens the lobby under a display name (a guest session: blocks need one, not an account). */
async function arrive(browserApp: App, name: string): Promise<Page> {
  const page = await (
    await browserApp.browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 } })
  ).newPage();
  await page.goto(`${browserApp.url}/?lang=en#/lobby`);
  await page.getByRole('heading', { name: 'Lobby', level: 1 }).waitFor();
  await page.getByTestId('player-name').click();
  await page.getByLabel('Your name, as other players see it').fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByTestId('player-name').filter({ hasText: name }).waitFor();
  await page.getByTestId('lobby-connection').filter({ hasText: 'Live' }).waitFor();
  return page;
}

/** `who` blocks `whom`, as the profile's Block button does (the route it calls). */
async function block(who: Page, whom: Page): Promise<void> {
  const status = await who.evaluate(
    async (id) => (await fetch(`/api/social/blocks/${id}`, { method: 'PUT' })).status,
    await myId(whom),
  );
  expect(status).toBe(204);
}

const chatText = async (p: Page) =>
  (await p.getByTestId('chat').locator('.chat-lines li').allTextContents()).join('\n');
async function say(p: Page, text: string): Promise<void> {
  await p.getByTestId('chat-input').fill(text);
  await p.getByTestId('chat').getByRole('button', { name: 'Send' }).click();
}
const gameId = (page: Page) => /\/play\/([A-Za-z0-9_-]+)/.exec(page.url())?.[1] ?? '';

describe('blocks hold in Chromium', () => {
  it('in the lobby join, in the chat of a game and in quick match', async () => {
    const ana = await arrive(app, 'Ana');
    const ben = await arrive(app, 'Ben');
    const cleo = await arrive(app, 'Cleo');
    const errors: string[] = [];
    for (const p of [ana, ben, cleo]) p.on('pageerror', (e) => errors.push(e.message));

    // Ana blocks Ben, then opens a table: Ben is refused, in words, and the table stays open for someone else.
    await block(ana, ben);
    await ana.locator('select[name="rounds"]').selectOption('1');
    await ana.getByRole('button', { name: 'Open the table' }).click();
    const rowForBen = ben.getByTestId('lobby-table').filter({ hasText: 'Ana' });
    await rowForBen.getByRole('button', { name: 'Join' }).click();
    await ben.getByText('You cannot sit at this table.').waitFor();
    expect(ben.url()).not.toMatch(/\/play\//);

    // Cleo sits: Ana and Cleo play. Cleo's line reaches Ana until Ana blocks her mid-game; then the old line leaves
    // Ana's chat and a new one never reaches it, while Cleo still sees her own.
    await cleo.getByTestId('lobby-table').filter({ hasText: 'Ana' }).getByRole('button', { name: 'Join' }).click();
    await ana.waitForURL(/\/play\/[A-Za-z0-9_-]+#token=/);
    await cleo.waitForURL(/\/play\/[A-Za-z0-9_-]+#token=/);
    expect(gameId(ana)).toBe(gameId(cleo));
    for (const p of [ana, cleo]) await p.getByTestId('chat').waitFor();
    await say(cleo, 'Hello Ana');
    await ana.getByTestId('chat').getByText('Hello Ana').waitFor();
    await block(ana, cleo);
    await expect.poll(() => chatText(ana), { timeout: 10_000 }).not.toContain('Hello Ana');
    await say(cleo, 'Are you there?');
    await cleo.getByTestId('chat').getByText('Are you there?').waitFor();
    await say(ana, 'Ana still talks');
    await cleo.getByTestId('chat').getByText('Ana still talks').waitFor();
    // Cleo's second line went out before Ana's, and Ana's arrived: Cleo's had its chance to reach Ana and did not.
    expect(await chatText(ana)).not.toContain('Are you there?');

    // Quick match: Ben blocks Dan; both ask for Superpion for two and wait, never paired together (pairing runs
    // every second); Eva comes and is paired with one of them, the other still waits.
    const dan = await arrive(app, 'Dan');
    const eva = await arrive(app, 'Eva');
    for (const p of [dan, eva]) p.on('pageerror', (e) => errors.push(e.message));
    await ben.goto(`${app.url}/?lang=en#/lobby`);
    await ben.getByTestId('lobby-connection').filter({ hasText: 'Live' }).waitFor();
    await block(ben, dan);
    await ben.getByTestId('lobby-quick-superpion-2').click();
    await ben.getByTestId('lobby-waiting').waitFor();
    await dan.getByTestId('lobby-quick-superpion-2').click();
    await dan.getByTestId('lobby-waiting').waitFor();
    await eva.getByTestId('lobby-quick-wait-superpion-2').filter({ hasText: '2 waiting' }).waitFor();
    await ben.waitForTimeout(3000);
    for (const p of [ben, dan]) expect(p.url()).not.toMatch(/\/play\//);
    await eva.getByTestId('lobby-quick-superpion-2').click();
    await eva.waitForURL(/\/play\/[A-Za-z0-9_-]+#token=/);
    await expect.poll(() => [ben, dan].filter((p) => /\/play\//.test(p.url())).length, { timeout: 15_000 }).toBe(1);
    const partner = /\/play\//.test(ben.url()) ? ben : dan;
    expect(gameId(partner)).toBe(gameId(eva));
    const left = partner === ben ? dan : ben;
    expect(left.url()).not.toMatch(/\/play\//);
    await left.getByTestId('lobby-waiting').waitFor();
    expect(errors).toEqual([]);
  });
});
