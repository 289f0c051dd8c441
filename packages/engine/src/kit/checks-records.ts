import type { BaseOptions, Game } from '../game.js';
import { makeRecord, recordFromJson, replay } from '../record.js';
import { Rng } from '../rng.js';
import type { Samples } from './sample.js';
import { failCheck, guard, jsonDiff, show } from './util.js';

/** Option objects no game accepts: not objects, player counts out of range or of the wrong type, unknown keys. */
export function garbageOptions<S, M, V, O extends BaseOptions>(game: Game<S, M, V, O>, valid: O): unknown[] {
  return [
    42,
    'options',
    [],
    { ...valid, players: game.players.min - 1 },
    { ...valid, players: game.players.max + 1 },
    { ...valid, players: game.players.min + 0.5 },
    { ...valid, players: String(game.players.min) },
    { ...valid, unknownOptionAddedByTheKit: true },
  ];
}

/**
 * Parsed options survive a trip through JSON (records store them so), a state reports the options it was set up
 * with, and garbage options are errors, never exceptions.
 */
export function checkOptions<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  all: readonly O[],
  seed: string,
): void {
  for (const o of all) {
    const where = `options ${show(o)}`;
    guard(where, () => {
      const again = game.parseOptions(JSON.parse(JSON.stringify(o)));
      if (!again.ok) failCheck(`parseOptions refuses its own output: ${again.error.message} (${where})`);
      const d = jsonDiff(again.value, o);
      if (d !== null) failCheck(`parseOptions(JSON of parsed options) differs at ${d} (${where})`);
      const d2 = jsonDiff(game.options(game.setup(o, Rng.seeded(seed))), o);
      if (d2 !== null) failCheck(`options(setup(o)) differs from o at ${d2} (${where})`);
    });
    for (const bad of garbageOptions(game, o)) {
      const r = guard(`parseOptions(${show(bad)})`, () => game.parseOptions(bad));
      if (r.ok) failCheck(`parseOptions accepts garbage ${show(bad)} as ${show(r.value)}`);
      if (r.error.kind !== 'options')
        failCheck(`parseOptions(${show(bad)}) fails with kind ${r.error.kind}, not options`);
    }
  }
}

/** The record of each option set's first random playout, through JSON text, replays to the same final setup. */
export function checkRecords<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  all: readonly O[],
  perOption: readonly Samples<S, M>[],
  seed: string,
): void {
  all.forEach((o, oi) => {
    const playout = perOption[oi]?.playouts[0];
    if (playout === undefined) return;
    const seats = Array.from({ length: o.players }, (_, s) => `seat ${s}`);
    const record = makeRecord(game, {
      options: o,
      seed: `${seed}/${oi}/0`,
      seats,
      moves: playout.notations,
      result: playout.outcome,
    });
    const where = `record of ${playout.options}: ${show(record)}`;
    guard(where, () => {
      const parsed = recordFromJson(JSON.parse(JSON.stringify(record)));
      if (!parsed.ok) failCheck(`recordFromJson refuses it: ${parsed.error.message} (${where})`);
      const replayed = replay(game, parsed.value);
      if (!replayed.ok) failCheck(`it does not replay: ${replayed.error.message} (${where})`);
      const d = jsonDiff(game.toSetup(replayed.value), playout.finalSetup);
      if (d !== null) failCheck(`the replayed final setup differs at ${d} (${where})`);
    });
  });
}
