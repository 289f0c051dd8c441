import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, ARTIFACTS, DIST, shot, startApp } from './harness.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

describe('French and English', () => {
  it('follows the browser’s language and switches on demand, rules included', async () => {
    const fr = await app.browser.newPage({ locale: 'fr-FR' });
    await fr.goto(`${app.url}/`);
    await fr.getByRole('heading', { name: 'Choisissez un jeu' }).waitFor();
    expect(await fr.locator('html').getAttribute('lang')).toBe('fr');
    expect(await fr.locator('.game-card').count()).toBe(4);
    await shot(fr, 'home-fr');
    await fr.goto(`${app.url}/#/rules/linx`);
    await fr.getByRole('heading', { name: 'Règles de Linx' }).waitFor();
    await shot(fr, 'rules-fr');
    await fr.getByRole('button', { name: 'English' }).click();
    await fr.getByRole('heading', { name: 'Rules of Linx' }).waitFor();
    expect(await fr.locator('html').getAttribute('lang')).toBe('en');
    await fr.close();

    const en = await app.browser.newPage({ locale: 'en-US' });
    await en.goto(`${app.url}/`);
    await en.getByRole('heading', { name: 'Choose a game' }).waitFor();
    await shot(en, 'home-en');
    await en.goto(`${app.url}/#/local/linx?seats=h:Ana,b:random&seed=lang&delay=0`);
    await en.locator('.board').waitFor();
    await shot(en, 'game-en');
    await en.getByRole('button', { name: 'Français' }).click();
    await en.getByRole('table', { name: /Grille de Linx/ }).waitFor();
    await shot(en, 'game-fr');
    await en.close();
  });

  it('measures the first page: JavaScript gzipped and time to interactive (reported, not asserted)', async () => {
    const assets = join(DIST, 'assets');
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const entry = readdirSync(assets).filter((f) => f.endsWith('.js') && html.includes(f));
    const gzipped = entry.reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f))).length, 0);
    const page = await app.browser.newPage({ locale: 'en-GB' });
    const t0 = Date.now();
    await page.goto(`${app.url}/`);
    // Interactive: the home is drawn and a click is handled (the language switch re-renders the page).
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Choisissez un jeu' }).waitFor();
    const wall = Date.now() - t0;
    const nav = await page.evaluate(
      () => performance.getEntriesByType('navigation')[0]?.toJSON() as { domInteractive: number; loadEventEnd: number },
    );
    const metrics = {
      entryScripts: entry,
      jsGzipBytes: gzipped,
      interactiveMs: wall,
      domInteractiveMs: nav.domInteractive,
      loadMs: nav.loadEventEnd,
    };
    writeFileSync(join(ARTIFACTS, 'metrics.json'), `${JSON.stringify(metrics, null, 2)}\n`);
    console.log('first page:', metrics);
    expect(gzipped).toBeGreaterThan(0);
    await page.close();
  });
});
