import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, clickPass, clickTurn, phase, ROOT, shot, startApp } from './harness.js';

/** Issue 25, players: names instead of "Player 2", every name to a profile, a finished game opens as yours. */

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

async function setName(p: Page, name: string): Promise<void> {
  await p.getByTestId('player-name').click();
  const form = p.getByTestId('rename-form');
  await form.locator('input').fill(name);
  await form.locator('input').press('Enter');
  await p.getByTestId('player-name').getByText(name).waitFor();
}

describe('people in Chromium', () => {
  it('an invite game names its players, each name opens a profile, and a player reopens the finished game as theirs', async () => {
    const ana = await (
      await app.browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 } })
    ).newPage();
    const ben = await (
      await app.browser.newContext({ locale: 'fr-FR', viewport: { width: 1366, height: 900 } })
    ).newPage();
    const errors: string[] = [];
    for (const p of [ana, ben]) p.on('pageerror', (e) => errors.push(e.message));
    await ana.goto(`${app.url}/?lang=en`);
    await setName(ana, 'Ana');
    await ben.goto(`${app.url}/?lang=fr`);
    await setName(ben, 'Ben');

    // Ana makes an online game and types no names: the seats were "Player 1/2" until their players took them.
    await ana.goto(`${app.url}/?lang=en#/new/linx`);
    await ana.getByLabel('Online').check();
    await ana.getByRole('button', { name: 'Start the game' }).click();
    await ana.getByRole('heading', { name: 'Invite links' }).waitFor();
    const links = await ana
      .getByTestId('invite-link')
      .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    await ana.goto(links[0] as string);
    await ana.getByTestId('seat-strip').waitFor();
    await ben.goto(links[1] as string);
    // Each page names both seats by their players, Ana's without a reload (the presence after Ben's join).
    for (const p of [ana, ben]) {
      await p.getByTestId('seat-0').getByTestId('player-link').getByText('Ana', { exact: true }).waitFor();
      await p.getByTestId('seat-1').getByTestId('player-link').getByText('Ben').waitFor();
      expect(await p.getByTestId('seat-strip').textContent()).not.toMatch(/Player \d|Joueur \d/);
    }
    await ana.getByTestId('chat-input').fill('Good luck Ben');
    await ana.getByTestId('chat').getByRole('button', { name: 'Send' }).click();
    await ben.getByTestId('chat').getByText('Good luck Ben').waitFor();

    // A few moves each (a resignation before them would leave a game too short to list), then Ben resigns.
    let played = 0;
    for (let step = 0; step < 400 && played < 4; step++) {
      for (const p of [ana, ben]) {
        const now = await phase(p);
        if (now === 'mine') {
          await clickTurn(p);
          played++;
        } else if (now === 'pass') {
          await clickPass(p);
          played++;
        }
      }
    }
    expect(played).toBeGreaterThanOrEqual(4);
    await ben.getByTestId('resign').click();
    await ben.getByTestId('resign-confirm').click();
    await ana.getByTestId('match-over').waitFor();
    const gameId = new URL(links[0] as string).pathname.split('/').pop() ?? '';

    // Ana clicks Ben's name: his profile, with his name, his ratings section and this game in his recent games.
    await ana.getByTestId('match-over').getByTestId('look-board').click();
    await ana.getByTestId('seat-1').getByTestId('player-link').click();
    await ana.getByTestId('profile-name').getByText('Ben').waitFor();
    await ana.getByTestId('rating-history').waitFor();
    await ana
      .getByTestId('member-since')
      .getByText(/^Member since \w.+ 20\d\d$/)
      .waitFor();
    const game = ana.getByTestId('recent-games').locator(`[data-game-id="${gameId}"]`);
    await game.waitFor();
    expect(await game.getByTestId('outcome').textContent()).toBe('lost');
    expect(await game.getByTestId('player-link').allTextContents()).toEqual(['Ana', 'Ben']);
    await shot(ana, 'profile');
    // The README's picture, on demand only (as screenshots.e2e.test.ts): a test run leaves the tree as it found it.
    if (process.env.LUDO_DOCS_SCREENSHOT === '1') {
      await ana.waitForTimeout(300);
      await ana.screenshot({ path: join(ROOT, 'docs/screenshot-profile.png') });
    }

    // Ben opens the finished game again from no link of his (no token, no seat): his side, the players' chat.
    await ben.goto(`${app.url}/play/${gameId}?lang=fr`);
    await ben.getByTestId('match-over').waitFor();
    await ben.getByTestId('match-over').getByTestId('look-board').click();
    await ben.getByRole('heading', { name: 'Discussion des joueurs' }).waitFor();
    await ben.getByTestId('chat').getByText('Good luck Ben').waitFor();
    expect(await ben.getByTestId('connection').textContent()).not.toContain('Vous regardez');
    expect(await ben.getByTestId('seat-1').textContent()).toContain('(vous)');
    await ben.getByTestId('step-bar').waitFor();
    await ben.getByTestId('analyse').waitFor();
    expect(errors).toEqual([]);
    await Promise.all([ana.context().close(), ben.context().close()]);
  });
});
