import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, clickPass, clickTurn, phase, shot, startApp } from './harness.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const moves = (page: Page) => page.locator('[data-testid="move-list"] li').count();

/** Waits until it is the person's turn at a table against bots (a hand tile to play, or a pass). */
async function myTurn(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('.hand-tile:not([disabled])') || document.querySelector('[data-testid="pass"]'),
  );
}

/** Plays the person's turn, whichever it is (a tile or a pass). */
async function playTurn(page: Page): Promise<void> {
  if ((await phase(page)) === 'pass') await clickPass(page);
  else await clickTurn(page);
}

describe('table controls in a local game (issue 12)', () => {
  it('hint, takeback, resign with a confirmation, then a rematch with the seats rotated', async () => {
    const page = await app.browser.newPage({ locale: 'en-GB', viewport: { width: 1366, height: 768 } });
    await page.goto(`${app.url}/#/local/linx?seats=h:Ana,b:mcts:20&seed=e2e-controls&delay=0`);
    await myTurn(page);

    // Hint, by keyboard: the bot's move for Ana, marked on the board, with a chance to win.
    const hintButton = page.getByRole('button', { name: 'Hint', exact: true });
    await hintButton.focus();
    await page.keyboard.press('Enter');
    const line = page.getByTestId('hint-line');
    await line.waitFor();
    const text = (await line.textContent()) ?? '';
    const m = /Suggested move: (\S+) — estimated chance to win: (\d+) %/.exec(text);
    expect(m, text).not.toBeNull();
    expect(Number(m?.[2])).toBeLessThanOrEqual(100);
    const cell = /@|>/.test(m?.[1] ?? '') ? (m?.[1] ?? '').slice(2) : null;
    if (cell) {
      expect(await page.locator('.cell.hinted').count()).toBe(1);
      expect(await page.locator('.cell.hinted').getAttribute('data-cell')).toBe(cell);
    }
    await shot(page, 'controls-hint');

    // Two turns each, then ask to take back: Ana's tile drew from her pile and the bot's reply showed a tile of its
    // hand, so the takeback is refused with why (takebacks never reveal: the same seed would deal the same again).
    await playTurn(page);
    await myTurn(page);
    await playTurn(page);
    await myTurn(page);
    const shown = await moves(page);
    const tilesShown = await page.locator('.cell .tile').count();
    const hand = await page.locator('.hand-tile').count();
    expect(await page.locator('.cell.hinted').count()).toBe(0);
    await page.getByTestId('takeback').click();
    await page
      .getByRole('alert')
      .getByText(
        'Move refused: no takeback here, since a move it would undo showed you something hidden (a drawn tile, an uncovered piece, a chance outcome)',
      )
      .waitFor();
    expect(await moves(page)).toBe(shown);
    expect(await page.locator('.cell .tile').count()).toBe(tilesShown);
    expect(await page.locator('.hand-tile').count()).toBe(hand);
    await shot(page, 'controls-takeback-refused');
    await myTurn(page);

    // Resign asks first; Cancel keeps the game (and has the focus), Yes ends it with Ana last.
    await page.getByTestId('resign').click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('resign-confirm').count()).toBe(0);
    await page.getByTestId('resign').click();
    await page.getByTestId('resign-confirm').click();
    const end = page.getByTestId('match-over');
    await end.waitFor();
    expect(await end.locator('li[data-rank="2"]').textContent()).toContain('Ana');
    expect(await page.getByTestId('takeback').count()).toBe(0);
    await shot(page, 'controls-resigned');

    // Rematch: the same options, a new deal, Ana now in the second seat.
    const oldSeed = new URL(page.url().replace('#/', '')).searchParams.get('seed');
    await end.getByRole('button', { name: 'Rematch' }).click();
    await page.waitForFunction(() => window.location.hash.includes('seats=b:mcts:20,h:Ana'));
    const hash = await page.evaluate(() => window.location.hash);
    expect(new URLSearchParams(hash.split('?')[1]).get('seed')).not.toBe(oldSeed);
    await end.waitFor({ state: 'detached' });
    await myTurn(page);
    await page.close();
  });

  it('a Superpion hint marks the cells of the suggested action on its board (SP-N1)', async () => {
    const page = await app.browser.newPage({ locale: 'en-GB', viewport: { width: 1366, height: 768 } });
    // Mode two: Ana plays blue and red, and blue acts first (SP-7).
    await page.goto(`${app.url}/#/local/superpion?seats=h:Ana,b:random&mode=two&seed=e2e-controls-sp&delay=0`);
    await page.getByTestId('hint-button').click();
    const text = (await page.getByTestId('hint-line').textContent()) ?? '';
    const move = /Suggested move: (\S+) —/.exec(text)?.[1] ?? '';
    const cells = move.match(/[a-z][1-9]\d?/g) ?? [];
    expect(cells.length, text).toBeGreaterThanOrEqual(2); // from and to
    const marked = await page
      .locator('.sp-cell.hinted')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-cell')));
    expect(marked.sort()).toEqual([...new Set(cells)].sort());
    await shot(page, 'controls-hint-superpion');
    await page.close();
  });

  it('a refused takeback says why in French (a Linx tile drawn cannot be taken back)', async () => {
    const page = await app.browser.newPage({ locale: 'fr-FR', viewport: { width: 1366, height: 768 } });
    await page.goto(`${app.url}/#/local/linx?seats=h:Ana,b:random&seed=e2e-takeback-fr&delay=0`);
    await myTurn(page);
    await playTurn(page);
    await myTurn(page);
    const shown = await moves(page);
    await page.getByRole('button', { name: 'Reprendre le coup' }).click();
    await page
      .getByRole('alert')
      .getByText(
        /^Coup refusé\s: pas de reprise possible, car un coup qu’elle annulerait vous a montré quelque chose de caché \(une tuile piochée, une pièce découverte, un tirage au hasard\)$/,
      )
      .waitFor();
    expect(await moves(page)).toBe(shown);
    await page.close();
  });

  it('the French bar: labels in French, resign confirmation in French', async () => {
    const page = await app.browser.newPage({ locale: 'fr-FR', viewport: { width: 1366, height: 768 } });
    await page.goto(`${app.url}/#/local/symbolix?seats=h:Ana,b:random&seed=e2e-controls-fr&delay=0`);
    const bar = page.getByTestId('table-controls');
    await bar.waitFor();
    await page.getByRole('button', { name: 'Abandonner' }).click();
    expect(await bar.textContent()).toContain(
      'Abandonner la partie\u00a0? Elle s’arrête aussitôt et Ana prend la dernière place.',
    );
    await page.getByRole('button', { name: 'Oui, abandonner' }).click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="resign"]'));
    await page.close();
  });

  it('a hot-seat table of two people and one bot, from the new-game page; a takeback past a draw is refused', async () => {
    const page = await app.browser.newPage({ locale: 'en-GB', viewport: { width: 1366, height: 768 } });
    await page.goto(`${app.url}/#/new/linx`);
    await page.getByLabel('Hot-seat').check();
    await page.locator('input[name="players"][value="3"]').check();
    await page.locator('input[name="name0"]').fill('Ana');
    await page.locator('input[name="name1"]').fill('Ben');
    await page.locator('input[name="bot2"]').check();
    await page.locator('select[name="level"]').selectOption('random');
    await page.locator('select[name="rounds"]').selectOption('3');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.waitForFunction(() => window.location.hash.includes('seats=h:Ana,h:Ben,b:random'));
    expect(await page.evaluate(() => window.location.hash)).toContain('rounds=3');
    const url = new URL(page.url());
    // The same table at once, without the bot's pause, so the test does not wait for it.
    await page.goto(`${url.origin}/${url.hash.replace('delay=600', 'delay=0')}`);
    const people = new Set<string>();
    const list = page.locator('[data-testid="move-list"] li');
    let total = 0;
    for (let i = 0; i < 8; i++) {
      const dialog = page.getByTestId('pass-device');
      await dialog.waitFor();
      const name = ((await dialog.getAttribute('aria-label')) ?? '').replace('Pass the device to ', '');
      await page.getByRole('button', { name: `I am ${name}, show my hand` }).click();
      total = await moves(page);
      // Who made the last move, from its sentence ("Hasard pose …"): the list item's title is its notation.
      const last = total > 0 ? ((await list.last().locator('.move-sentence').textContent()) ?? '').trim() : '';
      // Stop once both people have moved and the bot has just played its seat on its own.
      if (people.size === 2 && last !== '' && !/^(Ana|Ben)\b/.test(last)) break;
      await playTurn(page);
      people.add(name);
    }
    expect([...people].sort()).toEqual(['Ana', 'Ben']);
    expect(total).toBeGreaterThanOrEqual(3);
    await shot(page, 'controls-mixed-hotseat');
    // The last person's move and the bot's after it would be taken back, but a Linx tile placed shows what the hand
    // held and draws: refused, the table as it was (what a takeback undoes: local.test.ts, on Linx without reveals).
    await page.getByTestId('takeback').click();
    await page
      .getByRole('alert')
      .getByText(/no takeback here/)
      .waitFor();
    expect(await moves(page)).toBe(total);
    await page.close();
  });
});
