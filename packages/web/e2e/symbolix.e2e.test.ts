/**
 * Symbolix in the browser (issue 6, "Web"): a game against bots entered by clicking, the hot-seat cover hiding the
 * secret colour card (SX-5), and two browsers online each seeing only its own card.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createOnline, shot, startApp } from './harness.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const logSize = (page: Page) => page.locator('[data-testid="move-list"] li').count();
const myTurn = async (page: Page) => (await page.getByTestId('status').textContent()) === 'Your turn';

/**
 * Plays one engine move by clicking what the board offers: the first pair of a colour-card swap when a colour
 * change asks for one (SX-18), stop a chain or a flipped piece's move, else a highlighted target, else a playable
 * piece (a covered one is uncovered, SX-8), else pass (SX-25). Waits until the log has grown, so the next look sees
 * the new position.
 */
async function clickMove(page: Page): Promise<void> {
  const before = await logSize(page);
  const target = page.locator('.sx-cell.sx-target').first();
  const swap = page.getByTestId('swap-choice');
  if (await swap.isVisible()) await swap.locator('.sx-choice-list button').first().click();
  else if (await page.getByTestId('stop').isVisible()) await page.getByTestId('stop').click();
  else if (await target.count()) await target.click();
  else if (await page.locator('.sx-cell.sx-source').count()) {
    await page.locator('.sx-cell.sx-source').first().click();
    // A piece that may also move is only picked by the first click: the log grows, or targets appear.
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll('[data-testid="move-list"] li').length > n ||
        document.querySelector('.sx-cell.sx-target'),
      before,
    );
    if ((await logSize(page)) === before) await page.locator('.sx-cell.sx-target').first().click();
  } else await page.getByTestId('pass').click();
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="move-list"] li').length > n, before);
}

