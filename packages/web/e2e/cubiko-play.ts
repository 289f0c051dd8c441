/**
 * Playing Cubiko in the browser like a person, for the end-to-end tests (issue 7, "Web"): a throw is a mouse drag on
 * the WebGL table, aimed by trying drag ends and reading the throw the page would send (its notation line), and a
 * placement is a click on the ball's cell. Where a drag would land is judged by a Node copy of the game (the
 * `Referee`), replayed from the moves the page lists: at `exact` precision (CB-6, no noise) a told throw is the
 * thrown one, so Node and the page compute the same world (the golden test checks Rapier agrees in both).
 */
import { CELL_NAMES, type CubikoState, cubiko } from '@ludotheque/cubiko';
import { Rng } from '@ludotheque/engine';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type App, startApp } from './harness.js';

/** A whole game in software WebGL takes minutes on a loaded machine (2 cores shared): more than the default. */
export const LONG = 420_000;

/** Starts the app with WebGL (SwiftShader) before the file's tests and closes it after them. */
export function webglApp(): () => App {
  let app: App | undefined;
  beforeAll(async () => {
    app = await startApp({ webgl: true });
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (app === undefined) throw new Error('the app is not started');
    return app;
  };
}

/** Waits until the page lists more than `n` moves. */
export const waitLog = (page: Page, n: number) =>
  page.waitForFunction((k) => document.querySelectorAll('[data-testid="move-list"] li').length > k, n, {
    timeout: 120_000,
  });

/** CB-15's lines (rows, columns, diagonals) as cell indices, written from the rules text, not from the package. */
const LINES: readonly (readonly number[])[] = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

/** A Node copy of one Cubiko game at `exact` precision, kept in step with a page's move list. */
export class Referee {
  private applied: string[] = [];
  private constructor(public state: CubikoState) {}

  static async start(options: { players: number; scoring?: 'basic' | 'points'; target?: number }): Promise<Referee> {
    await cubiko.load?.();
    const parsed = cubiko.parseOptions({ ...options, precision: 'exact' });
    if (!parsed.ok) throw new Error(parsed.error.message);
    // The PRNG is never drawn at `exact` precision: any seed gives the page's game.
    return new Referee(cubiko.setup(parsed.value, Rng.seeded('referee')));
  }

  /** Plays the listed moves it has not played yet; the list must extend the one it saw last. */
  sync(log: readonly string[]): void {
    for (let i = 0; i < this.applied.length; i++) {
      if (log[i] !== this.applied[i]) throw new Error(`the page's log changed at ${i}: ${log[i]}`);
    }
    for (const text of log.slice(this.applied.length)) {
      const move = cubiko.parseMove(this.state, text);
      if (!move.ok || !cubiko.isLegal(this.state, move.value)) throw new Error(`Node refuses the page's ${text}`);
      cubiko.play(this.state, move.value);
      this.applied.push(text);
    }
  }

  /** Each seat's cubes as the page's cell grid shows them: cell → `owner:n` list (CB-10). */
  cellsByCube(): Record<string, string[]> {
    const view = cubiko.view(this.state, 'spectator') as { cells: (string | null)[][] };
    const out: Record<string, string[]> = {};
    view.cells.forEach((row, owner) => {
      row.forEach((cell, k) => {
        if (cell !== null) out[cell] = [...(out[cell] ?? []), `${owner}:${k + 1}`];
      });
    });
    return out;
  }
}

/** The cell indices of a seat's cubes in play (CB-10: the cell under its centre; off the square → none). */
export function seatCells(s: CubikoState, seat: number): number[] {
  const view = cubiko.view(s, 'spectator') as { cells: (string | null)[][] };
  return (view.cells[seat] ?? []).flatMap((c) => (c === null ? [] : [CELL_NAMES.indexOf(c as 'a1')]));
}

/** How near a seat is to a configuration (CB-15): most cubes in one cell, or most cells of one line held. */
export function nearness(cells: readonly number[]): number {
  let best = 0;
  for (let c = 0; c < 9; c++) best = Math.max(best, cells.filter((x) => x === c).length);
  for (const line of LINES) best = Math.max(best, new Set(cells.filter((x) => line.includes(x))).size);
  return best;
}

/** A seat's worth of a position: a won game 100, a lost one −100, else its nearness. */
function worth(s: CubikoState, seat: number): number {
  const o = cubiko.outcome(s);
  if (o) return o.ranks[seat] === 1 ? 100 : -100;
  return nearness(seatCells(s, seat));
}

/** What a throw would do for the seat to move: the ball's cell, the best CB-11 answer there, and its worth. */
export interface Plan {
  readonly text: string;
  readonly cell: string | null;
  readonly answer: string | null;
  readonly worth: number;
}

export function judge(state: CubikoState, text: string): Plan | null {
  const seat = state.toMove;
  const move = cubiko.parseMove(state, text);
  if (!move.ok || !cubiko.isLegal(state, move.value)) return null;
  const after = cubiko.clone(state);
  cubiko.play(after, move.value);
  // A missed throw ends the turn (CB-12): worth a little less than the same position after a counted one.
  if (after.phase.kind !== 'placement') return { text, cell: null, answer: null, worth: worth(after, seat) - 0.5 };
  let best: Plan = { text, cell: CELL_NAMES[after.phase.cell] ?? null, answer: 'pass', worth: -Infinity };
  for (const m of cubiko.legalMoves(after)) {
    const next = cubiko.clone(after);
    cubiko.play(next, m);
    const w = worth(next, seat);
    if (w > best.worth) best = { ...best, answer: cubiko.formatMove(after, m), worth: w };
  }
  return best;
}

/**
 * The drag ends tried, as offsets from the press point in normalised canvas units (the canvas is 2 wide and 2 high;
 * +dy is up the screen, toward the frame), those nearest a straight drag of usual length first.
 */
function dragEnds(): [number, number][] {
  const out: [number, number][] = [];
  for (let dy = 0.3; dy <= 0.85; dy += 0.05) {
    for (let dx = -0.15; dx <= 0.151; dx += 0.025) out.push([dx, dy]);
  }
  const cost = ([dx, dy]: [number, number]) => Math.abs(dx) * 2 + Math.abs(dy - 0.55);
  return out.sort((a, b) => cost(a) - cost(b));
}

/** The throw the page would send now, from its notation line (CB-N1), once the page has drawn. */
async function aimedText(page: Page): Promise<string> {
  const text = await page.evaluate(
    () =>
      new Promise<string>((done) =>
        requestAnimationFrame(() => done(document.querySelector('.cb-aim code')?.textContent ?? '')),
      ),
  );
  return /throw o=\S+ v=\S+ w=\S+/.exec(text)?.[0] ?? '';
}

/**
 * Throws by dragging from the seat's edge toward the frame (CB-4): presses on the release strip, tries drag ends
 * while the button is down, reading the throw each would send, and lets go at the first whose plan is `enough`
 * (else the best of `budget` tries). Returns the plan of the throw sent.
 */
export async function dragThrow(
  page: Page,
  plan: (text: string) => Plan | null,
  enough: (p: Plan) => boolean,
  budget = 40,
): Promise<Plan> {
  const box = await page.getByTestId('cb-canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  const at = ([dx, dy]: [number, number]): [number, number] => [
    box.x + ((1 + dx) / 2) * box.width,
    box.y + ((1 - (-0.65 + dy)) / 2) * box.height,
  ];
  const seen = new Set<string>();
  let best: { plan: Plan; end: [number, number] } | null = null;
  await page.mouse.move(...at([0, 0]));
  await page.mouse.down();
  for (const end of dragEnds()) {
    if (seen.size >= budget || (best && enough(best.plan))) break;
    await page.mouse.move(...at(end), { steps: 2 });
    const text = await aimedText(page);
    if (!text || seen.has(text)) continue;
    seen.add(text);
    const p = plan(text);
    if (p && (!best || p.worth > best.plan.worth)) best = { plan: p, end };
  }
  if (!best) throw new Error('no drag gave a throw');
  await page.mouse.move(...at(best.end), { steps: 2 });
  const sent = await aimedText(page);
  if (sent !== best.plan.text) throw new Error(`the drag now aims ${sent}, not ${best.plan.text}`);
  await page.mouse.up();
  return best.plan;
}

/**
 * The referee brought up to the page's list, then a throw dragged that counts (CB-9, so a placement follows);
 * returns its plan and how many moves the page listed before it.
 */
export async function dragCountedThrow(page: Page, referee: Referee): Promise<{ plan: Plan; logged: number }> {
  const before = await loggedMoves(page);
  referee.sync(before);
  const plan = await dragThrow(
    page,
    (text) => judge(referee.state, text),
    (p) => p.cell !== null,
  );
  return { plan, logged: before.length };
}

/** The page's moves as told (each list item's title is the move's notation). */
export function loggedMoves(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid="move-list"] li')
    .evaluateAll((els) => els.map((e) => e.getAttribute('title') ?? ''));
}

