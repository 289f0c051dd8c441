import { Rng, unwrap } from '@ludotheque/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { AIMS } from './fixtures/aims.js';
import { CELL_NAMES, cellAt, SURFACE_Z } from './geometry.js';
import { cubiko, parseOptions } from './index.js';
import { loadPhysics, run, runFresh } from './physics.js';
import { replayThrow } from './replay.js';
import { launchOf } from './rules.js';
import type { CubikoState, Throw } from './types.js';

beforeAll(() => loadPhysics());

describe('physical sanity (CB-1 … CB-3, CB-7)', () => {
  it('CB-3: a ball dropped from 300 mm on the table rebounds to 170–200 mm (ideal 0.8² × 300 = 192)', () => {
    // Bottom of the ball 300 mm above the table, far from the frame.
    const r = run({ cubes: [], ball: { p: [500, 0, 316], v: [0, 0, 0], w: [0, 0, 0] }, recordEvery: 1 });
    const zs = r.frames.map((f) => (f.ball === null ? 0 : f.ball.p[2] - 16));
    const low = zs.findIndex((z, i) => i > 0 && z <= (zs[i - 1] ?? 0) && z <= (zs[i + 1] ?? 0));
    const peak = Math.max(...zs.slice(low + 1, low + 200));
    expect(r.firstContact).toBe('table');
    expect(peak).toBeGreaterThan(170);
    expect(peak).toBeLessThan(200);
  });

  it('CB-9: a straight hard throw at the frame without a table bounce does not count', () => {
    const s = cubiko.setup(unwrap(parseOptions({ precision: 'exact' })), Rng.seeded('hard'));
    const t: Throw = { type: 'throw', offset: 0, v: [0, 5000, -500], w: [0, 0, 0] };
    const r = run({ cubes: [], ball: launchOf(0, t) });
    expect(r.firstContact).toBe('frame');
    cubiko.play(s, t);
    expect(s.phase.kind).toBe('throw');
    expect(s.toMove).toBe(1); // CB-12: the turn ended
  });

  it('CB-9: the centre throw of the landing table lands in b2 at exact precision, and rests', () => {
    const aim = AIMS.find((a) => a.file === 1 && a.rank === 1);
    expect(aim).toBeDefined();
    const t: Throw = { type: 'throw', offset: aim?.o ?? 0, v: aim?.v ?? [0, 0, 0], w: aim?.w ?? [0, 0, 0] };
    const r = run({ cubes: [], ball: launchOf(0, t) });
    expect(r.firstContact).toBe('table');
    expect(r.settled).toBe(true);
    const ball = r.ball?.p ?? [999, 999, 0];
    expect(CELL_NAMES[cellAt(ball[0], ball[1]) ?? -1]).toBe('b2');
    expect(Math.abs(ball[2] - (SURFACE_Z + 16))).toBeLessThan(1); // resting on the fabric
    const s: CubikoState = cubiko.setup(unwrap(parseOptions({ precision: 'exact' })), Rng.seeded('x'));
    cubiko.play(s, t);
    expect(s.phase).toEqual({ kind: 'placement', cell: 4 });
  });

  it('CB-7: a run from the same stored poses gives the same floats (fresh world each time)', () => {
    const t: Throw = { type: 'throw', offset: 20, v: [-50, 1000, -700], w: [1000, 0, 0] };
    const cubes = [
      { p: [0, 0, 81.5], q: [0, 0, 0, 1] } as const,
      null,
      { p: [70, 60, 81.5], q: [0, 0, 0, 1] } as const,
    ];
    const a = runFresh({ cubes, ball: launchOf(0, t) });
    const b = runFresh({ cubes, ball: launchOf(0, t) });
    expect(a).not.toBe(b);
    expect(a.cubes).toEqual(b.cubes);
    expect(a.ball).toEqual(b.ball);
    // Every stored number is a float32.
    for (const c of a.cubes) for (const x of [...(c?.p ?? []), ...(c?.q ?? [])]) expect(Math.fround(x)).toBe(x);
  });

  it('CB-1: a ball thrown away from the frame leaves the table square and is removed', () => {
    const r = run({ cubes: [], ball: { p: [0, -450, 250], v: [0, -3000, 0], w: [0, 0, 0] } });
    expect(r.ball).toBeNull();
    expect(r.steps).toBeLessThan(240);
  });
});

describe('replay for the web app', () => {
  it('replayThrow gives frames every 8 steps from the release point, ending where play leaves the cubes', () => {
    const s = cubiko.setup(unwrap(parseOptions({ precision: 'exact' })), Rng.seeded('replay'));
    const t: Throw = { type: 'throw', offset: 0, v: [0, 1100, -750], w: [0, 0, 0] };
    const frames = replayThrow(s, t, 8);
    expect(frames[0]?.ball?.p).toEqual([0, -450, 250]);
    expect(frames[1]?.t).toBeCloseTo(8 / 240, 9);
    const last = frames.at(-1)?.ball?.p ?? [0, 0, 0];
    cubiko.play(s, t);
    expect(s.phase).toEqual({ kind: 'placement', cell: cellAt(last[0], last[1]) });
  });
});
