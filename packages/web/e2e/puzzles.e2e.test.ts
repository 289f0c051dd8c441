import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, ROOT, shot, startApp } from './harness.js';

/** The shipped sets, read from disk here: the test knows each puzzle's solution, the page only judges moves. */
interface Node {
  move: string;
  also?: string[];
  next?: Node;
  replies?: Record<string, Node>;
}
interface Puzzle {
  id: string;
  solution: Node;
  aims?: string[];
}
const setOf = (game: string): Puzzle[] =>
  (JSON.parse(readFileSync(join(ROOT, `packages/${game}/src/puzzles.json`), 'utf8')) as { puzzles: Puzzle[] }).puzzles;

let app: App;
beforeAll(async () => {
  app = await startApp({ webgl: true });
});
afterAll(async () => {
  await app?.close();
});

async function open(page: Page, game: string): Promise<Puzzle> {
  await page.goto(`${app.url}/#/puzzles/${game}`);
  await page.locator('[data-status="solving"]').waitFor({ timeout: 60_000 });
  const id = await page.locator('[data-puzzle]').getAttribute('data-puzzle');
  const puzzle = setOf(game).find((p) => p.id === id);
  if (!puzzle) throw new Error(`puzzle ${id} not shipped`);
  return puzzle;
}

const played = async (page: Page): Promise<string[]> => {
  const text = (await page.locator('[data-testid="puzzle-line"]').textContent()) ?? '';
  return text.replace(/^[^:]*:\s*/, '').split(' ; ');
};

/** Moves played so far, as the page lists them (0 before the first). */
function lineCount(): number {
  const text = document.querySelector('[data-testid="puzzle-line"]')?.textContent ?? '';
  return text ? text.split(' ; ').length : 0;
}

/** Plays the solution through the page's move picker (and Cubiko's aims), answering whatever the page replied. */
async function solve(page: Page, puzzle: Puzzle): Promise<void> {
  let node: Node | undefined = puzzle.solution;
  for (let step = 0; node && step < 10; step++) {
    const before = await page.evaluate(lineCount);
    // Dispatched clicks: a table's own overlay (a turn banner, the 3D canvas) may lie over the page's controls.
    if (await page.locator('[data-aim]').count())
      await page.locator(`[data-aim="${puzzle.aims?.[0]}"]`).dispatchEvent('click');
    else {
      await page.locator('[data-testid="puzzle-move"]').selectOption(node.move);
      await page.locator('[data-testid="puzzle-play"]').dispatchEvent('click');
    }
    await page.waitForFunction(
      (n) => {
        const text = document.querySelector('[data-testid="puzzle-line"]')?.textContent ?? '';
        return (text ? text.split(' ; ').length : 0) > n || document.querySelector('[data-status="solved"]') !== null;
      },
      before,
      { timeout: 60_000 },
    );
    const status = await page.locator('[data-status]').getAttribute('data-status');
    if (status === 'solved') return;
    if (node.next) node = node.next;
    else if (node.replies) {
      const line = await played(page);
      const reply = line[line.length - 1] as string;
      const key: string | undefined = Object.keys(node.replies).find((k) => k === reply || k.startsWith(`${reply} `));
      node = key ? node.replies[key] : undefined;
    } else node = undefined;
  }
}

describe('puzzles in the browser (issue 18)', () => {
  it('reaches the puzzles from the home page', async () => {
    const page = await app.browser.newPage({ locale: 'en-GB' });
    await page.goto(`${app.url}/#/`);
    await page.locator('[data-testid="puzzles-link"]').click();
    await page.locator('[data-puzzle-game="linx"]').click();
    await page.locator('[data-status="solving"]').waitFor();
    expect(await page.locator('[data-testid="puzzle-task"]').textContent()).toContain('Find the winning move');
    await page.close();
  });

  it('retries a wrong Linx answer, then solves it: the streak stays 0 and the rating falls', async () => {
    const page = await app.browser.newPage({ locale: 'en-GB' });
    const puzzle = await open(page, 'linx');
    const right = new Set([puzzle.solution.move, ...(puzzle.solution.also ?? [])]);
    const options = await page.locator('[data-testid="puzzle-move"] option').allTextContents();
    const wrong = options.find((m) => !right.has(m)) as string;
    await page.locator('[data-testid="puzzle-move"]').selectOption(wrong);
    await page.locator('[data-testid="puzzle-play"]').dispatchEvent('click');
    expect(await page.locator('[data-testid="puzzle-status"]').textContent()).toBe(
      `${wrong} does not work. Try again or see the solution.`,
    );
    expect(await page.locator('[data-status]').getAttribute('data-status')).toBe('solving');
    await page.locator('[data-testid="puzzle-retry"]').dispatchEvent('click');
    await solve(page, puzzle);
    expect(await page.locator('[data-status]').getAttribute('data-status')).toBe('solved');
    expect(await page.locator('[data-testid="puzzle-streak"]').textContent()).toBe('Streak: 0');
    // The first rating is 1500 (openskill's μ = 25): a failed first try lowers it.
    const rating = Number((await page.locator('[data-testid="player-rating"]').textContent())?.match(/\d+$/)?.[0]);
    expect(rating).toBeLessThan(1500);
    await shot(page, 'puzzle-linx-solved');
    await page.close();
  });

  for (const game of ['linx', 'superpion', 'symbolix', 'cubiko']) {
    it(`solves a ${game} puzzle at the first try: streak 1, rating up, then the next puzzle`, async () => {
      const page = await app.browser.newPage({ locale: 'fr-FR' });
      await page.goto(`${app.url}/#/`);
      await page.locator('[data-lang="fr"]').click();
      const puzzle = await open(page, game);
      await solve(page, puzzle);
      expect(await page.locator('[data-status]').getAttribute('data-status')).toBe('solved');
      expect(await page.locator('[data-testid="puzzle-status"]').textContent()).toBe('Résolu\u00a0!');
      expect(await page.locator('[data-testid="puzzle-streak"]').textContent()).toBe('Série\u00a0: 1');
      const rating = Number((await page.locator('[data-testid="player-rating"]').textContent())?.match(/\d+$/)?.[0]);
      expect(rating).toBeGreaterThan(1500);
      await shot(page, `puzzle-${game}-solved`);
      await page.locator('[data-testid="puzzle-next"]').dispatchEvent('click');
      await page.locator('[data-status="solving"]').waitFor();
      expect(await page.locator('[data-puzzle]').getAttribute('data-puzzle')).not.toBe(puzzle.id);
      await page.close();
    });
  }
});
