import { type AnyGame, judgeMove } from '@ludotheque/engine';
import { type StepClaim, tutorialChecks } from '@ludotheque/engine/kit';
import { beforeAll, describe, expect, it } from 'vitest';
import { aimFor } from './bot.js';
import { cubiko } from './game.js';
import { CELL_NAMES, type Cell, cellAt } from './geometry.js';
import { cubikoTutorial, reaches } from './tutorial.js';
import type { CubikoState } from './types.js';

const game = cubiko as unknown as AnyGame;
const st = (s: unknown) => s as CubikoState;
const cellOf = (s: unknown, owner: number, n: number): string | null => {
  const pose = st(s).cubes[owner]?.[n - 1];
  const cell = pose ? cellAt(pose.p[0], pose.p[1]) : null;
  return cell === null ? null : (CELL_NAMES[cell] ?? null);
};
const won = (after: unknown) => st(after).outcome?.ranks[0] === 1 && st(after).outcome?.ranks[1] === 2;
const step = (id: string) => cubikoTutorial.steps.find((s) => s.id === id);

/** Plays the landing table's throw at `cell` from the step's position; the state after it, and its notation. */
function aimedThrow(before: unknown, cell: string): { after: CubikoState; text: string } {
  const aim = aimFor(st(before), CELL_NAMES.indexOf(cell as never) as Cell);
  if (!aim) throw new Error(`no aim at ${cell}`);
  expect(cubiko.isLegal(st(before), aim)).toBe(true);
  const after = cubiko.clone(st(before));
  cubiko.play(after, aim);
  return { after, text: cubiko.formatMove(st(before), aim) };
}

/** A goal step: the throw found reaches it by the engine's state, and the page's judge accepts it. */
function throwClaim(id: string, cell: string, check: (after: CubikoState) => boolean): StepClaim {
  return (_, before) => {
    const { after, text } = aimedThrow(before, cell);
    const s = step(id);
    if (!s) return false;
    return check(after) && judgeMove(game, s, text, reaches).verdict === 'right';
  };
}

// What each step's sentence says, read off the engine's state (CB rules), never off the tutorial.
const claims: Record<string, StepClaim> = {
  // CB-9: a counted throw leaves the mover to place in the ball's cell.
  throw: throwClaim('throw', 'a1', (after) => after.phase.kind === 'placement'),
  aim: throwClaim('aim', 'b2', (after) => after.phase.kind === 'placement' && CELL_NAMES[after.phase.cell] === 'b2'),
  // CB-11, CB-13: the lowest-numbered reserve cube (1) goes to b2.
  place: (after) => cellOf(after, 0, 1) === 'b2' && st(after).toMove === 1,
  // CB-11: the other player's cube in b2 goes back to its reserve.
  bump: (after) => cellOf(after, 0, 1) === 'b2' && st(after).cubes[1]?.[0] === null,
  // CB-11: cube 1 moves from a1 to c3; nobody is removed.
  move: (after) => cellOf(after, 0, 1) === 'c3' && cellOf(after, 1, 1) === 'b3',
  // CB-10: a throw into b2 hits blue's cube, which stays where it comes to rest, 20 mm from the centre it lay on.
  knock: (_, before) => {
    const text = 'throw o=0 v=0,1060,-500 w=0,0,0';
    const m = cubiko.parseMove(st(before), text);
    if (!m.ok || !cubiko.isLegal(st(before), m.value)) return false;
    const after = cubiko.clone(st(before));
    cubiko.play(after, m.value);
    const p = after.cubes[1]?.[0]?.p;
    const s = step('knock');
    return (
      p !== undefined && Math.hypot(p[0], p[1]) > 15 && !!s && judgeMove(game, s, text, reaches).verdict === 'right'
    );
  },
  // CB-15, CB-16: three cubes in one cell, or a diagonal, win at the end of the mover's turn.
  three: won,
  line: won,
  pass: won,
  // CB-17: a diagonal scores 4 and the cubes go back to the reserve; the game goes on (target 9).
  points: (after) => st(after).scores[0] === 4 && st(after).outcome === null && cellOf(after, 0, 1) === null,
  // CB-17: the middle row scores 3.
  middle: (after) => st(after).scores[0] === 3 && st(after).outcome === null,
};

describe('Cubiko tutorial, every step through the engine (physics included)', () => {
  beforeAll(async () => {
    await cubiko.load?.();
  });
  it('has 8 to 15 steps', () => {
    expect(cubikoTutorial.steps.length).toBeGreaterThanOrEqual(8);
    expect(cubikoTutorial.steps.length).toBeLessThanOrEqual(15);
  });
  for (const c of tutorialChecks(game, cubikoTutorial, claims, reaches)) it(c.name, () => c.run());

  it('the missed throw misses and the c3 throw lands in c3 (CB-9)', () => {
    const s = step('aim');
    const start = cubiko.fromSetup(s?.setup);
    if (!start.ok) throw new Error(start.error.message);
    const miss = cubiko.parseMove(start.value, 'throw o=0 v=0,300,-200 w=0,0,0');
    if (!miss.ok) throw new Error(miss.error.message);
    const a = cubiko.clone(start.value);
    cubiko.play(a, miss.value);
    expect(a.phase.kind).toBe('throw');
    expect(a.toMove).toBe(1);
    const { after } = aimedThrow(start.value, 'c3');
    expect(after.phase.kind === 'placement' && CELL_NAMES[after.phase.cell]).toBe('c3');
  });
});
