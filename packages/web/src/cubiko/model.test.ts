import { cubiko, geometry } from '@ludotheque/cubiko';
import { Rng, unwrap } from '@ludotheque/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  aimKey,
  aimLine,
  canStartDrag,
  canThrow,
  cellClick,
  choices,
  cubeClick,
  DEFAULT_AIM,
  dragAim,
  nudge,
  OFFSET_MAX,
  readLogged,
  SEAT_DISTANCE,
  SPEED_MAX,
  SPIN_MAX,
  throwOf,
  throwResult,
  throwText,
  throwToReplay,
  withinBounds,
} from './model.js';
import { loadCubiko, trajectory } from './physics.js';
import { cubesIn, readCubikoView, sideOf } from './view.js';

const newState = (options: object) => cubiko.setup(unwrap(cubiko.parseOptions(options)), Rng.seeded('web-test'));

describe('CB-5 bounds', () => {
  it('are the rules package’s numbers', () => {
    expect([OFFSET_MAX, SPEED_MAX, SPIN_MAX, SEAT_DISTANCE]).toEqual([
      geometry.OFFSET_MAX,
      geometry.SPEED_MAX,
      geometry.SPIN_MAX,
      geometry.SEAT_DISTANCE,
    ]);
  });

  it('the default aim is a downward throw straight at the frame (worked by hand: 1250·cos 37°, 1250·sin 37°)', () => {
    // cos 37° = 0.7986, sin 37° = 0.6018 → 998.3 and 752.3.
    expect(throwOf(DEFAULT_AIM)).toEqual({ offset: 0, v: [0, 998, -752], w: [0, 0, 0] });
    expect(throwText(throwOf(DEFAULT_AIM))).toBe('throw o=0 v=0,998,-752 w=0,0,0');
  });

  it('never leaves CB-5, even at the board’s extremes where rounding could overshoot 6000 mm/s', () => {
    const rng = Rng.seeded('aims');
    for (let i = 0; i < 500; i++) {
      const aim = {
        offset: rng.int(-400, 400),
        yaw: rng.int(-90, 90) + rng.int(0, 99) / 100,
        speed: rng.int(5000, 7000),
        lift: rng.int(-90, 90) + rng.int(0, 99) / 100,
        spin: rng.int(-300_000, 300_000),
      };
      const t = throwOf(aim);
      const [x, y, z] = t.v;
      // A naive restatement of CB-5 rather than `withinBounds`, so the two can disagree.
      expect(x * x + y * y + z * z).toBeLessThanOrEqual(36_000_000);
      expect(Math.abs(t.offset)).toBeLessThanOrEqual(300);
      expect([t.offset, ...t.v, ...t.w].every(Number.isInteger)).toBe(true);
      expect(t.w.every((c) => Math.abs(c) <= 200_000)).toBe(true);
      expect(withinBounds(t)).toBe(true);
    }
  });

  it('withinBounds refuses what CB-5 refuses', () => {
    expect(withinBounds({ offset: 301, v: [0, 0, 0], w: [0, 0, 0] })).toBe(false);
    expect(withinBounds({ offset: 0, v: [0, 6001, 0], w: [0, 0, 0] })).toBe(false);
    expect(withinBounds({ offset: 0, v: [3465, 3465, 3465], w: [0, 0, 0] })).toBe(false); // 6001.4 mm/s
    expect(withinBounds({ offset: 0, v: [0, 1, 0.5], w: [0, 0, 0] })).toBe(false);
    expect(withinBounds({ offset: 0, v: [0, 0, 0], w: [0, 0, 200_001] })).toBe(false);
    expect(withinBounds({ offset: -300, v: [0, 6000, 0], w: [200_000, 0, -200_000] })).toBe(true);
  });

  it('the text is CB-N1 as the game itself parses it, bounds included', () => {
    const s = newState({ players: 2 });
    const rng = Rng.seeded('parse');
    for (let i = 0; i < 50; i++) {
      const aim = {
        offset: rng.int(-300, 300),
        yaw: rng.int(-60, 60),
        speed: rng.int(0, 6000),
        lift: rng.int(-80, 45),
        spin: rng.int(-40_000, 40_000),
      };
      const t = throwOf(aim);
      const parsed = unwrap(cubiko.parseMove(s, throwText(t)));
      expect(parsed).toEqual({ type: 'throw', offset: t.offset, v: t.v, w: t.w });
      expect(cubiko.isLegal(s, parsed)).toBe(true);
    }
  });
});

