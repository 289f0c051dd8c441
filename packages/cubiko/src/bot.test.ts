import { type Json, Rng, unwrap } from '@ludotheque/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { aimFor, cellValue, progress } from './bot.js';
import { AIMS } from './fixtures/aims.js';
import { cubiko, fromSetup } from './index.js';
import { loadPhysics } from './physics.js';

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
    expect(cands.at(-1)).toEqual({ type: 'pass' });
    expect(cands[0]).toEqual(aimFor(s, 8));
    for (const m of cands) expect(cubiko.isLegal(s, m)).toBe(true);
  });
});
