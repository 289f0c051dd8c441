import type { CalibrationMap } from './fit.js';

/**
 * The fitted maps, one per game at 2 players and the analysis/hint budget, written by `ludo calibrate GAME --fit`
 * (README: the command, the positions and the held-out tables). A game, player count or budget without a map shows
 * the raw figure.
 */
export const CALIBRATION: readonly CalibrationMap[] = [];