describe('Symbolix in the browser', () => {
  it('plays against bots by clicking: the moves land, the bots answer, the secret colour is shown', async () => {
    const page = await app.browser.newPage({ locale: 'en-GB', viewport: { width: 1200, height: 900 } });
    await page.goto(`${app.url}/#/local/symbolix?seats=h:Ana,b:ismcts:5,b:random&seed=e2e-sx&delay=0&level=basic`);
    await page.getByTestId('symbolix-board').waitFor();
    // All 49 cells, covered pieces on every cell but the centre (SX-1).
    expect(await page.locator('.sx-cell').count()).toBe(49);
    await page.locator('.sx-secret .sx-card[data-colour]').waitFor();
    let mine = 0;
    for (let step = 0; step < 400 && mine < 6; step++) {
      if (await page.locator('.overlay[data-testid]').count()) break; // the game ended (not expected this soon)
      if (!(await myTurn(page))) {
        await page.waitForTimeout(20);
        continue;
      }
      await clickMove(page);
      mine++;
      if (mine === 2) await shot(page, 'symbolix-bots');
    }
    expect(mine).toBe(6);
    // Every player moved: the log names the person and both bots.
    const log = (await page.locator('[data-testid="move-list"]').textContent()) ?? '';
    expect(log).toContain('Ana');
    expect(await logSize(page)).toBeGreaterThanOrEqual(8);
    await page.close();
  });

  it('server bots play every level and variant to the end, watched by a spectator page', async () => {
    const page = await app.browser.newPage({ locale: 'fr-FR', viewport: { width: 1200, height: 900 } });
    const games = [
      ['basic', 'standard', 2],
      ['normal', 'strategy', 3],
      ['advanced', 'grandSecret', 4],
    ] as const;
    for (const [level, variant, players] of games) {
      const res = await fetch(`${app.url}/api/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          game: 'symbolix',
          options: { level, variant },
          seats: Array.from({ length: players }, () => ({ kind: 'bot', level: 'random' })),
        }),
      });
      expect(res.status).toBe(201);
      const created = (await res.json()) as { spectate: string };
      await page.goto(new URL(created.spectate, app.url).toString());
      const end = page.getByTestId('match-over');
      await end.waitFor({ timeout: 60_000 });
      // SX-16 or the SX-17 guard ended it; the end screen names the result and one SX-17 score per player, in
      // French here. (A page that joins after the end gets its move list from the sync: history.e2e.test.ts.)
      const text = (await end.textContent()) ?? '';
      expect(text.match(/\d\/6/g)?.length).toBe(players);
      expect(text).toMatch(/gagne|partagée|Partie nulle/);
      // The scores above the buttons, not squeezed in a row beside them.
      const scores = await end.locator('.final-scores').boundingBox();
      const button = await end.locator('button').first().boundingBox();
      expect(scores && button && scores.y + scores.height <= button.y).toBe(true);
      if (level === 'advanced') await shot(page, 'symbolix-end');
    }
    await page.close();
  });

  it('hot-seat: the pass-the-device cover hides the secret colour of whoever is next', async () => {
    const page = await app.browser.newPage({ locale: 'en-GB', viewport: { width: 1200, height: 900 } });
    await page.goto(`${app.url}/#/local/symbolix?seats=h:Ana,h:Ben&seed=e2e-sx-hot&delay=0&level=normal`);
    let covers = 0;
    for (let turn = 0; turn < 4; turn++) {
      const cover = page.getByTestId('pass-device');
      await cover.waitFor();
      covers++;
      // Under the cover no secret card is even in the page: no own-colour panel, no card with a colour on it.
      expect(await page.locator('.sx-secret').count()).toBe(0);
      expect(await page.locator('.sx-card[data-colour]').count()).toBe(0);
      const name = ((await cover.getAttribute('aria-label')) ?? '').replace('Pass the device to ', '');
      expect(['Ana', 'Ben']).toContain(name);
      if (turn === 0) await shot(page, 'symbolix-hotseat-cover');
      await page.getByRole('button', { name: `I am ${name}, show my secrets` }).click();
      await page.locator('.sx-secret .sx-card[data-colour]').waitFor();
      expect(await page.locator('.sx-secret').count()).toBe(1);
      // One move, then more until the turn passes to the other person (a chain or a flipped piece's move).
      for (let k = 0; k < 10 && (await myTurn(page)); k++) await clickMove(page);
    }
    expect(covers).toBe(4);
    await page.close();
  });

  it('online: two browsers, each sees its own secret colour and never the other one', async () => {
    const host = await app.browser.newContext({ locale: 'en-GB', viewport: { width: 1200, height: 900 } });
    const guest = await app.browser.newContext({ locale: 'en-GB', viewport: { width: 1200, height: 900 } });
    const a = await host.newPage();
    const links = await createOnline(a, app.url, 'symbolix', (page) =>
      page.locator('input[name="sxLevel"][value="normal"]').check(),
    );
    const frames: [number, string][] = [];
    a.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push([0, String(f.payload)])));
    await a.goto(links[0] as string);
    const b = await guest.newPage();
    b.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push([1, String(f.payload)])));
    await b.goto(links[1] as string);
    for (const p of [a, b]) await p.locator('.sx-secret .sx-card[data-colour]').waitFor();
    const colourA = await a.locator('.sx-secret .sx-card').getAttribute('data-colour');
    const colourB = await b.locator('.sx-secret .sx-card').getAttribute('data-colour');
    expect(colourA).not.toBe(colourB); // six different cards (SX-5)
    let played = 0;
    for (let step = 0; step < 400 && played < 4; step++) {
      const mover = (await myTurn(a)) ? a : (await myTurn(b)) ? b : null;
      if (!mover) {
        await a.waitForTimeout(30);
        continue;
      }
      await clickMove(mover);
      played++;
    }
    expect(played).toBe(4);
    // Both pages have drawn the last move before they are compared with the last frames.
    const total = Math.max(await logSize(a), await logSize(b));
    for (const p of [a, b]) {
      await p.waitForFunction((n) => document.querySelectorAll('[data-testid="move-list"] li').length >= n, total);
    }
    await shot(b, 'symbolix-online-guest');
    const views = frames.map(([seat, f]) => [seat, JSON.parse(f)] as const).filter(([, m]) => m.view) as [
      number,
      { view: { cards: { colour: number; known: number[] }[] } },
    ][];
    expect(views.length).toBeGreaterThan(4);
    // Every view a seat received hid the other's card unless the rules let it know it (a capture reveals a card,
    // SX-11; both players of a swap know both cards, SX-18), and always showed its own.
    for (const [seat, m] of views) {
      const other = m.view.cards[1 - seat];
      if (other && !other.known.includes(seat)) expect(other.colour).toBe(-1);
      expect(m.view.cards[seat]?.colour).toBeGreaterThanOrEqual(0);
    }
    // Each page shows exactly the colours its last view holds: its own card, and the other only when known.
    const shown = async (p: Page) =>
      new Set(await p.locator('.sx-card[data-colour]').evaluateAll((els) => els.map((e) => e.dataset.colour)));
    for (const [p, seat, first] of [
      [a, 0, colourA],
      [b, 1, colourB],
    ] as const) {
      const last = views.filter(([s]) => s === seat).at(-1)?.[1].view;
      const known = new Set(last?.cards.filter((c) => c.colour >= 0).map((c) => c.colour));
      const onPage = await shown(p);
      expect(onPage.size).toBe(known.size);
      if (known.size === 1) expect(onPage).toEqual(new Set([first]));
    }
    await host.close();
    await guest.close();
  });
});
