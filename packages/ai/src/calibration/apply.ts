import { applyKnots, type CalibrationMap, CHANCE_CEILING, CHANCE_FLOOR } from './fit.js';
import { logit, predict } from './logistic.js';
import { CALIBRATION } from './tables.js';

/** The stored map for a game at this player count and search budget, if one was fitted. */
export function calibrationFor(game: string, players: number, iterations: number): CalibrationMap | null {
  return CALIBRATION.find((m) => m.game === game && m.players === players && m.iterations === iterations) ?? null;
}

/** The value model's features: the logits of the search's mean and of the heuristic (½ when the game has none). */
export const valueFeatures = (raw: number, heuristic: number | null | undefined): number[] => [
  logit(raw),
  logit(heuristic ?? 0.5),
];

/** A map's chance for a raw mean and heuristic: the value model when it has one, then its knots. */
export function mapChance(map: CalibrationMap, raw: number, heuristic: number | null | undefined): number {
  if (map.weights === undefined) return applyKnots(map.knots, raw);
  const p = predict(map.weights, valueFeatures(raw, heuristic));
  return applyKnots(map.knots, Math.min(CHANCE_CEILING, Math.max(CHANCE_FLOOR, p)));
}

/**
 * The chance shown for a raw search value (and the game's heuristic from the same view, `heuristicValue`, which
 * maps with a value model need): through the stored map when there is one, else the raw value.
 */
export function calibratedChance(
  game: string,
  players: number,
  iterations: number,
  raw: number,
  heuristic?: number | null,
): number {
  const map = calibrationFor(game, players, iterations);
  return map === null ? raw : mapChance(map, raw, heuristic);
}
