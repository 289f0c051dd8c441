import type { BaseOptions, Game, Json, Outcome } from '../game.js';
import { Rng } from '../rng.js';
import { failCheck, guard, show, spread } from './util.js';

/** A state met along a random playout, kept (as a clone) for the other checks. */
export interface Sample<S> {
  readonly state: S;
  /** Its setup JSON when it was taken: what failure messages show. */
  readonly setup: Json;
  /** Where it came from, for failure messages: options, playout, ply. */
  readonly where: string;
  readonly players: number;
}

export interface Playout<M> {
  readonly options: string;
  readonly outcome: Outcome | null;
  readonly moves: M[];
  readonly notations: string[];
  readonly finalSetup: Json;
}

export interface Samples<S, M> {
  readonly playouts: Playout<M>[];
  readonly samples: Sample<S>[];
}

/** Per playout, how many states are kept for the other checks (evenly spaced, first and last included). */
const KEPT_PER_PLAYOUT = 6;

export interface PlayoutParams {
  readonly seed: string;
  readonly playouts: number;
  readonly maxPlies: number;
}

/** Parses each raw option set or fails naming it. */
export function parseAll<S, M, V, O extends BaseOptions>(game: Game<S, M, V, O>, raw: readonly unknown[]): O[] {
  if (raw.length === 0) failCheck('conformance: no option sets given');
  return raw.map((r) => {
    const parsed = guard(`parseOptions(${show(r)})`, () => game.parseOptions(r));
    if (!parsed.ok) return failCheck(`parseOptions(${show(r)}) failed: ${parsed.error.message}`);
    return parsed.value;
  });
}

/**
 * One random playout from a seeded setup: every move from `randomMove` must be legal, and the game must end within
 * `maxPlies` with one score and one rank per seat.
 */
export function randomPlayout<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  start: S,
  moveRng: Rng,
  where: string,
  maxPlies: number,
): Playout<M> & { states: S[] } {
  const state = game.clone(start);
  const moves: M[] = [];
  const notations: string[] = [];
  const states: S[] = [game.clone(state)];
  for (let ply = 0; game.toMove(state) !== null; ply++) {
    const at = `${where}, ply ${ply}, setup ${show(game.toSetup(state))}`;
    if (ply >= maxPlies) failCheck(`playouts end: no end after ${maxPlies} plies (${at})`);
    const move = guard(`randomMove at ${at}`, () => game.randomMove(state, moveRng));
    if (!guard(`isLegal at ${at}`, () => game.isLegal(state, move))) {
      failCheck(`randomMove returned ${show(move)}, which isLegal refuses (${at})`);
    }
    notations.push(guard(`formatMove at ${at}`, () => game.formatMove(state, move)));
    moves.push(move);
    guard(`play ${show(move)} at ${at}`, () => game.play(state, move));
    states.push(game.clone(state));
  }
  checkOutcome(game, state, where);
  return { options: where, outcome: game.outcome(state), moves, notations, finalSetup: game.toSetup(state), states };
}

/** A finished state's outcome: present, one finite score and one rank per seat, someone ranked first. */
export function checkOutcome<S, M, V, O extends BaseOptions>(game: Game<S, M, V, O>, state: S, where: string): void {
  const players = game.options(state).players;
  const o = guard(`outcome at the end of ${where}`, () => game.outcome(state));
  const at = `${where}, final setup ${show(game.toSetup(state))}`;
  if (o === null) failCheck(`outcome is null although toMove is null (${at})`);
  if (o.scores.length !== players || o.ranks.length !== players) {
    failCheck(`outcome ${show(o)} does not have one score and one rank per seat for ${players} seats (${at})`);
  }
  if (!o.scores.every(Number.isFinite)) failCheck(`outcome scores must be finite numbers: ${show(o)} (${at})`);
  if (!o.ranks.every((r) => Number.isInteger(r) && r >= 1 && r <= players) || !o.ranks.includes(1)) {
    failCheck(`outcome ranks must be 1..${players} with someone first: ${show(o)} (${at})`);
  }
}

/** Runs the seeded playouts of one option set (the `oi`-th) and keeps a spread of the states met. */
export function collect<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  o: O,
  oi: number,
  params: PlayoutParams,
): Samples<S, M> {
  const playouts: Playout<M>[] = [];
  const samples: Sample<S>[] = [];
  for (let p = 0; p < params.playouts; p++) {
    const where = `options ${show(o)}, playout ${p}`;
    const start = guard(`setup(${show(o)})`, () => game.setup(o, Rng.seeded(`${params.seed}/${oi}/${p}`)));
    const run = randomPlayout(game, start, Rng.seeded(`${params.seed}/${oi}/${p}/moves`), where, params.maxPlies);
    playouts.push(run);
    const plies = spread(
      run.states.map((_, i) => i),
      KEPT_PER_PLAYOUT,
    );
    if (plies[plies.length - 1] !== run.states.length - 1) plies.push(run.states.length - 1);
    for (const ply of plies) {
      const state = run.states[ply] as S;
      samples.push({ state, setup: game.toSetup(state), where: `${where}, ply ${ply}`, players: o.players });
    }
  }
  return { playouts, samples };
}
