import type { BaseOptions, Game, Json } from '../game.js';
import { isJson } from '../record.js';
import { Rng } from '../rng.js';
import type { Ctx } from './checks-play.js';
import { checkOutcome, randomPlayout, type Samples } from './sample.js';
import { failCheck, guard, jsonDiff, show, spread, viewersOf } from './util.js';

/**
 * `toSetup(fromSetup(x))` equals `x` for states met along playouts, also after a trip through JSON text (as on
 * disk), and the rebuilt state behaves the same: same seat to move, same legal moves, same views.
 */
export function checkRoundTrip<S, M, V, O extends BaseOptions>(ctx: Ctx<S, M, V, O>): void {
  const { game } = ctx;
  for (const s of ctx.samples) {
    const where = `${s.where}, setup ${show(s.setup)}`;
    guard(`setup round-trip at ${where}`, () => {
      if (!isJson(s.setup)) failCheck(`toSetup is not plain JSON (${where})`);
      const rebuilt = roundTrip(game, s.setup, where);
      const legal = (x: S) => game.legalMoves(x).map((m) => game.formatMove(x, m));
      if (game.toMove(rebuilt) !== game.toMove(s.state))
        failCheck(`the rebuilt state has another seat to move (${where})`);
      if (legal(rebuilt).join(' ') !== legal(s.state).join(' '))
        failCheck(`the rebuilt state has other legal moves (${where})`);
      for (const v of viewersOf(s.players)) {
        if (JSON.stringify(game.view(rebuilt, v)) !== JSON.stringify(game.view(s.state, v))) {
          failCheck(`the rebuilt state shows ${v} another view (${where})`);
        }
      }
    });
  }
}

/** fromSetup then toSetup, through JSON text; fails unless the setup comes back equal. */
function roundTrip<S, M, V, O extends BaseOptions>(game: Game<S, M, V, O>, setup: Json, where: string): S {
  const parsed = game.fromSetup(JSON.parse(JSON.stringify(setup)));
  if (!parsed.ok) return failCheck(`fromSetup refuses a setup: ${parsed.error.message} (${where})`);
  const d = jsonDiff(game.toSetup(parsed.value), setup);
  if (d !== null) failCheck(`toSetup(fromSetup(x)) differs from x at ${d} (${where})`);
  return parsed.value;
}

/**
 * The setup of `state` reads back: `toSetup`, through JSON text, `fromSetup` accepts it and writes the same setup,
 * and the rebuilt state has the same seat to move. Run at every step of whole games, so the texts of failure
 * messages are only built on failure.
 */
function readsBack<S, M, V, O extends BaseOptions>(game: Game<S, M, V, O>, state: S, where: string): void {
  const setup = guard(`toSetup at ${where}`, () => game.toSetup(state));
  const text = JSON.stringify(setup);
  const at = () => `${where}, setup ${show(setup)}`;
  const parsed = guard(`fromSetup at ${where}`, () => game.fromSetup(JSON.parse(text)));
  if (!parsed.ok) failCheck(`fromSetup refuses a setup: ${parsed.error.message} (${at()})`);
  const again = guard(`toSetup at ${where}`, () => game.toSetup(parsed.value));
  if (JSON.stringify(again) !== text) {
    const d = jsonDiff(again, setup); // null when only the key order differs
    if (d !== null) failCheck(`toSetup(fromSetup(x)) differs from x at ${d} (${at()})`);
  }
  if (game.toMove(parsed.value) !== game.toMove(state))
    failCheck(`the rebuilt state has another seat to move (${at()})`);
}

export interface StepParams {
  readonly seed: string;
  /** Per option set: how many random playouts are replayed, and how many games the playout policy plays. */
  readonly games: number;
  readonly maxPlies: number;
}

/**
 * Every setup the engine writes is one it reads, at every step of whole games, not only the sampled states: the
 * first `games` random playouts of each option set are replayed move by move, and `games` more are played by the
 * bot's playout policy when the game has one (it reaches states uniform random play rarely does: Symbolix's random
 * games almost never end in a win, its policy's almost always do). A policy game cut at `maxPlies` is not a failure
 * here (ending is checked on the random playouts); an illegal policy move is.
 */
