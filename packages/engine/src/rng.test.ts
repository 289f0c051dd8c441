import { describe, expect, it } from 'vitest';
import { Rng } from './rng.js';

describe('Rng', () => {
  it('replays the same sequence from the same seed and a saved state', () => {
    const a = Rng.seeded('seed');
    const first = [a.u32(), a.u32()];
    const saved = a.save();
    const next = [a.u32(), a.u32(), a.u32()];
    expect(Rng.seeded('seed').u32()).toBe(first[0]);
    const b = Rng.restore(saved);
    expect([b.u32(), b.u32(), b.u32()]).toEqual(next);
  });

  it('gives different streams to different seeds', () => {
    expect(Rng.seeded('a').u32()).not.toBe(Rng.seeded('b').u32());
    expect(Rng.seeded(1).save()).not.toBe(Rng.seeded(2).save());
  });

  it('hashes text it did not write into a seed', () => {
    expect(Rng.restore('anything').save()).toBe(Rng.seeded('anything').save());
    expect(Rng.restore('0'.repeat(32)).save()).not.toBe('0'.repeat(32));
  });

  it('clones independently', () => {
    const a = Rng.seeded(7);
    const b = a.clone();
    a.u32();
    expect(b.save()).not.toBe(a.save());
    b.copyFrom(a);
    expect(b.save()).toBe(a.save());
  });

  it('draws every value of a small range about equally often', () => {
    const rng = Rng.seeded(42);
    const counts = [0, 0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 70000; i++) counts[rng.below(7)]! += 1;
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(400);
    for (let i = 0; i < 1000; i++) {
      const x = rng.int(-1000, 1000);
      expect(x >= -1000 && x <= 1000 && Number.isInteger(x)).toBe(true);
    }
  });

  it('shuffles into a permutation', () => {
    const xs = Rng.seeded(3).shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect([...xs].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
