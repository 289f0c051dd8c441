import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, shot, startApp } from './harness.js';

// Issue 25, the home page: one click on a quick-pairing tile in two browsers pairs them into one game; one click
// plays the computer; the live counts and a game to watch show; at 1366×768 no card's button runs past its card.

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const context = (locale = 'en-GB') => app.browser.newContext({ locale, viewport: { width: 1366, height: 768 } });
const home = async (page: Page, lang: 'en' | 'fr') => {
  await page.goto(`${app.url}/?lang=${lang}#/`);
  await page.getByRole('heading', { name: lang === 'fr' ? 'Partie rapide' : 'Quick pairing' }).waitFor();
};
const gameId = (page: Page) => /\/play\/([A-Za-z0-9_-]+)/.exec(page.url())?.[1] ?? '';

describe('the home page in Chromium', () => {
  it('pairs two strangers from one click each on a quick-pairing tile; the counts and the game to watch show', async () => {
    const contexts = [await context(), await context('fr-FR'), await context()];
    const [ana, ben, cleo] = await Promise.all(contexts.map((c) => c.newPage()));
    if (!ana || !ben || !cleo) throw new Error('pages');
    await home(ana, 'en');
    await home(ben, 'fr');
    await ana.getByTestId('quick-linx-blitz').click();
    // Ana waits, and may cancel.
    await ana.getByTestId('home-waiting').filter({ hasText: 'Looking for an opponent: Linx, 3+2' }).waitFor();
    expect(await ana.getByTestId('home-cancel').isVisible()).toBe(true);
    await shot(ana, 'home-waiting');
    await ben.getByTestId('quick-linx-blitz').click();
    await ana.waitForURL(/\/play\/[A-Za-z0-9_-]+#token=/);
    await ben.waitForURL(/\/play\/[A-Za-z0-9_-]+#token=/);
    expect(gameId(ana)).toBe(gameId(ben));
    expect(ana.url()).not.toBe(ben.url());
    for (const p of [ana, ben]) await p.locator('.board').waitFor();

    // A third visitor sees two players online in one game, and that game to watch.
    await home(cleo, 'en');
    await cleo.getByTestId('home-online').filter({ hasText: '2 players online' }).waitFor({ timeout: 20_000 });
    expect(await cleo.getByTestId('home-games').textContent()).toBe('1 game in play');
    const watch = cleo.getByTestId('home-watch');
    await watch.waitFor();
    expect(await watch.getAttribute('href')).toBe(`/play/${gameId(ana)}`);
    expect(await watch.textContent()).toMatch(/^Watch Linx: .+ and .+$/);
    // The same in French: plurals and the non-breaking space before the colon.
    await home(cleo, 'fr');
    await cleo.getByTestId('home-online').filter({ hasText: '2 joueurs en ligne' }).waitFor({ timeout: 20_000 });
    expect(await cleo.getByTestId('home-games').textContent()).toBe('1 partie en cours');
    expect(await cleo.getByTestId('home-watch').textContent()).toMatch(/^Regarder Linx\u00a0: .+ et .+$/);
    await shot(cleo, 'home-live-fr');
    await watch.click();
    await cleo.waitForURL(new RegExp(`/play/${gameId(ana)}$`));
    await cleo.locator('.board').waitFor();
    for (const c of contexts) await c.close();
  });

  it('a cancelled wait leaves the queue; a friend and the computer are one click each', async () => {
    const c = await context();
    const page = await c.newPage();
    await home(page, 'en');
    await page.getByTestId('quick-superpion-rapid').click();
    await page.getByTestId('home-waiting').filter({ hasText: 'Superpion, 10+5' }).waitFor();
    await page.getByTestId('home-cancel').click();
    await page.getByTestId('home-waiting').waitFor({ state: 'detached' });
    expect(await page.getByTestId('quick-superpion-rapid').isEnabled()).toBe(true);

    // Play a friend: an online Symbolix game for two, its links to send.
    await page.locator('.home-start-games').getByText('Symbolix', { exact: true }).click();
    await page.getByTestId('home-friend').click();
    await page.waitForURL(/#\/invites\/[A-Za-z0-9_-]+$/);
    await page.getByTestId('invite-link').first().waitFor();
    expect(await page.getByTestId('invite-link').count()).toBe(3); // two seats and the spectators'
    await home(page, 'en');
    await page.getByTestId('home-computer').click();
    await page.waitForURL(/#\/local\/linx\?seats=h:,b:mcts:easy&seed=[0-9a-f]{16}/);
    await page.locator('.board').waitFor();
    await c.close();
  });

  it('at 1366×768 every card button lies inside its card, and no card says "playable"', async () => {
    for (const [locale, lang] of [
      ['fr-FR', 'fr'],
      ['en-GB', 'en'],
    ] as const) {
      const c = await context(locale);
      const page = await c.newPage();
      await home(page, lang);
      const cards = page.locator('.game-card');
      expect(await cards.count()).toBe(4);
      for (let i = 0; i < 4; i++) {
        const card = cards.nth(i);
        const box = await card.boundingBox();
        if (!box) throw new Error('card box');
        const buttons = card.locator('.card-actions .button');
        expect(await buttons.count()).toBe(3);
        for (let j = 0; j < 3; j++) {
          const b = await buttons.nth(j).boundingBox();
          if (!b) throw new Error('button box');
          expect(b.x).toBeGreaterThanOrEqual(box.x);
          expect(b.y).toBeGreaterThanOrEqual(box.y);
          expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
          expect(b.y + b.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
        }
      }
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).not.toMatch(/jouable|playable/i);
      // The quick-pairing tiles and the start buttons, too, lie inside their sections.
      for (const section of ['.home-quick', '.home-start']) {
        const s = await page.locator(section).boundingBox();
        if (!s) throw new Error('section box');
        for (const b of await page.locator(`${section} button`).all()) {
          const r = await b.boundingBox();
          if (!r) throw new Error('button box');
          expect(r.x + r.width).toBeLessThanOrEqual(s.x + s.width + 0.5);
        }
      }
      if (lang === 'fr') await shot(page, 'home-fr-1366');
      await c.close();
    }
  });
});
