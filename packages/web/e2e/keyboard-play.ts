/**
 * Playing by keyboard alone, for the end-to-end tests (issue 12, "Everyone can play"): after the page loads, only
 * `page.keyboard` acts; the page is only read (which cells are highlighted, where the focus is). A board cell is
 * reached by arrows from the focused cell, choosing each press by where the two cells are drawn, so the same walk
 * serves the Linx and Symbolix tables, Superpion's turned cross and Cubiko's cell grid.
 */
import type { Page } from 'playwright-core';

export const movesShown = (page: Page): Promise<number> => page.locator('[data-testid="move-list"] li').count();

/** Waits until the move list grew past `before`. */
export const waitMoves = (page: Page, before: number, timeout = 60_000) =>
  page.waitForFunction((n) => document.querySelectorAll('[data-testid="move-list"] li').length > n, before, {
    timeout,
  });

/** Records every text the live region says (a bot's answer may replace the region's text before a test looks). */
export async function listen(page: Page): Promise<void> {
  await page.locator('[data-testid="announce"]').waitFor({ state: 'attached' });
  await page.evaluate(() => {
    const region = document.querySelector('[data-testid="announce"]') as HTMLElement;
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
}

/** What the live region said since `listen`. */
export const said = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { said?: string[] }).said ?? []);

const activeCell = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-cell') ?? null);

/** Moves the focus with arrows from the focused cell to `cell` (by the cells' places on the screen). */
export async function walkTo(page: Page, cell: string): Promise<void> {
  const target = await page.locator(`[data-cell="${cell}"]`).first().boundingBox();
  if (!target) throw new Error(`no cell ${cell}`);
  let stuck = 0;
  for (let i = 0; i < 60; i++) {
    const here = await activeCell(page);
    if (here === cell) return;
    if (here === null) throw new Error(`the focus left the board on the way to ${cell}`);
    const box = await page.locator(`[data-cell="${here}"]`).first().boundingBox();
    if (!box) throw new Error(`no box for ${here}`);
    const dx = target.x - box.x;
    const dy = target.y - box.y;
    const horizontal = Math.abs(dx) > 2 && (Math.abs(dx) >= Math.abs(dy) ? stuck % 2 === 0 : stuck % 2 === 1);
    const key = horizontal ? (dx < 0 ? 'ArrowLeft' : 'ArrowRight') : dy < 0 ? 'ArrowUp' : 'ArrowDown';
    await page.keyboard.press(key);
    stuck = (await activeCell(page)) === here ? stuck + 1 : 0;
  }
  throw new Error(`could not walk to ${cell}`);
}

/** Presses Tab until the focus is on `selector` (a control past the board), at most `max` times. */
export async function tabTo(page: Page, selector: string, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

const firstCell = (page: Page, selector: string) => page.locator(selector).first().getAttribute('data-cell');

/** Waits until the page asks the person here for a move (`mine`), or shows a dialog or the end. */
async function waitAsk(page: Page, mine: string, timeout = 60_000): Promise<void> {
  await page.waitForFunction((s) => document.querySelector(s) || document.querySelector('[role="dialog"]'), mine, {
    timeout,
  });
}

/** Linx (LX-11…13): the letter of a playable tile picks it and puts the cursor on a target, Enter places; X passes. */
export async function linxTurn(page: Page): Promise<void> {
  await waitAsk(page, '.hand-tile:not([disabled]), [data-testid="pass"]');
  const before = await movesShown(page);
  if (await page.locator('[role="dialog"] button').count()) return page.keyboard.press('Enter');
  if (await page.getByTestId('pass').count()) await page.keyboard.press('x');
  else {
    const type = (await page.locator('.hand-tile:not([disabled])').first().getAttribute('data-type')) ?? 'R';
    await page.keyboard.press(type.toLowerCase());
    await page.waitForFunction(() => document.activeElement?.matches('.cell.target-up, .cell.target-down'));
    await page.keyboard.press('Enter');
  }
  await waitMoves(page, before);
}

/** Superpion (SP-9…16): walk to a piece that may act, Enter; walk to each landing, Enter; a promotion by Enter. */
export async function superpionTurn(page: Page): Promise<void> {
  await waitAsk(page, '.sp-cell.sp-can, [data-testid="pass"]');
  const before = await movesShown(page);
  if (await page.getByTestId('pass').count()) await page.keyboard.press('p');
  else {
    await walkTo(page, (await firstCell(page, '.sp-cell.sp-can')) ?? '');
    await page.keyboard.press('Enter');
    for (let leg = 0; leg < 12; leg++) {
      // After each Enter: the move is sent (the list grows), or a landing or the promotion question is next.
      await page.waitForFunction(
        (n) =>
          document.querySelectorAll('[data-testid="move-list"] li').length > n ||
          document.querySelector('.sp-cell.sp-target, [role="dialog"]'),
        before,
      );
      if ((await movesShown(page)) > before) break;
      if (await page.locator('[role="dialog"]').count()) {
        await page.keyboard.press('Enter'); // the promotion's first choice has the focus
        break;
      }
      await walkTo(page, (await firstCell(page, '.sp-cell.sp-target')) ?? '');
      await page.keyboard.press('Enter');
    }
  }
  await waitMoves(page, before);
}

/**
 * Symbolix (SX-8…25): a swap by Enter on its dialog; Stop or Pass reached by Tab; else walk to a target or a piece
 * that may act (Enter uncovers or picks it), then to its target.
 */
export async function symbolixTurn(page: Page): Promise<void> {
  await waitAsk(page, '.sx-cell.sx-target, .sx-cell.sx-source, [data-testid="stop"], [data-testid="pass"]');
  const before = await movesShown(page);
  if (await page.locator('[role="dialog"]').count()) await page.keyboard.press('Enter');
  else if (await page.getByTestId('stop').count()) {
    await tabTo(page, '[data-testid="stop"]');
    await page.keyboard.press('Enter');
  } else if (await page.locator('.sx-cell.sx-target').count()) {
    await walkTo(page, (await firstCell(page, '.sx-cell.sx-target')) ?? '');
    await page.keyboard.press('Enter');
  } else if (await page.locator('.sx-cell.sx-source').count()) {
    await walkTo(page, (await firstCell(page, '.sx-cell.sx-source')) ?? '');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll('[data-testid="move-list"] li').length > n ||
        document.querySelector('.sx-cell.sx-target'),
      before,
    );
    if ((await movesShown(page)) === before) {
      await walkTo(page, (await firstCell(page, '.sx-cell.sx-target')) ?? '');
      await page.keyboard.press('Enter');
    }
  } else {
    await tabTo(page, '[data-testid="pass"]');
    await page.keyboard.press('Enter');
  }
  await waitMoves(page, before);
}

/**
 * Cubiko (CB-4…14): on the player's throw the board has the focus and Enter throws the aim shown; when the throw
 * counted, the placing choices take the focus and Enter takes the first (place a cube in the ball's cell).
 */
export async function cubikoTurn(page: Page): Promise<void> {
  await waitAsk(page, '[data-testid="throw"], .cb-choices', 180_000);
  const before = await movesShown(page);
  if (await page.locator('.cb-choices').count()) {
    await page.waitForFunction(() => document.activeElement?.closest('.cb-choices'));
  } else await page.waitForFunction(() => document.activeElement?.classList.contains('cb-board'));
  await page.keyboard.press('Enter');
  await waitMoves(page, before, 180_000);
}
