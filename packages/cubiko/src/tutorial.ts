import type { Json, Tutorial } from '@ludotheque/engine';
import { CELL_NAMES, type Cell, cellCentre } from './geometry.js';
import type { CubikoState } from './types.js';

/**
 * The Cubiko tutorial (issue 18): two players at `exact` precision (no skill noise, CB-6, so a throw lands the same
 * for everyone), the learner is red (seat 0, south). Cubes lie flat at the centre of a cell, or 26 mm to its right
 * (CB-11's spots), as the rest check of CB-N2 accepts. A throw step asks for a goal, not a move: any throw whose
 * simulated result reaches it is right (`reaches`). The sentences live in the web app (`learn/texts-cubiko.ts`).
 */
export type CubikoGoal =
  /** A throw that counts (CB-9), in `cell` when given. */
  | { readonly kind: 'lands'; readonly cell: string | null }
  /** A throw after which cube `n` of `owner` lies at least `mm` from where it lay (CB-10: knocked), or left the square. */
  | { readonly kind: 'knocks'; readonly owner: number; readonly n: number; readonly mm: number };

interface Cube {
  readonly owner: number;
  readonly n: number;
  readonly cell: string;
  /** 0: the cell's centre; 1: the spot to its right. */
  readonly spot?: 0 | 1;
}

function position(cubes: readonly Cube[], phase: 'throw' | string, scoring: 'basic' | 'points' = 'basic'): Json {
  return {
    game: 'cubiko',
    options: { players: 2, precision: 'exact', scoring, target: 9, configurations: null },
    cubes: cubes.map(({ owner, n, cell, spot = 0 }) => {
      const [x, y] = cellCentre(CELL_NAMES.indexOf(cell as (typeof CELL_NAMES)[number]) as Cell);
      return { owner, n, p: [Math.fround(x + 26 * spot), Math.fround(y), 81], q: [0, 0, 0, 1] };
    }),
    reserves: [0, 1].map((o) => [1, 2, 3].filter((n) => !cubes.some((c) => c.owner === o && c.n === n))),
    scores: [0, 0],
    configurations: [0, 0],
    quiet: 0,
    toMove: 0,
    phase: phase === 'throw' ? 'throw' : { placement: phase },
    outcome: null,
    rng: 'tutorial',
  };
}

/** Whether a throw reached a step's goal, read off the state after it (the engine's simulation, CB-9, CB-10). */
export function reaches(before: unknown, after: unknown, goal: CubikoGoal): boolean {
  const s = after as CubikoState;
  if (goal.kind === 'lands') {
    return s.phase.kind === 'placement' && (goal.cell === null || CELL_NAMES[s.phase.cell] === goal.cell);
  }
  const was = (before as CubikoState).cubes[goal.owner]?.[goal.n - 1];
  const now = s.cubes[goal.owner]?.[goal.n - 1];
  if (!was) return false;
  return now == null || Math.hypot(now.p[0] - was.p[0], now.p[1] - was.p[1]) >= goal.mm;
}

export const cubikoTutorial: Tutorial<CubikoGoal> = {
  game: 'cubiko',
  steps: [
    {
      id: 'throw',
      rules: ['CB-5', 'CB-8', 'CB-9'],
      setup: position([], 'throw'),
      seat: 0,
      expect: { kind: 'goal', goal: { kind: 'lands', cell: null } },
      wrong: [{ move: 'throw o=0 v=0,300,-200 w=0,0,0', legal: true, why: 'missed' }],
    },
    {
      id: 'aim',
      rules: ['CB-5', 'CB-9'],
      setup: position([], 'throw'),
      seat: 0,
      expect: { kind: 'goal', goal: { kind: 'lands', cell: 'b2' } },
      wrong: [{ move: 'throw o=0 v=200,1280,-590 w=0,0,0', legal: true, why: 'otherCell' }],
    },
    {
      id: 'place',
      rules: ['CB-11', 'CB-13'],
      setup: position([], 'b2'),
      seat: 0,
      expect: { kind: 'moves', moves: ['place'] },
    },
    {
      id: 'bump',
      rules: ['CB-11'],
      setup: position([{ owner: 1, n: 1, cell: 'b2' }], 'b2'),
      seat: 0,
      expect: { kind: 'moves', moves: ['place'] },
    },
    {
      id: 'move',
      rules: ['CB-11'],
      setup: position(
        [
          { owner: 0, n: 1, cell: 'a1' },
          { owner: 1, n: 1, cell: 'b3' },
        ],
        'c3',
      ),
      seat: 0,
      expect: { kind: 'moves', moves: ['move 1'] },
      wrong: [{ move: 'move 2', legal: false, why: 'notInPlay' }],
    },
    {
      id: 'knock',
      rules: ['CB-10'],
      setup: position([{ owner: 1, n: 1, cell: 'b2' }], 'throw'),
      seat: 0,
      expect: { kind: 'goal', goal: { kind: 'knocks', owner: 1, n: 1, mm: 10 } },
      wrong: [{ move: 'throw o=0 v=-157,780,500 w=30000,0,0', legal: true, why: 'noKnock' }],
    },
    {
      id: 'three',
      rules: ['CB-15', 'CB-16'],
      setup: position(
        [
          { owner: 0, n: 1, cell: 'b2' },
          { owner: 0, n: 2, cell: 'b2', spot: 1 },
        ],
        'b2',
      ),
      seat: 0,
      expect: { kind: 'moves', moves: ['place'] },
      wrong: [{ move: 'pass', legal: true, why: 'noConfiguration' }],
    },
    {
      id: 'line',
      rules: ['CB-15', 'CB-16'],
      setup: position(
        [
          { owner: 0, n: 1, cell: 'a1' },
          { owner: 0, n: 2, cell: 'b2' },
        ],
        'c3',
      ),
      seat: 0,
      expect: { kind: 'moves', moves: ['place'] },
      wrong: [{ move: 'move 1', legal: true, why: 'noConfiguration' }],
    },
    {
      id: 'pass',
      rules: ['CB-14', 'CB-16'],
      setup: position(
        [
          { owner: 0, n: 1, cell: 'a1' },
          { owner: 0, n: 2, cell: 'a2' },
          { owner: 0, n: 3, cell: 'a3' },
        ],
        'throw',
      ),
      seat: 0,
      expect: { kind: 'moves', moves: ['pass'] },
    },
    {
      id: 'points',
      rules: ['CB-17'],
      setup: position(
        [
          { owner: 0, n: 1, cell: 'a1' },
          { owner: 0, n: 2, cell: 'b2' },
        ],
        'c3',
        'points',
      ),
      seat: 0,
      expect: { kind: 'moves', moves: ['place'] },
    },
    {
      id: 'middle',
      rules: ['CB-17'],
      setup: position(
        [
          { owner: 0, n: 1, cell: 'a2' },
          { owner: 0, n: 2, cell: 'c2' },
        ],
        'b2',
        'points',
      ),
      seat: 0,
      expect: { kind: 'moves', moves: ['place'] },
    },
  ],
};
