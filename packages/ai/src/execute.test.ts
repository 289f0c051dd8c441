import type { BotLevel, Rng } from '@ludotheque/engine';
import { Rng as Prng } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { createAgent } from './agent.js';
import { TARGET, type Throw, target } from './fixtures/target.js';

/** Each level's largest execution error in the toy "Cible" game (hard: none). */
const ERROR: Record<BotLevel, number> = { beginner: 0.4, novice: 0.3, easy: 0.2, medium: 0.05, hard: 0, expert: 0 };

/** Cible with an execution error: the chosen throw moves by up to ERROR[level], drawn from the agent's rng. */
function withExecute(log: BotLevel[], execute?: (m: Throw, level: BotLevel, rng: Rng) => Throw) {
  return {
    ...target,
    bot: {
      ...target.bot,
      execute: (_s: unknown, m: Throw, level: BotLevel, rng: Rng): Throw => {
        log.push(level);
        if (execute !== undefined) return execute(m, level, rng);
        const e = ERROR[level];
        return e === 0 ? m : { x: m.x + (rng.float() * 2 - 1) * e };
      },
    },
  };
}

const answer = (game: ReturnType<typeof withExecute>, spec: string, seed: string): number => {
  const agent = createAgent(game, spec, seed);
  if (!agent.ok) throw new Error(agent.error.message);
  return agent.value.chooseMove([], 0).x;
};

describe('bot.execute: a level’s execution error after the search', () => {
  it('hard throws exactly what its search chose; easy misses it by a seeded error within its bound', () => {
    const log: BotLevel[] = [];
    const game = withExecute(log);
    expect(answer(game, 'mcts:hard', 's')).toBeCloseTo(TARGET, 9);
    const easy = [1, 2, 3, 4, 5, 6].map((i) => answer(game, 'mcts:easy', `s${i}`));
    for (const x of easy) {
      expect(Math.abs(x - TARGET)).toBeLessThanOrEqual(ERROR.easy + 1e-9);
      expect(game.isLegal({ throws: [], rng: Prng.seeded(0) }, { x })).toBe(true);
    }
    // The easy bot's search finds the target too (11 candidates, 50 iterations): only the error moves its throws.
    expect(easy.filter((x) => Math.abs(x - TARGET) > 1e-6).length).toBeGreaterThanOrEqual(5);
    expect(answer(game, 'mcts:easy', 's3')).toBe(easy[2]); // seeded: the same seed gives the same error
    expect(log).toContain('hard');
    expect(log).toContain('easy');
  });

  it('is not asked for an explicit iteration budget (no named level)', () => {
    const log: BotLevel[] = [];
    expect(answer(withExecute(log), 'mcts:200', 's')).toBeCloseTo(TARGET, 9);
    expect(log).toEqual([]);
  });

  it('an execution that is not legal is ignored: the bot plays the move its search chose', () => {
    const log: BotLevel[] = [];
    const game = withExecute(log, () => ({ x: 2 })); // outside [0, 1]
    expect(answer(game, 'mcts:medium', 's')).toBeCloseTo(TARGET, 9);
    expect(log).toEqual(['medium']);
  });
});
