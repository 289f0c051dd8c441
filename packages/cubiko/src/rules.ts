/** The turn of CB-8 … CB-18: throws with skill noise, placement, configurations, scoring and the guard. */
import type { Outcome, Rng } from '@ludotheque/engine';
import * as G from './geometry.js';
import { highestUnder, type Launch, type Pose, type RunResult, run, spotFree } from './physics.js';
import { type CubikoMove, type CubikoState, PRECISION_P, type Throw } from './types.js';

/** CB-5: integers within the bounds; anything else is refused, never clamped. */
export function throwInBounds(t: Throw): boolean {
  const ints = [t.offset, ...t.v, ...t.w];
  if (!ints.every((x) => Number.isSafeInteger(x))) return false;
  if (Math.abs(t.offset) > G.OFFSET_MAX) return false;
  const [x, y, z] = t.v;
  if (x * x + y * y + z * z > G.SPEED_MAX * G.SPEED_MAX) return false;
  return t.w.every((c) => Math.abs(c) <= G.SPIN_MAX);
}

/** The integer square root (floor), exact for every safe integer. */
export function isqrt(n: number): number {
  let r = Math.floor(Math.sqrt(n));
  while (r * r > n) r--;
  while ((r + 1) * (r + 1) <= n) r++;
  return r;
}

/** trunc(a / b) for integers, without a float division's rounding. */
const idiv = (a: number, b: number): number => (a - (a % b)) / b;

/** CB-6: the throw as it leaves the hand, drawing the noise from `rng` (x, y, z, three draws each). */
export function noisy(t: Throw, p: number, rng: Rng): Throw {
  if (p === 0) return t;
  const [x, y, z] = t.v;
  const s = isqrt(x * x + y * y + z * z);
  const v = t.v.map((c) => {
    const u = rng.int(-1000, 1000) + rng.int(-1000, 1000) + rng.int(-1000, 1000);
    return c + idiv(s * p * u, 1_000_000);
  }) as [number, number, number];
  return { type: 'throw', offset: t.offset, v, w: t.w };
}

/** The ball at release in the world's frame (CB-4): on the thrower's side, 450 mm out, 250 mm up. */
export function launchOf(side: G.Side, t: Throw): Launch {
  const [px, py] = G.toWorld(side, t.offset, -G.SEAT_DISTANCE);
  const [vx, vy] = G.toWorld(side, t.v[0], t.v[1]);
  const [wx, wy] = G.toWorld(side, t.w[0], t.w[1]);
  return {
    p: [px, py, G.RELEASE_Z],
    v: [vx, vy, t.v[2]],
    w: [wx / 1000, wy / 1000, t.w[2] / 1000],
  };
}

/** The board's cubes in a flat list (seat-major, then number), the simulator's order. */
export const flatCubes = (s: CubikoState): (Pose | null)[] => s.cubes.flat();

function setFlat(s: CubikoState, poses: readonly (Pose | null)[]): void {
  const n = s.cubes.length;
  for (let seat = 0; seat < n; seat++) {
    for (let k = 0; k < 3; k++) {
      const pose = poses[seat * 3 + k] ?? null;
      // CB-10: a cube whose centre is off the playing square goes back to its owner's reserve.
      (s.cubes[seat] as (Pose | null)[])[k] = pose !== null && cubeCell(pose) !== null ? pose : null;
    }
  }
}

export const cubeCell = (p: Pose): G.Cell | null => G.cellAt(p.p[0], p.p[1]);

/** CB-9, CB-10: the result of a throw of the effective (noised) throw on the state's cubes. */
export interface ThrowOutcome {
  readonly counts: boolean;
  readonly cell: G.Cell | null;
  readonly run: RunResult;
  readonly cubes: (Pose | null)[];
}

/** Simulates an effective throw: the run with the ball, then the ball removed and the cubes settled (CB-9). */
export function simulateThrow(s: CubikoState, eff: Throw, recordEvery = 0): ThrowOutcome {
  const side = G.sideOf(s.options.players, s.toMove);
  const r = run({ cubes: flatCubes(s), ball: launchOf(side, eff), recordEvery });
  const cell = r.ball === null ? null : G.cellAt(r.ball.p[0], r.ball.p[1]);
  const counts = r.firstContact === 'table' && cell !== null;
  const settled = run({ cubes: r.cubes });
  return { counts, cell: counts ? cell : null, run: r, cubes: settled.cubes };
}

/** CB-11's nine spots of a cell: centre first, then reading order from seat 0 (far rank first, left to right). */
export function spotsOf(cell: G.Cell): [number, number, number][] {
  const [cx, cy] = G.cellCentre(cell);
  const z = G.SURFACE_Z + 0.5 + G.CUBE_SIZE / 2;
  const d = 26;
  const order: [number, number][] = [[0, 0]];
  for (const dy of [d, 0, -d]) for (const dx of [-d, 0, d]) if (dx !== 0 || dy !== 0) order.push([dx, dy]);
  return order.map(([dx, dy]) => [cx + dx, cy + dy, z]);
}

