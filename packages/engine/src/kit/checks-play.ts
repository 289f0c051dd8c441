import type { BaseOptions, Game, Json, Viewer } from '../game.js';
import { Rng } from '../rng.js';
import type { Sample } from './sample.js';
import { failCheck, guard, jsonDiff, moveKey, show, spread, viewersOf } from './util.js';

/** What the checks below need: the game and the sampled states. */
export interface Ctx<S, M, V, O extends BaseOptions> {
  readonly game: Game<S, M, V, O>;
  readonly samples: readonly Sample<S>[];
  readonly seed: string;
}

const at = (s: Sample<unknown>) => `${s.where}, setup ${show(s.setup)}`;

/** Every viewer's view of a state as JSON text. */
function allViews<S, M, V, O extends BaseOptions>(game: Game<S, M, V, O>, state: S, players: number): string[] {
  return viewersOf(players).map((v: Viewer) => JSON.stringify(game.view(state, v)));
}

/**
 * Playing on a clone changes neither the original's setup nor its views, and playing on the original changes
 * nothing in the clone (a shared array or a shared PRNG would).
 */
export function checkClones<S, M, V, O extends BaseOptions>(ctx: Ctx<S, M, V, O>): void {
  const { game } = ctx;
  const rng = Rng.seeded(`${ctx.seed}/clones`);
  for (const s of ctx.samples) {
    if (game.toMove(s.state) === null) continue;
    guard(`clone independence at ${at(s)}`, () => {
      const original = game.clone(s.state);
      const before = game.toSetup(original);
      const views = allViews(game, original, s.players);
      const copy = game.clone(original);
      const d0 = jsonDiff(game.toSetup(copy), before);
      if (d0 !== null) failCheck(`a fresh clone's setup differs from the original at ${d0} (${at(s)})`);
      playRandomly(game, copy, rng, 3);
      const d1 = jsonDiff(game.toSetup(original), before);
      if (d1 !== null) failCheck(`playing on a clone changed the original's setup at ${d1} (${at(s)})`);
      if (allViews(game, original, s.players).join() !== views.join()) {
        failCheck(`playing on a clone changed the original's views (${at(s)})`);
      }
      const copy2 = game.clone(original);
      const copyBefore = game.toSetup(copy2);
      playRandomly(game, original, rng, 3);
      const d2 = jsonDiff(game.toSetup(copy2), copyBefore);
      if (d2 !== null) failCheck(`playing on the original changed its clone's setup at ${d2} (${at(s)})`);
    });
  }
}

function playRandomly<S, M, V, O extends BaseOptions>(game: Game<S, M, V, O>, state: S, rng: Rng, plies: number): void {
  for (let i = 0; i < plies && game.toMove(state) !== null; i++) game.play(state, game.randomMove(state, rng));
}

/**
 * `legalMoves` is unique (by notation), sorted, accepted by `isLegal`, empty exactly at the end, and does not
 * change the state; moves legal elsewhere but not listed here are refused here (unless continuous moves exist).
 * Order: when every move is a number, ascending numbers; otherwise ascending notation in code-unit order.
 */
export function checkLegalMoves<S, M, V, O extends BaseOptions>(ctx: Ctx<S, M, V, O>): void {
  const { game } = ctx;
  const pool = new Map<string, M>();
  for (const s of ctx.samples) {
    guard(`legalMoves at ${at(s)}`, () => {
      const moves = game.legalMoves(s.state);
      checkListed(game, s, moves);
      for (const m of moves) if (pool.size < 400) pool.set(moveKey(m), m);
    });
  }
  for (const s of spread(ctx.samples, 150)) {
    if (game.hasContinuousMoves?.(s.state)) continue;
    guard(`isLegal of moves from other states at ${at(s)}`, () => {
      const listed = new Set(game.legalMoves(s.state).map(moveKey));
      for (const [key, m] of pool) {
        if (!listed.has(key) && game.isLegal(s.state, m)) {
          failCheck(`isLegal accepts ${key}, which legalMoves does not list (${at(s)})`);
        }
      }
    });
  }
}

