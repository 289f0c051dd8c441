import { type Json, type Rng, unwrap } from '@ludotheque/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { cubiko, fromSetup, pointsOfCells, spotsOf, toSetup } from './index.js';
import { loadPhysics } from './physics.js';
import { configurationPoints, cubeCell } from './rules.js';
import type { CubikoState, Throw } from './types.js';

beforeAll(() => loadPhysics());

/** A cube resting axis-aligned on the fabric at (x, y) mm. */
const at = (owner: number, n: number, x: number, y: number): Json => ({ owner, n, p: [x, y, 81], q: [0, 0, 0, 1] });
const C = 245 / 3; // cell pitch

function state(cubes: Json[], extra: Record<string, Json> = {}, players = 2): CubikoState {
  const inPlay = new Set(cubes.map((c) => `${(c as { owner: number }).owner}/${(c as { n: number }).n}`));
  const reserves = Array.from({ length: players }, (_, o) => [1, 2, 3].filter((n) => !inPlay.has(`${o}/${n}`)));
  return unwrap(
    fromSetup({
      game: 'cubiko',
      options: { players, precision: 'exact', scoring: 'basic', target: 9, configurations: null },
      cubes,
      reserves,
      scores: Array(players).fill(0),
      configurations: Array(players).fill(0),
      quiet: 0,
      toMove: 0,
      phase: 'throw',
      outcome: null,
      rng: 'seed',
      ...extra,
    }),
  );
}

describe('CB-5: throws out of bounds or not integers are refused and change nothing', () => {
  const bad: Throw[] = [
    { type: 'throw', offset: 301, v: [0, 1000, 0], w: [0, 0, 0] },
    { type: 'throw', offset: 0, v: [0, 6000, 1], w: [0, 0, 0] },
    { type: 'throw', offset: 0, v: [0, 1000, 0], w: [0, 200_001, 0] },
    { type: 'throw', offset: 0.5, v: [0, 1000, 0], w: [0, 0, 0] },
    { type: 'throw', offset: 0, v: [0, 1000.25, 0], w: [0, 0, 0] },
  ];
  it('isLegal refuses each; the limits themselves are legal', () => {
    const s = state([]);
    const before = JSON.stringify(toSetup(s));
    for (const t of bad) expect(cubiko.isLegal(s, t)).toBe(false);
    expect(cubiko.isLegal(s, { type: 'throw', offset: -300, v: [0, 6000, 0], w: [200_000, -200_000, 0] })).toBe(true);
    expect(JSON.stringify(toSetup(s))).toBe(before);
  });
  it('parseMove refuses non-integers and out-of-bounds values with a clear error', () => {
    const s = state([]);
    const r1 = cubiko.parseMove(s, 'throw o=0 v=0,1000.5,0 w=0,0,0');
    expect(r1.ok ? '' : r1.error.kind).toBe('notation');
    const r2 = cubiko.parseMove(s, 'throw o=400 v=0,1000,0 w=0,0,0');
    expect(r2.ok ? '' : r2.error.message).toMatch(/±300/);
    const r3 = cubiko.parseMove(s, 'throw o=0 v=5000,5000,0 w=0,0,0');
    expect(r3.ok ? '' : r3.error.message).toMatch(/6000/);
    expect(unwrap(cubiko.parseMove(s, 'throw o=-3 v=1,2,-3 w=0,5,0'))).toEqual({
      type: 'throw',
      offset: -3,
      v: [1, 2, -3],
      w: [0, 5, 0],
    });
  });
  it('a throw in the placement phase is illegal; place/move/pass in the throw phase are not offered', () => {
    const s = state([], { phase: { placement: 'b2' } });
    expect(cubiko.isLegal(s, { type: 'throw', offset: 0, v: [0, 1000, 0], w: [0, 0, 0] })).toBe(false);
    expect(cubiko.legalMoves(s).map((m) => cubiko.formatMove(s, m))).toEqual(['pass', 'place']);
    expect(cubiko.legalMoves(state([])).map((m) => cubiko.formatMove(s, m))).toEqual(['pass']);
  });
});

