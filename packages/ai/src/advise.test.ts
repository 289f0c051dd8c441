import { describe, expect, it } from 'vitest';
import { adviseMove } from './advise.js';
import { fromBoard, tictactoe } from './fixtures/tictactoe.js';

// Boards are 9 characters row by row from the top left (x moves first; the counts say whose turn it is).
const view = (board: string) => tictactoe.view(fromBoard(board), 0);

describe('adviseMove (a hint from the seat view)', () => {
  it('finds the winning cell and calls the game nearly won', () => {
    // x x . / o o . / . . . — x to move completes the top row on cell 2.
    const r = adviseMove(tictactoe, view('xx.oo....'), 0, 's', 300);
    expect(r.ok && r.value.move).toBe(2);
    expect(r.ok && r.value.winChance).toBeGreaterThan(0.9);
  });

  it('calls a lost position lost for the seat to move', () => {
    // x . x / o x o / . . . — o to move, x threatens cells 1, 6 and 8: o cannot block them all.
    const r = adviseMove(tictactoe, view('x.xoxo...'), 1, 's', 300);
    expect(r.ok && r.value.winChance).toBeLessThan(0.2);
  });

  it('gives the same advice for the same view and seed', () => {
    const a = adviseMove(tictactoe, view('x...o....'), 0, 'seed-1', 50);
    const b = adviseMove(tictactoe, view('x...o....'), 0, 'seed-1', 50);
    expect(a).toEqual(b);
  });

  it('refuses a seat that is not to move and a finished game', () => {
    const notMine = adviseMove(tictactoe, view('x........'), 0, 's', 10);
    expect(!notMine.ok && notMine.error.kind).toBe('notYourTurn');
    const over = adviseMove(tictactoe, view('xxxoo....'), 1, 's', 10);
    expect(!over.ok && over.error.kind).toBe('gameOver');
  });
});
