import { beforeAll, describe, expect, it } from 'vitest';
import { loadPhysics } from './physics.js';
import { GOLDEN_THROWS, worldHash } from './replay.js';

beforeAll(() => loadPhysics());

describe('golden world (CB-7 determinism)', () => {
  it('the fixed throws give the frozen hash of every cube pose and the frozen cells', () => {
    // Frozen from the first run, and checked equal in headless Chromium by scripts/chromium-golden.ts (the same
    // simulation bundled for the browser): a change here means the physics or the rules changed.
    expect(GOLDEN_THROWS).toHaveLength(6);
    const g = worldHash();
    expect(g.counted).toEqual([true, true, true, true, true, true]);
    expect(g.cells).toEqual(['b3', 'b3', null, 'b2', 'b2', 'b1']);
    expect(g.hash).toBe('acd1eb9d');
  });
});
