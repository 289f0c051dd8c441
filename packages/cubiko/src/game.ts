/** Cubiko (CB-1 … CB-18) as the engine's game contract. */
import {
  fail,
  type Game,
  type Json,
  type Outcome,
  ok,
  type PlatformEvent,
  type Result,
  Rng,
  rankedLast,
  type Viewer,
} from '@ludotheque/engine';
import { bot } from './bot.js';
import { CELL_NAMES } from './geometry.js';
import { formatMove, parseOptions, parseMove as parseText } from './notation.js';
import { loadPhysics } from './physics.js';
import { applyMove, canMove, cubeCell, lowestReserve, noisy, rankBy, throwInBounds } from './rules.js';
import { fromSetup, toSetup } from './setup.js';
import { type CubikoMove, type CubikoOptions, type CubikoState, PRECISION_P, type Throw } from './types.js';

/** A view: the setup JSON without the PRNG state, plus each cube's cell (null in reserve). */
export type CubikoView = Json;

function setup(options: CubikoOptions, rng: Rng): CubikoState {
  const n = options.players;
  return {
    options,
    rng,
    cubes: Array.from({ length: n }, () => [null, null, null]),
    scores: Array(n).fill(0),
    configs: Array(n).fill(0),
    quiet: 0,
    toMove: 0,
    phase: { kind: 'throw' },
    outcome: null,
    timedOut: [],
  };
}

function clone(s: CubikoState): CubikoState {
  return {
    ...s,
    rng: s.rng.clone(),
    cubes: s.cubes.map((row) => [...row]),
    scores: [...s.scores],
    configs: [...s.configs],
    timedOut: [...s.timedOut],
  };
}

const toMove = (s: CubikoState): number | null => (s.outcome === null ? s.toMove : null);

/** The discrete moves, sorted by notation: `move n`, `pass`, `place` (CB-11, CB-14). */
function legalMoves(s: CubikoState): CubikoMove[] {
  if (s.outcome !== null) return [];
  if (s.phase.kind === 'throw') return [{ type: 'pass' }];
  const cell = s.phase.cell;
  const moves: CubikoMove[] = [];
  for (let k = 0; k < 3; k++) if (canMove(s, s.toMove, k, cell)) moves.push({ type: 'move', n: k + 1 });
  moves.push({ type: 'pass' });
  if (lowestReserve(s, s.toMove) >= 0) moves.push({ type: 'place' });
  return moves;
}

function isLegal(s: CubikoState, m: CubikoMove): boolean {
  if (s.outcome !== null) return false;
  if (m.type === 'throw') return s.phase.kind === 'throw' && throwInBounds(m);
  return legalMoves(s).some((x) => formatMove(x) === formatMove(m));
}

/**
 * A throw sampled around the throws that land (a table bounce then the frame): mostly toward the frame from
 * anywhere along the edge, sometimes wild; a pass one time in four, since passing is always allowed (CB-14).
 */
export function sampleThrow(rng: Rng): Throw {
  const offset = rng.int(-150, 150);
  const vy = rng.int(500, 1600);
  // Aim across: from the offset toward a point near the centre line, the frame being 450 mm away.
  const vx = Math.trunc((-offset * vy) / 450) + rng.int(-150, 150);
  const vz = rng.int(-3000, 1000);
  const spin = () => (rng.below(4) === 0 ? rng.int(-20_000, 20_000) : 0);
  return { type: 'throw', offset, v: [vx, vy, vz], w: [spin(), spin(), spin()] };
}

function randomMove(s: CubikoState, rng: Rng): CubikoMove {
  if (s.phase.kind === 'throw') return rng.below(4) === 0 ? { type: 'pass' } : sampleThrow(rng);
  return rng.pick(legalMoves(s));
}

function event(s: CubikoState, e: PlatformEvent): Result<void> {
  const n = s.options.players;
  if (!Number.isInteger(e.seat) || e.seat < 0 || e.seat >= n)
    return fail('event', `no seat ${String(e.seat)} in this game`);
  if (s.outcome !== null) return fail('gameOver', 'the game is over');
  if (e.type === 'timeUp' && n > 2) return timeUp(s, e.seat);
  // Whoever resigns, leaves or (two players) runs out of time ranks last; the others are ranked by points (all tied
  // in the basic game).
  const key = s.scores.map((sc, i) => (i === e.seat ? -1 : s.options.scoring === 'points' ? sc : 0));
  s.outcome = { scores: [...s.scores], ranks: rankBy(key).ranks };
  return ok(undefined);
}

