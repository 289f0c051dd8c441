import { pointsOfCells } from '@ludotheque/cubiko';
import { describe, expect, it } from 'vitest';
import { endReason, shapeOf } from './end.js';
import { type CubikoTable, readCubikoView } from './view.js';

/**
 * A final view written by hand (CB-N2's keys): `cells[seat]` names where each of the seat's cubes stands (null in
 * reserve); the poses do not matter to the end screen, only the cells the rules read from them.
 */
function table(
  options: { scoring?: 'basic' | 'points'; target?: number; configurations?: number | null },
  cells: (string | null)[][],
  extra: { scores?: number[]; configurations?: number[]; quiet?: number } = {},
): CubikoTable {
  const players = cells.length;
  const cubes = cells.flatMap((row, owner) =>
    row.flatMap((c, k) => (c === null ? [] : [{ owner, n: k + 1, p: [0, 0, 81], q: [0, 0, 0, 1] }])),
  );
  const t = readCubikoView({
    options: { players, precision: 'exact', scoring: 'basic', target: 9, configurations: null, ...options },
    cubes,
    cells,
    reserves: cells.map((row) => row.flatMap((c, k) => (c === null ? [k + 1] : []))),
    scores: extra.scores ?? Array(players).fill(0),
    configurations: extra.configurations ?? Array(players).fill(0),
    quiet: extra.quiet ?? 0,
    toMove: 0,
    phase: 'throw',
    outcome: { scores: [], ranks: [] },
  });
  if (!t) throw new Error('bad test view');
  return t;
}

const points = (cells: readonly number[]) => pointsOfCells(cells);

describe('the end screen’s reason', () => {
  it('names the winner’s configuration under the basic rule, with its shape and cells (CB-15, CB-16)', () => {
    const cases: [(string | null)[], string][] = [
      [['c3', 'a1', 'b2'], 'diagonal'],
      [['a3', 'c1', 'b2'], 'diagonal'],
      [['b1', 'b3', 'b2'], 'column'],
      [['a2', 'c2', 'b2'], 'row'],
      [['a1', 'b1', 'c1'], 'row'],
      [['c3', 'c3', 'c3'], 'oneCell'],
    ];
    for (const [mine, shape] of cases) {
      const t = table({}, [['a1', null, null], mine]);
      expect(endReason(t, [2, 1], points)).toEqual({
        kind: 'configuration',
        seat: 1,
        shape,
        cells: [...(mine as string[])].sort(),
      });
    }
  });

  it('says "left" when the winner holds no configuration (the other resigned or left)', () => {
    expect(
      endReason(
        table({}, [
          ['a1', 'b2', null],
          ['a1', 'c2', 'b3'],
        ]),
        [2, 1],
        points,
      ),
    ).toEqual({ kind: 'left' });
    expect(
      endReason(
        table({}, [
          [null, null, null],
          [null, null, null],
        ]),
        [1, 1],
        points,
      ),
    ).toEqual({ kind: 'left' });
  });

  it('names the points target or the configurations goal reached (CB-17)', () => {
    const byTarget = table(
      { scoring: 'points', target: 9 },
      [
        [null, null, null],
        ['a1', null, null],
      ],
      {
        scores: [10, 4],
      },
    );
    expect(endReason(byTarget, [1, 2], points)).toEqual({ kind: 'target', seat: 0, score: 10 });
    const byCount = table(
      { scoring: 'points', configurations: 2 },
      [
        [null, null, null],
        [null, null, null],
      ],
      {
        scores: [3, 5],
        configurations: [1, 2],
      },
    );
    expect(endReason(byCount, [2, 1], points)).toEqual({ kind: 'configurations', seat: 1, count: 2 });
  });

  it('names the guard when 30 turns per player passed without a configuration, drawn or not (CB-18)', () => {
    const t = table(
      {},
      [
        ['a1', null, null],
        ['a1', 'b1', null],
        [null, null, null],
      ],
      { quiet: 90 },
    );
    expect(endReason(t, [2, 1, 3], points)).toEqual({ kind: 'guard', turns: 90 });
    const drawn = table(
      {},
      [
        [null, null, null],
        [null, null, null],
      ],
      { quiet: 60 },
    );
    expect(endReason(drawn, [1, 1], points)).toEqual({ kind: 'guard', turns: 60 });
  });

  it('reads shapes from cell indices (a1 = 0 … c3 = 8, files across)', () => {
    expect([shapeOf([4, 4, 4]), shapeOf([6, 7, 8]), shapeOf([2, 5, 8]), shapeOf([2, 4, 6])]).toEqual([
      'oneCell',
      'row',
      'column',
      'diagonal',
    ]);
  });
});