export function checkEveryStep<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  all: readonly O[],
  perOption: readonly Samples<S, M>[],
  params: StepParams,
): void {
  all.forEach((o, oi) => {
    const playouts = perOption[oi]?.playouts ?? [];
    playouts.slice(0, params.games).forEach((playout, p) => {
      const where = `options ${show(o)}, random playout ${p}`;
      const state = game.setup(o, Rng.seeded(`${params.seed}/${oi}/${p}`));
      readsBack(game, state, `${where}, ply 0`);
      playout.moves.forEach((m, ply) => {
        guard(`play ${show(m)} at ${where}, ply ${ply}`, () => game.play(state, m));
        readsBack(game, state, `${where}, ply ${ply + 1}`);
      });
    });
    const policy = game.bot?.playoutPolicy;
    if (policy === undefined) return;
    for (let p = 0; p < params.games; p++) {
      const where = `options ${show(o)}, policy game ${p}`;
      const state = game.setup(o, Rng.seeded(`${params.seed}/${oi}/policy/${p}`));
      const rng = Rng.seeded(`${params.seed}/${oi}/policy/${p}/moves`);
      readsBack(game, state, `${where}, ply 0`);
      for (let ply = 0; ply < params.maxPlies && game.toMove(state) !== null; ply++) {
        const at = `${where}, ply ${ply}`;
        const m = guard(`playoutPolicy at ${at}`, () => policy(state, rng));
        if (!guard(`isLegal at ${at}`, () => game.isLegal(state, m))) {
          failCheck(`playoutPolicy gave illegal ${show(m)} (${at}, setup ${show(game.toSetup(state))})`);
        }
        guard(`play ${show(m)} at ${at}`, () => game.play(state, m));
        readsBack(game, state, `${where}, ply ${ply + 1}`);
      }
    }
  });
}

/** Extra setups given by the game's test: each round-trips, and a random playout from it ends well. */
export function checkGivenSetups<S, M, V, O extends BaseOptions>(
  ctx: Ctx<S, M, V, O>,
  setups: readonly Json[],
  maxPlies: number,
): void {
  const { game } = ctx;
  setups.forEach((setup, i) => {
    const where = `setups[${i}] ${show(setup)}`;
    guard(where, () => {
      const state = roundTrip(game, setup, where);
      const legal = game.legalMoves(state);
      for (const m of legal)
        if (!game.isLegal(state, m)) failCheck(`isLegal refuses listed move ${show(m)} (${where})`);
      const run = randomPlayout(game, state, Rng.seeded(`${ctx.seed}/setups/${i}`), where, maxPlies);
      run.states.forEach((x, ply) => {
        readsBack(game, x, `${where}, random playout, ply ${ply}`);
      });
      if (run.moves.length === 0) checkOutcome(game, state, where);
    });
  });
}

/** A value of another JSON type than `x`, chosen to be invalid wherever `x` was valid. */
function wrongType(x: Json): Json {
  if (typeof x === 'number') return 'wrong';
  if (typeof x === 'string') return -0.5;
  if (typeof x === 'boolean') return 'wrong';
  if (x === null) return true;
  return 'wrong';
}

/** Garbage setups: not objects, empty, a key removed, a key of the wrong type, an unknown key added. */
export function garbageSetups(setup: Json, optionalKeys: readonly string[] = []): { what: string; json: unknown }[] {
  const out: { what: string; json: unknown }[] = [
    { what: 'null', json: null },
    { what: '42', json: 42 },
    { what: 'a string', json: 'garbage' },
    { what: 'an empty array', json: [] },
    { what: 'an empty object', json: {} },
    { what: 'undefined', json: undefined },
  ];
  if (typeof setup !== 'object' || setup === null || Array.isArray(setup)) {
    out.push({ what: 'a value of the wrong type', json: wrongType(setup) });
    return out;
  }
  for (const key of Object.keys(setup)) {
    const { [key]: removed, ...rest } = setup;
    if (!optionalKeys.includes(key)) out.push({ what: `key "${key}" removed`, json: rest });
    out.push({ what: `key "${key}" of the wrong type`, json: { ...setup, [key]: wrongType(removed ?? null) } });
  }
  out.push({ what: 'an unknown key added', json: { ...setup, unknownKeyAddedByTheKit: 1 } });
  return out;
}

/** `fromSetup` of garbage returns an error and never throws. */
export function checkGarbageSetups<S, M, V, O extends BaseOptions>(
  ctx: Ctx<S, M, V, O>,
  optionalKeys: readonly string[] = [],
): void {
  const { game } = ctx;
  const bases = spread(ctx.samples, 8);
  for (const s of bases) {
    for (const g of garbageSetups(s.setup, optionalKeys)) {
      const where = `fromSetup of ${g.what} (from ${s.where}): ${show(g.json)}`;
      const r = guard(where, () => game.fromSetup(g.json));
      if (r.ok) failCheck(`${where} was accepted`);
    }
  }
}
