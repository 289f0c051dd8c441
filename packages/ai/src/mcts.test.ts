import { Rng } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { solve } from './fixtures/minimax.js';
import { nim3, nimPosition } from './fixtures/nim3.js';
import { fromBoard, tictactoe } from './fixtures/tictactoe.js';
import { mctsSearch } from './mcts.js';

const search = (board: string, iterations: number, seed = 'seed') =>
  mctsSearch(tictactoe, fromBoard(board), { iterations, rng: Rng.seeded(seed) });

describe('mctsSearch on tic-tac-toe', () => {
  it('takes a win in one (X completes the top row at c2 rather than blocking O)', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const r = search('xx.oo....', 300, seed);
      expect(r.ok && r.value.move).toBe(2);
    }
  });

  it('blocks a loss in one (O must take c2)', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const r = search('xx..o....', 1000, seed);
      expect(r.ok && r.value.move).toBe(2);
    }
  });

  it('chooses a move a separate negamax solver rates best', () => {
    // Middle-game positions where some moves lose: the solver, written from the rules, names the safe ones.
    for (const board of ['x.......o', 'x...o...x', '.x.......', 'x..o.....', 'xo.......']) {
      const { best } = solve(board);
      expect(best.length).toBeLessThan(9 - [...board].filter((c) => c !== '.').length); // some move is a mistake
      const r = search(board, 3000, board);
      expect(r.ok && best).toContain(r.ok && r.value.move);
    }
  });

  it('leaves the searched state untouched and reports its statistics', () => {
    const s = fromBoard('x...o....');
    const r = mctsSearch(tictactoe, s, { iterations: 200, rng: Rng.seeded(1) });
    expect(tictactoe.toSetup(s)).toBe('x...o....');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.iterations).toBe(200);
    expect(r.value.stats.reduce((n, st) => n + st.visits, 0)).toBe(200);
    expect(r.value.stats.map((st) => st.move).sort()).toEqual([1, 2, 3, 5, 6, 7, 8]);
    expect(r.value.visits).toBe(Math.max(...r.value.stats.map((st) => st.visits)));
    for (const st of r.value.stats) expect(st.mean).toBeGreaterThanOrEqual(0);
  });

  it('is deterministic for a seed', () => {
    const a = search('x........', 400, 'same');
    const b = search('x........', 400, 'same');
    expect(a).toEqual(b);
  });

  it('searches a lone move too (benchmarks measure the search), and answers it', () => {
    const r = search('xoxxoo.xo', 100);
    expect(r.ok && r.value).toMatchObject({ move: 6, iterations: 100, visits: 100 });
  });

  it('rejects a bad budget or a finished game with a typed error', () => {
    for (const iterations of [0, -5, 1.5, Number.NaN]) {
      const r = search('.........', iterations);
      expect(!r.ok && r.error.kind).toBe('options');
    }
    const slow = mctsSearch(tictactoe, fromBoard('.........'), { iterations: 10, maxMillis: 0, rng: Rng.seeded(1) });
    expect(!slow.ok && slow.error.kind).toBe('options');
    const over = search('xxxoo....', 10);
    expect(!over.ok && over.error.kind).toBe('gameOver');
  });

  it('stops at maxMillis as a cap', () => {
    const r = mctsSearch(tictactoe, fromBoard('.........'), { iterations: 1e9, maxMillis: 20, rng: Rng.seeded(1) });
    expect(r.ok && r.value.iterations).toBeLessThan(1e9);
    expect(r.ok && r.value.iterations).toBeGreaterThan(0);
  });
});

describe('mctsSearch with several seats and bot knowledge', () => {
  it('scores each move for the seat that chooses it: seat 2 of 3 takes the last two counters', () => {
    // Taking 1 would leave 1 counter to seat 0, who would win; only taking 2 wins for seat 2.
    for (const seed of ['a', 'b', 'c']) {
      const r = mctsSearch(nim3, nimPosition(2, 2), { iterations: 100, rng: Rng.seeded(seed) });
      expect(r.ok && r.value.move).toBe(2);
    }
  });

  it('seat 1 of 3 with 4 counters takes 1 so that no one else can finish, as a hand count shows', () => {
    // Take 2 -> 2 left: seat 2 takes both and wins at once. Take 1 -> 3 left: seat 2 cannot win and seat 0 wins
    // with good play, but seat 1 still wins if seat 2 takes 1 and seat 0 then takes 1. A chance beats none.
    const r = mctsSearch(nim3, nimPosition(4, 1), { iterations: 400, rng: Rng.seeded('n') });
    expect(r.ok && r.value.move).toBe(1);
  });

  it('uses the playout policy and, after playoutDepth plies, the evaluation', () => {
    let policyCalls = 0;
    let evaluations = 0;
    const game = {
      ...tictactoe,
      bot: {
        playoutDepth: 1,
        playoutPolicy: (s: ReturnType<typeof fromBoard>, rng: Rng) => {
          policyCalls++;
          return tictactoe.randomMove(s, rng);
        },
        evaluate: () => {
          evaluations++;
          return [0.5, 0.5];
        },
      },
    };
    const r = mctsSearch(game, fromBoard('.........'), { iterations: 50, rng: Rng.seeded(3) });
    expect(r.ok).toBe(true);
    expect(policyCalls).toBe(50); // one ply per playout, from nine-cell-free positions that never end in 2 plies
    expect(evaluations).toBe(50);
  });
});
