/**
 * Whether cubes could be lying where a setup says (CB-N2): no two solids overlap, and every cube rests on the
 * fabric, on the frame or on other cubes that do. Plain geometry (oriented boxes, the separating-axis test), no
 * physics world, so `fromSetup` stays cheap and synchronous.
 */
import { CUBE_SIZE, FRAME_BOXES } from './geometry.js';
import type { Pose } from './physics.js';

type Vec = readonly [number, number, number];

/**
 * How far apart solids may seem and still touch, and how deep they may seem to sink into each other: an eighth of
 * the cube's edge (2.75 mm). The simulator's contacts are soft: a cube at rest on the fabric sits up to 0.3 mm deep,
 * and in stacks of two cubes it left up to 1.8 mm of overlap and 2.2 mm of gap (`README.md`, Decisions); a
 * hand-made mistake (a cube floating, two cubes in one place) is larger.
 */
export const REST_TOLERANCE = CUBE_SIZE / 8;
/**
 * A support holds a cube from below when the axis separating them points within 60° of straight up: a cube on the
 * fabric, on a divider's top, on another cube, tilted on an edge. A cube only beside a wall or a divider is not held.
 */
const UPWARD = 0.5;

interface Box {
  readonly c: Vec;
  readonly axes: readonly [Vec, Vec, Vec];
  readonly h: Vec;
}

const dot = (a: Vec, b: Vec): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec, b: Vec): Vec => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const sub = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];

/** A cube's box from its pose: the rotation's columns are its axes (the quaternion normalised first). */
export function cubeBox(pose: Pose): Box {
  const n = Math.hypot(...pose.q);
  const [x, y, z, w] = pose.q.map((v) => v / n) as [number, number, number, number];
  const h = CUBE_SIZE / 2;
  return {
    c: pose.p,
    axes: [
      [1 - 2 * (y * y + z * z), 2 * (x * y + w * z), 2 * (x * z - w * y)],
      [2 * (x * y - w * z), 1 - 2 * (x * x + z * z), 2 * (y * z + w * x)],
      [2 * (x * z + w * y), 2 * (y * z - w * x), 1 - 2 * (x * x + y * y)],
    ],
    h: [h, h, h],
  };
}

const UNIT: readonly [Vec, Vec, Vec] = [
  [1, 0, 0],
  [0, 1, 0],
  [0, 0, 1],
];
const FRAME: readonly (Box & { readonly name: string })[] = FRAME_BOXES.map((b) => ({
  name: b.name,
  c: b.centre,
  axes: UNIT,
  h: b.half,
}));

/**
 * The separating-axis gap between two boxes: positive, they are at least that far apart; negative, they overlap
 * that deep (the least push that parts them). `up` is the z component of that axis, pointing from `a` to `b`.
 */
export function boxGap(a: Box, b: Box): { gap: number; up: number } {
  const d = sub(b.c, a.c);
  let best = { gap: Number.NEGATIVE_INFINITY, up: 0 };
  const tryAxis = (axis: Vec): void => {
    const len = Math.hypot(...axis);
    if (len < 1e-6) return; // parallel edges: the face axes already cover it
    const l: Vec = [axis[0] / len, axis[1] / len, axis[2] / len];
    const ra =
      a.h[0] * Math.abs(dot(a.axes[0], l)) +
      a.h[1] * Math.abs(dot(a.axes[1], l)) +
      a.h[2] * Math.abs(dot(a.axes[2], l));
    const rb =
      b.h[0] * Math.abs(dot(b.axes[0], l)) +
      b.h[1] * Math.abs(dot(b.axes[1], l)) +
      b.h[2] * Math.abs(dot(b.axes[2], l));
    const along = dot(d, l);
    const gap = Math.abs(along) - ra - rb;
    if (gap > best.gap) best = { gap, up: along < 0 ? -l[2] : l[2] };
  };
  for (const axis of [...a.axes, ...b.axes]) tryAxis(axis);
  for (const u of a.axes) for (const v of b.axes) tryAxis(cross(u, v));
  return best;
}

/** A cube on the board, named as in messages: seat/number. */
export interface PlacedCube {
  readonly name: string;
  readonly pose: Pose;
}

/**
 * Why these cubes cannot lie so, or null: two cubes overlapping, a cube sunk into the fabric or the frame (each by
 * more than `REST_TOLERANCE`), or a cube held by nothing — neither the frame nor a cube that is itself held touches
 * it from below. A cube at rest in the simulator always passes; a floating one, as a hand-written setup may hold,
 * does not (a pass would otherwise score a line no throw could leave).
 */
export function restProblem(cubes: readonly PlacedCube[]): string | null {
  const boxes = cubes.map((c) => cubeBox(c.pose));
  const mm = (x: number): string => `${x.toFixed(1)} mm`;
  for (let i = 0; i < boxes.length; i++) {
    const a = boxes[i] as Box;
    for (const f of FRAME) {
      const g = boxGap(f, a).gap;
      if (g < -REST_TOLERANCE) return `cube ${cubes[i]?.name} sinks ${mm(-g)} into ${f.name}`;
    }
    for (let j = i + 1; j < boxes.length; j++) {
      const g = boxGap(a, boxes[j] as Box).gap;
      if (g < -REST_TOLERANCE) return `cubes ${cubes[i]?.name} and ${cubes[j]?.name} overlap by ${mm(-g)}`;
    }
  }
  const holds = (support: Box, cube: Box): boolean => {
    const { gap, up } = boxGap(support, cube);
    return gap <= REST_TOLERANCE && up >= UPWARD;
  };
  const held = boxes.map((b) => FRAME.some((f) => holds(f, b)));
  for (let changed = true; changed; ) {
    changed = false;
    boxes.forEach((b, i) => {
      if (held[i]) return;
      if (boxes.some((s, j) => held[j] && j !== i && holds(s, b))) changed = held[i] = true;
    });
  }
  const loose = held.indexOf(false);
  if (loose < 0) return null;
  return `cube ${cubes[loose]?.name} rests on nothing: not on the fabric, the frame or another cube (CB-7, CB-10)`;
}
