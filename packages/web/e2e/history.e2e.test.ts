import type { GameRecord } from '@ludotheque/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, shot, startApp } from './harness.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

/** A game between random bots on the server, created through the API as the new-game page does. */
async function botGame(game: string, options: object, players: number): Promise<{ id: string; spectate: string }> {
  const res = await fetch(`${app.url}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      game,
      options,
      seats: Array.from({ length: players }, () => ({ kind: 'bot', level: 'random' })),
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; spectate: string };
}

/** The record, once the server publishes it (409 while the bots still play). */
async function finalRecord(id: string): Promise<GameRecord> {
  for (let i = 0; i < 600; i++) {
    const res = await fetch(`${app.url}/api/games/${id}/record`);
    if (res.ok) return (await res.json()) as GameRecord;
    expect(res.status).toBe(409);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`game ${id} did not end`);
}

// What each table says when the game is over, in English (the result, not just the board).
const OVER: Record<string, RegExp> = {
  linx: /wins|won|draw/i,
  superpion: /wins|won|draw/i,
  symbolix: /first place|wins|won|win|draw|1st/i,
  cubiko: /wins|won|draw/i,
};

describe('an online game opened late shows its whole move list (the sync’s history) and its result', () => {
  const games: [string, object, number][] = [
    ['linx', { roundsToWin: 1 }, 2],
    ['superpion', { mode: 'two' }, 2],
    ['symbolix', { level: 'basic', variant: 'standard' }, 3],
    ['cubiko', { precision: 'exact' }, 2],
  ];
  for (const [game, options, players] of games) {
    it(`${game}: a spectator link opened after the end, then reloaded`, async () => {
      const { id, spectate } = await botGame(game, options, players);
      const t0 = Date.now();
      const record = await finalRecord(id);
      const t1 = Date.now();
      const moves = record.moves.filter((m) => typeof m === 'string').length;
      expect(moves).toBeGreaterThan(0);
      const context = await app.browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(new URL(spectate, app.url).toString());
      const items = page.locator('[data-testid="move-list"] li');
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="move-list"] li').length === n, moves, {
        timeout: 60_000,
      });
      expect(await items.count()).toBe(moves);
      console.log(game, 'record after', t1 - t0, 'ms; list after', Date.now() - t1, 'ms;', moves, 'moves');
      await expect
        .poll(async () => (await page.locator('main').textContent()) ?? '', { timeout: 20_000 })
        .toMatch(OVER[game] as RegExp);
      await shot(page, `history-${game}`);
      // A reload after the end shows the same list again (the sync's history once more).
      // Cubiko adds a throw's result (" — missed", " — ball in b2") once its replay has run: compare the moves.
      const movesOf = async () => (await items.allTextContents()).map((text) => text.split(' — ')[0]);
      const listed = await movesOf();
      await page.reload();
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="move-list"] li').length === n, moves, {
        timeout: 60_000,
      });
      expect(await movesOf()).toEqual(listed);
      await context.close();
    });
  }
});
