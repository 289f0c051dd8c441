import { type Json, Rng, unwrap } from '@ludotheque/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { AIM_ERROR, aimFor, cellValue, execute, progress, targetOf } from './bot.js';
import { AIMS } from './fixtures/aims.js';
import { cubiko, fromSetup } from './index.js';
import { loadPhysics } from './physics.js';
import type { Throw } from './types.js';

beforeAll(() => loadPhysics());

const at = (owner: number, n: number, x: number, y: number): Json => ({ owner, n, p: [x, y, 81], q: [0, 0, 0, 1] });
const C = 245 / 3;

describe('bot knowledge', () => {
  it('the landing table has one legal throw for each of the 9 cells', () => {
    expect(AIMS).toHaveLength(9);
    const s = cubiko.setup(unwrap(cubiko.parseOptions({ players: 4 })), Rng.seeded('b'));
    for (const seat of [0, 1, 2, 3]) {
      s.toMove = seat;
      for (let cell = 0; cell < 9; cell++) {
        const t = aimFor(s, cell);
        expect(t).not.toBeNull();
        if (t) expect(cubiko.isLegal(s, t)).toBe(true);
      }
    }
  });
  it('progress counts the most cubes in one cell or one line (CB-15)', () => {
    expect(progress([])).toBe(0);
    expect(progress([0, 8])).toBe(2); // the diagonal
    expect(progress([0, 5])).toBe(1);
    expect(progress([4, 4])).toBe(2);
  });
  it('the completing cell is the most valuable target; candidates are legal and end with pass', () => {
    const base = cubiko.toSetup(cubiko.setup(unwrap(cubiko.parseOptions({})), Rng.seeded('b'))) as Record<string, Json>;
    const s = unwrap(fromSetup({ ...base, cubes: [at(0, 1, -C, -C), at(0, 2, 0, 0)], reserves: [[3], [1, 2, 3]] }));
    const values = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((c) => cellValue(s, c));
    expect(Math.max(...values)).toBe(values[8]); // c3 completes the a1–c3 diagonal
    const cands = cubiko.bot?.candidateMoves?.(s, Rng.seeded('c')) ?? [];
    // The pass is the throw phase's listed move (CB-14): the search has it once, not again among the candidates.
    expect(cands.filter((m) => m.type === 'pass')).toEqual([]);
    expect(cands).toHaveLength(4);
    expect(cands[0]).toEqual(aimFor(s, 8));
    for (const m of cands) expect(cubiko.isLegal(s, m)).toBe(true);
  });
  it('a counted throw is worth more to the thrower than the same board in the throw phase (CB-11)', () => {
    const base = cubiko.toSetup(cubiko.setup(unwrap(cubiko.parseOptions({})), Rng.seeded('b'))) as Record<string, Json>;
    const board = { ...base, cubes: [at(0, 1, -C, -C), at(0, 2, 0, 0)], reserves: [[3], [1, 2, 3]] };
    const throwing = unwrap(fromSetup(board));
    const landedFar = unwrap(fromSetup({ ...board, phase: { placement: 'a3' } })); // two of a line, as before
    const landedWin = unwrap(fromSetup({ ...board, phase: { placement: 'c3' } })); // completes the diagonal
    const mine = (st: typeof throwing) => cubiko.bot?.evaluate?.(st)[0] ?? Number.NaN;
    expect(mine(landedWin)).toBeGreaterThan(mine(landedFar));
    expect(mine(landedWin)).toBeGreaterThan(mine(throwing));
    expect(mine(landedFar)).toBeGreaterThanOrEqual(mine(throwing));
  });
});

describe('levels: aim error (issue 7) and the aimed cell', () => {
  const s = cubiko.setup(unwrap(cubiko.parseOptions({ players: 3 })), Rng.seeded('lv'));
  it('targetOf names the cell of each landing-table throw, for every seat; null for anything else', () => {
    for (const seat of [0, 1, 2]) {
      s.toMove = seat;
      for (let cell = 0; cell < 9; cell++) expect(targetOf(s, aimFor(s, cell) as Throw)).toBe(cell);
    }
    const a = aimFor(s, 4) as Throw;
    expect(targetOf(s, { ...a, v: [a.v[0] + 1, a.v[1], a.v[2]] })).toBeNull();
    expect(targetOf(s, { type: 'pass' })).toBeNull();
    expect(targetOf(s, { type: 'place' })).toBeNull();
  });
  it('hard throws as aimed; easy and medium add a seeded integer error within their bound (CB-5 kept)', () => {
    s.toMove = 0;
    const aim = aimFor(s, 4) as Throw;
    expect(execute(s, aim, 'hard', Rng.seeded(1))).toBe(aim);
    for (const level of ['easy', 'medium'] as const) {
      const rng = Rng.seeded(level);
      const errors = Array.from({ length: 200 }, () => {
        const t = execute(s, aim, level, rng) as Throw;
        expect(cubiko.isLegal(s, t)).toBe(true);
        expect(t.offset).toBe(aim.offset);
        expect(t.w).toEqual(aim.w);
        return t.v.map((c, i) => c - (aim.v[i] as number));
      }).flat();
      expect(errors.every((e) => Number.isInteger(e) && Math.abs(e) <= AIM_ERROR[level])).toBe(true);
      // Uniform over [-E, E]: the largest errors drawn come close to the bound, so the level really misses.
      expect(Math.max(...errors.map(Math.abs))).toBeGreaterThan(AIM_ERROR[level] * 0.9);
      expect(execute(s, aim, level, Rng.seeded('same'))).toEqual(execute(s, aim, level, Rng.seeded('same')));
    }
    expect(AIM_ERROR.easy).toBeGreaterThan(AIM_ERROR.medium);
  });
  it('never touches other moves, nor pushes a throw beyond CB-5 (it is then thrown as aimed)', () => {
    for (const m of [{ type: 'pass' }, { type: 'place' }, { type: 'move', n: 2 }] as const) {
      expect(execute(s, m, 'easy', Rng.seeded(2))).toBe(m);
    }
    const fastest: Throw = { type: 'throw', offset: 0, v: [0, 6000, 0], w: [0, 0, 0] };
    const rng = Rng.seeded(3);
    for (let i = 0; i < 50; i++) expect(cubiko.isLegal(s, execute(s, fastest, 'easy', rng))).toBe(true);
  });
});
