/**
 * Reads a Cubiko view (`cubiko.view(state, seat)`: the CB-N2 setup JSON without the PRNG, plus `cells`) into what
 * the board draws. Nothing is trusted blindly: a malformed view is `null`, never an exception, so a bad server
 * frame cannot crash the page.
 */

export const CELL_NAMES = ['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3'] as const;
/** CB-4: seat colours in seat order; each also has an emblem (colour-blind players). */
export const SEAT_COLOURS = ['red', 'blue', 'green', 'yellow'] as const;
export type SeatColour = (typeof SEAT_COLOURS)[number];

export interface CubePose {
  readonly p: readonly [number, number, number];
  readonly q: readonly [number, number, number, number];
}

export interface CubikoCube {
  readonly owner: number;
  readonly n: number; // 1..3 (CB-13)
  readonly pose: CubePose;
  /** The cell under its centre (CB-10), as the rules package read it. */
  readonly cell: string | null;
}

export interface CubikoTable {
  readonly players: number;
  readonly precision: string;
  readonly scoring: 'basic' | 'points';
  readonly target: number;
  readonly configurationsGoal: number | null;
  readonly cubes: readonly CubikoCube[];
  /** Per seat, the cube numbers in the reserve, increasing (CB-13). */
  readonly reserves: readonly (readonly number[])[];
  readonly scores: readonly number[];
  readonly configurations: readonly number[];
  readonly quiet: number;
  readonly toMove: number;
  /** The ball's cell after a counted throw (CB-11), or null in the throw phase. */
  readonly ballCell: string | null;
  readonly over: boolean;
  /** The view as received, to rebuild the world for a replay (`fromSetup`). */
  readonly raw: Readonly<Record<string, unknown>>;
}

type Rec = Readonly<Record<string, unknown>>;
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const nums = (v: unknown, len: number): number[] | null => {
  if (!Array.isArray(v) || v.length !== len) return null;
  const out = v.map(num);
  return out.every((x): x is number => x !== null) ? out : null;
};

function readCube(c: unknown, players: number, cells: unknown): CubikoCube | null {
  if (!isRecord(c)) return null;
  const owner = num(c.owner);
  const n = num(c.n);
  const p = nums(c.p, 3);
  const q = nums(c.q, 4);
  if (owner === null || n === null || !p || !q) return null;
  if (!Number.isInteger(owner) || owner < 0 || owner >= players || !Number.isInteger(n) || n < 1 || n > 3) return null;
  const row = Array.isArray(cells) ? cells[owner] : null;
  const cell = Array.isArray(row) ? row[n - 1] : null;
  return {
    owner,
    n,
    pose: { p: [p[0] ?? 0, p[1] ?? 0, p[2] ?? 0], q: [q[0] ?? 0, q[1] ?? 0, q[2] ?? 0, q[3] ?? 1] },
    cell: typeof cell === 'string' && (CELL_NAMES as readonly string[]).includes(cell) ? cell : null,
  };
}

function readPhase(phase: unknown): { ok: boolean; cell: string | null } {
  if (phase === 'throw') return { ok: true, cell: null };
  if (isRecord(phase) && typeof phase.placement === 'string') {
    const cell = phase.placement;
    return { ok: (CELL_NAMES as readonly string[]).includes(cell), cell };
  }
  return { ok: false, cell: null };
}

export function readCubikoView(json: unknown): CubikoTable | null {
  if (!isRecord(json) || !isRecord(json.options)) return null;
  const o = json.options;
  const players = num(o.players);
  if (players === null || !Number.isInteger(players) || players < 2 || players > 4) return null;
  if (!Array.isArray(json.cubes)) return null;
  const cubes: CubikoCube[] = [];
  for (const c of json.cubes) {
    const cube = readCube(c, players, json.cells);
    if (!cube) return null;
    cubes.push(cube);
  }
  const phase = readPhase(json.phase);
  const scores = nums(json.scores, players);
  const configurations = nums(json.configurations, players) ?? Array<number>(players).fill(0);
  const toMove = num(json.toMove);
  if (!phase.ok || !scores || toMove === null) return null;
  const reserves = Array.from({ length: players }, (_, seat) => {
    const r = Array.isArray(json.reserves) ? json.reserves[seat] : null;
    return Array.isArray(r) ? r.filter((x): x is number => typeof x === 'number') : [];
  });
  return {
    players,
    precision: typeof o.precision === 'string' ? o.precision : 'steady',
    scoring: o.scoring === 'points' ? 'points' : 'basic',
    target: num(o.target) ?? 9,
    configurationsGoal: num(o.configurations),
    cubes,
    reserves,
    scores,
    configurations,
    quiet: num(json.quiet) ?? 0,
    toMove,
    ballCell: phase.cell,
    over: json.outcome !== null && json.outcome !== undefined,
    raw: json,
  };
}

/** The cubes standing in a cell, in seat then number order (for the cell's label and the mini-map). */
export function cubesIn(table: CubikoTable, cell: string): CubikoCube[] {
  return table.cubes.filter((c) => c.cell === cell).sort((a, b) => a.owner - b.owner || a.n - b.n);
}

/** CB-4: the side a seat sits at (0 south, 1 west, 2 north, 3 east); 2 players sit south and north. */
export function sideOf(players: number, seat: number): 0 | 1 | 2 | 3 {
  if (players === 2) return seat === 0 ? 0 : 2;
  return (seat & 3) as 0 | 1 | 2 | 3;
}
