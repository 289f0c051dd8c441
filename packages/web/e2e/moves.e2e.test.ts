import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, clickTurn, createOnline, phase, shot, startApp } from './harness.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const moveCount = (page: Page) => page.locator('[data-testid="move-list"] li').count();
/** What this screen shows of the position: Ana's hand (types in order) and every cell's label. */
const seen = (page: Page) =>
  page.evaluate(() => ({
    hand: [...document.querySelectorAll('.hand-area .hand-tile')].map((e) => e.getAttribute('data-type')),
    hands: document.querySelectorAll('.hand-area').length,
    handColour: document.querySelector('.hand-area')?.className ?? '',
    board: [...document.querySelectorAll('.board .cell')].map((e) => e.getAttribute('aria-label')).join('|'),
  }));

describe('moves told as people read them, and step-through (Linx, local)', () => {
  it('steps back to what Ana saw then — her own hand only —, steps with the arrows and returns live', async () => {
    const page = await app.browser.newPage({ locale: 'en-GB', viewport: { width: 1366, height: 768 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${app.url}/?lang=en#/local/linx?seats=h:Ana,b:mcts:20&seed=e2e-steps&delay=0`);
    await page.locator('.board').waitFor();
    // What Ana was shown each time it was her turn, by the number of moves played then.
    const live = new Map<number, Awaited<ReturnType<typeof seen>>>();
    for (let step = 0; step < 400 && live.size < 3; step++) {
      const now = await phase(page);
      if (now === 'mine') {
        live.set(await moveCount(page), await seen(page));
        await clickTurn(page);
      } else if (now !== 'wait') break;
      else await page.waitForTimeout(20);
    }
    expect(live.size).toBe(3);
    while ((await phase(page)) !== 'mine') await page.waitForTimeout(20);
    const total = await moveCount(page);
    const nowShown = await seen(page);
    for (const [k, then] of live) {
      if (k === 0) continue; // the setup is "Start", checked below
      await page
        .locator('[data-testid="move-list"] li')
        .nth(k - 1)
        .getByRole('button')
        .click();
      await page.getByTestId('step-bar').getByText(`Move ${k} of ${total}`).waitFor();
      await page.waitForFunction((b) => {
        const cells = [...document.querySelectorAll('.board .cell')].map((e) => e.getAttribute('aria-label'));
        return cells.join('|') === b;
      }, then.board);
      const past = await seen(page);
      // LX information: a past position shows Ana's hand as she held it then, never the bot's.
      expect(past.hand).toEqual(then.hand);
      expect(past.hands).toBe(1);
      expect(past.handColour).toContain('hand-yellow');
      // Nothing can be played on a past position.
      expect(await page.locator('.hand-tile:not([disabled])').count()).toBe(0);
    }
    if (live.has(0)) {
      await page.getByTestId('step-start').click();
      await page.getByTestId('step-bar').getByText(`Before the first move (of ${total})`).waitFor();
      expect((await seen(page)).hand).toEqual(live.get(0)?.hand);
    }
    await shot(page, 'moves-step-through');
    // Arrows step forward and back from the move shown.
    const k = Math.max(...live.keys()); // at least 2: three turns of Ana's were seen
    await page
      .locator('[data-testid="move-list"] li')
      .nth(k - 1)
      .getByRole('button')
      .click();
    await page.getByTestId('step-bar').getByText(`Move ${k} of ${total}`).waitFor();
    await page.keyboard.press('ArrowRight');
    await page
      .getByTestId('step-bar')
      .getByText(`Move ${k + 1} of ${total}`)
      .waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page
      .getByTestId('step-bar')
      .getByText(`Move ${k - 1} of ${total}`)
      .waitFor();
    // Escape returns to live too; the list's own arrows step back from live.
    await page.keyboard.press('Escape');
    await page.getByTestId('step-bar').waitFor({ state: 'detached' });
    await page.locator('[data-testid="move-list"] li').last().getByRole('button').focus();
    await page.keyboard.press('ArrowLeft');
    await page
      .getByTestId('step-bar')
      .getByText(`Move ${total - 1} of ${total}`)
      .waitFor();
    // Live brings back the position of now, playable.
    await page.getByTestId('step-live').click();
    await page.getByTestId('step-bar').waitFor({ state: 'detached' });
    await page.locator('.hand-tile:not([disabled])').first().waitFor();
    expect(await seen(page)).toEqual(nowShown);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('tells the moves in French sentences, and in the notation on demand', async () => {
    const page = await app.browser.newPage({ locale: 'fr-FR', viewport: { width: 1366, height: 768 } });
    await page.goto(`${app.url}/?lang=fr#/local/linx?seats=h:Audrey,b:mcts:20&seed=e2e-french&delay=0`);
    await page.locator('.board').waitFor();
    for (let step = 0; step < 400 && (await moveCount(page)) < 2; step++) {
      if ((await phase(page)) === 'mine') await clickTurn(page);
      else await page.waitForTimeout(20);
    }
    const first = page.locator('[data-testid="move-list"] li').first();
    // LX-6: the first tile of a two-player round goes on the centre, d4; the French names are the game's.
    expect(await first.locator('.move-sentence').textContent()).toMatch(
      /^.+ pose (une Pierre|une Feuille|des Ciseaux)( face cachée)? en d4$/,
    );
    expect(await first.locator('.move-notation').isVisible()).toBe(false);
    await page.getByTestId('notation-toggle').click();
    expect(await first.locator('.move-notation').isVisible()).toBe(true);
    expect(await first.locator('.move-sentence').isVisible()).toBe(false);
    expect(await first.locator('.move-notation').textContent()).toMatch(/^[RPS]@d4$/);
    // The choice is remembered: a reload keeps the notation.
    await page.reload();
    await page.locator('[data-testid="move-list"] li').first().waitFor();
    expect(await page.locator('[data-testid="move-list"] li .move-notation').first().isVisible()).toBe(true);
    await page.close();
  });

  it('online: a seat steps back through the server and is shown its own hand as it was, never the other’s', async () => {
    const host = await app.browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 768 } });
    const guest = await app.browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 768 } });
    const a = await host.newPage();
    const links = await createOnline(a, app.url, 'linx');
    // Every frame Ana's page receives: a past view too must hold her own hand at most, never a `hands` list.
    const frames: string[] = [];
    a.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
    await a.goto(links[0] as string);
    const b = await guest.newPage();
    await b.goto(links[1] as string);
    for (const p of [a, b]) await p.locator('.board').waitFor();
    const myTurn = async (p: Page) => (await p.getByTestId('status').textContent()) === 'Your turn';
    const anaSaw = new Map<number, Awaited<ReturnType<typeof seen>>>();
    for (let step = 0; step < 400 && (await moveCount(a)) < 4; step++) {
      const mover = (await myTurn(a)) ? a : (await myTurn(b)) ? b : null;
      if (!mover || (await phase(mover)) !== 'mine') {
        await a.waitForTimeout(30);
        continue;
      }
      if (mover === a) anaSaw.set(await moveCount(a), await seen(a));
      const before = await moveCount(mover === a ? b : a);
      await clickTurn(mover);
      await (mover === a ? b : a).waitForFunction(
        (n) => document.querySelectorAll('[data-testid="move-list"] li').length > n,
        before,
      );
    }
    const total = await moveCount(a);
    const [k, then] = [...anaSaw].filter(([n]) => n > 0)[0] ?? [0, null];
    expect(then).not.toBeNull();
    await a
      .locator('[data-testid="move-list"] li')
      .nth(k - 1)
      .getByRole('button')
      .click();
    await a.getByTestId('step-bar').getByText(`Move ${k} of ${total} — As Ana saw it`).waitFor();
    await a.waitForFunction((board) => {
      const cells = [...document.querySelectorAll('.board .cell')].map((e) => e.getAttribute('aria-label'));
      return cells.join('|') === board;
    }, then?.board);
    expect((await seen(a)).hand).toEqual(then?.hand);
    const past = frames
      .map((f) => JSON.parse(f) as { type: string; seat?: number })
      .filter((f) => f.type === 'pastView');
    expect(past.length).toBeGreaterThan(0);
    for (const f of past) expect(f.seat).toBe(0);
    for (const f of frames) expect(f).not.toContain('"hands"');
    await a.getByTestId('step-live').click();
    await a.getByTestId('step-bar').waitFor({ state: 'detached' });
    await host.close();
    await guest.close();
  });
});
