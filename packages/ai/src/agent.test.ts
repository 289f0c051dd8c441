import { type Agent, type BaseOptions, type Game, Rng, returnsOf, runSeries } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { agentFactory, createAgent, LEVELS, parseAgentSpec } from './agent.js';
import { nim3 } from './fixtures/nim3.js';
import { tictactoe } from './fixtures/tictactoe.js';
import { tricks3 } from './fixtures/tricks3.js';

/** Plays one game from a seeded setup, checking every answer is legal; returns the returns and the moves. */
function playOut<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  agents: readonly Agent<V, M>[],
  seed: string,
): { returns: number[]; moves: string[] } {
  const options = game.parseOptions({}) as { ok: true; value: O };
  const state = game.setup(options.value, Rng.seeded(seed));
  const moves: string[] = [];
  for (let seat = game.toMove(state); seat !== null; seat = game.toMove(state)) {
    const move = (agents[seat] as Agent<V, M>).chooseMove(game.view(state, seat), seat);
    expect(game.isLegal(state, move)).toBe(true);
    moves.push(game.formatMove(state, move));
    game.play(state, move);
  }
  const outcome = game.outcome(state);
  if (outcome === null) throw new Error('no outcome');
  return { returns: returnsOf(outcome), moves };
}

const make = <S, M, V, O extends BaseOptions>(game: Game<S, M, V, O>, spec: string, seed: string) => {
  const r = createAgent(game, spec, seed);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('agent specs', () => {
  it('accepts random, levels and explicit budgets', () => {
    expect(parseAgentSpec('random')).toEqual({ ok: true, value: { kind: 'random' } });
    expect(parseAgentSpec('mcts:hard')).toEqual({
      ok: true,
      value: { kind: 'mcts', iterations: LEVELS.hard, level: 'hard' },
    });
    expect(parseAgentSpec('ismcts:easy')).toEqual({
      ok: true,
      value: { kind: 'ismcts', iterations: LEVELS.easy, level: 'easy' },
    });
    expect(parseAgentSpec('mcts:500')).toEqual({ ok: true, value: { kind: 'mcts', iterations: 500, level: null } });
    expect(LEVELS.easy).toBeLessThan(LEVELS.medium);
    expect(LEVELS.medium).toBeLessThan(LEVELS.hard);
  });

  it('rejects bad specs with a typed error', () => {
    for (const spec of [
      '',
      'mcts',
      'mcts:',
      'mcts:0',
      'mcts:-3',
      'mcts:1.5',
      'mcts:01',
      'mcts:2000000',
      'mcts:insane',
      'MCTS:easy',
      'random:5',
      'alphabeta:easy',
      ' mcts:easy',
      'ismcts:hard:1',
    ]) {
      const r = createAgent(tictactoe, spec, 'seed');
      expect(r.ok, spec).toBe(false);
      expect(!r.ok && r.error.kind).toBe('options');
      expect(!r.ok && r.error.message).toContain(`"${spec}"`);
      expect(agentFactory(tictactoe, spec).ok).toBe(false);
    }
    for (const maxMillis of [0, -1, Number.NaN]) {
      const r = createAgent(tictactoe, 'mcts:easy', 'seed', { maxMillis });
      expect(!r.ok && r.error.kind).toBe('options');
      expect(agentFactory(tictactoe, 'mcts:easy', { maxMillis }).ok).toBe(false);
    }
  });
});

describe('agents', () => {
  it('always answer legal moves, in open, three-seat and hidden games', () => {
    for (const spec of ['random', 'mcts:30', 'ismcts:30']) {
      for (const seed of ['1', '2']) {
        playOut(tictactoe, [make(tictactoe, spec, seed), make(tictactoe, 'random', seed)], seed);
        playOut(
          nim3,
          [0, 1, 2].map((i) => make(nim3, spec, `${seed}${i}`)),
          seed,
        );
        playOut(
          tricks3,
          [0, 1, 2].map((i) => make(tricks3, spec, `${seed}${i}`)),
          seed,
        );
      }
    }
  });

  it('reproduce a game for the same seeds', () => {
    const game = () =>
      playOut(
        tricks3,
        [0, 1, 2].map((i) => make(tricks3, 'mcts:50', `s${i}`)),
        'g',
      ).moves;
    expect(game()).toEqual(game());
  });

  it('search a single determinization in open games, one per iteration in hidden ones (mcts means IS-MCTS)', () => {
    const count = <S, M, V, O extends BaseOptions>(game: Game<S, M, V, O>, spec: string, setup?: unknown): number => {
      let calls = 0;
      const spy = {
        ...game,
        determinize: (view: V, seat: number, rng: Rng) => {
          calls++;
          return game.determinize(view, seat, rng);
        },
      };
      const options = game.parseOptions({}) as { ok: true; value: O };
      const loaded = setup === undefined ? null : (game.fromSetup(setup) as { ok: true; value: S }).value;
      const state = loaded ?? game.setup(options.value, Rng.seeded(5));
      const seat = game.toMove(state) as number;
      make(spy, spec, 'x').chooseMove(game.view(state, seat), seat);
      return calls;
    };
    // One probe to look for a lone move, which plain MCTS then searches; IS-MCTS samples once per iteration more.
    expect(count(tictactoe, 'mcts:40')).toBe(1);
    expect(count(tictactoe, 'ismcts:40')).toBe(41);
    expect(count(tricks3, 'mcts:40')).toBe(41);
    // A lone legal move is answered from the probe alone, without a search.
    expect(count(tictactoe, 'ismcts:40', 'xoxxoo.xo')).toBe(1);
  });

  it('mcts beats random at tic-tac-toe, never losing', () => {
    let wins = 0;
    let losses = 0;
    for (let g = 0; g < 10; g++) {
      const bot = make(tictactoe, 'mcts:300', `b${g}`);
      const rnd = make(tictactoe, 'random', `r${g}`);
      const first = g % 2 === 0;
      const { returns } = playOut(tictactoe, first ? [bot, rnd] : [rnd, bot], `g${g}`);
      const mine = returns[first ? 0 : 1] as number;
      if (mine === 1) wins++;
      if (mine === 0) losses++;
    }
    expect(losses).toBe(0);
    expect(wins).toBeGreaterThanOrEqual(6);
  });

  it('make fresh seeded agents from a factory, named by their spec', () => {
    const f = agentFactory(tricks3, 'ismcts:easy');
    if (!f.ok) throw new Error(f.error.message);
    expect(f.value.name).toBe('ismcts:easy');
    expect(f.value.create('a').name).toBe('ismcts:easy');
    const state = tricks3.setup({ players: 3 }, Rng.seeded(9));
    const v = tricks3.view(state, 0);
    expect(f.value.create('a').chooseMove(v, 0)).toBe(f.value.create('a').chooseMove(v, 0));
  });

  it('plug into the engine’s runSeries: a seeded series, no failures, and the search bot ahead', () => {
    const series = () => {
      const factories = ['mcts:200', 'random'].map((spec) => {
        const f = agentFactory(tictactoe, spec);
        if (!f.ok) throw new Error(f.error.message);
        return f.value;
      });
      return runSeries({ game: tictactoe, options: { players: 2 }, seed: 'series', games: 8, agents: factories });
    };
    const result = series();
    expect(result.failures).toEqual([]);
    const [bot, rnd] = result.agents;
    expect(bot?.losses).toBe(0);
    expect(bot?.wins).toBeGreaterThan(rnd?.wins ?? 0);
    expect(series()).toEqual(result);
  });
});

describe('game-specific level budgets', () => {
  it('a level names the budget of the game when its bot knowledge gives one', () => {
    let clones = 0;
    const counted = (levels?: { easy: number; medium: number; hard: number }) => ({
      ...tictactoe,
      clone: (s: Parameters<typeof tictactoe.clone>[0]) => {
        clones += 1;
        return tictactoe.clone(s);
      },
      bot: { ...tictactoe.bot, ...(levels ? { levels } : {}) },
    });
    const play = (game: ReturnType<typeof counted>) => {
      clones = 0;
      const state = game.setup({ players: 2 }, Rng.seeded('levels'));
      const agent = createAgent(game, 'mcts:easy', 'seed');
      if (!agent.ok) throw new Error(agent.error.message);
      agent.value.chooseMove(game.view(state, 0), 0);
      return clones;
    };
    expect(play(counted())).toBeGreaterThanOrEqual(LEVELS.easy);
    expect(play(counted({ easy: 3, medium: 5, hard: 7 }))).toBeLessThan(LEVELS.easy / 2);
  });
});
