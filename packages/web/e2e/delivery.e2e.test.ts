/**
 * Delivery (issue 14): the real build served by the real server, in Chromium. The Content-Security-Policy holds with
 * the app running (and a violation would be caught: the negative control), the physics WASM is one file fetched once
 * per visit for the page and the bot worker, the app works offline after one visit in all four games, and a new
 * version is offered without touching the game in progress.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, startServer } from '@ludotheque/server';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, clickTurn, DIST, ROOT, startApp } from './harness.js';

let app: App;
beforeAll(async () => {
  app = await startApp({ webgl: true });
});
afterAll(async () => {
  await app?.close();
});

const movesShown = (page: Page) => page.locator('[data-testid="move-list"] li').count();
const waitMoves = (page: Page, more: number, timeout = 60_000) =>
  page.waitForFunction((n) => document.querySelectorAll('[data-testid="move-list"] li').length >= n, more, { timeout });

/** Collects the page's own CSP violation events (the server's reports are checked by the harness too). */
async function watchCsp(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspSeen: string[] }).cspSeen = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
}
const cspSeen = (page: Page) => page.evaluate(() => (window as unknown as { cspSeen: string[] }).cspSeen);

/** A first visit: the service worker is installed and active (it precached the whole app). */
async function firstVisit(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/`);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) throw new Error('no active service worker');
  });
}

describe('the build', () => {
  it('ships Rapier as one .wasm file (the same bytes as the package) and no inlined copy in any script', () => {
    const assets = join(DIST, 'assets');
    const names = readdirSync(assets);
    const wasm = names.filter((n) => n.endsWith('.wasm'));
    expect(wasm).toHaveLength(1);
    const pkg = join(ROOT, 'node_modules/@dimforge/rapier3d-deterministic-compat/dist/rapier_wasm3d_bg.wasm');
    expect(readFileSync(join(assets, wasm[0] as string)).equals(readFileSync(pkg))).toBe(true);
    const biggestScript = Math.max(
      ...names.filter((n) => n.endsWith('.js')).map((n) => statSync(join(assets, n)).size),
    );
    expect(biggestScript).toBeLessThan(1024 * 1024); // the inlined copy made two 4.4 MB scripts
    for (const n of names.filter((x) => /\.(js|css|wasm)$/.test(x) && statSync(join(assets, x)).size > 1024)) {
      expect(names, n).toContain(`${n}.br`);
      expect(names, n).toContain(`${n}.gz`);
    }
  });
});

describe('in Chromium', () => {
  it('serves the app compressed and cached, and the CSP reports nothing across the four games', async () => {
    const context = await app.browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 768 } });
    await watchCsp(context);
    const page = await context.newPage();
    const encodings = new Map<string, string>();
    page.on('response', (r) => {
      if (r.url().includes('/assets/')) encodings.set(r.url(), r.headers()['content-encoding'] ?? 'identity');
    });
    await page.goto(`${app.url}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    for (const game of ['linx', 'superpion', 'symbolix', 'cubiko']) {
      await page.goto(`${app.url}/#/local/${game}?seats=b:random,b:random&seed=csp-${game}&delay=0`);
      await waitMoves(page, 2);
    }
    expect(await cspSeen(page)).toEqual([]);
    // Files under 1 KB are not worth compressing: the build leaves them plain.
    const compressed = new Set(readdirSync(join(DIST, 'assets')).filter((n) => n.endsWith('.js.br')));
    const scripts = [...encodings].filter(([u]) => compressed.has(`${u.split('/').pop()}.br`));
    expect(scripts.length).toBeGreaterThan(3);
    for (const [url, encoding] of scripts) expect(encoding, url).toBe('br');
    await context.close();
    expect(app.server.cspViolations()).toEqual([]);
  });

  it('a violation would be seen: an inline script is blocked and reported (the negative control)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ludo-csp-'));
    const server: RunningServer = await startServer({ port: 0, dbFile: join(dir, 'db.sqlite'), staticDir: DIST });
    try {
      const context = await app.browser.newContext();
      await watchCsp(context);
      const page = await context.newPage();
      await page.goto(`${server.url}/`);
      const ran = await page.evaluate(() => {
        const s = document.createElement('script');
        s.textContent = 'window.inlineRan = true';
        document.body.append(s);
        return (window as unknown as { inlineRan?: boolean }).inlineRan === true;
      });
      expect(ran).toBe(false);
      await expect.poll(() => server.cspViolations().length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect((await cspSeen(page)).join()).toContain('script-src');
      await context.close();
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fetches the physics once per visit, for the page and the bot worker alike', async () => {
    const context = await app.browser.newContext({ serviceWorkers: 'block' }); // the HTTP cache alone
    const page = await context.newPage();
    await page.goto(`${app.url}/#/local/cubiko?seats=h:Ana,b:random&seed=wasm-once&delay=0&precision=exact`);
    await page.getByTestId('cb-canvas').waitFor({ timeout: 60_000 });
    await expect.poll(() => page.workers().length, { timeout: 30_000 }).toBeGreaterThan(0);
    const wasmLoads = () =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.wasm'))
        .map((e) => ({ name: e.name, transferred: (e as PerformanceResourceTiming).transferSize }));
    type Load = { name: string; transferred: number };
    const worker = page.workers()[0];
    if (!worker) throw new Error('no bot worker');
    const inWorker = async () => (await worker.evaluate(wasmLoads)) as Load[];
    await expect.poll(async () => (await inWorker()).length).toBe(1);
    // The page loads its copy in the background (the table is drawn and aimed without it): wait for it too.
    await expect.poll(async () => ((await page.evaluate(wasmLoads)) as Load[]).length, { timeout: 30_000 }).toBe(1);
    const loads = [...((await page.evaluate(wasmLoads)) as Load[]), ...(await inWorker())];
    expect(loads).toHaveLength(2); // the page's renderer and the worker's rules both compiled it...
    expect(new Set(loads.map((l) => l.name)).size).toBe(1); // ...from the same file...
    expect(loads.filter((l) => l.transferred > 0)).toHaveLength(1); // ...which crossed the network once
    await context.close();
  });

  it('a Cubiko table takes a throw before the physics has arrived, and plays it once it has', async () => {
    const context = await app.browser.newContext({ serviceWorkers: 'block' });
    // Rapier's WASM is held back (the page's and the worker's fetch alike) until the throw has been sent.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = 0;
    await context.route('**/*.wasm', async (route) => {
      held++;
      await gate;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${app.url}/#/local/cubiko?seats=h:Ana,b:random&seed=wasm-late&delay=0&precision=exact`);
    await page.getByTestId('cb-canvas').waitFor({ timeout: 60_000 });
    const throwButton = page.getByTestId('throw');
    await throwButton.waitFor({ timeout: 60_000 });
    await expect.poll(() => held, { timeout: 30_000 }).toBe(2); // both asked for it; neither has it
    await throwButton.click();
    const moves = page.locator('[data-testid="move-list"] li');
    await page.waitForTimeout(300);
    expect(await moves.count()).toBe(0); // the worker waits for its physics: nothing is played without it
    release();
    await expect.poll(() => moves.count(), { timeout: 60_000 }).toBeGreaterThan(0);
    expect(await moves.first().getAttribute('title')).toMatch(/^throw /); // the person's throw, as sent
    await context.close();
  });

  it('plays local games of all four games offline after one visit', async () => {
    const context = await app.browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await firstVisit(page, app.url);
    await context.setOffline(true);
    expect(
      await page.evaluate(() =>
        fetch('/api/games/abcdefgh1234').then(
          () => 'online',
          () => 'offline',
        ),
      ),
    ).toBe('offline');
    // A person against a bot, with real reloads: every file now comes from the service worker.
    await page.goto(`${app.url}/#/local/linx?seats=h:Ana,b:random&seed=offline-lx&delay=0`);
    await page.reload();
    for (let i = 0; i < 2; i++) await clickTurn(page);
    expect(await movesShown(page)).toBeGreaterThanOrEqual(4);
    for (const game of ['superpion', 'symbolix', 'cubiko']) {
      await page.goto(`${app.url}/#/local/${game}?seats=b:random,b:random&seed=offline-${game}&delay=0`);
      await page.reload();
      await waitMoves(page, 3);
    }
    // Hot-seat too: two people at one screen.
    await page.goto(`${app.url}/#/local/linx?seats=h:Ana,h:Ben&seed=offline-hot&delay=0`);
    await page.reload();
    await page.getByTestId('pass-device').waitFor();
    await context.close();
  });

  it('offers a new version without interrupting the game, and loads it only when asked', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ludo-update-'));
    const dist = join(dir, 'dist');
    cpSync(DIST, dist, { recursive: true });
    const server = await startServer({ port: 0, dbFile: join(dir, 'db.sqlite'), staticDir: dist });
    try {
      const context = await app.browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 768 } });
      const page = await context.newPage();
      await firstVisit(page, server.url);
      await page.goto(`${server.url}/#/local/linx?seats=h:Ana,b:random&seed=update&delay=0`);
      await clickTurn(page);
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      const before = await movesShown(page);
      // A new release: the service worker's bytes change (the browser compares them on its update check).
      const sw = join(dist, 'sw.js');
      writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// release 2\n`);
      rmSync(`${sw}.br`, { force: true });
      rmSync(`${sw}.gz`, { force: true });
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      await page.getByTestId('offline-update').waitFor({ timeout: 30_000 });
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(await movesShown(page)).toBe(before);
      await clickTurn(page); // the game goes on under the offer
      await page.getByRole('button', { name: 'Later' }).click();
      await page.getByTestId('offline-update').waitFor({ state: 'detached' });
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      // Asked again (the next check) and accepted: now, and only now, the page loads the new version.
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      await page.reload();
      const offered = page.getByTestId('offline-update');
      if (await offered.isVisible()) {
        await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Load it now' }).click()]);
      }
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
      await context.close();
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
