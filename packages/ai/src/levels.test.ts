import { Rng } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { createAgent, LEVEL_NAMES, LEVELS, levelPlay, parseAgentSpec, softmaxPick } from './agent.js';
import { fromBoard, tictactoe } from './fixtures/tictactoe.js';

/** How often each agent takes X's win in one (c2 completes the top row) over `n` seeded questions. */
function winsTaken(game: typeof tictactoe, spec: string, n: number): number {
  let taken = 0;
  for (let i = 0; i < n; i++) {
    const agent = createAgent(game, spec, `win/${i}`);
    if (!agent.ok) throw new Error(agent.error.message);
    const state = fromBoard('xx.oo....');
    if (agent.value.chooseMove(tictactoe.view(state, 0), 0) === 2) taken++;
  }
  return taken;
}

const withStyle = (style: Record<string, { temperature?: number; blunder?: number }>, levels = {}) => ({
  ...tictactoe,
  bot: { ...tictactoe.bot, levels, levelStyle: style },
});

describe('the ladder’s levels (issue 27)', () => {
  it('are six, weakest first, the stored ids kept, each parsed with its budget', () => {
    expect(LEVEL_NAMES).toEqual(['beginner', 'novice', 'easy', 'medium', 'hard', 'expert']);
    for (const level of LEVEL_NAMES) {
      expect(parseAgentSpec(`mcts:${level}`)).toEqual({
        ok: true,
        value: { kind: 'mcts', iterations: LEVELS[level], level },
      });
    }
    const budgets = LEVEL_NAMES.map((l) => LEVELS[l]);
    expect([...budgets].sort((a, b) => a - b)).toEqual(budgets); // never less thought for a stronger level
    expect(parseAgentSpec('mcts:grandmaster').ok).toBe(false);
  });

  it('a game’s own budget and style replace the generic ones level by level', () => {
    const game = withStyle({ novice: { blunder: 0.9 } }, { novice: 7 });
    expect(levelPlay(game, 'novice')).toEqual({ iterations: 7, temperature: 0, blunder: 0.9 });
    expect(levelPlay(game, 'hard')).toEqual({ iterations: LEVELS.hard, temperature: 0, blunder: 0 });
  });

  it('a level that always blunders misses a win in one about as often as a uniform move would; one that never does, never', () => {
    // X to move on "xx.oo....": 5 empty cells, one of them wins at once. A search of 50 iterations finds it always.
    expect(winsTaken(withStyle({ easy: { blunder: 0 } }), 'mcts:easy', 40)).toBe(40);
    const blundering = winsTaken(withStyle({ easy: { blunder: 1 } }), 'mcts:easy', 200);
    // Uniform over 5 cells: 40 expected; Wilson-wide bounds so only a broken blunder (never or always) fails.
    expect(blundering).toBeGreaterThan(20);
    expect(blundering).toBeLessThan(65);
    // Explicit budgets play as searched: no blunder whatever the game says about levels.
    expect(winsTaken(withStyle({ easy: { blunder: 1 } }), 'mcts:50', 20)).toBe(20);
  });

  it('softmax over visit counts: temperature 1 draws in proportion to visits, a small one takes the most visited', () => {
    const found = {
      move: 'a',
      visits: 75,
      iterations: 100,
      stats: [
        { move: 'a', visits: 75, mean: 0.6 },
        { move: 'b', visits: 25, mean: 0.4 },
      ],
    };
    const rng = Rng.seeded('softmax');
    const draws = (t: number) => Array.from({ length: 2000 }, () => softmaxPick(found, t, rng));
    const share = (t: number) => draws(t).filter((m) => m === 'b').length / 2000;
    expect(share(1)).toBeGreaterThan(0.22); // 25 / 100 = 0.25 by hand
    expect(share(1)).toBeLessThan(0.28);
    // Temperature 0.5: weights 75² : 25² = 9 : 1, so b 0.1.
    expect(share(0.5)).toBeGreaterThan(0.08);
    expect(share(0.5)).toBeLessThan(0.12);
    expect(share(0.05)).toBe(0);
    // No statistics (a lone move): the search's answer.
    expect(softmaxPick({ ...found, stats: [] }, 1, rng)).toBe('a');
  });
});
