import { Rng } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { createAgent } from './agent.js';
import { TARGET, target } from './fixtures/target.js';
import { ismctsSearch } from './ismcts.js';
import { mctsSearch } from './mcts.js';

describe('continuous moves (candidates from bot.candidateMoves)', () => {
  it('MCTS picks the candidate on the target, first or second to throw (0.72 thrown: only 0.7 beats it)', () => {
    const first = mctsSearch(target, target.setup({ players: 2 }, Rng.seeded(0)), {
      iterations: 400,
      rng: Rng.seeded(1),
    });
    expect(first.ok && first.value.move.x).toBeCloseTo(TARGET, 9);
    expect(first.ok && first.value.stats).toHaveLength(11);
    const second = mctsSearch(target, { throws: [0.72], rng: Rng.seeded(0) }, { iterations: 300, rng: Rng.seeded(2) });
    expect(second.ok && second.value.move.x).toBeCloseTo(TARGET, 9);
  });

  it('IS-MCTS keys object moves by notation and keeps a node\u2019s candidates across determinizations', () => {
    const r = ismctsSearch(target, [], 0, { iterations: 400, rng: Rng.seeded(3) });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.move.x).toBeCloseTo(TARGET, 9);
    expect(r.value.stats).toHaveLength(11); // not widened by new candidates each iteration
    expect(r.value.stats.reduce((n, st) => n + st.visits, 0)).toBe(400);
  });

  it('without candidates, searches one sampled throw per node and still answers a legal one', () => {
    const bare = { ...target, bot: undefined };
    const r = mctsSearch(bare, bare.setup({ players: 2 }, Rng.seeded(0)), { iterations: 50, rng: Rng.seeded(4) });
    expect(r.ok && bare.isLegal(bare.setup({ players: 2 }, Rng.seeded(0)), r.value.move)).toBe(true);
    const agent = createAgent(bare, 'ismcts:20', 's');
    expect(agent.ok && bare.isLegal({ throws: [0.2], rng: Rng.seeded(0) }, agent.value.chooseMove([0.2], 1))).toBe(
      true,
    );
  });
});
