import type { AnyGame } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { fromBoard, tictactoe } from './fixtures/tictactoe.js';
import { forcedWin, losingFirstMoves, winsWith } from './puzzle.js';

const game = tictactoe as unknown as AnyGame;

describe('forced-win search for puzzles', () => {
  it('finds a win at once (X completes the top row at c2)', () => {
    expect(forcedWin(game, [fromBoard('xx.oo....')], 0, 1)).toEqual({ move: 'c2' });
  });

  // X at c0, c4; O at c1, c8; X to move. No line can be completed at once (c0-c4-c8 is blocked). By hand: c3 forks
  // c3-c4-c5 and c0-c3-c6, c6 forks c2-c4-c6 and c0-c3-c6; c2 and c5 make one threat, which O blocks; c7 none.
  const fork = fromBoard('xo..x...o');

  it('finds no win in 1 but a win in 2 turns answering every reply', () => {
    expect(forcedWin(game, [fork], 0, 1)).toBeNull();
    const tree = forcedWin(game, [fork], 0, 2);
    // Moves are tried in cell order: c2 fails, c3 is the first fork.
    expect(tree?.move).toBe('c3');
    // O has four cells left after c3; every one is answered by a winning X move.
    expect(Object.keys(tree?.replies ?? {}).sort()).toEqual(['c2', 'c5', 'c6', 'c7']);
  });

  it('names the tempting wrong first moves', () => {
    expect(losingFirstMoves(game, [fork], 0, 2)?.sort()).toEqual(['c2', 'c5', 'c7']);
    expect(winsWith(game, [fork], 0, 'c5', 2)).toBeNull();
    expect(winsWith(game, [fork], 0, 'c6', 2)?.move).toBe('c6');
  });

  it('requires the same move to work in every state given', () => {
    // c2 wins the first board and is taken in the second (where c1 wins): no one move wins both.
    expect(forcedWin(game, [fromBoard('xx.oo....'), fromBoard('x.xoo....')], 0, 1)).toBeNull();
  });
});
