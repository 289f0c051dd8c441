import type { Json, Rng } from '@ludotheque/engine';
import { targetOf } from './bot.js';
import type { Cell } from './geometry.js';
import { noisy, simulateThrow } from './rules.js';
import { type CubikoMove, type CubikoState, PRECISION_P, type Throw } from './types.js';

/**
 * Noised throws simulated per landing chance: each is a physics run (~15–100 ms), so few — a whole game's analysis
 * must stay within 5 s (issue 28); the figure is a rough guide ("about half the time"), not a measurement.
 */
export const NOTE_SAMPLES = 4;

/** What a game review (issue 18) says of a throw: the cell aimed at and how often it lands there at the precision. */
export interface ThrowNote {
  readonly [key: string]: Json;
  /** The aimed cell (0..8, CB-3's order): the landing table's target, else where the throw lands without noise. */
  readonly aimed: Cell | null;
  /** How often the noised throw (CB-6, the game's precision) counts in the aimed cell, over `samples` runs. */
  readonly chance: number;
  /** The cell of the throw the search preferred, and its landing chance (null when it preferred not to throw). */
  readonly bestAim: Cell | null;
  readonly bestChance: number | null;
  readonly samples: number;
}

/** The cell a throw aims at: the bots' table says so for its own throws; any other throw, where it lands unnoised. */
export function aimedCell(s: CubikoState, t: Throw): Cell | null {
  return targetOf(s, t) ?? simulateThrow(s, t).cell;
}

/** The share of `samples` noised runs of `t` that count in `cell` (CB-6, CB-9), drawing the noise from `rng`. */
export function landingChance(s: CubikoState, t: Throw, cell: Cell, rng: Rng, samples = NOTE_SAMPLES): number {
  const p = PRECISION_P[s.options.precision];
  // Without noise every run is the same one.
  const n = p === 0 ? 1 : samples;
  let hits = 0;
  for (let i = 0; i < n; i++) if (simulateThrow(s, noisy(t, p, rng)).cell === cell) hits++;
  return hits / n;
}

/**
 * The analysis note of a move (the `MoveNote` of `@ludotheque/ai`'s analysis): for a throw, its aimed cell and
 * landing chance and the preferred throw's. `s` is a determinization of the thrower's view (Cubiko is open: the
 * board is all there is). Other moves have no note.
 */
export function throwNote(s: CubikoState, played: CubikoMove, best: CubikoMove, rng: Rng): ThrowNote | undefined {
  if (played.type !== 'throw') return undefined;
  const aimed = aimedCell(s, played);
  const chance = aimed === null ? 0 : landingChance(s, played, aimed, rng);
  const bestAim = best.type === 'throw' ? aimedCell(s, best) : null;
  // The preferred throw is often the one played: its chance is then already known.
  const same = best.type === 'throw' && sameThrow(best, played);
  const bestChance =
    best.type !== 'throw' || bestAim === null ? null : same ? chance : landingChance(s, best, bestAim, rng);
  const samples = PRECISION_P[s.options.precision] === 0 ? 1 : NOTE_SAMPLES;
  return { aimed, chance, bestAim, bestChance, samples };
}

const sameThrow = (a: Throw, b: Throw): boolean =>
  a.offset === b.offset && a.v.every((x, i) => x === b.v[i]) && a.w.every((x, i) => x === b.w[i]);
