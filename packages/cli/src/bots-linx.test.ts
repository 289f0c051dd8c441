import { createAgent, mctsSearch } from '@ludotheque/ai';
import { type Agent, Rng } from '@ludotheque/engine';
import { type LinxMove, type LinxView, linx } from '@ludotheque/linx';
import { describe, expect, it } from 'vitest';

type LinxAgent = Agent<LinxView, LinxMove>;

const agent = (spec: string, seed: string): LinxAgent => {
  const r = createAgent(linx, spec, seed);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** One seeded Linx match; every answer is checked legal before it is played. Returns the seats ranked first. */
function match(players: number, agents: readonly LinxAgent[], seed: string): number[] {
  const o = linx.parseOptions({ players });
  if (!o.ok) throw new Error(o.error.message);
  const s = linx.setup(o.value, Rng.seeded(seed));
  for (let seat = linx.toMove(s); seat !== null; seat = linx.toMove(s)) {
    const move = (agents[seat] as LinxAgent).chooseMove(linx.view(s, seat), seat);
    expect(linx.isLegal(s, move)).toBe(true);
    linx.play(s, move);
  }
  const ranks = linx.outcome(s)?.ranks ?? [];
  return ranks.flatMap((r, seat) => (r === 1 ? [seat] : []));
}

describe('bots on Linx', () => {
  it('a search bot beats random at two players more often than not (seats alternate)', () => {
    let wins = 0;
    const games = 6;
    for (let g = 0; g < games; g++) {
      const botSeat = g % 2;
      const seats = [0, 1].map((i) => agent(i === botSeat ? 'mcts:200' : 'random', `${g}/${i}`));
      if (match(2, seats, `linx${g}`).includes(botSeat)) wins++;
    }
    expect(wins).toBeGreaterThan(games / 2);
  });

  it('answer legal moves at three and four players (IS-MCTS, Linx hides hands)', () => {
    match(
      3,
      ['mcts:10', 'ismcts:10', 'random'].map((spec, i) => agent(spec, `3/${i}`)),
      'three',
    );
    match(
      4,
      ['random', 'mcts:5', 'random', 'ismcts:5'].map((spec, i) => agent(spec, `4/${i}`)),
      'four',
    );
  });

  it('answer alike for two deals that differ only in what the seat cannot see', () => {
    const o = linx.parseOptions({ players: 2 });
    if (!o.ok) throw new Error(o.error.message);
    const real = linx.setup(o.value, Rng.seeded('secret'));
    const seat = linx.toMove(real) as number;
    // Two full states consistent with the seat's view: the other hand and both piles are resampled.
    const d1 = linx.determinize(linx.view(real, seat), seat, Rng.seeded(1));
    const d2 = linx.determinize(linx.view(real, seat), seat, Rng.seeded(2));
    expect(JSON.stringify(linx.toSetup(d1))).not.toBe(JSON.stringify(linx.toSetup(d2)));
    expect(linx.view(d1, seat)).toEqual(linx.view(d2, seat));
    const ask = (s: typeof real) => agent('mcts:100', 'same').chooseMove(linx.view(s, seat), seat);
    expect(ask(d1)).toBe(ask(d2));
  });

  it('plain MCTS over a full Linx state leaves it untouched and picks a legal move', () => {
    const o = linx.parseOptions({ players: 2 });
    if (!o.ok) throw new Error(o.error.message);
    const s = linx.setup(o.value, Rng.seeded('full'));
    const before = JSON.stringify(linx.toSetup(s));
    const r = mctsSearch(linx, s, { iterations: 300, rng: Rng.seeded(1) });
    expect(JSON.stringify(linx.toSetup(s))).toBe(before);
    expect(r.ok && linx.isLegal(s, r.value.move)).toBe(true);
  });
});
