/**
 * Cubiko online (issue 7, "Web"): two browsers join one `exact` game by their invite links (one in English, one in
 * French); each throws by dragging and places a cube by clicking; the other page replays the throw as it happens
 * (CB-6: re-simulated from the told, effective throw); afterwards both pages show the same cubes in the same cells,
 * the same reserves and scores, and the cells a Node copy of the game computes from the same moves.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  choose,
  dragCountedThrow,
  gridCubes,
  LONG,
  loggedMoves,
  nextAsk,
  Referee,
  waitLog,
  webglApp,
} from './cubiko-play.js';
import { createOnline, shot } from './harness.js';

const app = webglApp();

/** Each seat's reserve and score as the players' panel shows them (numbers, so both languages compare). */
const seatsShown = (page: Page) =>
  page
    .locator('.cb-players li')
    .evaluateAll((els) => els.map((e) => [e.getAttribute('data-reserve'), e.getAttribute('data-score')]));

/** Creates the online game from the new-game page (exact throws, points) and returns the invite links. */
const invites = (page: Page): Promise<string[]> =>
  createOnline(page, app().url, 'cubiko', async (p) => {
    await p.locator('input[name="cbPrecision"][value="exact"]').check();
    await p.locator('input[name="cbScoring"][value="points"]').check();
  });

describe('Cubiko online: two browsers through invite links', () => {
  it(
    'each throws by dragging and places; the other page replays the throw; both show the same table',
    async () => {
      const host = await app().browser.newContext({ locale: 'en-GB', viewport: { width: 1200, height: 900 } });
      const guest = await app().browser.newContext({ locale: 'fr-FR', viewport: { width: 1200, height: 900 } });
      const a = await host.newPage();
      const links = await invites(a);
      const frames: string[] = [];
      a.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
      await a.goto(links[0] as string);
      const b = await guest.newPage();
      b.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
      await b.goto(links[1] as string);
      for (const p of [a, b]) await p.getByTestId('cb-canvas').waitFor({ timeout: 60_000 });
      const referee = await Referee.start({ players: 2, scoring: 'points' });

      for (const [mover, other, turn] of [[a, b, 0] as const, [b, a, 1] as const]) {
        expect(await nextAsk(mover, 120_000)).toBe('throw');
        // Any counted throw (CB-9) will do: the ball's cell is then offered to place in.
        const { plan, logged } = await dragCountedThrow(mover, referee);
        expect(plan.cell).not.toBeNull();
        // The other page replays the throw as it happens (its skip button shows only during a replay)…
        await other.getByTestId('skip-replay').waitFor({ timeout: 60_000 });
        await other.getByTestId('skip-replay').waitFor({ state: 'detached', timeout: 60_000 });
        // …told exactly as thrown (`exact`: no noise, CB-6).
        expect((await loggedMoves(other))[logged]).toBe(plan.text);
        expect(await nextAsk(mover, 120_000)).toBe('choose');
        await choose(mover, 'place', plan.cell ?? '');
        for (const p of [a, b]) await waitLog(p, logged + 1);
        referee.sync(await loggedMoves(mover));
        if (turn === 0) await shot(b, 'cubiko-online-guest-fr');
      }
      // Both pages, settled: the same cubes in the same cells as Node's copy, the same reserves and scores.
      for (const p of [a, b]) await p.getByTestId('skip-replay').waitFor({ state: 'detached' });
      const cells = referee.cellsByCube();
      expect(Object.values(cells).flat()).toHaveLength(2);
      expect(await gridCubes(a)).toEqual(cells);
      expect(await gridCubes(b)).toEqual(cells);
      expect(await seatsShown(a)).toEqual([
        ['2', '0'],
        ['2', '0'],
      ]);
      expect(await seatsShown(b)).toEqual(await seatsShown(a));
      expect(await loggedMoves(b)).toEqual(await loggedMoves(a));
      await shot(a, 'cubiko-online-host-en');
      // Perfect information but for the PRNG (rules, "Information"): no frame ever carries its state.
      expect(frames.length).toBeGreaterThan(4);
      for (const f of frames) expect(f).not.toMatch(/"rng"/);
      await host.close();
      await guest.close();
    },
    LONG,
  );
});
