/**
 * The conformance kit: the checks every game's tests run (OpenSpiel's basic_tests, chessops' perft habits). It
 * knows no test framework: each check's `run()` throws an Error describing the failure, so a game's test does
 * `for (const c of conformanceChecks({...})) it(c.name, () => c.run());`.
 */
import type { BaseOptions, Game, Json, Viewer } from './game.js';
import { checkBotKnowledge } from './kit/checks-bot.js';
import {
  checkDeterminize,
  checkPublicMovesAndEvents,
  checkViewInvariance,
  checkViewsJson,
  rngPerturbation,
} from './kit/checks-hidden.js';
import { type Ctx, checkClones, checkLegalMoves, checkNotation, samePlayout } from './kit/checks-play.js';
import { checkOptions, checkRecords } from './kit/checks-records.js';
import { checkEveryStep, checkGarbageSetups, checkGivenSetups, checkRoundTrip } from './kit/checks-setup.js';
import { collect, parseAll, randomPlayout, type Samples } from './kit/sample.js';
import { failCheck, show } from './kit/util.js';
import { Rng } from './rng.js';

export { GARBAGE_NOTATION } from './kit/checks-play.js';
export { garbageOptions } from './kit/checks-records.js';
export { garbageSetups } from './kit/checks-setup.js';
export { ConformanceError, jsonDiff } from './kit/util.js';

export interface ConformanceConfig<S, M, V, O extends BaseOptions> {
  game: Game<S, M, V, O>;
  /** Raw option objects to test, e.g. [{players:2},{players:3},{players:4,teams:true}]. */
  options: readonly unknown[];
  /** Extra setup JSONs that must round-trip and behave (a random playout from each ends well). */
  setups?: readonly Json[];
  /** A state that differs from `state` only in what `viewer` may not know: every hidden field and the PRNG perturbed. */
  perturbHidden?: (state: S, viewer: Viewer, rng: Rng) => S;
  /** Setup keys the game's format makes optional (Linx's `rng`): the garbage check does not remove them. */
  optionalSetupKeys?: readonly string[];
  /** Random playouts per option set (default 20). */
  playouts?: number;
  /** A playout longer than this fails "playouts end" (default 5000). */
  maxPlies?: number;
  seed?: string;
  /**
   * Games per option set whose every step's setup must read back: that many random playouts replayed, and as many
   * played by `bot.playoutPolicy` when the game has one (default 4, at most `playouts` random ones).
   */
  stepGames?: number;
  /** fast-check runs of the view-invariance property (default 50). */
  viewRuns?: number;
}

export interface Check {
  readonly name: string;
  run(): void | Promise<void>;
}