describe('aiming by drag and keys', () => {
  it('a drag straight ahead of 250 mm from 40 mm right of centre throws at 1250 mm/s from offset 40', () => {
    const aim = dragAim([40, -400], [40, -150], DEFAULT_AIM);
    expect(aim).toEqual({ ...DEFAULT_AIM, offset: 40, yaw: 0, speed: 1250 });
  });

  it('a diagonal drag turns right by 45° and keeps lift and spin', () => {
    const aim = dragAim([0, -400], [100, -300], { ...DEFAULT_AIM, lift: -20, spin: 4000 });
    expect(aim?.yaw).toBeCloseTo(45, 9);
    expect(aim?.speed).toBe(Math.round(Math.SQRT2 * 100 * 5));
    expect([aim?.lift, aim?.spin]).toEqual([-20, 4000]);
  });

  it('a drag backward or too short is a cancelled aim', () => {
    expect(dragAim([0, -400], [0, -450], DEFAULT_AIM)).toBeNull();
    expect(dragAim([0, -400], [3, -397], DEFAULT_AIM)).toBeNull();
  });

  it('a drag starting far off the edge is clamped to ±300 mm, the yaw to ±60°', () => {
    const aim = dragAim([380, -400], [1380, -399], DEFAULT_AIM);
    expect(aim?.offset).toBe(300);
    expect(aim?.yaw).toBe(60);
  });

  it('drags start only from the thrower’s side, outside the frame', () => {
    expect(canStartDrag([0, -400])).toBe(true);
    expect(canStartDrag([0, 0])).toBe(false); // over the frame: the view turns instead
    expect(canStartDrag([0, 200])).toBe(false);
    expect(canStartDrag([600, -400])).toBe(false);
  });

  it('the aim line starts at the release point of CB-4 and points along the throw', () => {
    const [from, to] = aimLine({ ...DEFAULT_AIM, offset: -120, yaw: 30 });
    expect(from).toEqual([-120, -450, 250]);
    const t = throwOf({ ...DEFAULT_AIM, offset: -120, yaw: 30 });
    const d: [number, number, number] = [to[0] - from[0], to[1] - from[1], to[2] - from[2]];
    const cross = [d[1] * t.v[2] - d[2] * t.v[1], d[2] * t.v[0] - d[0] * t.v[2], d[0] * t.v[1] - d[1] * t.v[0]];
    expect(Math.hypot(...cross)).toBeLessThan(1e-6 * Math.hypot(...d) * Math.hypot(...t.v));
    expect(d[0] * t.v[0] + d[1] * t.v[1] + d[2] * t.v[2]).toBeGreaterThan(0);
  });

  it('keys nudge the aim and stay inside the limits', () => {
    expect(aimKey('ArrowLeft')).toBe('left');
    expect(aimKey('x')).toBeNull();
    expect(nudge(DEFAULT_AIM, 'up').speed).toBe(1275);
    expect(nudge(DEFAULT_AIM, 'right', true).yaw).toBe(5);
    expect(nudge({ ...DEFAULT_AIM, offset: 298 }, 'offRight').offset).toBe(300);
    expect(nudge({ ...DEFAULT_AIM, speed: 10 }, 'down').speed).toBe(0);
    expect(nudge(DEFAULT_AIM, 'spinDown').spin).toBe(-2000);
  });
});

describe('clicks and choices (CB-11, CB-14)', () => {
  const legal = ['move 2', 'pass', 'place'];
  it('buttons come from the legal moves only', () => {
    expect(choices(legal)).toEqual([
      { move: 'move 2', kind: 'move', n: 2 },
      { move: 'pass', kind: 'pass', n: null },
      { move: 'place', kind: 'place', n: null },
    ]);
    expect(choices([])).toEqual([]);
  });

  it('a click on my movable cube moves it; on another cube or someone else’s, nothing', () => {
    expect(cubeClick(legal, 1, 1, 2)).toBe('move 2');
    expect(cubeClick(legal, 1, 1, 1)).toBeNull();
    expect(cubeClick(legal, 1, 0, 2)).toBeNull();
    expect(cubeClick(legal, null, 1, 2)).toBeNull();
  });

  it('a click on the ball’s cell places when placing is legal', () => {
    expect(cellClick(legal, 'b2', 'b2')).toBe('place');
    expect(cellClick(legal, 'b2', 'a1')).toBeNull();
    expect(cellClick(['pass'], 'b2', 'b2')).toBeNull();
    expect(cellClick(legal, null, 'b2')).toBeNull();
  });

  it('a throw is aimed only in the throw phase while passing is legal (CB-8)', () => {
    expect(canThrow(['pass'], true)).toBe(true);
    expect(canThrow([], true)).toBe(false);
    expect(canThrow(['pass', 'place'], false)).toBe(false);
  });
});

describe('the log', () => {
  it('reads throws and words back, anything else as text', () => {
    expect(readLogged('throw o=-5 v=1,2,-3 w=4,0,-6')).toEqual({
      kind: 'throw',
      t: { offset: -5, v: [1, 2, -3], w: [4, 0, -6] },
    });
    expect(readLogged('move 3')).toEqual({ kind: 'move', n: 3 });
    expect(readLogged('place')).toEqual({ kind: 'place' });
    expect(readLogged('resign')).toEqual({ kind: 'other', text: 'resign' });
  });

  it('replays the first new entry when it is a throw', () => {
    const log = [{ text: 'throw o=0 v=0,1,0 w=0,0,0' }, { text: 'place' }, { text: 'pass' }];
    expect(throwToReplay(0, log)).toBe(0);
    expect(throwToReplay(1, log)).toBeNull();
    expect(throwToReplay(3, log)).toBeNull();
  });
});