describe('CB-6: skill noise', () => {
  /** An independent rendering of CB-6 with BigInt: S = isqrt, three draws per component, trunc division. */
  function naive(t: Throw, p: bigint, rng: Rng): number[] {
    const v = t.v.map(BigInt);
    const sq = v.reduce((a, x) => a + x * x, 0n);
    let s = 0n;
    while ((s + 1n) * (s + 1n) <= sq) s++;
    return v.map((c) => {
      const u = BigInt(rng.int(-1000, 1000) + rng.int(-1000, 1000) + rng.int(-1000, 1000));
      return Number(c + (s * p * u) / 1_000_000n); // BigInt division truncates toward zero
    });
  }
  it('publicMove tells the effective throw, the same as a BigInt rendering of the rule, and play uses it', () => {
    for (const [precision, p] of [
      ['steady', 20n],
      ['shaky', 50n],
    ] as const) {
      const s = unwrap(
        cubiko.fromSetup({
          ...(toSetup(state([])) as Record<string, Json>),
          options: { players: 2, precision, scoring: 'basic', target: 9, configurations: null },
        }),
      );
      const t: Throw = { type: 'throw', offset: 12, v: [-333, 1234, -777], w: [1, 2, 3] };
      const expected = naive(t, p, s.rng.clone());
      expect(cubiko.publicMove(s, t, 'spectator')).toBe(`throw o=12 v=${expected.join(',')} w=1,2,3`);
      const rng = s.rng.clone();
      for (let i = 0; i < 9; i++) rng.int(-1000, 1000);
      cubiko.play(s, t);
      expect(s.rng.save()).toBe(rng.save()); // exactly nine draws, all of the noise
    }
  });
  it('exact precision draws nothing', () => {
    const s = state([]);
    const t: Throw = { type: 'throw', offset: 0, v: [0, 100, 0], w: [0, 0, 0] };
    expect(cubiko.publicMove(s, t, 0)).toBe(cubiko.formatMove(s, t));
    const before = s.rng.save();
    cubiko.play(s, t);
    expect(s.rng.save()).toBe(before);
  });
});

describe('CB-11: placing and moving', () => {
  it('spots: the centre first, then reading order from seat 0', () => {
    const sp = spotsOf(4).map(([x, y]) => [Math.round(x), Math.round(y)]);
    expect(sp).toEqual([
      [0, 0],
      [-26, 26],
      [0, 26],
      [26, 26],
      [-26, 0],
      [26, 0],
      [-26, -26],
      [0, -26],
      [26, -26],
    ]);
  });
  it('place: the lowest reserve cube goes to the first free spot; other players’ cubes in the cell are evicted', () => {
    // Seat 0 has cube 1 at b2's centre; seat 1 has cube 2 in b2 off-centre and cube 1 in a1.
    const s = state([at(0, 1, 0, 0), at(1, 2, 26, -26), at(1, 1, -C, -C)], { phase: { placement: 'b2' } });
    cubiko.play(s, { type: 'place' });
    expect(s.cubes[1]?.[1]).toBeNull(); // evicted to the reserve
    expect(s.cubes[1]?.[0]).not.toBeNull(); // a1 untouched
    const own = s.cubes[0]?.[0];
    expect(own && cubeCell(own)).toBe(4); // never the mover's own
    const placed = s.cubes[0]?.[1];
    expect(placed && [Math.round(placed.p[0]), Math.round(placed.p[1])]).toEqual([-26, 26]); // centre taken
    expect(s.toMove).toBe(1);
  });
  it('move: one of your cubes in play elsewhere moves in, evicting nobody', () => {
    const s = state([at(0, 1, -C, -C), at(1, 1, 0, 0)], { phase: { placement: 'b2' } });
    expect(cubiko.legalMoves(s).map((m) => cubiko.formatMove(s, m))).toEqual(['move 1', 'pass', 'place']);
    cubiko.play(s, { type: 'move', n: 1 });
    const moved = s.cubes[0]?.[0];
    expect(moved && cubeCell(moved)).toBe(4);
    expect(s.cubes[1]?.[0]).not.toBeNull();
  });
  it('a cube already in the cell may not move there', () => {
    const s = state([at(0, 1, 0, 0)], { phase: { placement: 'b2' } });
    expect(cubiko.isLegal(s, { type: 'move', n: 1 })).toBe(false);
  });
});

