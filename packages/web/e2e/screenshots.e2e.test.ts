/**
 * The README's pictures: `docs/screenshot-<game>.png`, each game mid-game at 1366×768 (issue 12), its moves entered
 * by keyboard so the focus ring and the keyboard cursor show. Not part of the suite's run: only with
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
});
