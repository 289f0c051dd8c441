import { describe, expect, it } from 'vitest';
import { arrowOf, type Spot, stepGrid, stepList } from './roving.js';

describe('stepGrid: a board walked with the arrows', () => {
  const square = { cols: 7, rows: 7 };
  it('moves one cell per arrow, rows counted from the top of the screen', () => {
    expect(stepGrid(square, { x: 3, y: 3 }, 'up')).toEqual({ x: 3, y: 2 });
    expect(stepGrid(square, { x: 3, y: 3 }, 'down')).toEqual({ x: 3, y: 4 });
    expect(stepGrid(square, { x: 3, y: 3 }, 'left')).toEqual({ x: 2, y: 3 });
    expect(stepGrid(square, { x: 3, y: 3 }, 'right')).toEqual({ x: 4, y: 3 });
  });
  it('stays put at an edge', () => {
    expect(stepGrid(square, { x: 0, y: 0 }, 'left')).toEqual({ x: 0, y: 0 });
    expect(stepGrid(square, { x: 6, y: 6 }, 'down')).toEqual({ x: 6, y: 6 });
  });
  it('Home and End go to the ends of the row', () => {
    expect(stepGrid(square, { x: 3, y: 5 }, 'first')).toEqual({ x: 0, y: 5 });
    expect(stepGrid(square, { x: 3, y: 5 }, 'last')).toEqual({ x: 6, y: 5 });
  });
  // A plus-shaped board of 5×5 without its four 2×2 corners (Superpion's cross in small, SP-1).
  const cross = { cols: 5, rows: 5, has: ({ x, y }: Spot) => !((x < 2 || x > 2) && (y < 2 || y > 2)) };
  it('passes over spots that hold no cell and stops when only holes are left', () => {
    expect(stepGrid(cross, { x: 2, y: 0 }, 'left')).toEqual({ x: 2, y: 0 }); // only corners to the left
    expect(stepGrid(cross, { x: 0, y: 2 }, 'up')).toEqual({ x: 0, y: 2 });
    expect(stepGrid(cross, { x: 2, y: 2 }, 'up')).toEqual({ x: 2, y: 1 });
    expect(stepGrid(cross, { x: 0, y: 2 }, 'last')).toEqual({ x: 4, y: 2 });
    expect(stepGrid(cross, { x: 2, y: 0 }, 'first')).toEqual({ x: 2, y: 0 }); // the row's only cell
  });
  it('jumps a gap to the next cell beyond it', () => {
    const gap = { cols: 5, rows: 1, has: ({ x }: Spot) => x !== 2 };
    expect(stepGrid(gap, { x: 1, y: 0 }, 'right')).toEqual({ x: 3, y: 0 });
  });
});

describe('stepList: a row of controls', () => {
  it('steps with the arrows of both axes and wraps at the ends', () => {
    expect(stepList(4, 0, 'ArrowRight')).toBe(1);
    expect(stepList(4, 0, 'ArrowDown')).toBe(1);
    expect(stepList(4, 0, 'ArrowLeft')).toBe(3);
    expect(stepList(4, 3, 'ArrowRight')).toBe(0);
    expect(stepList(4, 2, 'Home')).toBe(0);
    expect(stepList(4, 1, 'End')).toBe(3);
  });
  it('passes over items that cannot act, and gives null when none can', () => {
    const enabled = (i: number) => i !== 1 && i !== 3;
    expect(stepList(4, 0, 'ArrowRight', enabled)).toBe(2);
    expect(stepList(4, 2, 'ArrowRight', enabled)).toBe(0);
    expect(stepList(4, 0, 'End', enabled)).toBe(2);
    expect(stepList(4, 0, 'ArrowRight', () => false)).toBeNull();
  });
  it('ignores other keys and empty lists', () => {
    expect(stepList(4, 0, 'Enter')).toBeNull();
    expect(stepList(0, 0, 'ArrowRight')).toBeNull();
    expect(arrowOf('a')).toBeNull();
  });
});
