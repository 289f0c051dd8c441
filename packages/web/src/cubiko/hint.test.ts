import { describe, expect, it } from 'vitest';
import { aimOfThrow } from './hint.js';
import { throwOf, throwText } from './model.js';

describe('a suggested throw shown as an aim', () => {
  it('reads a straight throw: v = (0, 1000, -1000) is 45° down at 1414 mm/s', () => {
    const aim = aimOfThrow('throw o=20 v=0,1000,-1000 w=3000,0,0');
    expect(aim?.offset).toBe(20);
    expect(aim?.yaw).toBeCloseTo(0);
    expect(aim?.lift).toBeCloseTo(-45);
    expect(aim?.speed).toBe(1414);
    expect(aim?.spin).toBe(3000);
  });

  it('gives back the same throw once aimed again (within rounding)', () => {
    const text = 'throw o=-40 v=300,1100,-800 w=0,0,0';
    const aim = aimOfThrow(text);
    if (!aim) throw new Error('not read');
    const again = throwOf(aim);
    expect(again.offset).toBe(-40);
    for (const [i, v] of [300, 1100, -800].entries()) expect(Math.abs((again.v[i] ?? 0) - v)).toBeLessThanOrEqual(1);
    expect(throwText(again)).toMatch(/^throw o=-40 /);
  });

  it('is null for a move that is not a throw', () => {
    expect(aimOfThrow('place')).toBeNull();
    expect(aimOfThrow('move 2')).toBeNull();
    expect(aimOfThrow(null)).toBeNull();
  });
});
