import { describe, expect, it } from 'vitest';
import { cubesIn } from '../../cubiko/view.js';
import { stillOf } from './cubikoStill.js';

/** What each picture must show, read by hand from the tutorial's step setups (`packages/cubiko/src/tutorial.ts`). */
const where = (step: string) => {
  const table = stillOf(step);
  if (!table) throw new Error(`no picture for ${step}`);
  const held = ['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3']
    .map((cell) => [cell, cubesIn(table, cell).map((c) => `${c.owner}:${c.n}`)] as const)
    .filter(([, cubes]) => cubes.length > 0);
  return { held: Object.fromEntries(held), ball: table.ballCell, reserves: table.reserves };
};

describe('Cubiko still pictures (no physics)', () => {
  it('bump: blue cube 1 in b2, the ball in b2 (CB-11)', () => {
    expect(where('bump')).toEqual({
      held: { b2: ['1:1'] },
      ball: 'b2',
      reserves: [
        [1, 2, 3],
        [2, 3],
      ],
    });
  });

  it('line: red cubes 1 and 2 on the diagonal a1, b2, the ball in c3 (CB-15, CB-16)', () => {
    expect(where('line')).toEqual({ held: { a1: ['0:1'], b2: ['0:2'] }, ball: 'c3', reserves: [[3], [1, 2, 3]] });
  });

  it('pass: the red column a1, a2, a3 in the throw phase (CB-14, CB-16)', () => {
    expect(where('pass')).toEqual({
      held: { a1: ['0:1'], a2: ['0:2'], a3: ['0:3'] },
      ball: null,
      reserves: [[], [1, 2, 3]],
    });
  });

  it('a cube at the spot right of a cell centre stays in that cell (three: both red cubes in b2)', () => {
    expect(where('three').held).toEqual({ b2: ['0:1', '0:2'] });
  });

  it('an unknown step draws nothing', () => {
    expect(stillOf('nope')).toBeNull();
  });
});
