/**
 * What Cubiko tells the generic bots: candidate throws from a landing table (the best throw found for each cell,
 * in the thrower's frame, built by the same simulator: `scripts/aims.ts`), the useful target cells first, plus
 * the pass; and a heuristic evaluation of unfinished states.
 */
import type { BotKnowledge, BySeat, Rng } from '@ludotheque/engine';
import { AIMS } from './fixtures/aims.js';
import { type Cell, cellFromThrower, sideOf } from './geometry.js';
import { configurationPoints, cubeCell, inPlay, lowestReserve, pointsOfCells } from './rules.js';
import type { CubikoMove, CubikoState, Throw } from './types.js';

/** The fixture's throw toward `cell` for the mover's side, if the table has one. */
export function aimFor(s: CubikoState, cell: Cell): Throw | null {
  const side = sideOf(s.options.players, s.toMove);
  for (const a of AIMS) {
    if (cellFromThrower(side, a.file, a.rank) === cell) return { type: 'throw', offset: a.o, v: a.v, w: a.w };
  }
  return null;
}

/** The cells of a seat's cubes in play. */
function cellsOf(s: CubikoState, seat: number): Cell[] {
  const out: Cell[] = [];
  for (const p of s.cubes[seat] ?? []) {
    const c = p === null ? null : cubeCell(p);
    if (c !== null) out.push(c);
  }
  return out;
}

const LINES: readonly (readonly Cell[])[] = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

/** How close a seat is to a configuration: most of its cubes in one cell or one line (0..3). */
export function progress(cells: readonly Cell[]): number {
  let best = 0;
  for (let c = 0; c < 9; c++) best = Math.max(best, cells.filter((x) => x === c).length);
  for (const line of LINES) {
    const on = new Set(cells.filter((x) => line.includes(x)));
    best = Math.max(best, on.size);
  }
  return best;
}

/** The value for the mover of putting a cube in `cell` (placing, or moving the least useful one). */
export function cellValue(s: CubikoState, cell: Cell): number {
  const seat = s.toMove;
  const mine = cellsOf(s, seat);
  let best = progress(mine);
  if (lowestReserve(s, seat) >= 0) {
    const after = [...mine, cell];
    const evicts = s.cubes.some((row, o) => o !== seat && row.some((p) => p !== null && cubeCell(p) === cell));
    best = Math.max(best, progress(after) + (after.length === 3 ? pointsOfCells(after) : 0) + (evicts ? 0.5 : 0));
  } else {
    for (let k = 0; k < mine.length; k++) {
      const after = mine.map((c, i) => (i === k ? cell : c));
      best = Math.max(best, progress(after) + pointsOfCells(after));
    }
  }
  return best;
}

/** A few throws toward the most useful cells, then the pass; the placement phase lists its moves. */
function candidateMoves(s: CubikoState, rng: Rng): CubikoMove[] {
  if (s.phase.kind !== 'throw') {
    return [
      { type: 'place' },
      { type: 'move', n: 1 },
      { type: 'move', n: 2 },
      { type: 'move', n: 3 },
      { type: 'pass' },
    ].filter((m) => legalIn(s, m as CubikoMove)) as CubikoMove[];
  }
  const cells = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((c) => ({ c, v: cellValue(s, c) + rng.float() * 0.01 }));
  cells.sort((a, b) => b.v - a.v);
  const out: CubikoMove[] = [];
  for (const { c } of cells.slice(0, 4)) {
    const aim = aimFor(s, c);
    if (aim !== null) out.push(aim);
  }
  out.push({ type: 'pass' });
  return out;
}

function legalIn(s: CubikoState, m: CubikoMove): boolean {
  if (s.phase.kind !== 'placement') return false;
  if (m.type === 'pass') return true;
  if (m.type === 'place') return lowestReserve(s, s.toMove) >= 0;
  if (m.type !== 'move') return false;
  const p = s.cubes[s.toMove]?.[m.n - 1] ?? null;
  return p !== null && cubeCell(p) !== s.phase.cell;
}

/** Returns per seat in [0, 1]: rank at the end; before it, points and nearness to a configuration. */
function evaluate(s: CubikoState): BySeat<number> {
  const n = s.options.players;
  if (s.outcome !== null) {
    const ranks = s.outcome.ranks;
    return ranks.map((r) => (n - r) / (n - 1));
  }
  const raw = s.cubes.map((_, seat) => {
    const pts = s.options.scoring === 'points' ? (s.scores[seat] ?? 0) / s.options.target : 0;
    const near = progress(cellsOf(s, seat)) / 3 + (configurationPoints(s, seat) > 0 ? 0.5 : 0);
    return 1 + 3 * pts + near + inPlay(s, seat) * 0.05;
  });
  const total = raw.reduce((a, b) => a + b, 0);
  return raw.map((x) => Math.min(1, Math.max(0, x / total)));
}

/** Playouts never throw (a simulation each): pass, or place where the ball landed. */
function playoutPolicy(s: CubikoState): CubikoMove {
  if (s.phase.kind === 'placement' && lowestReserve(s, s.toMove) >= 0) return { type: 'place' };
  return { type: 'pass' };
}

export const bot: BotKnowledge<CubikoState, CubikoMove> = {
  candidateMoves,
  evaluate,
  playoutPolicy,
  // A throw costs a simulation: the search judges each new node by `evaluate` at once, without a playout.
  playoutDepth: 0,
  // Each iteration may simulate a throw (~0.1 s of CPU): these budgets keep a bot's decision within about 2 s.
  levels: { easy: 4, medium: 8, hard: 16 },
};
