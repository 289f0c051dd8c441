import { afterAll, beforeAll, it } from 'vitest';
import { type App, startApp } from './harness.js';
let app: App;
beforeAll(async () => { app = await startApp({ webgl: true }); });
afterAll(async () => { await app?.close(); });
it('shots', async () => {
  const page = await app.browser.newPage({ locale: 'fr-FR', viewport: { width: 390, height: 844 } });
  const tag = process.env.SHOT_TAG ?? 'before';
  for (const [g, path, ready] of [
    ['linx', 'linx?seats=h:Ana,b:random&seed=layout-lx&delay=0', '.hand-tile'],
    ['superpion', 'superpion?seats=h:Ana,b:random&mode=two&seed=layout-sp&delay=0', '.sp-grid'],
    ['symbolix', 'symbolix?seats=h:Ana,b:random,b:random&seed=layout-sx&delay=0&level=advanced', '.sx-board'],
    ['cubiko', 'cubiko?seats=h:Ana,b:random&precision=exact&seed=layout-cb&delay=0', '.cb-canvas'],
  ]) {
    await page.goto('about:blank');
    await page.goto(`${app.url}/#/local/${path}`);
    await page.locator(ready as string).first().waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/i25-shots/${tag}-${g}.png` });
    await page.screenshot({ path: `/tmp/i25-shots/${tag}-${g}-full.png`, fullPage: true });
  }
});
