import type { BaseOptions, Game, Json } from '../game.js';
import { isJson } from '../record.js';
import { Rng } from '../rng.js';
import type { Ctx } from './checks-play.js';
import { checkOutcome, randomPlayout } from './sample.js';
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
