import { assert as fcAssert, integer, property } from 'fast-check';
import type { BaseOptions, Game, Json, PlatformEvent, Seat, Viewer } from '../game.js';
import { Rng } from '../rng.js';
import { type Ctx, movesToTry } from './checks-play.js';
import type { Sample } from './sample.js';
import { failCheck, guard, jsonDiff, rngText, show, spread, viewersOf } from './util.js';

export type Perturb<S> = (state: S, viewer: Viewer, rng: Rng) => S;

const at = (s: Sample<unknown>) => `${s.where}, setup ${show(s.setup)}`;

/** A 32-bit integer from seed text, for fast-check's seed. */
function seedNumber(text: string): number {
  return Rng.seeded(text).u32() | 0;
}

/**
 * For an open game without its own perturbation: the same setup with another PRNG state, when the setup has an
 * `rng` text field and `fromSetup` takes the new one (else the state itself: nothing to perturb).
 */
export function rngPerturbation<S, M, V, O extends BaseOptions>(game: Game<S, M, V, O>): Perturb<S> {
  return (state, _viewer, rng) => {
    const setup = game.toSetup(state);
    if (rngText(setup) === null) return state;
    const next = game.fromSetup({ ...(setup as { [k: string]: Json }), rng: Rng.seeded(rng.u32()).save() });
    return next.ok ? next.value : state;
  };
}

/** Every view is plain JSON (it crosses the wire as is) and none contains the PRNG state's text. */
export function checkViewsJson<S, M, V, O extends BaseOptions>(ctx: Ctx<S, M, V, O>): void {
  for (const s of ctx.samples) {
    const rng = rngText(s.setup);
    for (const v of viewersOf(s.players)) {
      const view = guard(`view(${v}) at ${at(s)}`, () => ctx.game.view(s.state, v));
      const text = JSON.stringify(view);
      const d = jsonDiff(JSON.parse(text), view);
      if (d !== null) failCheck(`the view of ${v} is not plain JSON: ${d} after a JSON trip (${at(s)})`);
      if (rng !== null && text.includes(rng)) failCheck(`the view of ${v} contains the PRNG state "${rng}" (${at(s)})`);
    }
  }
}

/**
 * A view never depends on what its viewer may not know: perturbing exactly that leaves the view byte for byte the
 * same. Every viewer of a spread of states is tried once, then fast-check (seeded) draws more state, viewer and
 * perturbation triples. The perturbation must change the setup (at least the PRNG), else the check proves nothing.
 */
export function checkViewInvariance<S, M, V, O extends BaseOptions>(
  ctx: Ctx<S, M, V, O>,
  perturb: Perturb<S>,
  runs: number,
  mustChange: boolean,
): void {
  const { samples } = ctx;
  let changed = 0;
  let k = 0;
  for (const s of spread(samples, 60)) {
    for (const viewer of viewersOf(s.players)) if (compareViews(ctx, perturb, s, viewer, k++, mustChange)) changed++;
  }
  const prop = property(
    integer({ min: 0, max: samples.length - 1 }),
    integer({ min: 0, max: 1023 }),
    integer({ min: 0, max: 0x7fffffff }),
    (i, vi, seed) => {
      const s = samples[i] as Sample<S>;
      const viewers = viewersOf(s.players);
      if (compareViews(ctx, perturb, s, viewers[vi % viewers.length] as Viewer, seed, mustChange)) changed++;
    },
  );
  // includeErrorInReport: the failure text (which setup, which viewer) goes into the message, not only its cause.
  fcAssert(prop, { seed: seedNumber(`${ctx.seed}/views`), numRuns: runs, includeErrorInReport: true });
  if (mustChange && changed === 0) failCheck('perturbHidden never changed a setup: the view check proved nothing');
}

/** One comparison; true when the perturbation changed the setup. */
function compareViews<S, M, V, O extends BaseOptions>(
  ctx: Ctx<S, M, V, O>,
  perturb: Perturb<S>,
  s: Sample<S>,
  viewer: Viewer,
  seed: number,
  mustChange: boolean,
): boolean {
  const { game } = ctx;
  const where = `viewer ${viewer}, perturbation seed ${seed}, ${at(s)}`;
  return guard(where, () => {
    const other = perturb(game.clone(s.state), viewer, Rng.seeded(seed));
    const otherSetup = game.toSetup(other);
    const rng = rngText(s.setup);
    if (mustChange && rng !== null && rngText(otherSetup) === rng) {
      failCheck(`perturbHidden left the PRNG unchanged (${where})`);
    }
    const a = JSON.stringify(game.view(s.state, viewer));
    const b = JSON.stringify(game.view(other, viewer));
    if (a !== b) {
      const diff = jsonDiff(JSON.parse(a), JSON.parse(b));
      failCheck(`the view depends on hidden data: ${diff} (perturbed setup ${show(otherSetup)}; ${where})`);
    }
    return jsonDiff(otherSetup, s.setup) !== null;
  });
}

