import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, clickPass, clickTurn, phase, shot, startApp } from './harness.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

describe('hot-seat: two people, one screen', () => {
  it('covers every hand with a pass-the-device screen between turns (LX information: hands are private)', async () => {
    const page = await app.browser.newPage({ locale: 'en-GB', viewport: { width: 1100, height: 850 } });
    await page.goto(`${app.url}/#/local/linx?seats=h:Ana,h:Ben&seed=e2e-hotseat&delay=0`);
    const colourOf: Record<string, string> = { Ana: 'yellow', Ben: 'blue' };
    let covers = 0;
    for (let turn = 0; turn < 8; turn++) {
      const dialog = page.getByTestId('pass-device');
      await dialog.waitFor();
      // Covered: no hand is even in the page, not just hidden behind the dialog.
      expect(await page.locator('.hand-tile').count()).toBe(0);
      expect(await page.locator('[data-testid="hand"]').count()).toBe(0);
      const title = (await dialog.getAttribute('aria-label')) ?? '';
      const name = title.replace('Pass the device to ', '');
      expect(['Ana', 'Ben']).toContain(name);
      if (covers++ < 2) await shot(page, `hotseat-cover-${covers}`);
      await page.getByRole('button', { name: `I am ${name}, show my hand` }).click();
      // The hand shown is the one of the person named, in their colour.
      await page.locator(`.hand-area.hand-${colourOf[name]}`).waitFor();
      expect(await page.locator('.hand-area').count()).toBe(1);
      if (turn === 1) await shot(page, 'hotseat-hand-shown');
      const now = await phase(page);
      if (now === 'pass') await clickPass(page);
      else if (now === 'mine') await clickTurn(page);
      else break; // a round ended: covered by other tests
      if ((await phase(page)) === 'round') break;
    }
    expect(covers).toBeGreaterThanOrEqual(4);
    await page.close();
  });

  it('plays by keyboard alone: a letter picks a tile, Enter places it on the board', async () => {
    const page = await app.browser.newPage({ locale: 'fr-FR', viewport: { width: 1100, height: 850 } });
    await page.goto(`${app.url}/#/local/linx?seats=h:Ana,b:random&seed=e2e-keys&delay=0`);
    await page.locator('.board').waitFor();
    await page.waitForFunction(() => document.querySelector('.hand-tile:not([disabled])'));
    const before = await page.locator('.cell .tile').count();
    const type = await page.locator('.hand-tile:not([disabled])').first().getAttribute('data-type');
    // French keys: F for feuille, C for ciseaux; R is rock in both languages.
    const key = type === 'P' ? 'f' : type === 'S' ? 'c' : 'r';
    await page.locator('.hand-tile:not([disabled])').first().focus();
    await page.keyboard.press(key);
    await page.waitForFunction(() => document.activeElement?.classList.contains('cell'));
    await shot(page, 'keyboard-picked');
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => document.querySelectorAll('.cell .tile').length > n, before);
    expect(await page.locator('[data-testid="move-list"] li').count()).toBeGreaterThanOrEqual(1);
    await page.close();
  });
});