/** CB-11: puts cube `k` of `seat` down in `cell` (first free spot, else on top), then lets the cubes settle. */
function setDown(s: CubikoState, seat: number, k: number, cell: G.Cell): void {
  const row = s.cubes[seat] as (Pose | null)[];
  row[k] = null;
  const others = flatCubes(s);
  const spots = spotsOf(cell);
  const free = spotFree(others, spots);
  let p: [number, number, number];
  if (free >= 0) p = spots[free] as [number, number, number];
  else {
    const [cx, cy] = G.cellCentre(cell);
    p = [cx, cy, highestUnder(others, cx, cy) + 1 + G.CUBE_SIZE / 2];
  }
  const f = Math.fround;
  row[k] = { p: [f(p[0]), f(p[1]), f(p[2])], q: [0, 0, 0, 1] };
  setFlat(s, run({ cubes: flatCubes(s) }).cubes);
}

/** The number of the mover's lowest-numbered reserve cube (0-based), or -1. */
export function lowestReserve(s: CubikoState, seat: number): number {
  return (s.cubes[seat] ?? []).indexOf(null);
}

/** CB-11: may cube k (0-based) of the mover move into `cell`? It must be in play and elsewhere. */
export function canMove(s: CubikoState, seat: number, k: number, cell: G.Cell): boolean {
  const pose = s.cubes[seat]?.[k] ?? null;
  return pose !== null && cubeCell(pose) !== cell;
}

/** Applies a move, unchecked (the caller validated it). */
export function applyMove(s: CubikoState, m: CubikoMove): void {
  const seat = s.toMove;
  if (m.type === 'pass') {
    endTurn(s);
    return;
  }
  if (m.type === 'throw') {
    const eff = noisy(m, PRECISION_P[s.options.precision], s.rng);
    const res = simulateThrow(s, eff);
    setFlat(s, res.cubes);
    if (res.counts && res.cell !== null) s.phase = { kind: 'placement', cell: res.cell };
    else endTurn(s); // CB-12
    return;
  }
  if (s.phase.kind !== 'placement') return;
  const cell = s.phase.cell;
  if (m.type === 'place') {
    // CB-11: every other player's cube in the cell goes back to its reserve, never the mover's own.
    for (let o = 0; o < s.cubes.length; o++) {
      if (o === seat) continue;
      const row = s.cubes[o] as (Pose | null)[];
      for (let k = 0; k < 3; k++) {
        const pose = row[k] ?? null;
        if (pose !== null && cubeCell(pose) === cell) row[k] = null;
      }
    }
    setDown(s, seat, lowestReserve(s, seat), cell);
  } else setDown(s, seat, m.n - 1, cell);
  endTurn(s);
}

/** CB-15, CB-17: the mover's configuration's points (1, 2, 3 or 4), or 0 when they have none. */
export function configurationPoints(s: CubikoState, seat: number): number {
  const cells: G.Cell[] = [];
  for (const pose of s.cubes[seat] ?? []) {
    if (pose === null) return 0;
    const c = cubeCell(pose);
    if (c === null) return 0;
    cells.push(c);
  }
  return pointsOfCells(cells);
}

/** The points of three cells (CB-15, CB-17): one cell 1; an edge line 2; the middle row or column 3; a diagonal 4. */
export function pointsOfCells(cells: readonly G.Cell[]): number {
  const [a, b, c] = [...cells].sort((x, y) => x - y) as [number, number, number];
  if (a === b && b === c) return 1;
  return G.LINES.find((l) => l.cells[0] === a && l.cells[1] === b && l.cells[2] === c)?.points ?? 0;
}

/** CB-16 … CB-18: checks the mover's configurations, scores, applies the guard, passes the turn. */
export function endTurn(s: CubikoState): void {
  const seat = s.toMove;
  const o = s.options;
  s.phase = { kind: 'throw' };
  const pts = configurationPoints(s, seat);
  if (pts > 0 && o.scoring === 'basic') {
    s.scores = s.scores.map((_, i) => (i === seat ? 1 : 0));
    s.outcome = rankBy(s.scores);
    return;
  }
  if (pts > 0) {
    s.scores[seat] = (s.scores[seat] ?? 0) + pts;
    s.configs[seat] = (s.configs[seat] ?? 0) + 1;
    s.cubes[seat] = [null, null, null]; // CB-17: the three cubes go back to the reserve
    s.quiet = 0;
    const done =
      o.configurations !== null ? (s.configs[seat] ?? 0) >= o.configurations : (s.scores[seat] ?? 0) >= o.target;
    if (done) {
      s.outcome = rankBy(s.scores);
      return;
    }
  } else s.quiet++;
  if (s.quiet >= 30 * o.players) {
    s.outcome = guardOutcome(s);
    return;
  }
  s.toMove = (seat + 1) % o.players;
}

export const inPlay = (s: CubikoState, seat: number): number => (s.cubes[seat] ?? []).filter((p) => p !== null).length;

/** CB-18: the highest score (points rule), then the most cubes in play; scores stay the game's points. */
function guardOutcome(s: CubikoState): Outcome {
  const key = s.scores.map((sc, i) => (s.options.scoring === 'points' ? sc * 10 : 0) + inPlay(s, i));
  return { scores: [...s.scores], ranks: rankBy(key).ranks };
}

/** Competition ranks by a key, higher first; tied seats share a rank. */
export function rankBy(key: readonly number[]): Outcome {
  const ranks = key.map((k) => 1 + key.filter((x) => x > k).length);
  return { scores: [...key], ranks };
}
