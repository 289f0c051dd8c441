/**
 * Cubiko in the browser (issue 7, "Web"): the new-game page's Cubiko choices reach the local link, and a local game
 * against a random bot at `exact` precision is played by hand: the human throws by dragging on the WebGL table
 * (software WebGL: SwiftShader), watches the replay, places a cube (CB-11), and the bot answers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, startServer } from '@ludotheque/server';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST, shot } from './harness.js';

// The harness's flags plus software WebGL (the harness disables the GPU, which three.js needs in some form).
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let dir = '';
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ludo-e2e-cb-'));
  server = await startServer({ port: 0, host: '127.0.0.1', dbFile: join(dir, 'e2e.sqlite'), staticDir: DIST });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const moves = (page: Page) => page.locator('[data-testid="move-list"] li').allInnerTexts();
const waitYourTurn = (page: Page, ms: number) =>
  page.waitForFunction(
    () => document.querySelector('[data-testid="status"]')?.textContent?.startsWith('Your turn'),
    null,
    {
      timeout: ms,
    },
  );

describe('Cubiko in the browser', () => {
  it('offers players, precision and scoring on the new-game page, into the local link', async () => {
    const page = await browser.newPage({ locale: 'en-GB', viewport: { width: 1200, height: 900 } });
    await page.goto(`${server.url}/#/new/cubiko`);
    await page.locator('input[name="cbPlayers"][value="3"]').check();
    await page.locator('input[name="cbPrecision"][value="shaky"]').check();
    await page.locator('input[name="cbScoring"][value="points"]').check();
    await page.locator('input[name="cbTarget"]').fill('5');
    await page.locator('input[name="mode"][value="hotseat"]').check();
    await page.getByRole('button', { name: /start/i }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/local/cubiko'));
    const hash = await page.evaluate(() => location.hash);
    expect(hash).toContain('precision=shaky');
    expect(hash).toContain('scoring=points');
    expect(hash).toContain('target=5');
    expect(hash.split('seats=')[1]?.split('&')[0]?.split(',')).toHaveLength(3);
    await page.close();
  });

  it('throws by dragging, places a cube, and the bot answers (exact precision)', async () => {
    const page = await browser.newPage({ locale: 'en-GB', viewport: { width: 1200, height: 900 } });
    await page.goto(`${server.url}/#/local/cubiko?seats=h:Ana,b:random&seed=cb-e2e&delay=0&precision=exact`);
    const canvas = page.getByTestId('cb-canvas');
    await canvas.waitFor({ timeout: 60_000 });
    await waitYourTurn(page, 60_000);
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no canvas');
    // The seat camera (scene.ts) sees the release strip low on the screen: drag from there straight toward the
    // frame, about 250 mm on the table, so about 1250 mm/s (5 mm/s per mm), a counted throw at the default lift.
    const x = box.x + box.width / 2;
    const y = (ndc: number) => box.y + ((1 - ndc) / 2) * box.height;
    await page.mouse.move(x, y(-0.65));
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(x, y(-0.65 + (0.57 * i) / 10));
    await page.mouse.up();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="move-list"] li').length >= 1);
    expect((await moves(page))[0]).toMatch(/Ana throws \(speed 1[12]\d\d mm\/s\)/);
    // The replay plays to its end, then the ball's cell is offered (CB-9, CB-11).
    await page.getByTestId('skip-replay').waitFor({ state: 'detached', timeout: 60_000 });
    await page.getByTestId('choice-place').click();
    await waitYourTurn(page, 90_000);
    const log = await moves(page);
    expect(log[1]).toContain('Ana places a cube');
    expect(log.length).toBeGreaterThanOrEqual(3);
    expect(log.at(-1)).toMatch(/Random (passes|places|moves|throws)/);
    // Ana's cube 1 left her reserve for the ball's cell (CB-11); a cube shows as `1→<cell>`.
    expect(await page.locator('.cb-players li').first().textContent()).toMatch(/2 cubes in reserve.*1→[abc][123]/);
    await shot(page, 'cubiko-after-bot');
    await page.close();
  });
});
