import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, clickPass, clickTurn, createOnline, phase, shot, startApp } from './harness.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const moveList = (page: Page) => page.locator('[data-testid="move-list"] li code').allTextContents();
const myTurn = async (page: Page) => (await page.getByTestId('status').textContent()) === 'Your turn';

describe('online: two browsers through invite links', () => {
  it('creates a game, each seat sees only its own hand, moves cross over, a reload resumes', async () => {
    const host = await app.browser.newContext({ locale: 'en-GB', viewport: { width: 1200, height: 850 } });
    const guest = await app.browser.newContext({ locale: 'en-GB', viewport: { width: 1200, height: 850 } });
    const a = await host.newPage();
    const links = await createOnline(a, app.url, 'linx');
    await shot(a, 'online-invites');
    expect(links[0]).toMatch(/\/play\/[A-Za-z0-9_-]+#token=/);
    // Every frame the host's page receives holds its own hand at most: never a `hands` list, never a pile's order.
    const frames: string[] = [];
    a.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
    await a.goto(links[0] as string);
    const b = await guest.newPage();
    await b.goto(links[1] as string);
    for (const p of [a, b]) await p.locator('.board').waitFor();
    // Each page draws exactly one hand: its own seat's (yellow for seat 1, blue for seat 2).
    await a.locator('.hand-area.hand-yellow').waitFor();
    await b.locator('.hand-area.hand-blue').waitFor();
    expect(await a.locator('.hand-area').count()).toBe(1);
    expect(await b.locator('.hand-area').count()).toBe(1);

    let played = 0;
    for (let step = 0; step < 400 && played < 6; step++) {
      const mover = (await myTurn(a)) ? a : (await myTurn(b)) ? b : null;
      if (!mover) {
        await a.waitForTimeout(30);
        continue;
      }
      const other = mover === a ? b : a;
      const before = (await moveList(other)).length;
      const now = await phase(mover);
      if (now === 'pass') await clickPass(mover);
      else if (now === 'mine') await clickTurn(mover);
      else break;
      played++;
      // The move appears in the other browser, in the same notation.
      await other.waitForFunction((n) => document.querySelectorAll('[data-testid="move-list"] li').length > n, before);
      expect((await moveList(other)).at(-1)?.split(' ')[0]).toBe((await moveList(mover)).at(-1)?.split(' ')[0]);
      if (played === 2) await shot(b, 'online-guest-after-moves');
      if ((await phase(mover)) === 'round') break;
    }
    expect(played).toBeGreaterThanOrEqual(2);

    // A spectator sees the board and no hand at all.
    const watcher = await guest.newPage();
    await watcher.goto(links[2] as string);
    await watcher.locator('.board').waitFor();
    await watcher.waitForFunction(
      (n) => document.querySelectorAll('.cell .tile').length === n,
      await a.locator('.cell .tile').count(),
    );
    expect(await watcher.locator('.hand-area, .hand-tile').count()).toBe(0);
    // Opened mid-game, it lists every move so far (the sync's history), as the players' pages do.
    const listed = await moveList(a);
    expect(listed.length).toBeGreaterThanOrEqual(2);
    await watcher.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="move-list"] li').length === n,
      listed.length,
    );
    expect(await moveList(watcher)).toEqual(listed);
    await shot(watcher, 'online-spectator');
    await watcher.close();
    const views = frames.map((f) => JSON.parse(f) as { view?: { hand?: unknown; hands?: unknown; piles?: unknown } });
    expect(views.filter((m) => m.view).length).toBeGreaterThan(0);
    for (const m of views) {
      if (!m.view) continue;
      expect(m.view.hands).toBeUndefined();
      expect(m.view.piles).toBeUndefined();
      expect(Array.isArray(m.view.hand)).toBe(true);
    }

    // A reload resumes: the same tiles on the board, the same seat and hand size.
    const tilesBefore = await b.locator('.cell .tile').count();
    const handBefore = await b.locator('.hand-tile').count();
    const listBefore = await moveList(b);
    await b.reload();
    await b.locator('.board').waitFor();
    await b.waitForFunction((n) => document.querySelectorAll('.cell .tile').length === n, tilesBefore);
    await b.locator('.hand-area.hand-blue').waitFor();
    expect(await b.locator('.hand-tile').count()).toBe(handBefore);
    expect(await moveList(b)).toEqual(listBefore);
    await shot(b, 'online-guest-reloaded');

    // After the reload the game goes on: whoever is to move can still play and the other sees it.
    for (let step = 0; step < 200; step++) {
      const mover = (await myTurn(a)) ? a : (await myTurn(b)) ? b : null;
      if (!mover) {
        await a.waitForTimeout(30);
        continue;
      }
      const other = mover === a ? b : a;
      const before = (await other.locator('.cell .tile').count()) + (await moveList(other)).length;
      if ((await phase(mover)) === 'pass') await clickPass(mover);
      else await clickTurn(mover);
      await other.waitForFunction(
        (n) =>
          document.querySelectorAll('.cell .tile').length +
            document.querySelectorAll('[data-testid="move-list"] li').length >
          n,
        before,
      );
      break;
    }
    await host.close();
    await guest.close();
  });
});
