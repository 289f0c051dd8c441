/**
 * Cubiko's physical constants (CB-1 … CB-4) in the units of the interface: millimetres, grams, seconds. The
 * simulator converts to SI; the web app draws from these. The frame's centre is the origin, z up, seat 0 south.
 */
export const GRAVITY = 9.81; // m/s² (CB-1)
export const TABLE_HALF = 800; // bodies whose centre leaves this square are removed (CB-1)
export const FRAME_OUTER = 285; // CB-2
export const SURFACE_Z = 70; // fabric height (CB-2)
export const RIM_WIDTH = 20;
export const RIM_HEIGHT = 25; // above the fabric
export const PLAY = 245; // the playing square's side
export const PLAY_HALF = PLAY / 2;
export const CELL = PLAY / 3;
export const SPLIT = PLAY / 6; // the split lines are at ±SPLIT
export const DIVIDER_THICK = 4;
export const DIVIDER_HEIGHT = 10;
export const BALL_RADIUS = 16; // CB-3
export const BALL_MASS = 20;
export const CUBE_SIZE = 22;
export const CUBE_MASS = 8;
export const SEAT_DISTANCE = 450; // CB-4
export const RELEASE_Z = 250;
export const OFFSET_MAX = 300; // CB-5
export const SPEED_MAX = 6000;
export const SPIN_MAX = 200_000;
export const STEP = 1 / 240; // CB-7
export const MAX_STEPS = 8 * 240;
export const REST_SPEED = 5; // mm/s
export const REST_STEPS = 60;
export const ROLLING_COEFF = 0.03; // CB-3

/** A fixed box of the frame: centre and half extents in mm, axis-aligned, and its CB-3 material. */
export interface FrameBox {
  readonly name: string;
  readonly centre: readonly [number, number, number];
  readonly half: readonly [number, number, number];
  readonly material: 'fabric' | 'wood';
}

/**
 * The frame of CB-2 as the simulator builds it, in this order: the fabric-topped block under the playing surface
 * (only its top can be touched), the four walls from the table to the rim's top (the box's sides and the rim in one
 * piece of wood), then the dividers. The setup's rest check reads the same boxes.
 */
export const FRAME_BOXES: readonly FrameBox[] = (() => {
  const ph = PLAY / 2;
  const top = SURFACE_Z + RIM_HEIGHT;
  const outer = FRAME_OUTER / 2;
  const w = RIM_WIDTH / 2;
  const boxes: FrameBox[] = [
    { name: 'the fabric', centre: [0, 0, SURFACE_Z / 2], half: [ph, ph, SURFACE_Z / 2], material: 'fabric' },
    { name: 'the east wall', centre: [ph + w, 0, top / 2], half: [w, outer, top / 2], material: 'wood' },
    { name: 'the west wall', centre: [-ph - w, 0, top / 2], half: [w, outer, top / 2], material: 'wood' },
    { name: 'the north wall', centre: [0, ph + w, top / 2], half: [ph, w, top / 2], material: 'wood' },
    { name: 'the south wall', centre: [0, -ph - w, top / 2], half: [ph, w, top / 2], material: 'wood' },
  ];
  const dz = SURFACE_Z + DIVIDER_HEIGHT / 2;
  const d: [number, number, number] = [DIVIDER_THICK / 2, ph, DIVIDER_HEIGHT / 2];
  for (const s of [-SPLIT, SPLIT]) {
    boxes.push({ name: 'a divider', centre: [s, 0, dz], half: d, material: 'wood' });
    boxes.push({ name: 'a divider', centre: [0, s, dz], half: [d[1], d[0], d[2]], material: 'wood' });
  }
  return boxes;
})();

/** Materials of CB-3: pairs take the minimum of both coefficients. */
export const MATERIALS = {
  ball: { restitution: 1, friction: 1 },
  wood: { restitution: 0.8, friction: 0.5 },
  fabric: { restitution: 0.25, friction: 0.9 },
  cube: { restitution: 0.3, friction: 0.6 },
} as const;

/** Seat sides (CB-4): 0 south, 1 west, 2 north, 3 east. */
export type Side = 0 | 1 | 2 | 3;
export const SEAT_COLOURS = ['red', 'blue', 'green', 'yellow'] as const;

/** The side each seat sits at, by player count (CB-4). */
export function sideOf(players: number, seat: number): Side {
  if (players === 2) return seat === 0 ? 0 : 2;
  return (seat & 3) as Side;
}

/** A vector of the thrower's frame (x right, y toward the frame) turned into the world's frame. */
export function toWorld(side: Side, x: number, y: number): [number, number] {
  switch (side) {
    case 0:
      return [x, y];
    case 1:
      return [y, -x];
    case 2:
      return [-x, -y];
    default:
      return [-y, x];
  }
}

/** The inverse of `toWorld`. */
export function toThrower(side: Side, x: number, y: number): [number, number] {
  switch (side) {
    case 0:
      return [x, y];
    case 1:
      return [-y, x];
    case 2:
      return [-x, -y];
    default:
      return [y, -x];
  }
}

/** Cells are 0..8: file (a..c, world x from seat 0's left) + 3 × rank (1..3, world y away from seat 0). */
export type Cell = number;
export const CELL_NAMES = ['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3'] as const;

/** The index 0..2 along one axis; a point exactly on a split goes to the lower one (CB-2). */
function band(v: number): number {
  if (v <= -SPLIT) return 0;
  if (v <= SPLIT) return 1;
  return 2;
}

/** The cell under a point (mm), or null when it is outside the playing square (CB-2, CB-9, CB-10). */
export function cellAt(x: number, y: number): Cell | null {
  if (!(Math.abs(x) <= PLAY_HALF && Math.abs(y) <= PLAY_HALF)) return null;
  return band(x) + 3 * band(y);
}

/** The centre (mm) of a cell. */
export function cellCentre(cell: Cell): [number, number] {
  return [((cell % 3) - 1) * CELL, (Math.floor(cell / 3) - 1) * CELL];
}

/** The cell seen from a side: `(file, rank)` in the thrower's frame (file from their left, rank away from them). */
export function cellFromThrower(side: Side, file: number, rank: number): Cell {
  const [x, y] = toWorld(side, file - 1, rank - 1);
  return x + 1 + 3 * (y + 1);
}

/**
 * CB-15's lines of three cells (cells numbered a1 = 0 … c3 = 8, file + 3 × rank) with their CB-17 points: an edge
 * row or column 2, the middle row or column 3, a diagonal 4. The rules score with them and the bots aim along them.
 */
export const LINES: readonly { readonly cells: readonly [Cell, Cell, Cell]; readonly points: number }[] = [
  { cells: [0, 1, 2], points: 2 },
  { cells: [3, 4, 5], points: 3 },
  { cells: [6, 7, 8], points: 2 },
  { cells: [0, 3, 6], points: 2 },
  { cells: [1, 4, 7], points: 3 },
  { cells: [2, 5, 8], points: 2 },
  { cells: [0, 4, 8], points: 4 },
  { cells: [2, 4, 6], points: 4 },
];
