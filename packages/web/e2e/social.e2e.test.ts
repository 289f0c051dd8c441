import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeFindings } from './axe.js';
import { type App, startApp } from './harness.js';

/**
 * Issue 26, follows and friends: two browsers follow each other from the profiles and see the friend online (a page
 * open), with the game he plays, and offline once his page is closed.
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

describe('friends in Chromium', () => {
  it('two players follow each other from their profiles and one sees the other online, with a link to watch', async () => {
    const [ana, ben] = await Promise.all(
      ['en-GB', 'fr-FR'].map(async (locale) =>
        (await app.browser.newContext({ locale, viewport: { width: 1280, height: 900 } })).newPage(),
      ),
    );
    const errors: string[] = [];
    for (const p of [ana as Page, ben as Page]) p.on('pageerror', (e) => errors.push(e.message));
    if (ana === undefined || ben === undefined) throw new Error('no pages');
    await ana.goto(`${app.url}/?lang=en`);
    await ben.goto(`${app.url}/?lang=fr`);
    const [anaId, benId] = [await myId(ana), await myId(ben)];

    // No buttons on one's own profile.
    await ana.goto(`${app.url}/?lang=en#/player/${anaId}`);
    await ana.getByTestId('profile-name').waitFor();
    expect(await ana.getByTestId('social-buttons').count()).toBe(0);

    await ana.goto(`${app.url}/?lang=en#/player/${benId}`);
    await ana.getByRole('button', { name: 'Follow' }).click();
    await ana.getByRole('button', { name: 'Unfollow' }).waitFor();
    expect(describeFindings(await axeViolations(ana)), 'profile with the social buttons').toEqual([]);
    await ben.goto(`${app.url}/?lang=fr#/player/${anaId}`);
    await ben.getByRole('button', { name: 'Suivre' }).click();
    await ben.getByRole('button', { name: 'Ne plus suivre' }).waitFor();

    // Ana's page lists Ben as a friend, online (a page of his is open: issue 26) but at no game; Ben opens a game
    // of his own and sits in it.
    await ana.goto(`${app.url}/?lang=en#/me`);
    const friend = ana.locator(`[data-friend="${benId}"]`);
    await friend.getByText('online', { exact: true }).waitFor();
    expect(await friend.getByTestId('watch-friend').count()).toBe(0);
    await ben.goto(`${app.url}/?lang=en#/new/linx`);
    await ben.getByLabel('Online').check();
    await ben.getByRole('button', { name: 'Start the game' }).click();
    await ben.getByRole('heading', { name: 'Invite links' }).waitFor();
    const link = await ben.getByTestId('invite-link').first().inputValue();
    await ben.goto(link);
    await ben.getByTestId('seat-strip').waitFor();
    const game = new URL(link).pathname.split('/').pop() ?? '';

    await ana.reload();
    await friend.getByText('online', { exact: true }).waitFor();
    expect(await friend.getByTestId('watch-friend').getAttribute('href')).toBe(`/play/${game}`);
    expect(describeFindings(await axeViolations(ana)), 'my page with the friends panel').toEqual([]);
    // Ben closes his page: offline once his node's announcements stop naming him (a few seconds).
    await ben.context().close();
    await expect
      .poll(
        async () => {
          await ana.reload();
          return friend.getByTestId('friend-state').textContent({ timeout: 5000 });
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe('offline');
    expect(errors).toEqual([]);
  });
});