describe('CB-15 … CB-17: configurations and points', () => {
  it('points by hand: one cell 1, edge lines 2, middle lines 3, diagonals 4, anything else 0', () => {
    const table: [number[], number][] = [
      [[4, 4, 4], 1],
      [[0, 1, 2], 2],
      [[6, 7, 8], 2],
      [[0, 3, 6], 2],
      [[8, 5, 2], 2],
      [[3, 4, 5], 3],
      [[1, 7, 4], 3],
      [[0, 4, 8], 4],
      [[6, 4, 2], 4],
      [[0, 1, 5], 0],
      [[4, 4, 5], 0],
      [[0, 2, 6], 0],
    ];
    for (const [cells, pts] of table) expect(pointsOfCells(cells)).toBe(pts);
  });
  it('CB-16 basic: a configuration of the mover at the end of their turn wins, even after a pass', () => {
    const s = state([at(0, 1, -C, C), at(0, 2, 0, 0), at(0, 3, C, -C)]);
    expect(configurationPoints(s, 0)).toBe(4);
    cubiko.play(s, { type: 'pass' });
    expect(cubiko.outcome(s)?.ranks).toEqual([1, 2]);
  });
  it('CB-16: only the mover’s configurations are checked', () => {
    const s = state([at(1, 1, -C, C), at(1, 2, 0, 0), at(1, 3, C, -C)]);
    cubiko.play(s, { type: 'pass' });
    expect(cubiko.outcome(s)).toBeNull();
    cubiko.play(s, { type: 'pass' }); // seat 1 keeps its propelled configuration by passing (CB-14)
    expect(cubiko.outcome(s)?.ranks).toEqual([2, 1]);
  });
  it('CB-17 points: the configuration scores, its cubes return to the reserve, play goes on until the target', () => {
    const opts = { players: 2, precision: 'exact', scoring: 'points', target: 5, configurations: null };
    const s = state([at(0, 1, -C, 0), at(0, 2, 0, 0), at(0, 3, C, 0)], { options: opts, scores: [3, 0], quiet: 7 });
    cubiko.play(s, { type: 'pass' });
    expect(s.scores).toEqual([6, 0]); // middle row: 3 points
    expect(s.cubes[0]).toEqual([null, null, null]);
    expect(s.quiet).toBe(0);
    expect(cubiko.outcome(s)).toEqual({ scores: [6, 0], ranks: [1, 2] });
    // Three cubes in one cell, on three of CB-11's spots (26 mm apart: cubes may not overlap, CB-N2).
    const t = state([at(0, 1, 0, 0), at(0, 2, 26, 0), at(0, 3, -26, 0)], { options: opts });
    cubiko.play(t, { type: 'pass' });
    expect(t.scores).toEqual([1, 0]);
    expect(cubiko.outcome(t)).toBeNull();
    expect(t.toMove).toBe(1);
  });
  it('CB-17: with configurations: n the game ends at the n-th configuration', () => {
    const opts = { players: 2, precision: 'exact', scoring: 'points', target: 9, configurations: 2 };
    const s = state([at(0, 1, -C, -C), at(0, 2, -C, 0), at(0, 3, -C, C)], { options: opts, configurations: [1, 0] });
    cubiko.play(s, { type: 'pass' });
    expect(cubiko.outcome(s)).toEqual({ scores: [2, 0], ranks: [1, 2] });
  });
});

