import { describe, expect, it } from 'vitest';
import { activate, initialUi, keyAction, moveCursor, selectType } from './boardState.js';
import {
  beats,
  cellName,
  formatIntent,
  type LinxTable,
  parseCell,
  parseIntent,
  parseTile,
  playableTypes,
  reach,
  targetsFor,
} from './model.js';
import { roundWinner, sideName } from './results.js';

const table = (cells: [string, string[]][], players = 2): LinxTable => {
  const n = players === 2 ? 4 : 5;
  return {
    players,
    teams: false,
    n,
    frame: 2 * n - 1,
    roundsToWin: 2,
    cells: new Map(cells.map(([c, tiles]) => [c, tiles.map((t) => parseTile(t)!)])),
    hand: ['P', 'R'],
    handSizes: [2, 3],
    pileSizes: [13, 12],
    scores: [0, 0],
    round: 1,
    toMove: 0,
    roundOver: false,
  };
};

describe('Linx notation as the board reads it (LX-N1)', () => {
  it('reads face-up, face-down, pass (with a shown hand) and next', () => {
    expect(parseIntent('R@d4')).toEqual({ kind: 'up', type: 'R', cell: 'd4' });
    expect(parseIntent('S>e5')).toEqual({ kind: 'down', type: 'S', cell: 'e5' });
    expect(parseIntent('pass P,R,S')).toEqual({ kind: 'pass' });
    expect(parseIntent('next')).toEqual({ kind: 'next' });
    for (const bad of ['', 'X@d4', 'R@', 'R-d4', 'r@d4', 'R@d4x']) expect(parseIntent(bad)).toBeNull();
    for (const text of ['R@a1', 'P>i9', 'pass', 'next']) expect(formatIntent(parseIntent(text)!)).toBe(text);
  });

  it('reads tiles as colour letter, type and face (LX-N2)', () => {
    expect(parseTile('yR+')).toEqual({ owner: 0, type: 'R', down: false });
    expect(parseTile('gS-')).toEqual({ owner: 3, type: 'S', down: true });
    expect(parseTile('nP+')).toEqual({ owner: 4, type: 'P', down: false });
    expect(parseTile('xR+')).toBeNull();
  });

  it('names cells of the frame (LX-6) both ways', () => {
    expect(cellName(3, 3)).toBe('d4');
    expect(cellName(8, 8)).toBe('i9');
    expect(parseCell('e5')).toEqual({ col: 4, row: 4 });
    expect(parseCell('5e')).toBeNull();
  });

  it('knows what beats what (LX-3): R beats S, S beats P, P beats R', () => {
    expect(beats('R')).toBe('S');
    expect(beats('S')).toBe('P');
    expect(beats('P')).toBe('R');
  });
});

describe('targets come only from the legal moves given (the board knows no rules)', () => {
  const legal = ['P@c3', 'P@e5', 'P>d4', 'R@c3', 'pass'];
  it('splits a picked type’s cells by face', () => {
    const t = targetsFor(legal, 'P');
    expect([...t.up].sort()).toEqual(['c3', 'e5']);
    expect([...t.down]).toEqual(['d4']);
    expect(targetsFor(legal, 'S').up.size).toBe(0);
    expect(targetsFor(legal, null).up.size).toBe(0);
    expect([...playableTypes(legal)].sort()).toEqual(['P', 'R']);
  });

  it('picks, places on a highlighted cell, refuses elsewhere, and toggles a pick off', () => {
    let ui = initialUi(table([]));
    expect(ui.cursor).toBe('d4');
    expect(selectType(ui, 'S', legal)).toBe(ui); // no S placement: refused
    ui = selectType(ui, 'P', legal);
    expect(ui.selected).toBe('P');
    expect(ui.cursor).toBe('d4'); // already on a target
    expect(activate(ui, 'a1', legal).move).toBeNull();
    expect(activate(ui, 'd4', legal).move).toBe('P>d4');
    const up = activate(ui, 'e5', legal);
    expect(up.move).toBe('P@e5');
    expect(up.ui.selected).toBeNull();
    expect(selectType(ui, 'P', legal).selected).toBeNull();
    expect(activate(initialUi(table([])), 'c3', legal).move).toBeNull(); // nothing picked
  });

  it('walks the cursor inside the frame with arrows, rows growing upward', () => {
    const ui = initialUi(table([]));
    expect(moveCursor(ui, 0, 1, 7).cursor).toBe('d5');
    expect(moveCursor(ui, -9, -9, 7).cursor).toBe('a1');
    expect(moveCursor(ui, 9, 9, 7).cursor).toBe('g7');
    expect(keyAction('ArrowUp')).toEqual({ kind: 'cursor', dCol: 0, dRow: 1 });
    expect(keyAction('f')).toEqual({ kind: 'select', type: 'P' }); // French: feuille
    expect(keyAction('c')).toEqual({ kind: 'select', type: 'S' }); // French: ciseaux
    expect(keyAction('Enter')).toEqual({ kind: 'activate' });
    expect(keyAction('q')).toBeNull();
  });
});

describe('the reachable window (LX-5)', () => {
  it('is the whole frame on an empty board', () => {
    expect(reach(table([]))).toEqual({ minCol: 0, maxCol: 6, minRow: 0, maxRow: 6 });
  });
  it('is every 4×4 window holding the tiles, united (2 players)', () => {
    // Tiles at d4 and e5 (cols 3-4, rows 3-4): windows start at cols 1..3, so cols 1..6 stay reachable.
    expect(
      reach(
        table([
          ['d4', ['yR+']],
          ['e5', ['bS+']],
        ]),
      ),
    ).toEqual({ minCol: 1, maxCol: 6, minRow: 1, maxRow: 6 });
  });
  it('shrinks to one window once the tiles span N (5 with 3 players)', () => {
    const t = table(
      [
        ['c3', ['yR+']],
        ['g7', ['bS+']],
      ],
      3,
    );
    expect(reach(t)).toEqual({ minCol: 2, maxCol: 6, minRow: 2, maxRow: 6 });
  });
});

describe('round results as the end-of-round screen tells them', () => {
  const names = ['Ana', 'Ben', 'Cléo', 'Dan'];
  it('names the side whose score grew (LX-20), or nobody for a drawn round (LX-16)', () => {
    expect(roundWinner([0, 0], [0, 1])).toBe(1);
    expect(roundWinner([1, 0], [1, 0])).toBeNull();
    expect(sideName(table([]), names, 1)).toBe('Ben');
    expect(sideName(table([]), names, null)).toBeNull();
  });
  it('names both team-mates in team mode: seats 1+3 and 2+4 (LX-17)', () => {
    const teams = { ...table([], 4), teams: true };
    expect(sideName(teams, names, 0)).toBe('Ana & Cléo');
    expect(sideName(teams, names, 1)).toBe('Ben & Dan');
  });
});
