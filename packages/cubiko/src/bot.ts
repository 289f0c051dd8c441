/**
 * What Cubiko tells the generic bots: candidate throws from a landing table (the best throw found for each cell,
 * in the thrower's frame, built by the same simulator: `scripts/aims.ts`), the useful target cells first; a
 * heuristic evaluation of unfinished states; and the levels: search budgets and aim errors (issue 7).
 */
import type { BotKnowledge, BotLevel, BySeat, Rng } from '@ludotheque/engine';
import { AIMS_BY_PRECISION } from './fixtures/aims.js';
import { type Cell, cellFromThrower, LINES, sideOf } from './geometry.js';
import { configurationPoints, cubeCell, inPlay, lowestReserve, pointsOfCells, throwInBounds } from './rules.js';
import type { CubikoMove, CubikoState, Throw } from './types.js';

/** The fixture's throw toward `cell` for the mover's side, from the table made for the game's precision (CB-6). */
export function aimFor(s: CubikoState, cell: Cell): Throw | null {
  const side = sideOf(s.options.players, s.toMove);
  for (const a of AIMS_BY_PRECISION[s.options.precision]) {
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

/** How close a seat is to a configuration: most of its cubes in one cell or one line (0..3). */
export function progress(cells: readonly Cell[]): number {
  let best = 0;
  for (let c = 0; c < 9; c++) best = Math.max(best, cells.filter((x) => x === c).length);
  for (const { cells: line } of LINES) {
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

/**
 * A few throws toward the most useful cells (the search adds the pass, the throw phase's one listed move); the
 * placement phase lists its moves.
 */
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
    // A counted throw is worth the cube it lets the mover set down (CB-11), so it is not judged equal to a pass.
    const landed = s.phase.kind === 'placement' && seat === s.toMove ? cellValue(s, s.phase.cell) / 3 : 0;
    return 1 + 3 * pts + Math.max(near, landed) + inPlay(s, seat) * 0.05;
  });
  const total = raw.reduce((a, b) => a + b, 0);
  return raw.map((x) => Math.min(1, Math.max(0, x / total)));
}

/** Playouts never throw (a simulation each): pass, or place where the ball landed. */
function playoutPolicy(s: CubikoState): CubikoMove {
  if (s.phase.kind === 'placement' && lowestReserve(s, s.toMove) >= 0) return { type: 'place' };
  return { type: 'pass' };
}

/**
 * Each level's aim error: the largest extra error (mm/s) on each velocity component of a bot's throw, drawn
 * uniformly, on top of the game's own skill noise (CB-6), which every seat's throws get anyway.
 */
export const AIM_ERROR: Readonly<Record<BotLevel, number>> = {
  beginner: 400,
  novice: 250,
  easy: 150,
  medium: 60,
  hard: 0,
  expert: 0,
};

/**
 * A level's execution of the move the search chose: a throw gets the level's aim error (integers, CB-5), other
 * moves are carried out as chosen. Draws from `rng` only when there is an error to draw; a throw the error would
 * push beyond CB-5's bounds is thrown as aimed.
 */
export function execute(_s: CubikoState, m: CubikoMove, level: BotLevel, rng: Rng): CubikoMove {
  const e = AIM_ERROR[level];
  if (m.type !== 'throw' || e === 0) return m;
  const [x, y, z] = m.v;
  const t: Throw = { ...m, v: [x + rng.int(-e, e), y + rng.int(-e, e), z + rng.int(-e, e)] };
  return throwInBounds(t) ? t : m;
}

/** The cell a bot's throw was aimed at: the cell whose landing-table throw it is (null for any other move). */
export function targetOf(s: CubikoState, m: CubikoMove): Cell | null {
  if (m.type !== 'throw') return null;
  for (let cell = 0; cell < 9; cell++) {
    const a = aimFor(s, cell);
    if (a !== null && a.offset === m.offset && sameTriple(a.v, m.v) && sameTriple(a.w, m.w)) return cell;
  }
  return null;
}

const sameTriple = (a: readonly number[], b: readonly number[]): boolean =>
  a[0] === b[0] && a[1] === b[1] && a[2] === b[2];

export const bot: BotKnowledge<CubikoState, CubikoMove> = {
  candidateMoves,
  evaluate,
  playoutPolicy,
  // A throw costs a simulation: the search judges each new node by `evaluate` at once, without a playout.
  playoutDepth: 0,
  // Each iteration may simulate a throw (~0.1 s of CPU): these budgets keep a bot's decision within about 2 s. A
  // throw phase has 5 root moves (4 candidates and the pass), so even `easy` tries each once before choosing.
  levels: { beginner: 5, novice: 5, easy: 6, medium: 10, hard: 16, expert: 28 },
  // A uniform random throw is a wild one: the weak levels mostly err by their aim (AIM_ERROR), rarely at random.
  levelStyle: { beginner: { blunder: 0.25 }, novice: { blunder: 0.1 } },
  execute,
};
