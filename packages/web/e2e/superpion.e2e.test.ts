import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createOnline, shot, startApp } from './harness.js';

// Superpion in the browser (issue 5, "Web"): moves are entered by clicking the board's cells, as a person would.

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const moveList = (page: Page) => page.locator('[data-testid="move-list"] li code').allTextContents();
const movesShown = (page: Page) => page.locator('[data-testid="move-list"] li').count();
/** SP-N1: a step or slide, a capture with every landing, an optional promotion suffix, or a pass. */
const SP_N1 = /^(pass|[a-n]\d{1,2}(-[a-n]\d{1,2}|(x[a-n]\d{1,2})+)(=[brykg])?)$/;

type SpPhase = 'over' | 'promo' | 'pass' | 'mine' | 'wait';

async function spPhase(page: Page): Promise<SpPhase> {
  return page.evaluate(() => {
    if (document.querySelector('[data-testid="match-over"]')) return 'over';
    if (document.querySelector('[data-testid="promotion"]')) return 'promo';
    if (document.querySelector('[data-testid="pass"]')) return 'pass';
    if (document.querySelector('.sp-cell.sp-can')) return 'mine';
    return 'wait';
  });
}

/**
 * One action by clicking (SP-9, SP-10): the first piece that may act, then the first highlighted landing until the
 * board sends the move (a capture is entered landing by landing); a promotion takes the first under pawn offered.
 * Returns once the move list grew, or the promotion question is up.
 */
async function clickAction(page: Page): Promise<void> {
  const before = await movesShown(page);
  const now = await spPhase(page);
  if (now === 'pass') await page.getByTestId('pass').click();
  else if (now === 'promo') await page.locator('.sp-promo').first().click();
  else {
    await page.locator('.sp-cell.sp-can').first().click();
    for (let k = 0; k < 20 && (await movesShown(page)) <= before; k++) {
      if ((await spPhase(page)) === 'promo') return;
      const target = page.locator('.sp-cell.sp-target').first();
      if ((await target.count()) === 0) break;
      await target.click();
    }
  }
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="move-list"] li').length > n, before);
}

describe('Superpion against bots', () => {
  it('plays a 4-player game (mode four) with three bots to its end, the person clicking (SP-7, SP-18, SP-20)', async () => {
    const page = await app.browser.newPage({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const seats = 'h:Ana,b:mcts:2,b:mcts:2,b:mcts:2';
    await page.goto(`${app.url}/#/local/superpion?seats=${seats}&seed=e2e-sp4&delay=0&mode=four`);
    await page.locator('.sp-grid').waitFor();
    // SP-1: every cell of the cross is a button (dark ones too, for the keyboard cursor).
    expect(await page.locator('.sp-cell.sp-light').count()).toBeGreaterThan(40);
    let mine = 0;
    for (let step = 0; step < 5000; step++) {
      const now = await spPhase(page);
      if (now === 'over') break;
      if (now === 'wait') {
        await page.waitForTimeout(10);
        continue;
      }
      await clickAction(page);
      mine++;
      if (mine === 4) await shot(page, 'superpion-bots-in-progress');
    }
    expect(await spPhase(page)).toBe('over');
    await shot(page, 'superpion-bots-over');
    expect(mine).toBeGreaterThan(2);
    const moves = await moveList(page);
    expect(moves.length).toBeGreaterThan(mine);
    for (const m of moves) expect(m).toMatch(SP_N1);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('Superpion timed hot-seat', () => {
  it("shows each seat's clock, the mover's running and the other's still (SP-18c)", async () => {
    const page = await app.browser.newPage({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
    await page.goto(`${app.url}/#/local/superpion?seats=h:Ana,h:Ben&seed=e2e-clock&delay=0&mode=two&clock=5`);
    await page.locator('.sp-grid').waitFor();
    await page.locator('[data-testid="clock"]').nth(1).waitFor();
    const texts = await page.locator('[data-testid="clock"]').allTextContents();
    expect(texts).toHaveLength(2);
    // Seat B has not moved: all of its 5 minutes are left; seat A's clock runs.
    expect(texts[1]).toContain('5:00');
    expect(await page.locator('.sp-clock-running').count()).toBe(1);
    await clickAction(page);
    await page.close();
  });
});

describe('Superpion online', () => {
  it('two browsers through invite links (mode two): each move appears in the other (SP-7, SP-9)', async () => {
    const host = await app.browser.newContext({ locale: 'en-GB', viewport: { width: 1200, height: 850 } });
    const guest = await app.browser.newContext({ locale: 'en-GB', viewport: { width: 1200, height: 850 } });
    const a = await host.newPage();
    const links = await createOnline(a, app.url, 'superpion', async (page) => {
      await page.locator('input[name="spMode"][value="two"]').check();
      await shot(page, 'superpion-new-game');
    });
    // SP-7, mode two: seat 1 plays blue and red, seat 2 yellow and black.
    await a.getByText('Seat 1 (blue + red)').waitFor();
    await a.getByText('Seat 2 (yellow + black)').waitFor();
    await shot(a, 'superpion-invites');
    await a.goto(links[0] as string);
    const b = await guest.newPage();
    await b.goto(links[1] as string);
    for (const p of [a, b]) await p.locator('.sp-grid').waitFor();

    let played = 0;
    for (let step = 0; step < 600 && played < 8; step++) {
      const mover = (await spPhase(a)) !== 'wait' ? a : (await spPhase(b)) !== 'wait' ? b : null;
      if (!mover) {
        await a.waitForTimeout(20);
        continue;
      }
      if ((await spPhase(mover)) === 'over') break;
      const other = mover === a ? b : a;
      const before = (await moveList(other)).length;
      await clickAction(mover);
      played++;
      await other.waitForFunction((n) => document.querySelectorAll('[data-testid="move-list"] li').length > n, before);
      expect((await moveList(other)).at(-1)).toBe((await moveList(mover)).at(-1));
      if (played === 4) await shot(b, 'superpion-online-guest');
    }
    // SP-9: a colour turn is two actions, so both people moved at least twice.
    expect(played).toBeGreaterThanOrEqual(8);
    const moves = await moveList(a);
    for (const m of moves) expect(m).toMatch(SP_N1);
    await host.close();
    await guest.close();
  });
});
