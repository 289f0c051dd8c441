import { type Json, unwrap } from '@ludotheque/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { cubiko, fromSetup, toSetup } from './index.js';
import { loadPhysics, type Pose, run } from './physics.js';
import { REST_TOLERANCE } from './rest.js';

beforeAll(() => loadPhysics());

const C = 245 / 3; // cell pitch (CB-2)
const SPLIT = 245 / 6; // a divider's centre line
/** Resting axis-aligned on the fabric, a cube's centre is half an edge above it: 70 + 11 mm (CB-2, CB-3). */
const ON_FABRIC = 81;
const cube = (owner: number, n: number, p: readonly number[], q: readonly number[] = [0, 0, 0, 1]): Json => ({
  owner,
  n,
  p: [...p],
  q: [...q],
});

/** A 2-player setup (basic rule, seat 0 to throw) holding these cubes; the others in their reserves. */
function setup(cubes: Json[]): Record<string, Json> {
  const inPlay = new Set(cubes.map((c) => `${(c as { owner: number }).owner}/${(c as { n: number }).n}`));
  return {
    game: 'cubiko',
    options: { players: 2, precision: 'exact', scoring: 'basic', target: 9, configurations: null },
    cubes,
    reserves: [0, 1].map((o) => [1, 2, 3].filter((n) => !inPlay.has(`${o}/${n}`))),
    scores: [0, 0],
    configurations: [0, 0],
    quiet: 0,
    toMove: 0,
    phase: 'throw',
    outcome: null,
    rng: 'rest',
  };
}

function refused(cubes: Json[], text: RegExp): void {
  const r = fromSetup(setup(cubes));
  expect(r.ok ? 'accepted' : r.error.kind).toBe('setup');
  if (!r.ok) expect(r.error.message).toMatch(text);
}

/** Cubes dropped from these poses and left to the simulator until they rest (CB-7). */
function settled(poses: Pose[]): Pose[] {
  const r = run({ cubes: poses });
  expect(r.settled).toBe(true);
  return r.cubes.filter((p): p is Pose => p !== null);
}
const asCubes = (poses: Pose[]): Json[] => poses.map((p, i) => cube(i % 2, 1 + Math.floor(i / 2), p.p, p.q));

describe('CB-N2: cubes lie where cubes can rest', () => {
  it('accepts what the simulator leaves at rest: on the fabric, stacked, across a divider, against a wall', () => {
    const q45: Pose['q'] = [0.3826834, 0, 0, 0.9238795]; // a quarter turn's half about x: lands on an edge
    const cases: Pose[][] = [
      [{ p: [0, 0, 90], q: [0, 0, 0, 1] }],
      [
        { p: [C, C, 82], q: [0, 0, 0, 1] },
        { p: [C + 5, C, 106], q: [0, 0, 0.2, 0.98] },
      ],
      [{ p: [SPLIT + 4, -C, 100], q: q45 }],
      [{ p: [-110, 0, 100], q: [0, 0.25, 0, 0.968] }],
    ];
    for (const poses of cases) {
      const rest = settled(poses);
      const r = fromSetup(setup(asCubes(rest)));
      expect(r.ok ? 'accepted' : r.error.message).toBe('accepted');
    }
  });

  it(`allows the tolerance of ${REST_TOLERANCE} mm (an eighth of the 22 mm edge) above or into what holds a cube`, () => {
    expect(fromSetup(setup([cube(0, 1, [0, 0, ON_FABRIC + 2.5])])).ok).toBe(true);
    expect(fromSetup(setup([cube(0, 1, [0, 0, ON_FABRIC - 2.5])])).ok).toBe(true);
    refused([cube(0, 1, [0, 0, ON_FABRIC + 3])], /cube 0\/1 rests on nothing/);
    refused([cube(0, 1, [0, 0, ON_FABRIC - 3])], /cube 0\/1 sinks 3\.0 mm into the fabric/);
  });

  it('refuses cubes that overlap', () => {
    refused([cube(0, 1, [0, 0, ON_FABRIC]), cube(1, 1, [10, 0, ON_FABRIC])], /cubes 0\/1 and 1\/1 overlap by 12\.0 mm/);
    const turned = [0, 0, 0.3826834, 0.9238795]; // 45° about z: its corner reaches 15.6 mm from its centre
    refused([cube(0, 1, [0, 0, ON_FABRIC]), cube(0, 2, [20, 0, ON_FABRIC], turned)], /overlap by 6\.6 mm/);
    expect(fromSetup(setup([cube(0, 1, [-10, 0, ON_FABRIC]), cube(0, 2, [18, 0, ON_FABRIC], turned)])).ok).toBe(true);
    expect(fromSetup(setup([cube(0, 1, [0, 0, ON_FABRIC]), cube(1, 1, [22, 0, ON_FABRIC])])).ok).toBe(true);
  });

  it('refuses a cube inside a divider or a wall', () => {
    refused([cube(0, 1, [SPLIT, 0, ON_FABRIC])], /sinks 10\.0 mm into a divider/);
    refused([cube(0, 1, [115, 0, ON_FABRIC])], /sinks 3\.5 mm into the east wall/);
  });

  it('refuses floating cubes: alone, beside a divider, or on a cube that floats', () => {
    refused([cube(0, 1, [0, 0, 300])], /cube 0\/1 rests on nothing/);
    // Touching a divider's side only: held by nothing from below.
    refused([cube(0, 1, [-SPLIT - 13, 0, ON_FABRIC + 5])], /cube 0\/1 rests on nothing/);
    refused([cube(0, 1, [0, 0, 200]), cube(1, 1, [0, 0, 222])], /rests on nothing/);
    expect(fromSetup(setup([cube(0, 1, [0, 0, ON_FABRIC]), cube(1, 1, [0, 0, ON_FABRIC + 22])])).ok).toBe(true);
  });

  it('a line floating 300 mm up is refused; the same line on the fabric is one a pass scores (CB-15, CB-16)', () => {
    const line = (z: number) => [0, 1, 2].map((k) => cube(0, k + 1, [(k - 1) * C, -C, z]));
    refused(line(300), /rests on nothing/);
    const s = unwrap(fromSetup(setup(line(ON_FABRIC))));
    cubiko.play(s, { type: 'pass' });
    expect(cubiko.outcome(s)?.ranks).toEqual([1, 2]);
    expect(toSetup(s)).toMatchObject({ outcome: { scores: [1, 0] } });
  });
});
