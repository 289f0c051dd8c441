/**
 * Every page in French, read as a French reader would (issue 25): no key shown raw, no option code, no English word,
 * a non-breaking space before : ; ! ? — the same checks as the unit test over the resources (`src/i18n/check.ts`),
 * here on the text the pages really show (interpolated values, texts glued in code, labels of options): the local
 * pages, and the online ones (a seat of each game, its invites page, the lobby with tables listed, a profile).
 */

import type { CreateGameResponse } from '@ludotheque/protocol';
import type { Page } from 'playwright-core';
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

/** The visible text of a page, and the names and descriptions only screen readers hear, checked line by line. */
async function findings(page: Page, where: string): Promise<string[]> {
  const text = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label],[title],[placeholder]')].map((e) =>
      ['aria-label', 'title', 'placeholder'].map((a) => e.getAttribute(a) ?? '').join('\n'),
    );
    const options = [...document.querySelectorAll('option')].map((o) => o.textContent ?? '');
    const fields = [...document.querySelectorAll('input[readonly]')].map((i) => (i as HTMLInputElement).value);
    // biome-ignore lint/performance/useDomNodeTextContent: the text as rendered, hidden parts left out
    return [document.body.innerText, ...labels, ...options, ...fields.filter((v) => !/^https?:/.test(v))].join('\n');
  });
  const found: string[] = [];
  for (const line of text.split('\n')) {
    for (const f of frenchFindings(line)) found.push(`${where} — ${f} — «${line.slice(0, 100)}»`);
    // Rule ids (LX-8, SP-12) are for the code and the tests; a player reads words.
    for (const id of line.match(/\b(LX|SP|SX|CB)-[A-Z]?\d+/g) ?? []) found.push(`${where} — rule id: ${id}`);
  }
  return found;
}

describe('every page in French', () => {
  it('shows no raw key, option code or English word, and a non-breaking space before : ; ! ?', async () => {
    const page = await app.browser.newPage({ locale: 'fr-FR', viewport: { width: 1366, height: 900 } });
    const found: string[] = [];
    for (const { hash, ready } of PAGES) {
      await page.goto(`${app.url}/${hash}`);
      await page.locator(ready).first().waitFor();
      await page.waitForTimeout(300); // a page's texts registered on first render, lazy chunks, the lobby's snapshot
      found.push(...(await findings(page, hash)));
    }
    expect([...new Set(found)]).toEqual([]);
    await page.close();
  });

  it('on the online pages too: a seat of each game, its invites page, the lobby with tables, a profile', async () => {
    // A creator, in another browser, opens tables with options the lobby says in words, and stays on the lobby
    // (a table leaves with its creator's page).
    const creator = await app.browser.newContext({ locale: 'fr-FR' });
    const host = await creator.newPage();
    await host.goto(`${app.url}/#/lobby`);
    await host.getByTestId('lobby-connection').waitFor();
    const hostId = await host.evaluate(async () => {
      const tables = [
        { game: 'linx', players: 3, options: { roundsToWin: 3, startingHands: [3, 3, 3] } },
        { game: 'superpion', players: 3, options: { mode: 'three', idle: 'red', clockMinutes: 25 } },
        { game: 'cubiko', players: 2, options: { precision: 'steady', scoring: 'points', target: 9 } },
      ];
      for (const body of tables) {
        const res = await fetch('/api/lobby/tables', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...body, rated: false }),
        });
        if (res.status !== 201) throw new Error(`table ${body.game}: ${res.status} ${await res.text()}`);
      }
      return ((await (await fetch('/api/me')).json()) as { id: string }).id;
    });
    const page = await app.browser.newPage({ locale: 'fr-FR', viewport: { width: 1366, height: 900 } });
    const found: string[] = [];
    await page.goto(`${app.url}/#/lobby`);
    // A player opens at most 3 tables. The page's lobby socket and its first snapshot can take seconds on a loaded
    // machine (Vitest's poll gives up after 1 s by default: this failed so once in a full run).
    await expect.poll(() => page.getByTestId('lobby-table').count(), { timeout: 15_000 }).toBe(3);
    found.push(...(await findings(page, 'lobby with tables')));
    // The rows say the options in the new-game form's own words (issue 25).
    const rows = (await page.getByTestId('lobby-options').allTextContents()).join(' | ');
    expect(rows).toContain('Égales\u00a0: 3 tuiles chacun');
    expect(rows).toContain('Camp inactif (ne joue jamais)\u00a0: Rouge');
    expect(rows).toContain('Main sûre · Règle des points · Points pour gagner\u00a0: 9');
    await page.goto(`${app.url}/#/player/${encodeURIComponent(hostId)}`);
    await page.locator('h1').first().waitFor();
    await page.waitForTimeout(300);
    expect(await page.locator('main').textContent()).not.toMatch(/introuvable|ne peut pas être affichée/);
    found.push(...(await findings(page, 'profile')));
    const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ kind: 'human', name: ['Ana', 'Ben'][i] }));
    for (const [game, options] of [
      ['linx', {}],
      ['superpion', { mode: 'two' }],
      ['cubiko', {}],
      ['symbolix', {}],
    ] as const) {
      const res = await fetch(`${app.url}/api/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ game, options, seats: seats(2) }),
      });
      expect(res.status, game).toBe(201);
      const created = (await res.json()) as CreateGameResponse;
      // The invites page reads what the new-game form kept of the game it created.
      await page.goto(`${app.url}/#/`);
      await page.evaluate(
        ([key, value]) => sessionStorage.setItem(key as string, value as string),
        [`ludotheque.invites.${created.id}`, JSON.stringify({ ...created, game, options })],
      );
      await page.goto(`${app.url}/#/invites/${created.id}`);
      await page.getByTestId('invite-link').first().waitFor();
      found.push(...(await findings(page, `invites ${game}`)));
      await page.goto(`${app.url}/play/${created.id}#token=${created.invites[0]?.token ?? ''}`);
      await page.getByTestId('seat-strip').waitFor();
      await page.waitForTimeout(500);
      found.push(...(await findings(page, `online ${game}`)));
    }
    // The home page once games are played online (its saved games, "Continue").
    await page.goto(`${app.url}/#/`);
    await page.locator('.game-card').first().waitFor();
    await page.waitForTimeout(300);
    found.push(...(await findings(page, 'home after online games')));
    expect([...new Set(found)]).toEqual([]);
    await page.close();
    await creator.close();
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
