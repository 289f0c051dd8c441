import { describe, expect, it } from 'vitest';
import { perturbToy, type ToyState, toyGame } from './fixtures/toy.js';
import type { Game, Json } from './game.js';
import { type ConformanceConfig, conformanceChecks, garbageSetups } from './kit.js';
import { fail, ok } from './result.js';
import { Rng } from './rng.js';

type Toy = typeof toyGame;
type ToyConfig = ConformanceConfig<ToyState, number, ReturnType<Toy['view']>, ReturnType<Toy['options']>>;

/** A hand-written position near the end: 1, 3, 5 on the pile, seat 0 holds 4, seat 1 (to move) holds 2 and 6. */
const handWritten: Json = {
  options: { players: 2, deckSize: 6, handSize: 2 },
  hands: [[4], [2, 6]],
  deck: [],
  pile: [1, 3, 5],
  scores: [2, 1],
  toMove: 1,
  resigned: null,
  rng: 'a3f1c0de00000000a3f1c0de00000001',
};

const base = (game: Toy, extra: Partial<ToyConfig> = {}): ToyConfig => ({
  game,
  options: [{ players: 2 }, { players: 3, deckSize: 9, handSize: 2 }],
  perturbHidden: perturbToy,
  playouts: 4,
  seed: 'kit-test',
  ...extra,
});

