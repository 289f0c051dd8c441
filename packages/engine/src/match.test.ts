import { describe, expect, it } from 'vitest';
import { type ToyView, toyAgent, toyGame } from './fixtures/toy.js';
import type { Game } from './game.js';
import { type AgentFactory, agentMove, playGame, runSeries, seatAgents } from './match.js';
import { replay } from './record.js';
import { ok, unwrap } from './result.js';
import { Rng } from './rng.js';

const toyOptions = unwrap(toyGame.parseOptions({ players: 3 }));
const randoms = (n: number, seed: string) => Array.from({ length: n }, (_, s) => toyAgent(`r${s}`, `${seed}/${s}`));

describe('playGame', () => {
  it('plays a seeded game to the end and writes a record that replays', () => {
    const a = unwrap(playGame(toyGame, toyOptions, 'seed-1', randoms(3, 'a')));
    const b = unwrap(playGame(toyGame, toyOptions, 'seed-1', randoms(3, 'a')));
    // 12 cards, 3 players: every card is played once.
    expect(a.record.moves).toHaveLength(12);
    expect(a.record.moves).toEqual(b.record.moves);
    expect(a.outcome?.ranks).toHaveLength(3);
    expect(a.record.result).toEqual(a.outcome);
    expect(a.record.seats.map((s) => s.name)).toEqual(['r0', 'r1', 'r2']);
    const replayed = unwrap(replay(toyGame, a.record));
    expect(toyGame.toSetup(replayed)).toEqual(toyGame.toSetup(a.state));
  });

  it('tells onMove every move in order and stops at maxPlies with no outcome', () => {
    const seen: string[] = [];
    const r = unwrap(
      playGame(toyGame, toyOptions, 'seed-2', randoms(3, 'b'), {
        maxPlies: 4,
        onMove: (m) => seen.push(`${m.ply}:${m.seat}:${m.notation}`),
      }),
    );
    expect(r.outcome).toBeNull();
    expect(r.record.result).toBeNull();
    expect(r.record.moves).toHaveLength(4);
    expect(seen).toEqual(r.record.moves.map((m, i) => `${i}:${i % 3}:${m}`));
    expect(replay(toyGame, r.record).ok).toBe(true);
  });

  it('refuses an illegal move and names the agent, and refuses a wrong agent count', () => {
    const cheat = { name: 'cheater', chooseMove: () => 99 };
    const r = playGame(toyGame, toyOptions, 'seed-3', [toyAgent('r0', 'x'), cheat, toyAgent('r2', 'y')]);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.kind).toBe('illegal');
      expect(r.error.message).toContain('cheater');
      expect(r.error.message).toContain('seat 1');
    }
    const thrower = {
      name: 'crash',
      chooseMove: (): number => {
        throw new Error('boom');
      },
    };
    const t = playGame(toyGame, toyOptions, 'seed-3', [thrower, thrower, thrower]);
    expect(t.ok ? '' : t.error.message).toContain('boom');
    const state = toyGame.setup(toyOptions, Rng.seeded('one move'));
    const before = JSON.stringify(toyGame.toSetup(state));
    const refused = agentMove(toyGame, state, cheat, 0);
    expect(refused.ok ? '' : refused.error.message).toMatch(/agent "cheater" \(seat 0\) chose an illegal move: 99/);
    expect(JSON.stringify(toyGame.toSetup(state))).toBe(before);
    const fine = agentMove(toyGame, state, toyAgent('r', 'z', 'lowest'), 0);
    expect(fine.ok ? fine.value : null).toBe(toyGame.view(state, 0).hand?.[0]);
    const short = playGame(toyGame, toyOptions, 'seed-3', randoms(2, 'c'));
    expect(short.ok ? '' : short.error.kind).toBe('options');
  });
});

/**
 * A one-move game whose results are known by hand: seat 0 always wins (ranks 1, 2, 2…), with `teams` the 0+2 / 1+3
 * teams share ranks (1, 2, 1, 2), with `draw` everyone is first.
 */
interface OneOptions {
  players: number;
  mode: 'seat0' | 'teams' | 'draw';
}
type OneState = { options: OneOptions; done: boolean };
const oneMove: Game<OneState, number, null, OneOptions> = {
  id: 'one',
  players: { min: 2, max: 4 },
  hiddenInformation: false,
  parseOptions: () => ok({ players: 2, mode: 'seat0' }),
  options: (s) => s.options,
  setup: (options) => ({ options, done: false }),
  fromSetup: () => ok({ options: { players: 2, mode: 'seat0' }, done: false }),
  toSetup: (s) => ({ done: s.done }),
  toMove: (s) => (s.done ? null : 0),
  legalMoves: (s) => (s.done ? [] : [0]),
  isLegal: (s, m) => !s.done && m === 0,
  randomMove: () => 0,
  play: (s) => {
    s.done = true;
  },
  event: () => ok(undefined),
  clone: (s) => ({ ...s }),
  outcome: (s) => {
    if (!s.done) return null;
    const n = s.options.players;
    const ranks = Array.from({ length: n }, (_, i) =>
      s.options.mode === 'draw' ? 1 : s.options.mode === 'teams' ? 1 + (i % 2) : i === 0 ? 1 : 2,
    );
    return { scores: ranks.map((r) => -r), ranks };
  },
  view: () => null,
  publicMove: () => '0',
  determinize: (_v, _seat) => ({ options: { players: 2, mode: 'seat0' }, done: false }),
  parseMove: () => ok(0),
  formatMove: () => '0',
};
const factory = (name: string): AgentFactory<null, number> => ({ name, create: () => ({ name, chooseMove: () => 0 }) });