describe('reading the view', () => {
  beforeAll(async () => {
    await cubiko.load?.();
  });

  it('rejects malformed views without throwing', () => {
    expect(readCubikoView(null)).toBeNull();
    expect(readCubikoView({ options: { players: 5 } })).toBeNull();
    const good = cubiko.view(newState({ players: 3 }), 0);
    expect(
      readCubikoView({ ...(good as object), cubes: [{ owner: 0, n: 4, p: [0, 0, 0], q: [0, 0, 0, 1] }] }),
    ).toBeNull();
    expect(readCubikoView({ ...(good as object), phase: { placement: 'z9' } })).toBeNull();
  });

  it('a fresh 3-player game: everyone’s 3 cubes in reserve, seat 0 to throw', () => {
    const t = readCubikoView(cubiko.view(newState({ players: 3, scoring: 'points', target: 5 }), 'spectator'));
    expect(t?.players).toBe(3);
    expect(t?.reserves).toEqual([
      [1, 2, 3],
      [1, 2, 3],
      [1, 2, 3],
    ]);
    expect([t?.scoring, t?.target, t?.ballCell, t?.cubes.length]).toEqual(['points', 5, null, 0]);
    expect([sideOf(3, 2), sideOf(2, 1), sideOf(4, 3)]).toEqual([2, 2, 3]);
  });

  it('after a counted throw and a place, the cube stands in the ball’s cell (golden throw 1, exact)', () => {
    const s = newState({ players: 2, precision: 'exact' });
    cubiko.play(s, unwrap(cubiko.parseMove(s, 'throw o=0 v=0,1000,-750 w=0,0,0')));
    const mid = readCubikoView(cubiko.view(s, 0));
    expect(mid?.ballCell).not.toBeNull();
    cubiko.play(s, { type: 'place' });
    const after = readCubikoView(cubiko.view(s, 1));
    expect(after?.cubes).toHaveLength(1);
    expect(after?.cubes[0]?.cell).toBe(mid?.ballCell);
    expect(after && cubesIn(after, mid?.ballCell ?? '').map((c) => [c.owner, c.n])).toEqual([[0, 1]]);
    expect(after?.reserves).toEqual([
      [2, 3],
      [1, 2, 3],
    ]);
  });
});

describe('replaying a told throw', () => {
  it('re-simulates from the view it started from: the ball leaves the thrower’s release point (CB-4)', async () => {
    const mod = await loadCubiko();
    const s = newState({ players: 2, precision: 'exact' });
    const t = { offset: 0, v: [0, 1000, -750] as const, w: [0, 0, 0] as const };
    const south = trajectory(mod, cubiko.view(s, 'spectator') as Record<string, unknown>, t);
    // Seat 0 sits south: release at (offset, −450, 250); the first frame is at most 8 steps later (≤ 34 mm at 1 m/s).
    const first = south?.[0]?.ball?.p ?? [9e9, 9e9, 9e9];
    expect(Math.hypot(first[0] - 0, first[1] + 450, first[2] - 250)).toBeLessThan(40);
    const times = (south ?? []).map((f) => f.t);
    expect(times.length).toBeGreaterThan(10);
    expect(times.every((x, i) => i === 0 || x > (times[i - 1] ?? 0))).toBe(true);
    // The same throw by the north seat (2 players) starts from the opposite edge.
    s.toMove = 1;
    const north = trajectory(mod, cubiko.view(s, 'spectator') as Record<string, unknown>, t);
    const n0 = north?.[0]?.ball?.p ?? [9e9, 9e9, 9e9];
    expect(Math.hypot(n0[0], n0[1] - 450, n0[2] - 250)).toBeLessThan(40);
  });

  it('gives nothing for a view it cannot rebuild', async () => {
    const mod = await loadCubiko();
    expect(trajectory(mod, { options: {} }, { offset: 0, v: [0, 1, 0], w: [0, 0, 0] })).toBeNull();
  });
});

describe('a logged throw’s result (CB-9, CB-11, CB-12)', () => {
  const t = 'throw o=0 v=0,998,-752 w=0,0,0';
  const log = [
    { seat: 0, text: t },
    { seat: 0, text: 'place' },
    { seat: 1, text: t },
    { seat: 0, text: t },
  ];
  it('reads the ball’s cell from the view seen after the throw', () => {
    expect(throwResult(log, 0, 'b2')).toEqual({ counted: true, cell: 'b2' });
  });
  it('without that view: counted when the thrower answered next, missed when the next seat moved', () => {
    expect(throwResult(log, 0, undefined)).toEqual({ counted: true, cell: null });
    expect(throwResult(log, 2, undefined)).toEqual({ counted: false });
  });
  it('the last throw: missed when the view after it is back in the throw phase, unknown without a view', () => {
    expect(throwResult(log, 3, null)).toEqual({ counted: false });
    expect(throwResult(log, 3, undefined)).toBeNull();
  });
  it('is null for anything but a throw', () => {
    expect(throwResult(log, 1, 'b2')).toBeNull();
    expect(throwResult(log, 9, 'b2')).toBeNull();
  });
});
