/**
 * Layouts that hold from 360 px to 1920 px (issue 25): at five widths, the main pages (home, new game, each game's
 * table against a bot, lobby, rules, leaderboards, the player's page, the header's rename form) neither scroll
 * sideways nor overlap their controls, every control is a 24 px target (WCAG 2.5.8), and every board is wholly on
 * the screen. One browser and one page for the whole file; the rules themselves are in `layout-check.ts`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, ARTIFACTS, startApp } from './harness.js';
import { layoutFindings } from './layout-check.js';

let app: App;
let page: Page;
beforeAll(async () => {
  app = await startApp({ webgl: true });
  page = await app.browser.newPage({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await app?.close();
});

const SIZES: readonly [number, number][] = [
  [360, 740],
  [768, 1024],
  [1100, 800],
  [1280, 900],
  [1920, 1080],
];

/** Each page: its path and what shows once it is drawn. French: its words are the longer ones. */
const PAGES: readonly [string, string][] = [
  ['/?lang=fr', 'h1'],
  ['/#/new/linx', 'form'],
  ['/#/new/superpion', 'form'],
  ['/#/local/linx?seats=h:Ana,b:random&seed=layout-lx&delay=0', '.hand-tile'],
  ['/#/local/superpion?seats=h:Ana,b:random&mode=two&seed=layout-sp&delay=0', '.sp-grid'],
  ['/#/local/superpion?seats=h:Ana,b:random,b:random,b:random&mode=four&seed=layout-sp4&delay=0', '.sp-grid'],
  ['/#/local/symbolix?seats=h:Ana,b:random,b:random&seed=layout-sx&delay=0&level=advanced', '.sx-board'],
  ['/#/local/cubiko?seats=h:Ana,b:random&precision=exact&seed=layout-cb&delay=0', '.cb-canvas'],
  ['/#/lobby', '.lobby-create'],
  ['/#/rules/superpion', 'h1'],
  ['/#/rules/cubiko', 'h1'],
  ['/#/ratings/linx', 'h1'],
  ['/#/me', '[data-testid="player-heading"]'],
];

async function open(path: string, ready: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`${app.url}${path}`);
  await page.locator(ready).first().waitFor();
  // Fonts and lazy parts settle (the player's name in the header arrives from /api/me).
  await page.locator('[data-testid="player-name"]').waitFor({ state: 'attached' });
}

describe('every page holds at every width', () => {
  for (const [width, height] of SIZES) {
    it(`at ${width}×${height}`, async () => {
      await page.setViewportSize({ width, height });
      const found: string[] = [];
      for (const [path, ready] of PAGES) {
        await open(path, ready);
        for (const f of await page.evaluate(layoutFindings)) found.push(`${path}: ${f}`);
      }
      // A phone's header: its menu, open.
      const toggle = page.getByTestId('top-menu-toggle');
      if (await toggle.isVisible()) {
        await toggle.click();
        for (const f of await page.evaluate(layoutFindings)) found.push(`menu open: ${f}`);
      }
      // The header's rename form, open (it once slid under the language buttons at 1280 px).
      await page.locator('.top [data-testid="player-name"]').click();
      await page.locator('.top [data-testid="rename-form"]').waitFor();
      for (const f of await page.evaluate(layoutFindings)) found.push(`rename form: ${f}`);
      // The whole list, for reading when the comparison below cuts it short.
      writeFileSync(join(ARTIFACTS, `layout-${width}.txt`), found.join('\n'));
      expect(found).toEqual([]);
    });
  }
});

describe('on a 390×844 phone', () => {
  const inView = (selector: string) =>
    page.locator(selector).evaluateAll((els) =>
      els.every((el) => {
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
      }),
    );

  it("shows Linx's hand and the whole board at once, with no scrolling, and a header of one line", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open('/#/local/linx?seats=h:Ana,b:random&seed=layout-lx&delay=0', '.hand-tile');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await inView('.hand-tile')).toBe(true);
    expect(await inView('table.board .cell')).toBe(true);
    const header = await page.locator('header.top').boundingBox();
    expect(header?.height ?? 999).toBeLessThan(70);
  });

  it("gives Superpion's fourteen columns 24 px each, all on the screen", async () => {
    await open('/#/local/superpion?seats=h:Ana,b:random&mode=two&seed=layout-sp&delay=0', '.sp-grid');
    const widths = await page.locator('.sp-cell').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
    // SP-1: the 14×14 square less its four 3×3 corners (the camps' name plates).
    expect(widths).toHaveLength(14 * 14 - 4 * 9);
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(24);
    expect(await inView('.sp-cell[data-cell^="n"]')).toBe(true);
  });
});

describe('the checker itself', () => {
  it('reports a sideways scroll, an overlap, a small target and a board off the screen', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open('/#/local/linx?seats=h:Ana,b:random&seed=layout-lx&delay=0', '.hand-tile');
    await page.evaluate(() => {
      const main = document.querySelector('main') as HTMLElement;
      const wide = document.createElement('div');
      wide.style.width = '900px';
      wide.style.height = '10px';
      main.append(wide);
      const a = document.createElement('button');
      const b = document.createElement('button');
      a.textContent = 'A';
      b.textContent = 'B';
      for (const [el, left] of [
        [a, 10],
        [b, 20],
      ] as const) {
        Object.assign(el.style, { position: 'fixed', top: '300px', left: `${left}px`, width: '40px', height: '40px' });
        document.body.append(el);
      }
      const tiny = document.createElement('button');
      Object.assign(tiny.style, {
        position: 'fixed',
        top: '400px',
        left: '10px',
        width: '10px',
        height: '10px',
        padding: '0',
      });
      const near = document.createElement('button');
      Object.assign(near.style, { position: 'fixed', top: '400px', left: '24px', width: '30px', height: '30px' });
      document.body.append(tiny, near);
      (document.querySelector('.board') as HTMLElement).style.width = '500px';
    });
    const found = (await page.evaluate(layoutFindings)).join('\n');
    expect(found).toMatch(/scrolls sideways/);
    expect(found).toMatch(/overlap: button "A" and button "B"/);
    expect(found).toMatch(/small target: button is 10×10/);
    expect(found).toMatch(/board .*board/);
  });
});
