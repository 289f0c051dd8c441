/**
 * The deterministic world of CB-1 … CB-7, built fresh for every run from stored float32 poses, stepped at 1/240 s
 * until rest or 8 s, then freed. Interface in mm, g, s; SI inside Rapier.
 */
import RAPIER from '@dimforge/rapier3d-deterministic-compat';
import * as G from './geometry.js';

type World = InstanceType<typeof RAPIER.World>;
type Body = InstanceType<typeof RAPIER.RigidBody>;
type Collider = InstanceType<typeof RAPIER.Collider>;

const f = Math.fround;
const MM = 0.001;

/** A body's pose: centre in mm and unit quaternion (x, y, z, w), every number a float32. */
export interface Pose {
  readonly p: readonly [number, number, number];
  readonly q: readonly [number, number, number, number];
}

/** The ball at release: centre (mm), velocity (mm/s) and spin (rad/s), in the world's frame. */
export interface Launch {
  readonly p: readonly [number, number, number];
  readonly v: readonly [number, number, number];
  readonly w: readonly [number, number, number];
}

/** One run's input: the cubes (null = not on the board) and, for a throw, the ball. */
export interface RunInput {
  readonly cubes: readonly (Pose | null)[];
  readonly ball?: Launch;
  /** Record a frame every this many steps (8 → 30 frames per second); 0 or absent: no trajectory. */
  readonly recordEvery?: number;
}

/** A frame of a recorded trajectory: the ball's pose (null once gone) and each cube's (null when absent). */
export interface Frame {
  readonly t: number; // seconds
  readonly ball: Pose | null;
  readonly cubes: readonly (Pose | null)[];
}

export interface RunResult {
  /** Each cube's final pose, or null when it was absent or left the table square (CB-1). */
  readonly cubes: (Pose | null)[];
  /** The ball's final pose, or null when it left the table square. */
  readonly ball: Pose | null;
  /** What the ball touched first: the table, the frame (anything else), or nothing. */
  readonly firstContact: 'table' | 'frame' | null;
  readonly steps: number;
  /** True when the run ended at rest (CB-7), false at the 8 s cap. */
  readonly settled: boolean;
  readonly frames: Frame[];
}

let ready = false;
/** Loads Rapier's WASM once (the contract's `load`). */
export async function loadPhysics(): Promise<void> {
  if (ready) return;
  await RAPIER.init();
  ready = true;
}
export const physicsReady = (): boolean => ready;

interface Material {
  readonly restitution: number;
  readonly friction: number;
}

function material(desc: InstanceType<typeof RAPIER.ColliderDesc>, m: Material) {
  return desc
    .setRestitution(m.restitution)
    .setFriction(m.friction)
    .setRestitutionCombineRule(RAPIER.CoefficientCombineRule.Min)
    .setFrictionCombineRule(RAPIER.CoefficientCombineRule.Min);
}

/** A fixed box given by its centre and half extents in mm. */
function box(world: World, c: [number, number, number], h: [number, number, number], m: Material) {
  const desc = RAPIER.ColliderDesc.cuboid(h[0] * MM, h[1] * MM, h[2] * MM).setTranslation(
    c[0] * MM,
    c[1] * MM,
    c[2] * MM,
  );
  return world.createCollider(material(desc, m));
}

interface Statics {
  table: Collider;
  fabric: Collider;
}

/** Table, frame box (wood sides, fabric top), rim and dividers (CB-1, CB-2): `FRAME_BOXES`, in its order. */
function buildStatics(world: World): Statics {
  const T = G.TABLE_HALF + 200; // the table reaches past the removal square
  const table = box(world, [0, 0, -50], [T, T, 50], G.MATERIALS.wood);
  const colliders = G.FRAME_BOXES.map((b) => box(world, [...b.centre], [...b.half], G.MATERIALS[b.material]));
  return { table, fabric: colliders[0] as Collider };
}

function dynamicBody(world: World, pose: Pose): Body {
  const desc = RAPIER.RigidBodyDesc.dynamic()
    .setTranslation(pose.p[0] * MM, pose.p[1] * MM, pose.p[2] * MM)
    .setRotation({ x: pose.q[0], y: pose.q[1], z: pose.q[2], w: pose.q[3] })
    .setCanSleep(false)
    .setCcdEnabled(true);
  return world.createRigidBody(desc);
}

function addCube(world: World, pose: Pose): Body {
  const body = dynamicBody(world, pose);
  const h = (G.CUBE_SIZE / 2) * MM;
  world.createCollider(material(RAPIER.ColliderDesc.cuboid(h, h, h).setMass(G.CUBE_MASS * MM), G.MATERIALS.cube), body);
  return body;
}

function poseOf(body: Body): Pose {
  const t = body.translation();
  const r = body.rotation();
  return { p: [f(t.x / MM), f(t.y / MM), f(t.z / MM)], q: [f(r.x), f(r.y), f(r.z), f(r.w)] };
}

