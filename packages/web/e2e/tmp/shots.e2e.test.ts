import { afterAll, beforeAll, it } from 'vitest';
import { type App, shot, startApp } from '../harness.js';
let app: App;
beforeAll(async () => { app = await startApp(); });
afterAll(async () => { await app?.close(); });
it('shots', async () => {
  const page = await app.browser.newPage({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  for (const g of ['superpion', 'symbolix']) {
    await page.goto(`${app.url}/#/rules/${g}`);
    await page.waitForTimeout(1500);
    await shot(page, `tmp-rules-${g}`);
    await page.goto(`${app.url}/#/learn/${g}`);
    await page.waitForTimeout(1500);
    await shot(page, `tmp-learn-${g}`);
  }
  console.log('errors', errors);
});
