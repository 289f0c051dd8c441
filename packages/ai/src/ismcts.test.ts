import { type Game, Rng } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { solve } from './fixtures/minimax.js';
import { fromBoard, tictactoe } from './fixtures/tictactoe.js';
import { deal, type Tricks3, type Tricks3View, tricks3 } from './fixtures/tricks3.js';
import { ismctsSearch } from './ismcts.js';

const onBoard = (board: string, iterations: number, seed = 'seed', exploration?: number) => {
  const s = fromBoard(board);
  const opts = { iterations, rng: Rng.seeded(seed), exploration };
  return ismctsSearch(tictactoe, tictactoe.view(s, s.toMove), s.toMove, opts);
};

/** tricks3 whose determinize records what it was given. */
function spied(): { game: Game<Tricks3, number, Tricks3View>; calls: { view: Tricks3View; seat: number }[] } {
  const calls: { view: Tricks3View; seat: number }[] = [];
  const game = {
    ...tricks3,
    determinize: (view: Tricks3View, seat: number, rng: Rng) => {
      calls.push({ view, seat });
      return tricks3.determinize(view, seat, rng);
    },
  };
  return { game, calls };
}

describe('ismctsSearch on an open game (every determinization is the position itself)', () => {
  it('takes a win in one and blocks a loss in one', () => {
    for (const seed of ['a', 'b', 'c']) {
      expect(onBoard('xx.oo....', 300, seed)).toMatchObject({ ok: true, value: { move: 2 } });
      expect(onBoard('xx..o....', 1000, seed)).toMatchObject({ ok: true, value: { move: 2 } });
    }
  });

  it('chooses a move a separate negamax solver rates best', () => {
    for (const board of ['x.......o', 'x...o...x', 'x..o.....']) {
      const r = onBoard(board, 3000, board);
      expect(solve(board).best).toContain(r.ok && r.value.move);
    }
  });

  it('keeps exploring every move (UCB over availability counts), as UCT does on the same open position', () => {
    // Tic-tac-toe's opening has no losing first move, so UCB with the textbook C = √2 keeps all nine alive.
    const r = onBoard('.........', 900, 'spread', Math.SQRT2);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.stats).toHaveLength(9);
    expect(Math.min(...r.value.stats.map((st) => st.visits))).toBeGreaterThan(20);
  });
});

describe('ismctsSearch on hidden information', () => {
  // Seat 0 holds 2, 5, 9; the other six cards are split between seats 1 and 2 in two different ways.
  const a = deal([2, 5, 9, 1, 3, 4, 6, 7, 8], Rng.seeded('a'));
  const b = deal([2, 5, 9, 6, 7, 8, 1, 3, 4], Rng.seeded('b'));

  it('learns the hidden part only through determinize, always called with the view it was given', () => {
    const { game, calls } = spied();
    const view = tricks3.view(a, 0);
    const frozen = JSON.parse(JSON.stringify(view));
    const r = ismctsSearch(game, view, 0, { iterations: 200, rng: Rng.seeded(1) });
    expect(r.ok && r.value.iterations).toBe(200);
    expect(calls.length).toBe(200);
    for (const call of calls) {
      expect(call.view).toBe(view);
      expect(call.seat).toBe(0);
    }
    expect(view).toEqual(frozen); // the search did not write into the view either
  });

  it('answers the same for two deals that look the same from its seat', () => {
    const va = tricks3.view(a, 0);
    const vb = tricks3.view(b, 0);
    expect(va).toEqual(vb);
    const ra = ismctsSearch(tricks3, va, 0, { iterations: 300, rng: Rng.seeded('x') });
    const rb = ismctsSearch(tricks3, vb, 0, { iterations: 300, rng: Rng.seeded('x') });
    expect(ra).toEqual(rb);
    expect(ra.ok && [2, 5, 9]).toContain(ra.ok && ra.value.move);
  });

  it('shares one tree across determinizations: opponents\u2019 nodes are visited at most as often as available', () => {
    // The root's own moves are legal in every determinization, so their visits add up to the iterations.
    const r = ismctsSearch(tricks3, tricks3.view(a, 0), 0, { iterations: 500, rng: Rng.seeded(2) });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.stats.map((st) => st.move).sort()).toEqual([2, 5, 9]);
    expect(r.value.stats.reduce((n, st) => n + st.visits, 0)).toBe(500);
  });

  it('is deterministic for a seed', () => {
    const view = tricks3.view(a, 0);
    const r1 = ismctsSearch(tricks3, view, 0, { iterations: 300, rng: Rng.seeded('same') });
    const r2 = ismctsSearch(tricks3, view, 0, { iterations: 300, rng: Rng.seeded('same') });
    expect(r1).toEqual(r2);
  });

  it('does not waste its 7 on a trick it cannot win with it (hand-checked)', () => {
    // Hands: seat 0 {2,4,5}, seat 1 {3,6,8}, seat 2 {1,7,9}. Seat 0 led 2, seat 1 played 8; seat 2 sees only
    // that the others hold two each of 3, 4, 5, 6. Playing 9 wins this trick, then 7 leads and wins, 1 loses: two
    // tricks. Playing 1 loses this trick, then 7 and 9 win the last two: two tricks. Playing 7 loses this trick and
    // keeps only the 9 as a winner: one trick. So 9 and 1 are both best, 7 is a mistake.
    const s = deal([2, 4, 5, 8, 3, 6, 9, 1, 7], Rng.seeded(0));
    tricks3.play(s, 2);
    tricks3.play(s, 8);
    const r = ismctsSearch(tricks3, tricks3.view(s, 2), 2, { iterations: 1500, rng: Rng.seeded('t') });
    if (!r.ok) throw new Error(r.error.message);
    expect([1, 9]).toContain(r.value.move);
    const mean = (m: number) => r.value.stats.find((st) => st.move === m)?.mean ?? Number.NaN;
    expect(mean(7)).toBeLessThan(mean(1));
    expect(mean(7)).toBeLessThan(mean(9));
  });

  it('rejects a seat that is not to move, and a bad budget, with typed errors', () => {
    const notMine = ismctsSearch(tricks3, tricks3.view(a, 1), 1, { iterations: 10, rng: Rng.seeded(1) });
    expect(!notMine.ok && notMine.error.kind).toBe('notYourTurn');
    const bad = ismctsSearch(tricks3, tricks3.view(a, 0), 0, { iterations: 0, rng: Rng.seeded(1) });
    expect(!bad.ok && bad.error.kind).toBe('options');
  });
});
