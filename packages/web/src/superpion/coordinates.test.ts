import { describe, expect, it } from 'vitest';
import { edgeLabels } from './Coordinates.js';

describe('Superpion board coordinates (SP-1)', () => {
  it('names files a–n left to right and ranks 14–1 top to bottom with blue at the bottom', () => {
    const { columns, rows } = edgeLabels(0);
    expect(columns.join('')).toBe('abcdefghijklmn');
    expect(rows).toEqual(['14', '13', '12', '11', '10', '9', '8', '7', '6', '5', '4', '3', '2', '1']);
  });
  it('turns with the board: red (west) at the bottom puts the ranks along the bottom edge', () => {
    const { columns, rows } = edgeLabels(1);
    // Red's camp is files a–c; seen from behind its back line (file a), rank 14 is on its left.
    expect(columns[0]).toBe('14');
    expect(columns[13]).toBe('1');
    expect(rows[13]).toBe('a');
    expect(rows[0]).toBe('n');
    expect(edgeLabels(2).columns.join('')).toBe('nmlkjihgfedcba');
  });
});
