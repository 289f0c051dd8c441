import { applyKnots, type CalibrationMap } from './fit.js';
import { CALIBRATION } from './tables.js';

/** The stored map for a game at this player count and search budget, if one was fitted. */
export function calibrationFor(game: string, players: number, iterations: number): CalibrationMap | null {
  return CALIBRATION.find((m) => m.game === game && m.players === players && m.iterations === iterations) ?? null;
}

/** The chance shown for a raw search value: through the stored map when there is one, else the raw value. */
export function calibratedChance(game: string, players: number, iterations: number, raw: number): number {
  const map = calibrationFor(game, players, iterations);
  return map === null ? raw : applyKnots(map.knots, raw);
}