describe('CB-18: the guard', () => {
  it('ends the game after 30 × players quiet turns: most cubes in play wins (basic)', () => {
    const s = state([at(1, 1, 0, 0)], { quiet: 59 });
    cubiko.play(s, { type: 'pass' });
    expect(cubiko.outcome(s)?.ranks).toEqual([2, 1]);
    const d = state([], { quiet: 59 });
    cubiko.play(d, { type: 'pass' });
    expect(cubiko.outcome(d)?.ranks).toEqual([1, 1]); // a draw
  });
  it('points first, then cubes in play', () => {
    const opts = { players: 3, precision: 'exact', scoring: 'points', target: 9, configurations: null };
    const s = state([at(1, 1, 0, 0), at(2, 1, C, C)], { options: opts, scores: [2, 2, 1], quiet: 89 }, 3);
    cubiko.play(s, { type: 'pass' });
    expect(cubiko.outcome(s)).toEqual({ scores: [2, 2, 1], ranks: [2, 1, 3] });
  });
});

describe('platform events', () => {
  it('a resigning seat ranks last; after the end events are refused', () => {
    const s = state([], {}, 3);
    expect(cubiko.event(s, { type: 'resign', seat: 1 }).ok).toBe(true);
    expect(cubiko.outcome(s)?.ranks).toEqual([1, 3, 1]);
    const again = cubiko.event(s, { type: 'abandon', seat: 0 });
    expect(again.ok ? '' : again.error.kind).toBe('gameOver');
  });

  it('timeUp (README Decisions): two players, a loss; three, the seat ranks last and a bot plays it on', () => {
    const two = state([], {}, 2);
    expect(cubiko.event(two, { type: 'timeUp', seat: 0 }).ok).toBe(true);
    expect(cubiko.outcome(two)?.ranks).toEqual([2, 1]);
    const s = state([], {}, 3);
    expect(cubiko.event(s, { type: 'timeUp', seat: 1 }).ok).toBe(true);
    expect(cubiko.outcome(s)).toBeNull();
    expect(cubiko.toMove(s)).toBe(0); // the game goes on
    expect(cubiko.event(s, { type: 'timeUp', seat: 1 }).ok).toBe(false);
    const again = unwrap(cubiko.fromSetup(cubiko.toSetup(s)));
    expect(again.timedOut).toEqual([1]);
    // Seat 0 too: only seat 2 has time left, the game ends (basic game: the others tie); first out ranks last.
    expect(cubiko.event(again, { type: 'timeUp', seat: 0 }).ok).toBe(true);
    expect(cubiko.outcome(again)?.ranks).toEqual([2, 3, 1]);
    expect(cubiko.fromSetup({ ...(cubiko.toSetup(two) as object), outcome: null, timedOut: [0] }).ok).toBe(false);
  });
});

describe('CB-N2: setups', () => {
  it('round-trip exactly with float32 shortest decimals', () => {
    const s = state([{ owner: 0, n: 2, p: [0.1, -13.3, 81.25], q: [0, 0, 0.38268343, 0.9238795] }]);
    const j = toSetup(s) as { cubes: { p: number[]; q: number[] }[] };
    expect(j.cubes[0]?.p).toEqual([0.1, -13.3, 81.25]);
    expect(j.cubes[0]?.q).toEqual([0, 0, 0.38268343, 0.9238795]);
    expect(toSetup(unwrap(fromSetup(JSON.parse(JSON.stringify(j)))))).toEqual(j);
  });
  it('refuses a cube off the square, a cube twice, and a reserve that disagrees', () => {
    const base = toSetup(state([])) as Record<string, Json>;
    const bad = [
      {
        ...base,
        cubes: [at(0, 1, 130, 0)],
        reserves: [
          [2, 3],
          [1, 2, 3],
        ],
      },
      {
        ...base,
        cubes: [at(0, 1, 0, 0), at(0, 1, 10, 0)],
        reserves: [
          [2, 3],
          [1, 2, 3],
        ],
      },
      { ...base, cubes: [at(0, 1, 0, 0)] },
    ];
    for (const b of bad) expect(fromSetup(b).ok).toBe(false);
  });
});
