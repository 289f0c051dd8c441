/**
 * `npm run phone`: how fast the platform is on a phone (issue 14). Serves the built app with the real server on
 * loopback and opens each page in Debian's Chromium emulating a mid-range phone: a 390×844 viewport at 3× with
 * touch, the CPU slowed 4× and a slow 4G link (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up). A first visit
 * is a fresh profile; a repeat visit is the same profile opening the page again after the first visit (HTTP cache
 * and service worker filled). "Ready" is the moment the page can be used: the home page's games listed, a game's
 * board accepting the person's first move. Prints the median and range of several runs of each.
 *
 *   npm run phone -- --runs 5
 *   npm run phone -- --runs 5 --pages superpion,cubiko
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '@ludotheque/server';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { chromiumLaunch } from './chromium.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const runs = Number(arg('--runs')) || 3;
/** Only these pages (comma-separated names), e.g. to compare two builds of one page. */
const only = arg('--pages')?.split(',');

/** Slow 4G as the issue states it; bytes per second for CDP. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const CPU_SLOWDOWN = 4;

interface Target {
  readonly name: string;
  readonly path: string;
  /** CSS selectors that all match once the page is usable. */
  readonly ready: readonly string[];
  readonly aim: { readonly first: number; readonly repeat: number };
}

const seats = (game: string) => `/#/local/${game}?seats=h:Ana,b:random&seed=phone&delay=0`;
const TARGETS: readonly Target[] = [
  {
    name: 'home',
    path: '/',
    ready: ['main a[href*="new/"]'],
    aim: { first: 1500, repeat: 1500 },
  },
  {
    name: 'linx',
    path: seats('linx'),
    ready: ['.hand-tile:not([disabled])'],
    aim: { first: 2000, repeat: 2000 },
  },
  {
    name: 'superpion',
    path: seats('superpion'),
    ready: ['.sp-cell.sp-can'],
    aim: { first: 2000, repeat: 2000 },
  },
  {
    name: 'symbolix',
    path: seats('symbolix'),
    ready: ['.sx-cell.sx-source, .sx-cell.sx-target'],
    aim: { first: 2000, repeat: 2000 },
  },
  {
    name: 'cubiko',
    path: `${seats('cubiko')}&precision=exact`,
    ready: ['[data-testid="cb-canvas"]', '[data-testid="throw"]'],
    aim: { first: 6000, repeat: 2000 },
  },
];

async function emulate(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** Milliseconds from navigation start to ready. */
async function measure(page: Page, url: string, ready: readonly string[]): Promise<number> {
  await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
  // A function, not a string: the app's CSP forbids evaluating strings.
  await page.waitForFunction((all) => all.every((s) => document.querySelector(s)), ready, {
    timeout: 120_000,
    polling: 50,
  });
  return page.evaluate(() => Math.round(performance.now()));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'ludo-phone-'));
  const server = await startServer({
    port: 0,
    dbFile: join(dir, 'db.sqlite'),
    staticDir: join(ROOT, 'packages/web/dist'),
  });
  const browser = await chromium.launch(chromiumLaunch({ webgl: true }));
  const device = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
  console.log(`phone emulation: 390×844 @3x, CPU ÷${CPU_SLOWDOWN}, 150 ms RTT, 1.6 Mbit/s down; ${runs} runs each`);
  console.log('page        first visit (median, min–max)   repeat visit (median, min–max)   aims');
  let missed = 0;
  try {
    for (const target of TARGETS.filter((t) => !only || only.includes(t.name))) {
      const first: number[] = [];
      const repeat: number[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({ ...device, locale: 'fr-FR' });
        const page = await context.newPage();
        await emulate(context, page);
        first.push(await measure(page, `${server.url}${target.path}`, target.ready));
        // The service worker installs after the first visit's load; a returning player finds it ready.
        await page.evaluate(async () => {
          await navigator.serviceWorker?.ready;
        });
        await page.goto('about:blank');
        repeat.push(await measure(page, `${server.url}${target.path}`, target.ready));
        await context.close();
      }
      const f = median(first);
      const r = median(repeat);
      const ok = f <= target.aim.first && r <= target.aim.repeat;
      if (!ok) missed++;
      const cell = (xs: number[]) => `${median(xs)} ms (${Math.min(...xs)}–${Math.max(...xs)})`.padEnd(33);
      console.log(
        `${target.name.padEnd(12)}${cell(first)}${cell(repeat)}≤ ${target.aim.first} / ≤ ${target.aim.repeat} ms ${ok ? 'met' : 'MISSED'}`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(missed === 0 ? 'every aim met' : `${missed} page(s) missed an aim`);
}

await main();
