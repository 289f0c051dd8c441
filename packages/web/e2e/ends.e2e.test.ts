import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, shot, startApp } from './harness.js';

// Issue 12, "Ends that explain themselves" and "Feel": every end screen says why, the deciding pieces are outlined,
// "See the board" works at a match's end, the status line is never empty, one h1 per game page, and each board with
// its controls fits the screen. Bots only (`random`, delay 0) reach the ends in seconds from fixed seeds.

let app: App;
beforeAll(async () => {
  app = await startApp({ webgl: true });
});
afterAll(async () => {
  await app?.close();
});

async function open(path: string, size: { width: number; height: number }, lang = 'en'): Promise<Page> {
  const page = await app.browser.newPage({ viewport: size });
  await page.goto(`${app.url}/?lang=${lang}#${path}`);
  return page;
}

/** The sentences of each rules file's ways to end (EN), written from the rules text. */
const LINX_REASON =
  /^(.+ aligned three face-(up|down) tiles: [a-i]\d, [a-i]\d, [a-i]\d\.|Blocked round: .+|200 turns without an alignment: .+)$/;
const SP_REASON =
  /^(Only the pieces of .+ are left on the board\.|20 full rounds without a capture: captures have become impossible\.|Every colour in turn had to pass: nobody could act any more\.)$/;
const SX_REASON =
  /^(.+ collected Symbolix of six different (colours|symbols|colours and six different symbols)\..*|60 turns without a capture: .+|600 turns played: .+)$/;

async function expectOneH1(page: Page, name: string) {
  expect(await page.locator('h1').allTextContents()).toEqual([name]);
}

describe('end screens say why (bots only, fixed seeds)', () => {
  it('Linx: the round’s reason, the winning line outlined, then the match’s; See the board and back', async () => {
    const page = await open('/local/linx?seats=b:random,b:random&seed=ends-1&delay=0&rounds=1', {
      width: 1366,
      height: 768,
    });
    const end = page.getByTestId('match-over');
    await end.waitFor({ timeout: 60_000 });
    const reasons = await end.getByTestId('end-reason').allTextContents();
    expect(reasons[0]).toMatch(LINX_REASON);
    const aligned = /tiles: ([a-i]\d), ([a-i]\d), ([a-i]\d)\./.exec(reasons[0] ?? '');
    if (aligned) {
      const outlined = await page
        .locator('.cell.cell-win')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-cell')));
      expect(outlined.sort()).toEqual(aligned.slice(1).sort());
      expect(reasons[1]).toMatch(/ won the match: 1 round won, the number needed\.$/);
    }
    await expectOneH1(page, 'Linx');
    expect((await page.getByTestId('status').textContent())?.startsWith('Game over: ')).toBe(true);
    await end.getByTestId('look-board').click();
    expect(await end.count()).toBe(0);
    await page.getByTestId('show-result').click();
    await end.waitFor();
    await shot(page, 'ends-linx');
    await page.close();
  }, 90_000);

  it('Linx in French: the reason and the match’s line, the status line at the end', async () => {
    const page = await open(
      '/local/linx?seats=b:random,b:random&seed=ends-2&delay=0&rounds=1',
      { width: 1280, height: 720 },
      'fr',
    );
    const end = page.getByTestId('match-over');
    await end.waitFor({ timeout: 60_000 });
    const reasons = await end.getByTestId('end-reason').allTextContents();
    expect(reasons[0]).toMatch(
      /^(.+ a aligné trois tuiles face (visible|cachée)\u00a0: [a-i]\d, [a-i]\d, [a-i]\d\.|Manche bloquée\u00a0: .+|200 tours sans alignement\u00a0: .+)$/,
    );
    if (reasons.length > 1) expect(reasons[1]).toMatch(/ gagne la partie\u00a0: 1 manche gagnée, le compte visé\.$/);
    expect((await page.getByTestId('status').textContent())?.startsWith('Partie terminée\u00a0: ')).toBe(true);
    await page.close();
  }, 90_000);

  it('Superpion: SP-18’s reason', async () => {
    const page = await open('/local/superpion?seats=b:random,b:random&mode=two&seed=ends-3&delay=0', {
      width: 1366,
      height: 768,
    });
    const end = page.getByTestId('match-over');
    await end.waitFor({ timeout: 120_000 });
    const reason = (await end.getByTestId('end-reason').textContent()) ?? '';
    expect(reason).toMatch(SP_REASON);
    // SP-18a: the last side's pieces are outlined; no other end outlines any.
    const outlined = await page.locator('.sp-cell.cell-win').count();
    if (reason.startsWith('Only the pieces')) expect(outlined).toBeGreaterThan(0);
    else expect(outlined).toBe(0);
    await expectOneH1(page, 'Superpion');
    await end.getByTestId('look-board').click();
    await page.getByTestId('show-result').waitFor();
    expect((await page.getByTestId('status').textContent())?.startsWith('Game over: ')).toBe(true);
    await page.close();
  }, 150_000);

  it('Symbolix: SX-16’s or SX-17’s reason', async () => {
    const page = await open('/local/symbolix?seats=b:random,b:random&seed=ends-4&delay=0', {
      width: 1366,
      height: 768,
    });
    const end = page.getByTestId('match-over');
    await end.waitFor({ timeout: 120_000 });
    expect(await end.getByTestId('end-reason').textContent()).toMatch(SX_REASON);
    await expectOneH1(page, 'Symbolix');
    await page.close();
  }, 150_000);
});

