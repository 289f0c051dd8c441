/**
 * What the web app needs to replay a throw, and the golden hash both Node and Chromium compute: the same fixed
 * throws on the same world must give the same float32 poses everywhere.
 */
import { Rng, unwrap } from '@ludotheque/engine';
import { CELL_NAMES } from './geometry.js';
import { parseOptions } from './notation.js';
import type { Frame, Pose } from './physics.js';
import { applyMove, cubeCell, flatCubes, simulateThrow } from './rules.js';
import type { CubikoState, Throw } from './types.js';

/** The trajectory of an effective throw (as `publicMove` tells it) from `state`, at 240/every frames per second. */
export function replayThrow(state: CubikoState, effective: Throw, every = 8): Frame[] {
  return simulateThrow(state, effective, every).run.frames;
}

/** FNV-1a (32-bit) over the float32 bit patterns of the poses; absent cubes hash a marker. */
export function hashPoses(poses: readonly (Pose | null)[]): string {
  const buf = new DataView(new ArrayBuffer(4));
  let h = 0x811c9dc5;
  const mix = (byte: number) => {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  };
  for (const pose of poses) {
    if (pose === null) {
      mix(0xff);
      continue;
    }
    for (const x of [...pose.p, ...pose.q]) {
      buf.setFloat32(0, x);
      for (let i = 0; i < 4; i++) mix(buf.getUint8(i));
    }
  }
  return h.toString(16).padStart(8, '0');
}

/** The golden throws: 2 players at `exact` precision; throws and placements alternate as the game allows. */
export const GOLDEN_THROWS: readonly Throw[] = [
  { type: 'throw', offset: 0, v: [0, 1000, -750], w: [0, 0, 0] },
  { type: 'throw', offset: 0, v: [0, 800, -250], w: [0, 0, 0] },
  { type: 'throw', offset: 40, v: [-100, 1200, -1000], w: [0, 0, 0] },
  { type: 'throw', offset: -60, v: [80, 1000, -500], w: [3000, 0, 0] },
  { type: 'throw', offset: 0, v: [0, 1400, -1250], w: [0, 0, 0] },
  { type: 'throw', offset: 10, v: [0, 1200, -750], w: [0, 0, 0] },
];

/**
 * Plays the golden throws (each counted throw followed by `place`) from a fresh 2-player `exact` game and returns
 * the world's hash and every cube's cell. Needs `load()` first; the web e2e runs the same in Chromium.
 */
export function worldHash(): { hash: string; cells: (string | null)[]; counted: boolean[] } {
  const options = unwrap(parseOptions({ players: 2, precision: 'exact' }));
  const s: CubikoState = {
    options,
    rng: Rng.seeded('golden'),
    cubes: [
      [null, null, null],
      [null, null, null],
    ],
    scores: [0, 0],
    configs: [0, 0],
    quiet: 0,
    toMove: 0,
    phase: { kind: 'throw' },
    outcome: null,
    timedOut: [],
  };
  const counted: boolean[] = [];
  for (const t of GOLDEN_THROWS) {
    if (s.outcome !== null) break;
    applyMove(s, t);
    counted.push(s.phase.kind === 'placement');
    if (s.phase.kind === 'placement') applyMove(s, { type: 'place' });
  }
  const cells = flatCubes(s).map((p) => (p === null ? null : (CELL_NAMES[cubeCell(p) ?? -1] ?? null)));
  return { hash: hashPoses(flatCubes(s)), cells, counted };
}