/**
 * A seat's table clock ran out with 3 or more players (README Decisions): it ranks last and a bot plays it on; once
 * only one seat has time left the game ends, the others ranked by points.
 */
function timeUp(s: CubikoState, seat: number): Result<void> {
  if (s.timedOut.includes(seat)) return fail('event', `seat ${seat}'s time is already up`);
  s.timedOut.push(seat);
  if (s.timedOut.length >= s.options.players - 1) {
    const key = s.scores.map((sc) => (s.options.scoring === 'points' ? sc : 0));
    s.outcome = { scores: [...s.scores], ranks: rankBy(key).ranks };
  }
  return ok(undefined);
}

/** The game's end with the timed-out seats last, first out ranked lowest. */
const outcomeOf = (s: CubikoState): Outcome | null =>
  s.outcome === null || s.timedOut.length === 0
    ? s.outcome
    : rankedLast(
        s.outcome,
        s.timedOut.map((seat) => [seat]),
      );

function view(s: CubikoState, _viewer: Viewer): CubikoView {
  const { rng: _rng, ...rest } = toSetup(s) as Record<string, Json>;
  const cells = s.cubes.map((row) => row.map((p) => (p === null ? null : (CELL_NAMES[cubeCell(p) ?? 0] ?? null))));
  return { ...rest, cells };
}

function determinize(v: CubikoView, _seat: number, rng: Rng): CubikoState {
  const { cells: _cells, ...rest } = v as Record<string, Json>;
  const r = fromSetup({ ...rest, rng: Rng.seeded(rng.u32()).save() });
  if (!r.ok) throw new Error(`cubiko: determinize got a bad view: ${r.error.message}`);
  return r.value;
}

/** The effective throw `play` will simulate: noise drawn from a clone of the state's PRNG (CB-6). */
export function effectiveThrow(s: CubikoState, t: Throw): Throw {
  return noisy(t, PRECISION_P[s.options.precision], s.rng.clone());
}

function publicMove(s: CubikoState, m: CubikoMove, _viewer: Viewer): string {
  if (m.type !== 'throw' || !isLegal(s, m)) return formatMove(m);
  return formatMove(effectiveThrow(s, m));
}

/** Parses CB-N1; a throw outside CB-5's bounds is refused here with the bound it breaks. */
function parseMove(_s: CubikoState, text: string): Result<CubikoMove> {
  const r = parseText(text);
  if (!r.ok || r.value.type !== 'throw') return r;
  const t = r.value;
  if (Math.abs(t.offset) > 300) return fail('illegal', `offset ${t.offset} is beyond ±300 mm (CB-5)`);
  const [x, y, z] = t.v;
  if (x * x + y * y + z * z > 6000 * 6000) return fail('illegal', 'the speed exceeds 6000 mm/s (CB-5)');
  if (t.w.some((c) => Math.abs(c) > 200_000)) return fail('illegal', 'a spin component exceeds 200000 mrad/s (CB-5)');
  return r;
}

export const cubiko: Game<CubikoState, CubikoMove, CubikoView, CubikoOptions> = {
  id: 'cubiko',
  players: { min: 2, max: 4 },
  hiddenInformation: false,
  load: loadPhysics,
  parseOptions,
  options: (s) => s.options,
  setup,
  fromSetup,
  toSetup,
  toMove,
  legalMoves,
  hasContinuousMoves: (s) => s.outcome === null && s.phase.kind === 'throw',
  isLegal,
  randomMove,
  play: applyMove,
  event,
  clone,
  outcome: outcomeOf,
  view,
  publicMove,
  // Takebacks never reveal: a throw's skill noise (CB-6) comes from the state's PRNG and everyone is told the noised
  // throw, so after a takeback the same aim would get the same noise, known in advance. `exact` draws none; a
  // placement, a move and a pass are plain physics on public poses (CB-11, CB-14).
  reveals: (s, m) => m.type === 'throw' && PRECISION_P[s.options.precision] > 0,
  determinize,
  parseMove,
  formatMove: (_s, m) => formatMove(m),
  bot,
};
