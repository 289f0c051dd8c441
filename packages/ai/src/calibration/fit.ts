/**
 * Calibration of a search's raw value (a move's mean return) into a chance that holds (issue 27): an isotonic map
 * fitted on self-play positions, and the reliability table that checks one on positions it was not fitted on.
 * Pure arithmetic, no game knowledge: `sample.ts` makes the positions, `tables.ts` stores the fitted maps.
 */

/** One position: the raw figure the search gave the mover, and what the mover got by playing on (1, 0, ½ a draw). */
export interface Sample {
  readonly raw: number;
  readonly outcome: number;
}

/**
 * A monotone map from raw value to chance: straight lines between `knots` (`[raw, chance]`, raw increasing), flat
 * beyond the first and last. Fitted for one game, player count and search budget.
 */
export interface CalibrationMap {
  readonly game: string;
  readonly players: number;
  readonly iterations: number;
  /** How many positions it was fitted on, and the seed that drew them (`ludo calibrate … --fit`). */
  readonly positions: number;
  readonly seed: string;
  readonly knots: readonly (readonly [number, number])[];
  /**
   * When present, the value model's weights (`logistic.ts`: constant, then the logits of the raw mean and of the
   * game's heuristic, `valueFeatures`); its chance then goes through `knots` (none: as it is).
   */
  readonly weights?: readonly number[];
}

/** No figure is shown as certain: a search that misses a trick can still lose a "won" game (issue 27: "100 %"). */
export const CHANCE_FLOOR = 0.02;
export const CHANCE_CEILING = 0.98;

/**
 * Pool-adjacent-violators: the non-decreasing step function closest (least squares) to the outcomes ordered by raw
 * value, as knots at each block's mean raw value. Ties in raw value are pooled first (one block per value); with
 * `chunk` > 1, runs of `chunk` consecutive positions are pooled before that (the last run takes the remainder), so
 * that no knot rests on a handful of games (a fitted map then holds on positions it has not seen).
 */
export function isotonicKnots(samples: readonly Sample[], chunk = 1): [number, number][] {
  const sorted = [...samples].sort((a, b) => a.raw - b.raw);
  const runs: { x: number; y: number; n: number }[] = [];
  for (let i = 0; i < sorted.length; i += chunk) {
    const part = sorted.slice(i, sorted.length - (i + chunk) < chunk ? sorted.length : i + chunk);
    const n = part.length;
    runs.push({ x: part.reduce((a, s) => a + s.raw, 0) / n, y: part.reduce((a, s) => a + s.outcome, 0) / n, n });
    if (i + n >= sorted.length) break;
  }
  const blocks: { x: number; y: number; n: number }[] = [];
  for (const s of runs) {
    const last = blocks[blocks.length - 1];
    if (last !== undefined && last.x === s.x) {
      last.y = (last.y * last.n + s.y * s.n) / (last.n + s.n);
      last.n += s.n;
    } else blocks.push({ ...s });
    for (;;) {
      const b = blocks[blocks.length - 1];
      const a = blocks[blocks.length - 2];
      if (a === undefined || b === undefined || a.y < b.y) break;
      const n = a.n + b.n;
      blocks.splice(blocks.length - 2, 2, { x: (a.x * a.n + b.x * b.n) / n, y: (a.y * a.n + b.y * b.n) / n, n });
    }
  }
  return blocks.map((b) => [round(b.x), round(clamp(b.y))]);
}

const clamp = (y: number) => Math.min(CHANCE_CEILING, Math.max(CHANCE_FLOOR, y));
const round = (v: number) => Math.round(v * 1e4) / 1e4;

/** The chance a map gives a raw value: linear between knots, flat outside, the raw value itself with no knots. */
export function applyKnots(knots: readonly (readonly [number, number])[], raw: number): number {
  const first = knots[0];
  if (first === undefined) return raw;
  if (raw <= first[0]) return first[1];
  for (let i = 1; i < knots.length; i++) {
    const [x1, y1] = knots[i] as readonly [number, number];
    if (raw <= x1) {
      const [x0, y0] = knots[i - 1] as readonly [number, number];
      return x1 === x0 ? y1 : y0 + ((raw - x0) / (x1 - x0)) * (y1 - y0);
    }
  }
  return (knots[knots.length - 1] as readonly [number, number])[1];
}

/** One bin of a reliability diagram: forecasts in [lo, hi), their mean, the observed mean outcome, how many. */
export interface ReliabilityBin {
  readonly lo: number;
  readonly hi: number;
  readonly count: number;
  readonly predicted: number;
  readonly observed: number;
}

export interface Reliability {
  readonly bins: readonly ReliabilityBin[];
  readonly count: number;
  /** Mean squared error of the forecasts. */
  readonly brier: number;
  /** The same for the constant forecast `base` (the fit set's mean outcome when given, else this set's). */
  readonly constantBrier: number;
  readonly base: number;
  /** 1 − brier / constantBrier: the issue asks for at least 0.20. */
  readonly skill: number;
  /** The largest |predicted − observed| over bins holding at least `minCount` forecasts. */
  readonly worstGap: number;
}

/**
 * The reliability table of forecasts against outcomes: `binCount` equal bins over [0, 1] (a forecast of exactly 1
 * falls in the last), empty bins left out; bins with fewer than `minCount` forecasts are listed but not counted in
 * `worstGap` (their observed rate is mostly noise).
 */
export function reliability(
  forecasts: readonly Sample[],
  opts: { binCount?: number; base?: number; minCount?: number } = {},
): Reliability {
  const binCount = opts.binCount ?? 10;
  const minCount = opts.minCount ?? 20;
  const sums = Array.from({ length: binCount }, () => ({ n: 0, p: 0, o: 0 }));
  let brier = 0;
  let total = 0;
  for (const f of forecasts) {
    const bin = sums[Math.min(binCount - 1, Math.max(0, Math.floor(f.raw * binCount)))] as (typeof sums)[number];
    bin.n++;
    bin.p += f.raw;
    bin.o += f.outcome;
    brier += (f.raw - f.outcome) ** 2;
    total += f.outcome;
  }
  const n = forecasts.length;
  const base = opts.base ?? (n === 0 ? 0.5 : total / n);
  let constantBrier = 0;
  for (const f of forecasts) constantBrier += (base - f.outcome) ** 2;
  const bins: ReliabilityBin[] = [];
  let worstGap = 0;
  sums.forEach((s, i) => {
    if (s.n === 0) return;
    const bin = { lo: i / binCount, hi: (i + 1) / binCount, count: s.n, predicted: s.p / s.n, observed: s.o / s.n };
    bins.push(bin);
    if (s.n >= minCount) worstGap = Math.max(worstGap, Math.abs(bin.predicted - bin.observed));
  });
  const b = n === 0 ? 0 : brier / n;
  const c = n === 0 ? 0 : constantBrier / n;
  return { bins, count: n, brier: b, constantBrier: c, base, skill: c === 0 ? 0 : 1 - b / c, worstGap };
}
