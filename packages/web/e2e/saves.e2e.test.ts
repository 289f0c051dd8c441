/**
 * Games survive (issue 12): a local game is saved in IndexedDB after every move and resumes exactly after a reload,
 * a closed tab or a restarted browser; the home page's Continue lists the games in progress and the finished ones,
 * newest first, each opening its game or its replay; a save can be deleted; a damaged save is reported on its own
 * line and the others still open.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecordEntry } from '@ludotheque/engine';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunch } from '../../../scripts/chromium.js';
import { LocalTable } from '../src/play/localTable.js';
import { loadLocalGame } from '../src/play/registry.js';
import { type App, clickPass, clickTurn, phase, shot, startApp } from './harness.js';

let app: App;
beforeAll(async () => {
  app = await startApp({ webgl: true }); // Cubiko's table draws with WebGL
});
afterAll(async () => {
  await app?.close();
});

interface Stored {
  readonly record: { readonly moves: RecordEntry[]; readonly result: { ranks: number[] } | null };
  readonly clockMs: number[] | null;
}

/** The raw value IndexedDB holds under `key` (read the way any page script could, not through the app's code). */
function stored(page: Page, key: string): Promise<Stored | undefined> {
  return page.evaluate(
    (k) =>
      new Promise<Stored | undefined>((resolve, reject) => {
        const open = indexedDB.open('ludotheque');
        open.onupgradeneeded = () => open.transaction?.abort(); // never create the app's database here
        open.onerror = () => resolve(undefined);
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction('saves').objectStore('saves').get(k);
          get.onsuccess = () => {
            db.close();
            resolve(get.result as Stored | undefined);
          };
          get.onerror = () => reject(get.error);
        };
      }),
    key,
  );
}

/** Writes a value straight into the app's store, as an older app version or a damaged disk would have left it. */
function writeRaw(page: Page, key: string, value: unknown): Promise<void> {
  return page.evaluate(
    ([k, v]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('ludotheque');
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('saves', 'readwrite');
          tx.objectStore('saves').put(v, k as string);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
        open.onerror = () => reject(open.error);
      }),
    [key, value] as const,
  );
}