describe('runSeries', () => {
  it('assigns agents around the table and rotates them', () => {
    expect(seatAgents(2, 2, 0)).toEqual([0, 1]);
    expect(seatAgents(2, 2, 1)).toEqual([1, 0]);
    expect(seatAgents(4, 2, 0)).toEqual([0, 1, 0, 1]);
    expect(seatAgents(4, 2, 1)).toEqual([1, 0, 1, 0]);
    expect(seatAgents(2, 3, 2)).toEqual([2, 0]);
    expect(seatAgents(3, 2, 5, false)).toEqual([0, 1, 0]);
  });

  it('tallies wins, losses, returns and the Wilson interval', () => {
    const options: OneOptions = { players: 2, mode: 'seat0' };
    const seeds: string[] = [];
    const r = runSeries({
      game: oneMove,
      options,
      seed: 's',
      games: 4,
      agents: [factory('A'), factory('B')],
      onGame: (_i, g) => seeds.push(g.ok ? g.value.record.seed : ''),
    });
    expect(seeds).toEqual(['s/0', 's/1', 's/2', 's/3']);
    // A holds seat 0 in games 0 and 2, B in games 1 and 3.
    const [a, b] = r.agents;
    expect(a).toMatchObject({ name: 'A', games: 4, wins: 2, draws: 0, losses: 2, meanReturn: 0.5, score: 0.5 });
    expect(b).toMatchObject({ name: 'B', games: 4, wins: 2, losses: 2 });
    expect(a?.interval.low).toBeCloseTo(0.15, 3); // hand-computed Wilson 2/4
    const fixed = runSeries({
      game: oneMove,
      options,
      seed: 's',
      games: 4,
      agents: [factory('A'), factory('B')],
      rotate: false,
    });
    expect(fixed.agents.map((t) => t.wins)).toEqual([4, 0]);
  });

  it('counts a team win once per agent and a shared first place as a draw', () => {
    const teams = runSeries({
      game: oneMove,
      options: { players: 4, mode: 'teams' },
      seed: 't',
      games: 2,
      agents: [factory('A'), factory('B')],
    });
    expect(teams.agents.map((t) => [t.wins, t.draws, t.losses])).toEqual([
      [1, 0, 1],
      [1, 0, 1],
    ]);
    const draw = runSeries({
      game: oneMove,
      options: { players: 2, mode: 'draw' },
      seed: 'd',
      games: 3,
      agents: [factory('A'), factory('B')],
    });
    expect(draw.agents.map((t) => [t.draws, t.score, t.meanReturn])).toEqual([
      [3, 0.5, 0.5],
      [3, 0.5, 0.5],
    ]);
    // Four seats without teams, A on seats 0 and 2 in game 0: returns 1 and 1/3, mean 2/3.
    const solo = runSeries({
      game: oneMove,
      options: { players: 4, mode: 'seat0' },
      seed: 'f',
      games: 1,
      agents: [factory('A'), factory('B')],
    });
    expect(solo.agents[0]?.meanReturn).toBeCloseTo(2 / 3, 10);
    expect(solo.agents[1]?.meanReturn).toBeCloseTo(1 / 3, 10);
  });

  it('lets an agent sit out when there are more agents than seats, and reports failures', () => {
    const three = runSeries({
      game: oneMove,
      options: { players: 2, mode: 'seat0' },
      seed: 'x',
      games: 3,
      agents: [factory('A'), factory('B'), factory('C')],
    });
    expect(three.agents.map((t) => [t.games, t.wins, t.losses])).toEqual([
      [2, 1, 1],
      [2, 1, 1],
      [2, 1, 1],
    ]);
    const bad: AgentFactory<null, number> = { name: 'bad', create: () => ({ name: 'bad', chooseMove: () => 7 }) };
    const failed = runSeries({
      game: oneMove,
      options: { players: 2, mode: 'seat0' },
      seed: 'y',
      games: 2,
      agents: [factory('A'), bad],
    });
    // Game 0: A moves first, wins. Game 1: bad holds seat 0 and cheats.
    expect(failed.failures.map((f) => f.game)).toEqual([1]);
    expect(failed.agents[0]).toMatchObject({ games: 1, wins: 1 });
    const none = runSeries({ game: oneMove, options: { players: 2, mode: 'seat0' }, seed: 'z', games: 2, agents: [] });
    expect(none.failures.map((f) => f.error.kind)).toEqual(['options', 'options']);
    const broken: AgentFactory<null, number> = {
      name: 'broken',
      create: () => {
        throw new Error('no weights');
      },
    };
    const unmade = runSeries({
      game: oneMove,
      options: { players: 2, mode: 'seat0' },
      seed: 'z',
      games: 1,
      agents: [broken],
    });
    expect(unmade.failures[0]?.error.message).toMatch(/agent "broken" could not be made: no weights/);
  });

  it('plays a seeded toy series reproducibly', () => {
    const f = (name: string): AgentFactory<ToyView, number> => ({ name, create: (seed) => toyAgent(name, seed) });
    const run = () =>
      runSeries({ game: toyGame, options: toyOptions, seed: 'toy', games: 6, agents: [f('A'), f('B')] });
    const r = run();
    expect(r).toEqual(run());
    expect(r.agents.reduce((n, t) => n + t.games, 0)).toBe(12);
    for (const t of r.agents) expect(t.wins + t.draws + t.losses).toBe(t.games);
  });
});
