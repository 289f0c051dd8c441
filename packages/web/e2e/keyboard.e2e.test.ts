/**
 * A game of each of the four games played by keyboard alone (issue 12, "Everyone can play"): after the page loads
 * no mouse is used, only `page.keyboard` (the Tab key, arrows, letters, Enter); the page is read to choose the keys.
 * Each game goes a few moves in against the random bot (fixed seeds, no bot delay), and the live region tells the
 * player's move and whose turn it is (Symbolix in French, the others in English).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, shot, startApp } from './harness.js';
import {
  cubikoTurn,
  linxTurn,
  listen,
  movesShown,
  said,
  superpionTurn,
  symbolixTurn,
  tabTo,
  waitMoves,
} from './keyboard-play.js';

let app: App;
beforeAll(async () => {
  app = await startApp({ webgl: true });
});
afterAll(async () => {
  await app?.close();
});

/** Opens a local game against the random bot and plays `turns` of Ana's turns with `turn`, keyboard only. */
async function playByKeys(
  path: string,
  turns: number,
  turn: (page: Page) => Promise<void>,
  name: string,
  locale = 'en-GB',
) {
  const page = await app.browser.newPage({ locale, viewport: { width: 1366, height: 768 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${app.url}/#/local/${path}`);
  await listen(page);
  for (let i = 0; i < turns; i++) await turn(page);
  await shot(page, `keyboard-${name}`);
  expect(errors).toEqual([]);
  return page;
}

/** The live region told Ana's move and a turn after it (issue 12: "a polite live region announces each move"). */
const TURN = {
  en: /(Your turn\.|to play\.|The game is over\.)$/,
  fr: /(À vous de jouer\.|À .+ de jouer\.|La partie est terminée\.)$/,
};

async function expectTold(page: Page, lang: 'en' | 'fr' = 'en'): Promise<void> {
  const lines = await said(page);
  const told = lines.filter((l) => l.includes('Ana'));
  expect(told.length).toBeGreaterThan(0);
  for (const l of told) expect(l).toMatch(TURN[lang]);
  expect(await page.getByTestId('announce').getAttribute('aria-live')).toBe('polite');
}

describe('playing by keyboard alone', () => {
  it('Linx: letters pick a tile, Enter places it, X passes (LX-11, LX-13)', async () => {
    const page = await playByKeys('linx?seats=h:Ana,b:random&seed=kb-linx&delay=0', 4, linxTurn, 'linx');
    expect(await movesShown(page)).toBeGreaterThanOrEqual(7); // four of Ana's moves, the bot's between them
    await expectTold(page);
    // The live region reads the move list's own sentence, not the notation.
    expect((await said(page)).join(' ')).toMatch(/Ana (places (Rock|Paper|Scissors)|passes)/);
    await page.close();
  });

  it('Superpion: arrows walk the cross to a piece and its landings, Enter acts (SP-9, SP-12)', async () => {
    const page = await playByKeys(
      'superpion?seats=h:Ana,b:random&mode=two&seed=kb-sp&delay=0',
      3,
      superpionTurn,
      'superpion',
    );
    // SP-9: a colour turn is two actions of the same player, so Ana's three may come before the bot's.
    expect(await movesShown(page)).toBeGreaterThanOrEqual(3);
    await expectTold(page);
    await page.close();
  });

  it('Symbolix: arrows and Enter uncover and move pieces, Tab reaches Stop or Pass when offered (SX-8, SX-10)', async () => {
    const page = await playByKeys(
      'symbolix?seats=h:Ana,b:random&seed=kb-sx&delay=0&level=basic',
      4,
      symbolixTurn,
      'symbolix',
      'fr-FR',
    );
    expect(await movesShown(page)).toBeGreaterThanOrEqual(4);
    await expectTold(page, 'fr'); // in French: "Ana : flip d5=… À Hasard de jouer.
    await page.close();
  });

  it('Cubiko: Tab reaches the aim sliders and Throw, Enter on the board throws, Enter places (CB-4, CB-11)', async () => {
    const aimed = (p: Page) => p.locator('.cb-aim code').textContent();
    // The first throw by the panel: a slider moved by arrows changes the throw, Tab goes on to the Throw button.
    const byPanel = async (p: Page) => {
      await p.getByTestId('throw').waitFor();
      await p.waitForFunction(() => document.activeElement?.classList.contains('cb-board'));
      await tabTo(p, '[data-testid="aim-speed"]');
      // A throw starts un-aimed (strength 0: it would not reach the frame); 50 steps of 25 mm/s by the arrow key give
      // the strength of a throw that counts at `exact` here.
      const before = await aimed(p);
      await p.keyboard.press('ArrowRight');
      expect(await aimed(p)).not.toBe(before);
      for (let i = 1; i < 50; i++) await p.keyboard.press('ArrowRight');
      await tabTo(p, '[data-testid="throw"]');
      const logged = await movesShown(p);
      await p.keyboard.press('Enter');
      await waitMoves(p, logged, 180_000);
    };
    let first = true;
    const turn = async (p: Page) => {
      if (first) await byPanel(p);
      else await cubikoTurn(p);
      first = false;
    };
    const page = await playByKeys('cubiko?seats=h:Ana,b:random&precision=exact&seed=kb-cb&delay=0', 4, turn, 'cubiko');
    const anas = await page
      .locator('[data-testid="move-list"] li')
      .evaluateAll((els) =>
        els.filter((e) => e.textContent?.includes('Ana')).map((e) => e.getAttribute('title') ?? ''),
      );
    expect(anas.filter((m) => m.startsWith('throw')).length).toBeGreaterThanOrEqual(2);
    // The first throw, aimed by keys, counts at `exact` (CB-9), so Enter on the focused choice placed a cube (CB-11).
    expect(anas).toContain('place');
    await expectTold(page);
    await page.close();
  });
});
