import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, clickPass, clickTurn, dealNext, phase, shot, startApp } from './harness.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

describe('local play in the browser', () => {
  it('plays a whole match against a bot by clicking, to the end-of-match screen (LX-15, LX-18, LX-20)', async () => {
    const page = await app.browser.newPage({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${app.url}/#/local/linx?seats=h:Ana,b:mcts:20&seed=e2e-bot&delay=0`);
    await page.locator('.board').waitFor();
    let turns = 0;
    let rounds = 0;
    for (let step = 0; step < 2000; step++) {
      const now = await phase(page);
      if (now === 'match') break;
      if (now === 'mine') {
        await clickTurn(page);
        turns++;
        if (turns === 3) await shot(page, 'bot-game-in-progress');
      } else if (now === 'pass') await clickPass(page);
      else if (now === 'round') {
        rounds++;
        await shot(page, `bot-round-${rounds}-over`);
        await dealNext(page, 'Deal the next round');
      } else await page.waitForTimeout(20);
    }
    expect(await phase(page)).toBe('match');
    await shot(page, 'bot-match-over');
    expect(turns).toBeGreaterThan(2);
    // The move list holds every move in LX-N1 notation, ours and the bot's.
    const moves = await page.locator('[data-testid="move-list"] li code').allTextContents();
    expect(moves.length).toBeGreaterThanOrEqual(turns);
    for (const m of moves) expect(m).toMatch(/^([RPS][@>][a-g][1-7]|pass( [RPS](,[RPS])*)?|next)$/);
    const title = await page.getByTestId('match-over').getAttribute('aria-label');
    expect(title).toMatch(/^(You win the game!|.+ wins the game!|.+ share the win!|The game is drawn\.)$/);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('three players', () => {
  it('draws the neutral block (LX-9) and highlights the legal cells of a picked tile', async () => {
    const page = await app.browser.newPage({ locale: 'en-GB', viewport: { width: 1280, height: 860 } });
    await page.goto(`${app.url}/#/local/linx?seats=h:Ana,b:mcts:20,b:mcts:20&seed=e2e-three&delay=0`);
    await page.locator('.board').waitFor();
    // LX-9: nine neutral tiles around e5, labelled for screen readers; the frame is 9×9 (LX-6).
    expect(await page.locator('.cell').count()).toBe(81);
    await page.locator('.cell[aria-label^="e5, "]').waitFor();
    expect(await page.locator('.cell .tile-neutral').count()).toBeGreaterThanOrEqual(1);
    for (let turn = 0; turn < 2 && (await phase(page)) !== 'round'; ) {
      const now = await phase(page);
      if (now === 'mine') {
        await clickTurn(page);
        turn++;
      } else if (now === 'pass') await clickPass(page);
      else await page.waitForTimeout(20);
    }
    if ((await phase(page)) === 'mine') {
      await page.locator('.hand-tile:not([disabled])').first().click();
      const targets = await page.locator('.cell.target-up, .cell.target-down').count();
      expect(targets).toBeGreaterThan(0);
      // Every highlighted cell says so to screen readers.
      const labels = await page.locator('.cell.target-up').evaluateAll((els) => els.map((e) => e.ariaLabel ?? ''));
      for (const l of labels) expect(l).toContain('place face up');
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'three-players-picked');
    await page.close();
  });
});
