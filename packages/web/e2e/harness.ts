import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningServer, type ServerOptions, startServer } from '@ludotheque/server';
import { type Browser, chromium, type Page } from 'playwright-core';
import { type ChromiumChoice, chromiumLaunch } from '../../../scripts/chromium.js';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The built app; `E2E_DIST` may point at another build (a private `vite build --outDir`). */
export const DIST = process.env.E2E_DIST ?? join(ROOT, 'packages/web/dist');
export const ARTIFACTS = join(ROOT, 'artifacts/e2e');

export interface App {
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly url: string;
  close(): Promise<void>;
}

/**
 * A real server on an ephemeral port with a temporary SQLite file, serving the built app, and a browser (with
 * software WebGL when `webgl` is set: the Cubiko board draws with three.js).
 */
export async function startApp(choice: ChromiumChoice = {}, serverOptions: ServerOptions = {}): Promise<App> {
  const dir = mkdtempSync(join(tmpdir(), 'ludo-e2e-'));
  // Games of bots only are refused on the public API (issue 13); the spectator tests watch some, so this server
  // allows them.
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dbFile: join(dir, 'e2e.sqlite'),
    staticDir: DIST,
    limits: { allowBotOnlyGames: true },
    // A test's own server options (presence's grace in milliseconds, a stand-in level…).
    ...serverOptions,
  });
  const browser = await chromium.launch(chromiumLaunch(choice));
  mkdirSync(ARTIFACTS, { recursive: true });
  return {
    server,
    browser,
    url: server.url,
    close: async () => {
      await browser.close();
      // Every end-to-end run checks the Content-Security-Policy (issue 14): no page may have broken it.
      const violations = server.cspViolations();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
      if (violations.length > 0) throw new Error(`CSP violations reported: ${JSON.stringify(violations)}`);
    },
  };
}

/**
 * Creates a two-seat online game from the new-game page of `game` (seats named Ana and Ben; `choose` ticks the
 * game's own options, names filled) and returns its invite links: the two seats', then the spectator's. The page
 * stays on the invite links.
 */
export async function createOnline(
  page: Page,
  url: string,
  game: string,
  choose: (page: Page) => Promise<void> = async () => {},
): Promise<string[]> {
  await page.goto(`${url}/#/new/${game}`);
  await page.getByLabel('Online').check();
  await page.locator('input[name="name0"]').fill('Ana');
  await page.locator('input[name="name1"]').fill('Ben');
  await choose(page);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.getByRole('heading', { name: 'Invite links' }).waitFor();
  const links = await page
    .getByTestId('invite-link')
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  if (links.length !== 3) throw new Error(`expected 3 invite links (two seats, a spectator), got ${links.length}`);
  return links;
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** What the page shows right now, for the click-driving loops. */
export type Phase = 'mine' | 'pass' | 'round' | 'match' | 'cover' | 'wait';

export async function phase(page: Page): Promise<Phase> {
  return page.evaluate(() => {
    if (document.querySelector('[data-testid="match-over"]')) return 'match';
    if (document.querySelector('[data-testid="round-over"]')) return 'round';
    if (document.querySelector('[data-testid="pass-device"]')) return 'cover';
    if (document.querySelector('[data-testid="pass"]')) return 'pass';
    if (document.querySelector('.hand-tile:not([disabled])')) return 'mine';
    return 'wait';
  });
}

const movesShown = (page: Page) => page.locator('[data-testid="move-list"] li').count();

/** Waits until the move list grew past `before`: the move was played and the page got the new position. */
export async function waitMoves(page: Page, before: number): Promise<void> {
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="move-list"] li').length > n, before);
}

/** Passes (LX-13) by clicking, and waits for the move to land. */
export async function clickPass(page: Page): Promise<void> {
  const before = await movesShown(page);
  await page.getByTestId('pass').click();
  await waitMoves(page, before);
}

/** Deals the next round (LX-20) from the end-of-round screen, and waits for the screen to go. */
export async function dealNext(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  await page.getByTestId('round-over').waitFor({ state: 'detached' });
}

/**
 * Plays one turn by clicking: the first playable tile of the hand, then the first highlighted cell; waits until the
 * move is in the move list, so the next look at the page sees the new position.
 */
export async function clickTurn(page: Page): Promise<string> {
  const before = await movesShown(page);
  const tile = page.locator('.hand-tile:not([disabled])').first();
  const type = (await tile.getAttribute('data-type')) ?? '?';
  await tile.click();
  const cell = page.locator('.cell.target-up, .cell.target-down').first();
  const name = (await cell.getAttribute('data-cell')) ?? '?';
  await cell.click();
  await waitMoves(page, before);
  return `${type}:${name}`;
}