/** The checks for one game, in a stable order; the random playouts are run once, on first use, and shared. */
export function conformanceChecks<S, M, V, O extends BaseOptions>(config: ConformanceConfig<S, M, V, O>): Check[] {
  const { game } = config;
  const seed = config.seed ?? 'conformance';
  const params = { seed, playouts: config.playouts ?? 20, maxPlies: config.maxPlies ?? 5000 };
  let loaded: Promise<void> | null = null;
  const load = () => (loaded ??= game.load?.() ?? Promise.resolve());
  let options: O[] | null = null;
  const perOption: Samples<S, M>[] = [];
  /** The samples of option set `oi`, playing its playouts on first use. */
  const parsed = async (): Promise<O[]> => {
    await load();
    options ??= parseAll(game, config.options);
    return options;
  };
  /** The samples of option set `oi`, playing its playouts on first use. */
  const samplesOf = async (oi: number): Promise<Samples<S, M>> => {
    const all = await parsed();
    perOption[oi] ??= collect(game, all[oi] as O, oi, params);
    return perOption[oi];
  };
  const prepare = async (): Promise<Ctx<S, M, V, O>> => {
    const all = await Promise.all(config.options.map((_, oi) => samplesOf(oi)));
    return { game, samples: all.flatMap((x) => x.samples), seed };
  };
  const check = (name: string, body: (ctx: Ctx<S, M, V, O>) => void): Check => ({
    name,
    run: async () => body(await prepare()),
  });
  const setups = config.setups ?? [];
  return [
    ...config.options.map((raw, oi) => playoutCheck(config, params, raw, oi, samplesOf)),
    { name: 'options round-trip and refuse garbage', run: async () => checkOptions(game, await parsed(), seed) },
    {
      name: 'records of random playouts replay',
      run: async () => {
        await prepare(); // plays every option set's playouts, whose first ones are replayed
        checkRecords(game, await parsed(), perOption, seed);
      },
    },
    check('clones are independent', checkClones),
    check('setups round-trip', checkRoundTrip),
    {
      name: 'every step of random and policy games reads back (toSetup, fromSetup)',
      run: async () => {
        await prepare();
        const step = { seed, games: config.stepGames ?? 4, maxPlies: params.maxPlies };
        checkEveryStep(game, await parsed(), perOption, step);
      },
    },
    check('fromSetup refuses garbage without throwing', (c) => checkGarbageSetups(c, config.optionalSetupKeys)),
    ...(setups.length > 0
      ? [check('given setups round-trip and play', (c) => checkGivenSetups(c, setups, params.maxPlies))]
      : []),
    check('legal moves are unique, sorted and exactly the legal ones', checkLegalMoves),
    check('notation round-trips and refuses garbage', checkNotation),
    check('views are plain JSON without the PRNG state', checkViewsJson),
    viewCheck(config, check),
    check('determinize agrees with the view', checkDeterminize),
    check('publicMove never throws; bad events are errors', checkPublicMovesAndEvents),
    ...(game.bot ? [check('bot knowledge gives legal moves and values in [0, 1]', checkBotKnowledge)] : []),
  ];
}

/**
 * Views against the game's own perturbation; for an open game without one, against a change of PRNG state only
 * (nothing else is hidden); a hidden-information game without one fails, since its views would go unchecked.
 */
function viewCheck<S, M, V, O extends BaseOptions>(
  config: ConformanceConfig<S, M, V, O>,
  check: (name: string, body: (ctx: Ctx<S, M, V, O>) => void) => Check,
): Check {
  const name = 'views ignore what the viewer may not know';
  const runs = config.viewRuns ?? 50;
  if (config.perturbHidden) {
    const perturb = config.perturbHidden;
    return check(name, (c) => checkViewInvariance(c, perturb, runs, true));
  }
  if (!config.game.hiddenInformation) {
    return check(name, (c) => checkViewInvariance(c, rngPerturbation(config.game), runs, false));
  }
  return { name, run: () => failCheck(`${config.game.id} has hidden information: give the kit perturbHidden`) };
}

/** Per option set: the random playouts end well (checked while sampling), and the same seed replays the same. */
function playoutCheck<S, M, V, O extends BaseOptions>(
  config: ConformanceConfig<S, M, V, O>,
  params: { seed: string; maxPlies: number },
  raw: unknown,
  oi: number,
  samplesOf: (oi: number) => Promise<Samples<S, M>>,
): Check {
  return {
    name: `random playouts end, reproducibly: ${show(raw)}`,
    run: async () => {
      const { playouts } = await samplesOf(oi);
      const { game } = config;
      const [options] = parseAll(game, [raw]) as [O];
      const where = `options ${show(options)}, playout 0`;
      const start = game.setup(options, Rng.seeded(`${params.seed}/${oi}/0`));
      const again = randomPlayout(game, start, Rng.seeded(`${params.seed}/${oi}/0/moves`), where, params.maxPlies);
      samePlayout(playouts[0] ?? again, again, where);
    },
  };
}

export { type StepClaim, type TutorialCheck, tutorialChecks } from './kit/tutorial.js';
