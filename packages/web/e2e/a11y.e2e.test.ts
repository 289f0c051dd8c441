/**
 * axe-core on every page and game (issue 12, "Everyone can play"): no serious or critical violation on the home page
 * in French and English, each rules page, each new-game page, a local game of each of the four games mid-game (its
 * moves entered by keyboard), an end-of-match screen, a hot-seat cover, and an online game with its invites page.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeFindings } from './axe.js';
import { type App, createOnline, startApp } from './harness.js';
import { cubikoTurn, linxTurn, superpionTurn, symbolixTurn } from './keyboard-play.js';

let app: App;
let page: Page;
beforeAll(async () => {
  app = await startApp({ webgl: true });
  page = await app.browser.newPage({ locale: 'en-GB', viewport: { width: 1366, height: 768 } });
});
afterAll(async () => {
  await app?.close();
});

const GAMES = ['linx', 'superpion', 'symbolix', 'cubiko'] as const;

/** Checks the page as it is now; the message lists each violation with its elements. */
async function expectClean(where: string): Promise<void> {
  expect(describeFindings(await axeViolations(page)), where).toEqual([]);
}

/** Opens a path of the app afresh (a new document, so the hash router starts clean). */
async function open(path: string, ready: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`${app.url}${path}`);
  await page.locator(ready).first().waitFor();
}

describe('axe-core finds no serious or critical violation', () => {
  it('is really run: a button without a name on the page is reported', async () => {
    await open('/?lang=en', 'h1');
    await page.evaluate(() => document.querySelector('main')?.append(document.createElement('button')));
    expect((await axeViolations(page)).map((f) => f.id)).toContain('button-name');
  });

  it('on the home page in French and English, and on every rules and new-game page', async () => {
    for (const lang of ['fr', 'en']) {
      await open(`/?lang=${lang}`, 'h1');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await expectClean(`home (${lang})`);
    }
    for (const game of GAMES) {
      await open(`/#/rules/${game}`, 'h1');
      await expectClean(`rules of ${game}`);
      await open(`/#/new/${game}`, 'form');
      await expectClean(`new ${game} game`);
    }
  });

  it('on a local game of each of the four games, mid-game', async () => {
    const games: [string, string, (p: Page) => Promise<void>][] = [
      ['linx?seats=h:Ana,b:random&seed=a11y-lx&delay=0', '.board', linxTurn],
      ['superpion?seats=h:Ana,b:random&mode=two&seed=a11y-sp&delay=0', '.sp-grid', superpionTurn],
      ['symbolix?seats=h:Ana,b:random,b:random&seed=a11y-sx&delay=0&level=advanced', '.sx-board', symbolixTurn],
      ['cubiko?seats=h:Ana,b:random&precision=exact&seed=a11y-cb&delay=0', '.cb-canvas', cubikoTurn],
    ];
    for (const [path, ready, turn] of games) {
      await open(`/#/local/${path}`, ready);
      for (let i = 0; i < 2; i++) await turn(page);
      await expectClean(`local ${path}`);
    }
  });

  it('on the end-of-match screen (a one-round Linx match played by keyboard)', async () => {
    await open('/#/local/linx?seats=h:Ana,b:random&rounds=1&seed=a11y-end&delay=0', '.board');
    const over = page.getByTestId('match-over');
    for (let i = 0; i < 80 && !(await over.count()); i++) {
      await Promise.race([linxTurn(page), over.waitFor()]);
    }
    await over.waitFor();
    await expectClean('end of match');
  });

  it('on a hot-seat cover, and on an online game and its invites page', async () => {
    await open('/#/local/linx?seats=h:Ana,h:Ben&seed=a11y-hot&delay=0', '[data-testid="pass-device"]');
    await expectClean('hot-seat cover');
    const links = await createOnline(page, app.url, 'linx');
    await expectClean('invites page');
    await open(new URL(links[0] as string).pathname + new URL(links[0] as string).hash, '.board');
    await page.locator('.hand-area').waitFor();
    await expectClean('online game');
  });
});