describe('feel', () => {
  it('sound is off in tests, and a person’s choice is remembered across a reload', async () => {
    const page = await open('/local/linx?seats=h:Ana,b:random&seed=snd&delay=0', { width: 1366, height: 768 });
    const toggle = page.getByTestId('sound-toggle');
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('ludotheque.muted'))).toBe('0');
    await page.close();
  }, 60_000);
});

/** Whether the element's box lies inside the viewport (nothing below the fold, nothing past the right edge). */
async function inside(
  page: Page,
  selector: string,
): Promise<{ bottom: number; right: number; height: number; width: number }> {
  const box = await page.locator(selector).first().boundingBox();
  const size = page.viewportSize();
  if (!box || !size) throw new Error(`${selector} is not drawn`);
  return { bottom: box.y + box.height, right: box.x + box.width, height: size.height, width: size.width };
}

const GAMES = [
  { game: 'linx', query: 'seats=h:Ana,b:random', board: 'table.board', controls: '.hand-area' },
  { game: 'superpion', query: 'seats=h:Ana,b:random&mode=two', board: '.sp-board-frame', controls: '.sp-help' },
  { game: 'symbolix', query: 'seats=h:Ana,b:random', board: '.sx-board', controls: '.sx-hand-area' },
  { game: 'cubiko', query: 'seats=h:Ana,b:random', board: '.cb-board', controls: '.cb-aim' },
];

describe('every board and its controls fit the screen', () => {
  for (const size of [
    { width: 1366, height: 768 },
    { width: 1280, height: 720 },
  ]) {
    for (const g of GAMES) {
      it(`${g.game} at ${size.width}×${size.height}`, async () => {
        const page = await open(`/local/${g.game}?${g.query}&seed=fit&delay=0`, size);
        await page.locator(g.controls).first().waitFor({ timeout: 60_000 });
        for (const sel of [g.board, g.controls]) {
          const r = await inside(page, sel);
          expect(r.bottom, `${sel} bottom`).toBeLessThanOrEqual(r.height);
          expect(r.right, `${sel} right`).toBeLessThanOrEqual(r.width);
        }
        await expectOneH1(page, g.game === 'linx' ? 'Linx' : g.game[0]?.toUpperCase() + g.game.slice(1));
        await shot(page, `fit-${g.game}-${size.width}`);
        await page.close();
      }, 90_000);
    }
  }

  for (const g of GAMES) {
    it(`${g.game} at 375 px: the board's column and the controls within the width`, async () => {
      const page = await open(`/local/${g.game}?${g.query}&seed=fit&delay=0`, { width: 375, height: 740 });
      await page.locator(g.controls).first().waitFor({ timeout: 60_000 });
      // Every board within the width, Superpion's too (issue 25: its 32 px cells once ran off a phone's screen).
      for (const sel of ['.board-column', g.controls, g.board]) {
        expect((await inside(page, sel)).right, `${g.game} ${sel}`).toBeLessThanOrEqual(375);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.close();
    }, 90_000);
  }

  it('Superpion at 375 px: cells at least 24 px (WCAG 2.5.8), the board within the width', async () => {
    const page = await open('/local/superpion?seats=h:Ana,b:random&mode=two&seed=fit&delay=0', {
      width: 375,
      height: 740,
    });
    await page.locator('.sp-cell.sp-can').first().waitFor({ timeout: 60_000 });
    const cell = await page.locator('.sp-cell').first().boundingBox();
    expect(cell?.width ?? 0).toBeGreaterThanOrEqual(24);
    expect(cell?.height ?? 0).toBeGreaterThanOrEqual(24);
    expect((await inside(page, '.sp-help')).right).toBeLessThanOrEqual(375);
    expect((await inside(page, '.sp-board-frame')).right).toBeLessThanOrEqual(375);
    await shot(page, 'fit-superpion-375');
    await page.close();
  }, 90_000);
});
