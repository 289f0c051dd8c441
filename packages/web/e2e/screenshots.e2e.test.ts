/**
 * The README's pictures: `docs/screenshot-<game>.png`, each game mid-game at 1366×768 (issue 12), its moves entered
 * by keyboard so the focus ring and the keyboard cursor show; `docs/screenshot-home.png` and
 * `docs/screenshot-lobby.png`, the home page and the lobby with open tables (issue 25; the profile's picture is
 * people.e2e.test.ts's). Run one with `-t`. Not part of the suite's run: only with
 * `LUDO_DOCS_SCREENSHOT=1` (`E2E_SKIP_BUILD=1 LUDO_DOCS_SCREENSHOT=1 npx vitest run -c packages/web/e2e/vitest.config.ts
 * packages/web/e2e/screenshots.e2e.test.ts`). Each picture is posterized in the browser (a canvas, fewer levels per
 * channel) before Chromium encodes it again, so the PNGs stay small.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, ROOT, startApp } from './harness.js';
import { cubikoTurn, linxTurn, superpionTurn, symbolixTurn } from './keyboard-play.js';

const wanted = process.env.LUDO_DOCS_SCREENSHOT === '1';
let app: App;
beforeAll(async () => {
  if (wanted) app = await startApp({ webgl: true });
});
afterAll(async () => {
  await app?.close();
});

/** The PNG with each colour channel rounded to `step` (flat areas compress far better), encoded by Chromium. */
async function shrink(file: string, step = 12): Promise<void> {
  const page = await app.browser.newPage();
  const url = `data:image/png;base64,${readFileSync(file).toString('base64')}`;
  const out = await page.evaluate(
    async ([src, k]) => {
      const img = new Image();
      img.src = src as string;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const g = canvas.getContext('2d') as CanvasRenderingContext2D;
      g.drawImage(img, 0, 0);
      const data = g.getImageData(0, 0, img.width, img.height);
      const q = k as number;
      for (let i = 0; i < data.data.length; i++) data.data[i] = Math.min(255, Math.round((data.data[i] ?? 0) / q) * q);
      g.putImageData(data, 0, 0);
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    },
    [url, step] as const,
  );
  writeFileSync(file, Buffer.from(out, 'base64'));
  await page.close();
}

/** Plays Ana's `turns` by keyboard, lets `pose` set up the picture, and writes it. */
async function picture(
  game: string,
  path: string,
  turns: number,
  turn: (p: Page) => Promise<void>,
  pose?: (p: Page) => Promise<void>,
) {
  const page = await app.browser.newPage({ locale: 'fr-FR', viewport: { width: 1366, height: 768 } });
  await page.goto(`${app.url}/#/local/${path}`);
  for (let i = 0; i < turns; i++) await turn(page);
  await pose?.(page);
  await page.waitForTimeout(600); // the last move's animation
  const file = join(ROOT, `docs/screenshot-${game}.png`);
  await page.screenshot({ path: file });
  await shrink(file);
  await page.close();
}

describe.runIf(wanted)('the README screenshots', () => {
  it('writes one picture of each game mid-game at 1366×768', async () => {
    await picture('linx', 'linx?seats=h:Ana,b:random,b:random&seed=docs-linx&delay=0', 4, linxTurn, async (p) => {
      // A tile picked: its legal cells highlighted, the cursor cell focused.
      const type = await p.locator('.hand-tile:not([disabled])').first().getAttribute('data-type');
      if (type) await p.keyboard.press(type === 'P' ? 'f' : type === 'S' ? 'c' : 'r');
    });
    await picture(
      'superpion',
      'superpion?seats=h:Ana,b:random,b:random,b:random&mode=four&seed=docs-sp&delay=0',
      3,
      superpionTurn,
    );
    await picture(
      'symbolix',
      'symbolix?seats=h:Ana,b:random,b:random&seed=docs-sx&delay=0&level=advanced',
      4,
      symbolixTurn,
    );
    await picture('cubiko', 'cubiko?seats=h:Ana,b:random&precision=exact&seed=docs-cb&delay=0', 3, cubikoTurn, (p) =>
      // The last throw's replay over: the cubes at rest.
      p.getByTestId('skip-replay').waitFor({ state: 'detached', timeout: 60_000 }),
    );
    expect(true).toBe(true);
  });

  it('writes the home page and the lobby with open tables at 1366×768', async () => {
    const home = await app.browser.newPage({ locale: 'fr-FR', viewport: { width: 1366, height: 768 } });
    await home.goto(`${app.url}/#/`);
    await home.locator('.game-card').first().waitFor();
    await home.waitForTimeout(600); // the cards' pictures
    const homeFile = join(ROOT, 'docs/screenshot-home.png');
    await home.screenshot({ path: homeFile });
    await home.close();
    await shrink(homeFile);
    // Tables opened by Ana's browser, which stays on the lobby (a table leaves with its creator's page).
    const creator = await app.browser.newContext({ locale: 'fr-FR' });
    const ana = await creator.newPage();
    await ana.goto(`${app.url}/#/lobby`);
    await ana.getByTestId('lobby-connection').waitFor();
    await ana.evaluate(async () => {
      await fetch('/api/me/name', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ana' }),
      });
      for (const body of [
        { game: 'linx', players: 3, options: { roundsToWin: 3 } },
        { game: 'superpion', players: 3, options: { mode: 'three', idle: 'red' } },
        { game: 'cubiko', players: 2, options: { precision: 'steady', scoring: 'points', target: 9 } },
      ])
        await fetch('/api/lobby/tables', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...body, rated: false }),
        });
    });
    const page = await app.browser.newPage({ locale: 'fr-FR', viewport: { width: 1366, height: 768 } });
    await page.goto(`${app.url}/#/lobby`);
    await expect.poll(() => page.getByTestId('lobby-table').count()).toBe(3);
    // The tables at the top of the picture, the filters above them scrolled away.
    await page
      .getByTestId('lobby-table')
      .first()
      .evaluate((row) => row.closest('table')?.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(300);
    const lobbyFile = join(ROOT, 'docs/screenshot-lobby.png');
    await page.screenshot({ path: lobbyFile });
    await page.close();
    await creator.close();
    await shrink(lobbyFile, 16); // the striped background costs: fewer levels keep it under 300 kB
  });
});