/** The body's fastest point, in mm/s: centre speed plus spin × bounding radius (CB-7's "moves slower than"). */
function speedOf(body: Body, radius: number): number {
  const v = body.linvel();
  const w = body.angvel();
  const lin = Math.sqrt(v.x * v.x + v.y * v.y + v.z * v.z);
  const ang = Math.sqrt(w.x * w.x + w.y * w.y + w.z * w.z);
  return (lin + ang * radius) / MM;
}

const BALL_I = f(0.4 * G.BALL_MASS * MM * (G.BALL_RADIUS * MM) * (G.BALL_RADIUS * MM));
/** The spin a full step of CB-3's maximal rolling-resistance torque removes: 0.03·m·g·r·dt / I (rad/s). */
const ROLL_DW = f(
  f(f(f(G.ROLLING_COEFF * f(G.BALL_MASS * MM)) * f(G.GRAVITY)) * f(G.BALL_RADIUS * MM)) * f(f(G.STEP) / BALL_I),
);

/** True when the ball touches the fabric: a contact point at (or inside) zero distance. */
function touches(world: World, a: Collider, b: Collider): boolean {
  const t = a.translation();
  // Only near the fabric's top can they touch: skip the contact query in flight (it is the costly part).
  if (t.z > (G.SURFACE_Z + G.BALL_RADIUS + 1) * MM || Math.abs(t.x) > 0.13 || Math.abs(t.y) > 0.13) return false;
  let hit = false;
  world.contactPair(a, b, (m) => {
    for (let i = 0; i < m.numContacts(); i++) if (m.contactDist(i) <= 0.0001) hit = true;
  });
  return hit;
}

/**
 * CB-3's rolling resistance: the torque min(0.03·m·g·r, I·|ω|/dt) against the spin, applied as its angular
 * impulse over one step, with only + − × ÷, sqrt and fround so that every JavaScript engine gets the same floats.
 */
function rollingResistance(ball: Body): void {
  const w = ball.angvel();
  const x = f(w.x);
  const y = f(w.y);
  const z = f(w.z);
  const mag = f(Math.sqrt(f(f(f(x * x) + f(y * y)) + f(z * z))));
  if (mag === 0) return;
  if (mag <= ROLL_DW) {
    ball.setAngvel({ x: 0, y: 0, z: 0 }, true);
    return;
  }
  const k = f(f(mag - ROLL_DW) / mag);
  ball.setAngvel({ x: f(x * k), y: f(y * k), z: f(z * k) }, true);
}

function outside(body: Body): boolean {
  const t = body.translation();
  const lim = G.TABLE_HALF * MM;
  return !(Math.abs(t.x) <= lim && Math.abs(t.y) <= lim);
}

/**
 * Recent runs by input: a run is a pure function of its input (fresh world, float32 poses), so searches that replay
 * the same throw from the same position (the generic MCTS replays its tree from the root) pay for it once.
 */
const memo = new Map<string, RunResult>();
const MEMO_SIZE = 4096;

/** Runs one simulation (CB-7) in a fresh world; everything Rapier allocated is freed before returning. */
export function run(input: RunInput): RunResult {
  if ((input.recordEvery ?? 0) > 0) return runFresh(input);
  const key = JSON.stringify([input.cubes, input.ball ?? null]);
  const hit = memo.get(key);
  if (hit !== undefined) return { ...hit, cubes: [...hit.cubes], frames: [] };
  const r = runFresh(input);
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value as string);
  memo.set(key, r);
  return { ...r, cubes: [...r.cubes] };
}

/** `run` without the memo: always a fresh world (the determinism test compares two of these). */
export function runFresh(input: RunInput): RunResult {
  if (!ready) throw new Error('cubiko: physics not loaded (await cubiko.load())');
  const world = new RAPIER.World({ x: 0, y: 0, z: -G.GRAVITY });
  const events = new RAPIER.EventQueue(true);
  try {
    world.timestep = G.STEP;
    return simulate(world, events, input);
  } finally {
    events.free();
    world.free();
  }
}

interface Live {
  cubes: (Body | null)[];
  ball: Body | null;
  ballCollider: Collider | null;
}

function populate(world: World, input: RunInput): Live {
  const cubes = input.cubes.map((c) => (c === null ? null : addCube(world, c)));
  if (input.ball === undefined) return { cubes, ball: null, ballCollider: null };
  const b = input.ball;
  const ball = dynamicBody(world, { p: b.p, q: [0, 0, 0, 1] });
  ball.setLinvel({ x: b.v[0] * MM, y: b.v[1] * MM, z: b.v[2] * MM }, true);
  ball.setAngvel({ x: b.w[0], y: b.w[1], z: b.w[2] }, true);
  const desc = material(RAPIER.ColliderDesc.ball(G.BALL_RADIUS * MM).setMass(G.BALL_MASS * MM), G.MATERIALS.ball);
  const ballCollider = world.createCollider(desc.setActiveEvents(RAPIER.ActiveEvents.COLLISION_EVENTS), ball);
  return { cubes, ball, ballCollider };
}