/** The page's cell grid: cell → `owner:n` list, read from its mini cubes' classes and numbers. */
export function gridCubes(page: Page): Promise<Record<string, string[]>> {
  return page.locator('.cb-cell').evaluateAll((els) => {
    const colours = ['red', 'blue', 'green', 'yellow'];
    const out: Record<string, string[]> = {};
    for (const el of els) {
      const cell = el.getAttribute('data-cell') ?? '?';
      for (const mini of Array.from(el.querySelectorAll('.cb-mini'))) {
        const owner = colours.findIndex((c) => mini.classList.contains(`cb-${c}`));
        out[cell] = [...(out[cell] ?? []), `${owner}:${mini.textContent?.trim() ?? ''}`];
      }
    }
    return out;
  });
}

/** What the person at the page is asked now: a throw, a CB-11 choice, the end screen, or nothing yet. */
export type Ask = 'throw' | 'choose' | 'over';

export async function nextAsk(page: Page, timeout: number): Promise<Ask> {
  const handle = await page.waitForFunction(
    () => {
      if (document.querySelector('[data-testid="match-over"]')) return 'over';
      if (document.querySelector('.cb-choices')) return 'choose';
      if (document.querySelector('[data-testid="throw"]')) return 'throw';
      return null;
    },
    null,
    { timeout },
  );
  return (await handle.jsonValue()) as Ask;
}

/** Answers CB-11 by clicking: `place` on the ball's cell in the cell grid, else the choice's button. */
export async function choose(page: Page, move: string, cell: string): Promise<void> {
  if (move === 'place') await page.locator(`.cb-cell[data-cell="${cell}"]`).click();
  else await page.getByTestId(`choice-${move.replace(' ', '-')}`).click();
}