/**
 * `view(determinize(view(s, seat), seat, rng), seat)` is `view(s, seat)` byte for byte, the view given is not
 * changed, and the determinized state plays on: the seat to move has the same legal moves, random moves are legal.
 */
export function checkDeterminize<S, M, V, O extends BaseOptions>(ctx: Ctx<S, M, V, O>): void {
  const { game } = ctx;
  const rng = Rng.seeded(`${ctx.seed}/determinize`);
  for (const s of spread(ctx.samples, 200)) {
    for (let seat: Seat = 0; seat < s.players; seat++) {
      const where = `seat ${seat}, ${at(s)}`;
      guard(`determinize at ${where}`, () => {
        const view = game.view(s.state, seat);
        const text = JSON.stringify(view);
        const d = game.determinize(view, seat, rng);
        if (JSON.stringify(view) !== text) failCheck(`determinize changed the view it was given (${where})`);
        const again = JSON.stringify(game.view(d, seat));
        if (again !== text) {
          failCheck(`the determinized state shows another view: ${jsonDiff(JSON.parse(again), view)} (${where})`);
        }
        if (game.toMove(s.state) === seat) {
          const legal = (x: S) =>
            game
              .legalMoves(x)
              .map((m) => game.formatMove(x, m))
              .join(' ');
          if (legal(d) !== legal(s.state))
            failCheck(`the determinized state has other legal moves for seat ${seat} (${where})`);
        }
        for (let i = 0; i < 3 && game.toMove(d) !== null; i++) {
          const m = game.randomMove(d, rng);
          if (!game.isLegal(d, m)) failCheck(`in a determinized state randomMove gave illegal ${show(m)} (${where})`);
          game.play(d, m);
        }
      });
    }
  }
}

/**
 * `publicMove` never throws and changes nothing, for every legal move and viewer; an event with a bad seat is an
 * error; any event either applies (leaving a valid state) or is an error that changes nothing.
 */
export function checkPublicMovesAndEvents<S, M, V, O extends BaseOptions>(ctx: Ctx<S, M, V, O>): void {
  const { game } = ctx;
  for (const s of spread(ctx.samples, 150)) {
    guard(`publicMove at ${at(s)}`, () => {
      for (const m of movesToTry(game, s.state, 30, `${ctx.seed}/publicMove`)) {
        for (const v of viewersOf(s.players)) {
          const text = game.publicMove(s.state, m, v);
          if (typeof text !== 'string') failCheck(`publicMove(${show(m)}, ${v}) is not a string (${at(s)})`);
        }
      }
      const d = jsonDiff(game.toSetup(s.state), s.setup);
      if (d !== null) failCheck(`publicMove changed the state at ${d} (${at(s)})`);
    });
    guard(`event at ${at(s)}`, () => checkEvents(game, s));
  }
}

const EVENT_TYPES: readonly PlatformEvent['type'][] = ['resign', 'abandon', 'timeUp'];

function checkEvents<S, M, V, O extends BaseOptions>(game: Game<S, M, V, O>, s: Sample<S>): void {
  for (const type of EVENT_TYPES) {
    for (const seat of [-1, 1.5, s.players, 99]) {
      const state = game.clone(s.state);
      const r = game.event(state, { type, seat });
      if (r.ok) failCheck(`event ${type} for bad seat ${seat} was accepted (${at(s)})`);
      const d = jsonDiff(game.toSetup(state), s.setup);
      if (d !== null) failCheck(`a refused event ${type} (seat ${seat}) changed the state at ${d} (${at(s)})`);
    }
    for (let seat = 0; seat < s.players; seat++) {
      const state = game.clone(s.state);
      const r = game.event(state, { type, seat });
      const d = jsonDiff(game.toSetup(state), s.setup);
      if (!r.ok && d !== null) failCheck(`a refused event ${type} (seat ${seat}) changed the state at ${d} (${at(s)})`);
      if (r.ok && game.toMove(state) === null) {
        const o = game.outcome(state);
        if (o === null || o.ranks.length !== s.players) {
          failCheck(`after event ${type} (seat ${seat}) the game is over with outcome ${show(o)} (${at(s)})`);
        }
      }
      if (r.ok && game.toMove(s.state) === null) {
        failCheck(`event ${type} (seat ${seat}) was accepted after the end (${at(s)})`);
      }
      if (r.ok) eventRoundTrip(game, state, `after event ${type} (seat ${seat}), ${at(s)}`);
    }
  }
}

/** A state after an event is a state like any other: its setup round-trips (records and storage rely on it). */
function eventRoundTrip<S, M, V, O extends BaseOptions>(game: Game<S, M, V, O>, state: S, where: string): void {
  const setup = game.toSetup(state);
  const back = game.fromSetup(JSON.parse(JSON.stringify(setup)));
  if (!back.ok) failCheck(`fromSetup refuses the setup: ${back.error.message} (${where})`);
  const d = jsonDiff(game.toSetup(back.value), setup);
  if (d !== null) failCheck(`toSetup(fromSetup(x)) differs from x at ${d} (${where})`);
}