function frameOf(live: Live, step: number): Frame {
  return {
    t: step * G.STEP,
    ball: live.ball === null ? null : poseOf(live.ball),
    cubes: live.cubes.map((c) => (c === null ? null : poseOf(c))),
  };
}

function simulate(world: World, events: InstanceType<typeof RAPIER.EventQueue>, input: RunInput): RunResult {
  const statics = buildStatics(world);
  const live = populate(world, input);
  const every = input.recordEvery ?? 0;
  const frames: Frame[] = every > 0 ? [frameOf(live, 0)] : [];
  let first: 'table' | 'frame' | null = null;
  let calm = 0;
  let step = 0;
  const cubeR = (G.CUBE_SIZE / 2) * Math.sqrt(3) * MM;
  while (step < G.MAX_STEPS && calm < G.REST_STEPS) {
    if (live.ball !== null && live.ballCollider !== null && touches(world, live.ballCollider, statics.fabric)) {
      rollingResistance(live.ball);
    }
    world.step(events);
    step++;
    if (first === null && live.ballCollider !== null) {
      const ballHandle = live.ballCollider.handle;
      events.drainCollisionEvents((h1, h2, started) => {
        if (!started || first !== null) return;
        const other = h1 === ballHandle ? h2 : h2 === ballHandle ? h1 : null;
        if (other !== null) first = other === statics.table.handle ? 'table' : 'frame';
      });
    } else events.clear();
    let fastest = 0;
    if (live.ball !== null) {
      if (outside(live.ball)) {
        world.removeRigidBody(live.ball);
        live.ball = null;
        live.ballCollider = null;
      } else fastest = speedOf(live.ball, G.BALL_RADIUS * MM);
    }
    for (let i = 0; i < live.cubes.length; i++) {
      const c = live.cubes[i];
      if (c === undefined || c === null) continue;
      if (outside(c)) {
        world.removeRigidBody(c);
        live.cubes[i] = null;
      } else fastest = Math.max(fastest, speedOf(c, cubeR));
    }
    calm = fastest < G.REST_SPEED ? calm + 1 : 0;
    if (every > 0 && step % every === 0) frames.push(frameOf(live, step));
  }
  const last = frameOf(live, step);
  if (every > 0 && step % every !== 0) frames.push(last);
  return {
    cubes: [...last.cubes],
    ball: last.ball,
    firstContact: first,
    steps: step,
    settled: calm >= G.REST_STEPS,
    frames,
  };
}

/** A world for queries only: the statics and the cubes as fixed colliders, stepped once to build its structures. */
function queryWorld(world: World, cubes: readonly (Pose | null)[]): void {
  buildStatics(world);
  const h = (G.CUBE_SIZE / 2) * MM;
  for (const c of cubes) {
    if (c === null) continue;
    const desc = RAPIER.ColliderDesc.cuboid(h, h, h)
      .setTranslation(c.p[0] * MM, c.p[1] * MM, c.p[2] * MM)
      .setRotation({ x: c.q[0], y: c.q[1], z: c.q[2], w: c.q[3] });
    world.createCollider(desc);
  }
  world.step(); // nothing moves (no dynamic body); the step builds the structures the queries read
}

/** Is a cube, axis-aligned with its centre at (x, y, z) mm, clear of every collider of a world holding `cubes`? */
export function spotFree(cubes: readonly (Pose | null)[], spots: readonly [number, number, number][]): number {
  if (!ready) throw new Error('cubiko: physics not loaded (await cubiko.load())');
  const world = new RAPIER.World({ x: 0, y: 0, z: -G.GRAVITY });
  try {
    queryWorld(world, cubes);
    const h = (G.CUBE_SIZE / 2) * MM;
    const shape = new RAPIER.Cuboid(h, h, h);
    const rot = { x: 0, y: 0, z: 0, w: 1 };
    for (let i = 0; i < spots.length; i++) {
      const s = spots[i] as [number, number, number];
      const hit = world.intersectionWithShape({ x: s[0] * MM, y: s[1] * MM, z: s[2] * MM }, rot, shape);
      if (hit === null) return i;
    }
    return -1;
  } finally {
    world.free();
  }
}

/** The highest point (mm) under a cube footprint centred at (x, y): a cube cast down from high above. */
export function highestUnder(cubes: readonly (Pose | null)[], x: number, y: number): number {
  if (!ready) throw new Error('cubiko: physics not loaded (await cubiko.load())');
  const world = new RAPIER.World({ x: 0, y: 0, z: -G.GRAVITY });
  try {
    queryWorld(world, cubes);
    const h = (G.CUBE_SIZE / 2) * MM;
    const from = 0.5;
    const hit = world.castShape(
      { x: x * MM, y: y * MM, z: from },
      { x: 0, y: 0, z: 0, w: 1 },
      { x: 0, y: 0, z: -1 },
      new RAPIER.Cuboid(h, h, h),
      0,
      1,
      true,
    );
    if (hit === null) return G.SURFACE_Z;
    return (from - hit.time_of_impact) / MM - G.CUBE_SIZE / 2;
  } finally {
    world.free();
  }
}
