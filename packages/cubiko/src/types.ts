import type { BaseOptions, Outcome, Rng } from '@ludotheque/engine';
import type { Cell } from './geometry.js';
import type { Pose } from './physics.js';

export type Precision = 'exact' | 'steady' | 'shaky';
export type Scoring = 'basic' | 'points';

/** The rules file's Options section. */
export interface CubikoOptions extends BaseOptions {
  readonly precision: Precision;
  readonly scoring: Scoring;
  readonly target: number;
  readonly configurations: number | null;
}

/** CB-5: a throw in the thrower's frame, integers: offset mm, velocity mm/s, spin mrad/s. */
export interface Throw {
  readonly type: 'throw';
  readonly offset: number;
  readonly v: readonly [number, number, number];
  readonly w: readonly [number, number, number];
}

export type CubikoMove =
  | Throw
  | { readonly type: 'place' }
  | { readonly type: 'move'; readonly n: number }
  | {
      readonly type: 'pass';
    };

/** The turn's phase: throwing, or choosing what to do with the ball's cell after a counted throw (CB-11). */
export type Phase = { readonly kind: 'throw' } | { readonly kind: 'placement'; readonly cell: Cell };

/** The state. `cubes[seat][n - 1]` is cube n's pose on the board, or null in the reserve (CB-13). */
export interface CubikoState {
  readonly options: CubikoOptions;
  rng: Rng;
  cubes: (Pose | null)[][];
  scores: number[];
  configs: number[];
  quiet: number;
  toMove: number;
  phase: Phase;
  outcome: Outcome | null;
  /** Seats whose table clock ran out, in order (3 or more players: each ranks last, a bot plays it on). */
  timedOut: number[];
}

export const PRECISION_P: Readonly<Record<Precision, number>> = { exact: 0, steady: 20, shaky: 50 };
