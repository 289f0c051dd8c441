/**
 * Every page in French, read as a French reader would (issue 25): no key shown raw, no option code, no English word,
 * a non-breaking space before : ; ! ? — the same checks as the unit test over the resources (`src/i18n/check.ts`),
 * here on the text the pages really show (interpolated values, texts glued in code, labels of options).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frenchFindings } from '../src/i18n/check.js';
import { type App, startApp } from './harness.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const GAMES = ['linx', 'superpion', 'symbolix', 'cubiko'] as const;

/** Each page, and what shows it is drawn. */
const PAGES: readonly { readonly hash: string; readonly ready: string }[] = [
  { hash: '#/', ready: '.game-card' },
  { hash: '#/lobby', ready: '[data-testid="lobby-connection"]' },
  { hash: '#/puzzles', ready: 'h1' },
  { hash: '#/ratings/linx', ready: 'h1' },
  { hash: '#/me', ready: 'h1' },
  ...GAMES.flatMap((g) => [
    { hash: `#/rules/${g}`, ready: 'h1' },
    { hash: `#/new/${g}`, ready: 'form' },
    { hash: `#/learn/${g}`, ready: 'h1' },
    { hash: `#/local/${g}?seats=h:Ana,b:mcts:easy&seed=words&delay=0`, ready: '[data-testid="status"]' },
  ]),
];

describe('every page in French', () => {
  it('shows no raw key, option code or English word, and a non-breaking space before : ; ! ?', async () => {
    const page = await app.browser.newPage({ locale: 'fr-FR', viewport: { width: 1366, height: 900 } });
    const found: string[] = [];
    for (const { hash, ready } of PAGES) {
      await page.goto(`${app.url}/${hash}`);
      await page.locator(ready).first().waitFor();
      await page.waitForTimeout(300); // a page's texts registered on first render, lazy chunks, the lobby's snapshot
      // The visible text, and the names and descriptions only screen readers hear.
      const text = await page.evaluate(() => {
        const labels = [...document.querySelectorAll('[aria-label],[title],[placeholder]')].map((e) =>
          ['aria-label', 'title', 'placeholder'].map((a) => e.getAttribute(a) ?? '').join('\n'),
        );
        const options = [...document.querySelectorAll('option')].map((o) => o.textContent ?? '');
        // biome-ignore lint/performance/useDomNodeTextContent: the text as rendered, hidden parts left out
        return [document.body.innerText, ...labels, ...options].join('\n');
      });
      for (const line of text.split('\n')) {
        for (const f of frenchFindings(line)) found.push(`${hash} — ${f} — «${line.slice(0, 100)}»`);
        // Rule ids (LX-8, SP-12) are for the code and the tests; a player reads words.
        for (const id of line.match(/\b(LX|SP|SX|CB)-[A-Z]?\d+/g) ?? []) found.push(`${hash} — rule id: ${id}`);
      }
    }
    expect([...new Set(found)]).toEqual([]);
    await page.close();
  });

  it('draws the Rules pictures in the boards’ colours: Symbolix’s red virus is red, not grey', async () => {
    const page = await app.browser.newPage({ locale: 'fr-FR', viewport: { width: 1366, height: 900 } });
    await page.goto(`${app.url}/#/rules/symbolix`);
    const red = page.locator('[data-testid="rule-picture"] .sx-piece.sx-c-red').first();
    await red.waitFor();
    const colour = await red.evaluate((e) => getComputedStyle(e).getPropertyValue('--c').trim());
    // The table's red (symbolix.css `--sx-red`), not the fallback grey of a piece whose colours are missing.
    expect(colour).toBe('#c62828');
    await page.goto(`${app.url}/#/rules/superpion`);
    await page.locator('[data-testid="rule-picture"] [aria-label]').first().waitFor();
    // Superpion's board says its cells in words: no key left raw ("superpion.coloursCap.blue…").
    const labels = await page
      .locator('[data-testid="rule-picture"] [aria-label]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.filter((l) => /superpion\.[a-z]/.test(l))).toEqual([]);
    await page.close();
  });
});