/** The error message of the check whose name starts with `prefix`, or 'passed'. */
async function outcomeOf(config: ToyConfig, prefix: string): Promise<string> {
  const check = conformanceChecks(config).find((c) => c.name.startsWith(prefix));
  if (check === undefined) throw new Error(`no check named "${prefix}…"`);
  try {
    await check.run();
    return 'passed';
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

describe('the conformance kit on the correct toy game', () => {
  const checks = conformanceChecks(
    base(toyGame, {
      options: [{ players: 2 }, { players: 3 }, { players: 3, deckSize: 9, handSize: 2 }],
      playouts: 10,
      setups: [handWritten],
    }),
  );
  it('has every check', () => {
    expect(checks.map((c) => c.name)).toEqual([
      'random playouts end, reproducibly: {"players":2}',
      'random playouts end, reproducibly: {"players":3}',
      'random playouts end, reproducibly: {"players":3,"deckSize":9,"handSize":2}',
      'options round-trip and refuse garbage',
      'records of random playouts replay',
      'clones are independent',
      'setups round-trip',
      'every step of random and policy games reads back (toSetup, fromSetup)',
      'fromSetup refuses garbage without throwing',
      'given setups round-trip and play',
      'legal moves are unique, sorted and exactly the legal ones',
      'notation round-trips and refuses garbage',
      'views are plain JSON without the PRNG state',
      'views ignore what the viewer may not know',
      'determinize agrees with the view',
      'publicMove never throws; bad events are errors',
    ]);
  });
  for (const c of checks) it(`passes: ${c.name}`, () => c.run());
});

describe('the conformance kit catches broken games', () => {
  const broken = (patch: Partial<Toy>): Toy => ({ ...toyGame, ...patch });

  it('a view that shows another seat’s hand', async () => {
    // Each seat also sees the next seat's hand.
    const leaky = broken({
      view: (s, v) =>
        Object.assign(toyGame.view(s, v), { next: v === 'spectator' ? null : s.hands[(v + 1) % s.options.players] }),
    });
    expect(await outcomeOf(base(leaky), 'views ignore')).toMatch(/the view depends on hidden data: \$\.next/);
  });

  it('a view that shows the PRNG state', async () => {
    const rngView = broken({ view: (s, v) => ({ ...toyGame.view(s, v), pile: [...s.pile, s.rng.save()] as never }) });
    expect(await outcomeOf(base(rngView), 'views are plain JSON')).toMatch(/contains the PRNG state/);
    expect(await outcomeOf(base(rngView), 'views ignore')).toMatch(/depends on hidden data/);
  });

  it('a view that is not plain JSON', async () => {
    const dated = broken({ view: (s, v) => Object.assign(toyGame.view(s, v), { at: new Date(0), gone: undefined }) });
    expect(await outcomeOf(base(dated), 'views are plain JSON')).toMatch(/is not plain JSON: \$\.at/);
  });

  it('a perturbation that changes nothing, or none for a hidden game', async () => {
    expect(await outcomeOf(base(toyGame, { perturbHidden: (s) => s }), 'views ignore')).toMatch(/PRNG unchanged/);
    expect(await outcomeOf(base(toyGame, { perturbHidden: undefined }), 'views ignore')).toMatch(
      /give the kit perturbHidden/,
    );
  });

  it('a clone that shares an array', async () => {
    const shallow = broken({ clone: (s) => ({ ...toyGame.clone(s), pile: s.pile }) });
    expect(await outcomeOf(base(shallow), 'clones are independent')).toMatch(
      /changed the original's setup at \$\.pile/,
    );
  });

  it('a setup that does not round-trip', async () => {
    const lossy = broken({
      fromSetup: (json) => {
        const r = toyGame.fromSetup(json);
        return r.ok ? ok({ ...r.value, scores: r.value.scores.map(() => 0) }) : r;
      },
    });
    expect(await outcomeOf(base(lossy), 'setups round-trip')).toMatch(/differs from x at \$\.scores/);
  });

  it('a setup written between the sampled states that fromSetup refuses (every step is read back)', async () => {
    // The pile holds 2 cards only at ply 2, which the kit's spread of sampled states skips in these short games.
    const pickyAtTwo = broken({
      fromSetup: (json) => {
        const r = toyGame.fromSetup(json);
        return r.ok && r.value.pile.length === 2 ? fail('setup', 'no pile of two') : r;
      },
    });
    expect(await outcomeOf(base(pickyAtTwo), 'every step')).toMatch(
      /fromSetup refuses a setup: no pile of two \(options \{"players":2[^)]*, random playout 0, ply 2,/,
    );
  });

  it('an end that only the playout policy reaches and fromSetup refuses, or a policy move that is illegal', async () => {
    // Like Symbolix's wins: random play never gets there. With no random playouts only policy games are played.
    const endless = broken({
      bot: { playoutPolicy: (s) => toyGame.legalMoves(s).at(-1) as number },
      fromSetup: (json) => {
        const r = toyGame.fromSetup(json);
        return r.ok && r.value.toMove === null ? fail('setup', 'no finished game') : r;
      },
    });
    expect(await outcomeOf(base(endless, { playouts: 0 }), 'every step')).toMatch(
      /fromSetup refuses a setup: no finished game \(options \{"players":2[^)]*, policy game 0, ply \d+/,
    );
    const cheating = broken({ bot: { playoutPolicy: () => 99 } });
    expect(await outcomeOf(base(cheating, { playouts: 0 }), 'every step')).toMatch(
      /playoutPolicy gave illegal 99 \(options \{"players":2[^)]*, policy game 0, ply 0/,
    );
  });

  it('fromSetup that throws on garbage or takes unknown keys', async () => {
    const throwing = broken({
      fromSetup: (json) => {
        Object.keys(json as object); // throws on null and undefined
        return toyGame.fromSetup(json);
      },
    });
    expect(await outcomeOf(base(throwing), 'fromSetup refuses')).toMatch(/fromSetup of null .* threw TypeError/);
    const lenient = broken({
      fromSetup: (json) => {
        const { unknownKeyAddedByTheKit: _, ...rest } = (json ?? {}) as Record<string, unknown>;
        return toyGame.fromSetup(rest);
      },
    });
    expect(await outcomeOf(base(lenient), 'fromSetup refuses')).toMatch(/unknown key added.*was accepted/);
  });

  it('duplicate, unsorted or missing legal moves, and a lenient isLegal', async () => {
    const twice = broken({ legalMoves: (s) => [...toyGame.legalMoves(s), ...toyGame.legalMoves(s)] });
    expect(await outcomeOf(base(twice), 'legal moves')).toMatch(/lists "\d+" twice/);
    const reversed = broken({ legalMoves: (s) => toyGame.legalMoves(s).reverse() });
    expect(await outcomeOf(base(reversed), 'legal moves')).toMatch(/not sorted \(numbers ascending\)/);
    const lenient = broken({ isLegal: (s, m) => s.toMove !== null && m >= 1 && m <= s.options.deckSize });
    expect(await outcomeOf(base(lenient), 'legal moves')).toMatch(
      /isLegal accepts \d+, which legalMoves does not list/,
    );
  });

  it('a determinize that ignores the view', async () => {
    const blind = broken({ determinize: (v, _seat, rng) => toyGame.setup(v.options, rng) });
    expect(await outcomeOf(base(blind), 'determinize')).toMatch(/shows another view/);
  });

  it('a notation that accepts garbage or does not round-trip', async () => {
    const greedy = broken({ parseMove: (s, t) => (/^\d+$/.test(t) ? toyGame.parseMove(s, t) : ok(1)) });
    expect(await outcomeOf(base(greedy), 'notation')).toMatch(/accepts garbage/);
    const offByOne = broken({ parseMove: (_s, t) => ok(Number(t) + 1) });
    expect(await outcomeOf(base(offByOne), 'notation')).toMatch(/parses to/);
  });

  it('playouts that are illegal, endless or not reproducible', async () => {
    const cheat = broken({ randomMove: () => 99 });
    expect(await outcomeOf(base(cheat), 'random playouts')).toMatch(/isLegal refuses/);
    // The last card goes back to seat 0's hand: the game never ends.
    const endless = broken({
      play: (s, m) => {
        toyGame.play(s, m);
        if (s.toMove === null) {
          s.hands[0]?.push(s.pile.pop() as number);
          s.toMove = 0;
        }
      },
    });
    expect(await outcomeOf(base(endless, { maxPlies: 50 }), 'random playouts')).toMatch(/no end after 50 plies/);
    let calls = 0;
    const drifting = broken({
      randomMove: (s, rng) =>
        calls++ % 7 === 3 ? (toyGame.legalMoves(s).at(-1) as number) : toyGame.randomMove(s, rng),
    });
    expect(await outcomeOf(base(drifting), 'random playouts')).toMatch(/the same seed gave different/);
  });

  it('a given setup that does not parse or does not round-trip', async () => {
    const twice = { ...(handWritten as Record<string, Json>), deck: [4] };
    expect(await outcomeOf(base(toyGame, { setups: [twice] }), 'given setups')).toMatch(
      /fromSetup refuses a setup: the cards must be 1\.\.6/,
    );
    const lossy = broken({ toSetup: (s) => ({ ...(toyGame.toSetup(s) as Record<string, Json>), scores: [0, 0] }) });
    expect(await outcomeOf(base(lossy, { setups: [handWritten] }), 'given setups')).toMatch(
      /differs from x at \$\.scores/,
    );
  });

  it('options that take unknown keys or lose one', async () => {
    const lax = broken({
      parseOptions: (raw) => {
        if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return toyGame.parseOptions(raw);
        const { unknownOptionAddedByTheKit: _, ...rest } = raw as Record<string, unknown>;
        return toyGame.parseOptions(rest);
      },
    });
    expect(await outcomeOf(base(lax), 'options')).toMatch(/accepts garbage .*unknownOptionAddedByTheKit/);
    const forgetful = broken({ options: (s) => ({ ...s.options, handSize: 3 }) });
    const config = base(forgetful, { options: [{ players: 3, deckSize: 9, handSize: 2 }] });
    expect(await outcomeOf(config, 'options')).toMatch(/options\(setup\(o\)\) differs from o at \$\.handSize/);
  });

  it('a setup that does not follow its seed, so records do not replay', async () => {
    let games = 0;
    const unseeded = broken({ setup: (o, rng) => toyGame.setup(o, games++ % 2 === 0 ? rng : Rng.seeded('other')) });
    expect(await outcomeOf(base(unseeded), 'records')).toMatch(/does not replay|replayed final setup differs/);
  });

  it('an outcome without one rank per seat', async () => {
    const short = broken({ outcome: (s) => (s.toMove === null ? { scores: [1], ranks: [1] } : null) });
    expect(await outcomeOf(base(short), 'random playouts')).toMatch(/one score and one rank per seat/);
  });

  it('events with a bad seat that are accepted', async () => {
    // Any seat may resign, even seat -1 or 99.
    const careless = broken({
      event: (s) => {
        if (s.toMove === null) return fail('gameOver', 'over');
        s.resigned = 0;
        s.toMove = null;
        return ok(undefined);
      },
    });
    expect(await outcomeOf(base(careless), 'publicMove')).toMatch(/bad seat -1 was accepted/);
  });

  it('continuous moves: notation is checked on sampled moves', async () => {
    // As if every card were a continuous move (a Cubiko throw): legalMoves lists none, randomMove samples them.
    const continuous = broken({ hasContinuousMoves: (s) => s.toMove !== null, legalMoves: () => [] });
    expect(await outcomeOf(base(continuous), 'notation')).toBe('passed');
    expect(await outcomeOf(base(continuous), 'legal moves')).toBe('passed');
    const offByOne = broken({ ...continuous, parseMove: (_s, t) => ok(Number(t) + 1) });
    expect(await outcomeOf(base(offByOne), 'notation')).toMatch(/parses to/);
  });

  it('an event that leaves a state whose setup does not round-trip', async () => {
    const halfPoint = broken({
      event: (s, e) => {
        const r = toyGame.event(s, e);
        if (r.ok) s.scores[e.seat] = 0.5;
        return r;
      },
    });
    expect(await outcomeOf(base(halfPoint), 'publicMove')).toMatch(/fromSetup refuses the setup.*after event resign/);
  });

  it('bot knowledge that breaks its contract', async () => {
    const good = broken({
      bot: { playoutPolicy: (s) => toyGame.legalMoves(s)[0] as number, evaluate: (s) => s.scores.map(() => 0.5) },
    });
    expect(await outcomeOf(base(good), 'bot knowledge')).toBe('passed');
    const cheating = broken({ bot: { playoutPolicy: () => 99 } });
    expect(await outcomeOf(base(cheating), 'bot knowledge')).toMatch(/playoutPolicy gave illegal 99/);
    const scores = broken({ bot: { evaluate: (s) => s.scores } });
    expect(await outcomeOf(base(scores), 'bot knowledge')).toMatch(/not one value in \[0, 1\] per seat/);
    const greedy = broken({
      bot: {
        candidateMoves: (s) => {
          s.pile.push(0);
          return [];
        },
      },
    });
    expect(await outcomeOf(base(greedy), 'bot knowledge')).toMatch(/changed the state at \$\.pile/);
  });

  it('a playout check on an open game uses the PRNG only and no perturbHidden is needed', async () => {
    const open: Game<ToyState, number, ReturnType<Toy['view']>, ReturnType<Toy['options']>> = {
      ...toyGame,
      hiddenInformation: false,
      view: (s) => ({ ...toyGame.view(s, 'spectator'), hand: null }),
    };
    expect(await outcomeOf(base(open, { perturbHidden: undefined }), 'views ignore')).toBe('passed');
    const rngOpen = { ...open, view: (s: ToyState) => ({ ...open.view(s, 0), deckSize: s.rng.clone().below(1000) }) };
    expect(await outcomeOf(base(rngOpen, { perturbHidden: undefined }), 'views ignore')).toMatch(
      /depends on hidden data/,
    );
  });
});

describe('optional setup keys', () => {
  it('are never removed by the garbage check, every other key is', () => {
    const whats = garbageSetups({ game: 'toy', rng: 'x', turn: 1 }, ['rng']).map((g) => g.what);
    expect(whats).toContain('key "turn" removed');
    expect(whats).toContain('key "game" removed');
    expect(whats).not.toContain('key "rng" removed');
    expect(whats).toContain('key "rng" of the wrong type');
  });
});
