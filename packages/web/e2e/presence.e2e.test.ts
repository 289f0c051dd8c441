import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createOnline, shot, startApp } from './harness.js';

/** A short grace (the server option; 60 s in play) and a stand-in bot of random moves. */
let app: App;
beforeAll(async () => {
  app = await startApp({}, { presence: { graceMs: 500 }, standInLevel: 'random' });
});
afterAll(async () => {
  await app?.close();
});

const myTurn = async (page: Page) => (await page.getByTestId('status').textContent()) === 'Your turn';
const moves = (page: Page) => page.locator('[data-testid="move-list"] li').count();

describe('presence and abandonment in Chromium', () => {
  it('a player leaves on their turn, the other lets a bot take the seat, the first comes back and reclaims it', async () => {
    const ctx = () => app.browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
    const [host, guest] = [await ctx(), await ctx()];
    const ana = await host.newPage();
    const links = await createOnline(ana, app.url, 'linx');
    await ana.goto(links[0] as string);
    const ben = await guest.newPage();
    await ben.goto(links[1] as string);
    for (const p of [ana, ben]) await p.getByTestId('seat-strip').getByText('online').nth(1).waitFor();
    await ana.waitForFunction(() => document.querySelector('[data-testid="status"]')?.textContent !== '');
    // Whoever is to move (Linx draws it, LX-7) leaves: the page closes, the browser context (cookies, storage) stays.
    const leaverIsAna = await myTurn(ana);
    const [leaverContext, leaverLink, stayer, leaverSeat] = leaverIsAna
      ? [host, links[0] as string, ben, 0]
      : [guest, links[1] as string, ana, 1];
    const leaverName = leaverIsAna ? 'Ana' : 'Ben';
    await (leaverIsAna ? ana : ben).close();
    const seat = stayer.getByTestId(`seat-${leaverSeat}`);
    await seat.getByText('disconnected').waitFor();
    // After the grace the others choose.
    const choice = stayer.getByTestId('away-choice');
    await choice.getByText(`${leaverName} has been gone for a while on their turn.`).waitFor();
    await shot(stayer, 'presence-away-choice');
    expect(await choice.getByRole('button').allTextContents()).toEqual(['Wait', 'Let a bot play', 'Claim the win']);
    await choice.getByRole('button', { name: 'Let a bot play' }).click();
    await seat.getByText('disconnected, a bot plays for now').waitFor();
    // The bot plays the absent seat's move: the move list gets it and it is the stayer's turn.
    await stayer.waitForFunction(() => document.querySelectorAll('[data-testid="move-list"] li').length >= 1);
    await stayer.waitForFunction(() => document.querySelector('[data-testid="status"]')?.textContent === 'Your turn');
    expect(await moves(stayer)).toBe(1);

    // Back in the same browser (its cookies and storage): told a bot plays, and takes the seat back.
    const back = await leaverContext.newPage();
    await back.goto(leaverLink);
    await back.getByText('A bot is playing for you.').waitFor();
    await seat.getByText('online, a bot plays for now').waitFor();
    await shot(back, 'presence-reclaim');
    await back.getByRole('button', { name: 'Take my seat back' }).click();
    await back.getByText('A bot is playing for you.').waitFor({ state: 'detached' });
    await seat.getByText('online', { exact: true }).waitFor();
    await Promise.all([host.close(), guest.close()]);
  });
});