function checkListed<S, M, V, O extends BaseOptions>(game: Game<S, M, V, O>, s: Sample<S>, moves: M[]): void {
  const toMove = game.toMove(s.state);
  const continuous = game.hasContinuousMoves?.(s.state) ?? false;
  if (toMove === null && moves.length > 0) failCheck(`legalMoves is not empty after the end (${at(s)})`);
  if (toMove !== null && moves.length === 0 && !continuous)
    failCheck(`legalMoves is empty, toMove is ${toMove} (${at(s)})`);
  const notations = moves.map((m) => game.formatMove(s.state, m));
  const seen = new Set<string>();
  for (const n of notations) {
    if (seen.has(n)) failCheck(`legalMoves lists "${n}" twice (${at(s)})`);
    seen.add(n);
  }
  const numeric = moves.every((m) => typeof m === 'number');
  for (let i = 1; i < moves.length; i++) {
    const inOrder = numeric
      ? (moves[i - 1] as number) < (moves[i] as number)
      : (notations[i - 1] as string) < (notations[i] as string);
    if (!inOrder) {
      const what = numeric
        ? `${show(moves[i - 1])} before ${show(moves[i])}`
        : `"${notations[i - 1]}" before "${notations[i]}"`;
      failCheck(
        `legalMoves is not sorted (${numeric ? 'numbers ascending' : 'notation in code-unit order'}): ${what} (${at(s)})`,
      );
    }
  }
  for (const m of moves) if (!game.isLegal(s.state, m)) failCheck(`isLegal refuses listed move ${show(m)} (${at(s)})`);
  const d = jsonDiff(game.toSetup(s.state), s.setup);
  if (d !== null) failCheck(`legalMoves or isLegal changed the state at ${d} (${at(s)})`);
}

/**
 * Up to `n` legal moves of a state: a spread of `legalMoves`, plus a few `randomMove` samples where continuous moves
 * exist (a Cubiko throw), since `legalMoves` cannot list those. The state is not changed (randomMove runs on a clone).
 */
export function movesToTry<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  state: S,
  n: number,
  seed: string,
): M[] {
  const moves = spread(game.legalMoves(state), n);
  if (game.toMove(state) !== null && game.hasContinuousMoves?.(state)) {
    const rng = Rng.seeded(seed);
    const copy = game.clone(state);
    for (let i = 0; i < 5; i++) moves.push(game.randomMove(copy, rng));
  }
  return moves;
}

/** Texts no game's notation accepts. */
export const GARBAGE_NOTATION: readonly string[] = ['', '   ', '???', '#!%&', '\u0000', '🂡🂡', 'x'.repeat(300)];

/** `parseMove(s, formatMove(s, m))` gives back a move with the same notation; garbage text is a notation error. */
export function checkNotation<S, M, V, O extends BaseOptions>(ctx: Ctx<S, M, V, O>): void {
  const { game } = ctx;
  for (const s of ctx.samples) {
    guard(`notation at ${at(s)}`, () => {
      for (const m of movesToTry(game, s.state, 60, `${ctx.seed}/notation`)) {
        const text = game.formatMove(s.state, m);
        const parsed = game.parseMove(s.state, text);
        if (!parsed.ok) failCheck(`parseMove refuses "${text}" (of ${show(m)}): ${parsed.error.message} (${at(s)})`);
        const again = game.formatMove(s.state, parsed.value);
        if (again !== text) failCheck(`"${text}" parses to ${show(parsed.value)}, written "${again}" (${at(s)})`);
      }
      for (const text of GARBAGE_NOTATION) {
        const r = game.parseMove(s.state, text);
        if (r.ok) failCheck(`parseMove accepts garbage ${show(text)} as ${show(r.value)} (${at(s)})`);
      }
    });
  }
}

/** Two playouts with the same seed are the same game, move for move. */
export function samePlayout(
  a: { notations: string[]; finalSetup: Json },
  b: { notations: string[]; finalSetup: Json },
  where: string,
): void {
  const i = a.notations.findIndex((n, k) => b.notations[k] !== n);
  if (i >= 0 || a.notations.length !== b.notations.length) {
    const k = i >= 0 ? i : Math.min(a.notations.length, b.notations.length);
    failCheck(
      `the same seed gave different playouts (${where}): ply ${k} is "${a.notations[k]}" then "${b.notations[k]}"`,
    );
  }
  const d = jsonDiff(a.finalSetup, b.finalSetup);
  if (d !== null) failCheck(`the same seed gave different final setups at ${d} (${where})`);
}