async function until<T>(page: Page, read: () => Promise<T>, ok: (v: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const v = await read();
    if (ok(v)) return v;
    await page.waitForTimeout(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The save id the page wrote into its link. */
async function saveIdOf(page: Page): Promise<string> {
  await page.waitForFunction(() => /[?&]save=[0-9a-f]{16}/.test(location.hash));
  return page.evaluate(() => new URLSearchParams(location.hash.split('?')[1]).get('save') ?? '');
}

const movesOf = (entries: readonly RecordEntry[]) => entries.filter((e) => typeof e === 'string').length;
const moveList = (page: Page) => page.locator('[data-testid="move-list"] li').allTextContents();

/** Plays the person's Linx turns by clicking until `done` says stop (or the match ends). */
async function playLinx(page: Page, done: (turns: number) => boolean): Promise<number> {
  let turns = 0;
  for (let step = 0; step < 3000 && !done(turns); step++) {
    const now = await phase(page);
    if (now === 'match') break;
    if (now === 'mine') {
      await clickTurn(page);
      turns++;
    } else if (now === 'pass') await clickPass(page);
    else await page.waitForTimeout(20);
  }
  return turns;
}

describe('a local game survives a reload', () => {
  it('Linx against a bot: same moves and hand after a reload, played to its end, replayed from Continue', async () => {
    const context = await app.browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${app.url}/#/local/linx?seats=h:Ana,b:mcts:20&seed=sv-linx&delay=0&rounds=1`);
    const id = await saveIdOf(page);
    await page.locator('.board').waitFor();
    await playLinx(page, (turns) => turns >= 2);
    await until(
      page,
      () => phase(page),
      (p) => p === 'mine',
      "the person's turn",
    );
    const before = await moveList(page);
    const hand = await page.locator('.hand-tile').evaluateAll((els) => els.map((e) => e.getAttribute('data-type')));
    expect(before.length).toBeGreaterThanOrEqual(4); // two of Ana's moves, two of the bot's
    await until(
      page,
      () => stored(page, id),
      (s) => movesOf(s?.record.moves ?? []) === before.length,
      'the save',
    );

    await page.reload();
    await page.locator('.board').waitFor();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="move-list"] li').length >= n, 1);
    expect(await moveList(page)).toEqual(before);
    expect(await page.locator('.hand-tile').evaluateAll((els) => els.map((e) => e.getAttribute('data-type')))).toEqual(
      hand,
    );
    expect(await saveIdOf(page)).toBe(id);

    await playLinx(page, () => false);
    await page.getByTestId('match-over').waitFor();
    const final = await moveList(page);
    const saved = await until(
      page,
      () => stored(page, id),
      (s) => s?.record.result != null,
      'the final save',
    );
    expect(movesOf(saved?.record.moves ?? [])).toBe(final.length);

    // The finished game is listed with its result and opens on its final position with its move list.
    await page.goto(`${app.url}/#/`);
    const line = page.locator(`[data-testid="saves-finished"] [data-save="${id}"]`);
    await line.waitFor();
    expect(await line.textContent()).toMatch(/Winner: (Ana|mcts:20)|Drawn game/);
    expect(await line.textContent()).toContain(`${final.length} moves`);
    await shot(page, 'saves-continue-finished');
    await line.getByTestId('save-open').click();
    await page.getByTestId('match-over').waitFor();
    expect(await moveList(page)).toEqual(final);
    expect(errors).toEqual([]);
    await context.close();
  });

  /**
   * A game between bots, reloaded mid-game, must end exactly as the same game never interrupted: bots are seeded per
   * decision, and the save holds the moves so far. The uninterrupted game is played here in Node.
   */
  it.each([
    ['superpion', 'mode=two', { mode: 'two' }],
    ['symbolix', 'level=basic', { level: 'basic' }],
    ['cubiko', 'precision=exact', { precision: 'exact' }],
  ] as const)('%s between bots: reloaded mid-game, it ends as if never interrupted', async (game, query, options) => {
    const seed = `sv-${game}`;
    const seats = [
      { kind: 'bot', name: 'random', spec: 'random' },
      { kind: 'bot', name: 'random', spec: 'random' },
    ] as const;
    const rules = await loadLocalGame(game);
    if (!rules) throw new Error(`no game ${game}`);
    const table = LocalTable.create(rules, options, seed, seats);
    if (!table.ok) throw new Error(table.error.message);
    while (table.value.botToPlay()) {
      const r = table.value.playBot();
      if (!r.ok) throw new Error(r.error.message);
    }
    const expected = table.value.snapshot();
    expect(expected.result).not.toBeNull();

    const page = await app.browser.newPage({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${app.url}/#/local/${game}?seats=b:random,b:random&seed=${seed}&delay=20&${query}`);
    const id = await saveIdOf(page);
    const midway = Math.min(20, Math.floor((expected.entries?.length ?? 0) / 3));
    const mid = await until(
      page,
      () => stored(page, id),
      (s) => (s?.record.moves.length ?? 0) >= midway,
      'moves',
    );
    expect(mid?.record.result).toBeNull(); // really mid-game
    await page.reload();
    // Resumed, not restarted: the first list shown holds the saved moves, and the save never falls back below them
    // (a game started afresh would replay the same moves from the first, and end the same).
    const saved = movesOf(mid?.record.moves ?? []);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="move-list"] li').length > 0, null, {
      timeout: 60_000,
    });
    expect(await page.locator('[data-testid="move-list"] li').count()).toBeGreaterThanOrEqual(saved);
    for (let i = 0; i < 20; i++) {
      const now = await stored(page, id);
      if (now?.record.result != null) break;
      expect(now?.record.moves.length ?? 0).toBeGreaterThanOrEqual(mid?.record.moves.length ?? 0);
    }
    await page.getByTestId('match-over').waitFor({ timeout: 150_000 });
    const end = await until(
      page,
      () => stored(page, id),
      (s) => s?.record.result != null,
      'the final save',
    );
    expect(end?.record.moves).toEqual(expected.entries);
    expect(end?.record.result).toEqual(expected.result);
    expect(errors).toEqual([]);
    await page.close();
  });
});

/** A seat's clock as the board shows it (`m:ss`), in seconds. */
async function shownSeconds(page: Page, seat: number): Promise<number> {
  const text = (await page.getByTestId('clock').nth(seat).textContent()) ?? '';
  const m = /(\d+):(\d\d)/.exec(text);
  if (!m) throw new Error(`no time in "${text}"`);
  return Number(m[1]) * 60 + Number(m[2]);
}

const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((s) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

describe('a timed game keeps its clocks (SP-18c)', () => {
  it('runs only while the page shows it, and resumes its times after the browser restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ludo-saves-'));
    const launch = () =>
      chromium.launchPersistentContext(dir, {
        ...chromiumLaunch(),
        locale: 'en-GB',
        viewport: { width: 1280, height: 900 },
      });
    let context: BrowserContext = await launch();
    try {
      let page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${app.url}/#/local/superpion?seats=h:Ana,h:Ben&seed=sv-clock&delay=0&mode=two&clock=5`);
      const id = await saveIdOf(page);
      await page.locator('.sp-cell.sp-can').first().waitFor();
      // One action by clicking (SP-9): a piece that may act, then its landing cell.
      await page.locator('.sp-cell.sp-can').first().click();
      await page.locator('.sp-cell.sp-target').first().click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="move-list"] li').length > 0);
      await page.waitForTimeout(1500);
      await setVisibility(page, 'hidden');
      const hidden = await until(
        page,
        () => stored(page, id),
        (s) => (s?.clockMs?.[0] ?? 300_000) < 300_000,
        'clock',
      );
      const spent = 300_000 - (hidden?.clockMs?.[0] ?? 0);
      expect(spent).toBeGreaterThan(1000); // seat 1 (blue and red) moves twice a turn: its clock ran while shown
      expect(hidden?.clockMs?.[1]).toBe(300_000);
      await page.waitForTimeout(2500);
      await setVisibility(page, 'visible');
      await page.waitForTimeout(300);
      const shown = await stored(page, id);
      // The 2.5 s the page was hidden are charged to nobody.
      expect((hidden?.clockMs?.[0] ?? 0) - (shown?.clockMs?.[0] ?? 0)).toBeLessThan(1000);
      const moves = await moveList(page);
      await page.waitForTimeout(300);
      const last = await stored(page, id);

      // The browser quits and starts again: Continue reopens the game with its moves and times.
      await context.close();
      await new Promise((r) => setTimeout(r, 3000));
      context = await launch();
      page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${app.url}/#/`);
      await page.locator(`[data-testid="saves-current"] [data-save="${id}"]`).getByTestId('save-open').click();
      await page.getByTestId('clock').nth(1).waitFor();
      expect(await moveList(page)).toEqual(moves);
      const left = (last?.clockMs?.[0] ?? 0) / 1000;
      // At most the second since the page opened is charged, never the 3 s the browser was closed.
      expect(await shownSeconds(page, 0)).toBeGreaterThanOrEqual(Math.floor(left) - 1.5);
      expect(await shownSeconds(page, 0)).toBeLessThanOrEqual(Math.ceil(left));
      expect(await shownSeconds(page, 1)).toBe(300);
    } finally {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Continue on the home page', () => {
  it('lists games newest first, deletes one, reports damaged saves on their line while the others open', async () => {
    const context = await app.browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const ids: string[] = [];
    for (const seed of ['sv-a', 'sv-b', 'sv-c']) {
      await page.goto(`${app.url}/#/local/linx?seats=h:Ana,b:random&seed=${seed}&delay=0`);
      const id = await saveIdOf(page);
      await page.locator('.board').waitFor();
      await playLinx(page, (turns) => turns >= 1);
      await until(
        page,
        () => stored(page, id),
        (s) => s !== undefined,
        'the save',
      );
      ids.push(id);
    }
    const [a, b, c] = ids as [string, string, string];
    // Saves of an older format, of damaged data, and one whose moves the rules refuse.
    await writeRaw(page, 'aaaaaaaaaaaaaaaa', { format: 0, id: 'aaaaaaaaaaaaaaaa', moves: ['x'] });
    await writeRaw(page, 'bbbbbbbbbbbbbbbb', 'not a game at all');
    const good = (await stored(page, a)) as unknown as Record<string, unknown>;
    const brokenId = 'cccccccccccccccc';
    await writeRaw(page, brokenId, {
      ...good,
      id: brokenId,
      link: `#/local/linx?seats=h:Ana,b:random&seed=sv-a&delay=0&save=${brokenId}`,
      record: { ...(good.record as object), moves: ['Z@z9'] },
      updatedAt: 1,
    });

    await page.goto(`${app.url}/#/`);
    const current = page.locator('[data-testid="saves-current"] [data-testid="save-line"]');
    await current.first().waitFor();
    const order = await current.evaluateAll((els) => els.map((e) => e.getAttribute('data-save')));
    // Newest first (c, b, a), the damaged lines whose time cannot be read last.
    expect(order.slice(0, 3)).toEqual([c, b, a]);
    expect(order).toHaveLength(6);
    const older = page.locator('[data-save="aaaaaaaaaaaaaaaa"]');
    expect(await older.textContent()).toContain('can no longer be opened: it was saved by another version of the app');
    expect(await page.locator('[data-save="bbbbbbbbbbbbbbbb"]').textContent()).toContain('its data is damaged');
    await shot(page, 'saves-continue');

    // The save whose moves no longer replay: its page says so, and the home page then reports it too.
    await page.locator(`[data-save="${brokenId}"]`).getByTestId('save-open').click();
    await page.locator('[data-testid="problem"][data-kind="save"]').waitFor();
    expect(await page.getByTestId('problem').textContent()).toContain('its moves no longer replay');
    await page.goto(`${app.url}/#/`);
    await page.locator(`[data-save="${brokenId}"] [data-testid="save-damaged"]`).waitFor();

    // Delete asks once more, then the line is gone, for good.
    await page.locator(`[data-save="${a}"]`).getByTestId('save-delete').click();
    await page.locator(`[data-save="${a}"]`).getByTestId('save-delete-yes').click();
    await page.locator(`[data-save="${a}"]`).waitFor({ state: 'detached' });
    await older.getByTestId('save-delete').click();
    await older.getByTestId('save-delete-yes').click();
    await older.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator(`[data-save="${b}"]`).waitFor();
    expect(await page.locator(`[data-save="${a}"], [data-save="aaaaaaaaaaaaaaaa"]`).count()).toBe(0);
    expect(await stored(page, a)).toBeUndefined();

    // The others still open and resume.
    await page.locator(`[data-save="${b}"]`).getByTestId('save-open').click();
    await page.locator('.board').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="move-list"] li').length >= 2);

    // The same game in a second tab: one tab plays it at a time, the other may take it over.
    const second = await context.newPage();
    await second.goto(page.url());
    await second.getByText('This game is open in another tab.').waitFor();
    await second.getByRole('button', { name: 'Play it here' }).click();
    await second.locator('.board').waitFor();
    await page.getByText('This game is now played in another tab.').waitFor();
    expect(await page.locator('.board').count()).toBe(0);
    await context.close();
  });

  it('lists the online games this browser joined, with their token, and reopens them', async () => {
    const context = await app.browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const res = await fetch(`${app.url}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'linx',
        seats: [
          { kind: 'human', name: 'Ana' },
          { kind: 'bot', level: 'random' },
        ],
      }),
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: string; invites: { url: string }[] };
    const invite = new URL(created.invites[0]?.url ?? '', app.url).toString();
    await page.goto(invite);
    await page.locator('.board').waitFor();
    // The page writes its save once it has the first position; leaving before the write lands would lose it.
    await until(
      page,
      () => stored(page, `online:${created.id}`),
      (v) => v !== undefined,
      'the online save',
    );
    await page.goto(`${app.url}/#/`);
    const line = page.locator(`[data-save="online:${created.id}"]`);
    await line.waitFor();
    expect(await line.textContent()).toContain('En ligne');
    expect(await line.textContent()).toContain('votre place\u00a0: Ana');
    expect(await line.getByTestId('save-open').getAttribute('href')).toBe(
      new URL(invite).pathname + new URL(invite).hash,
    );
    await line.getByTestId('save-open').click();
    await page.locator('.board').waitFor();
    expect(page.url()).toBe(invite);
    await context.close();
  });
});
