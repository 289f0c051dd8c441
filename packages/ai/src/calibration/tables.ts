import type { CalibrationMap } from './fit.js';

/**
 * The fitted maps, one per game at 2 players and the analysis/hint budget, written by `ludo calibrate GAME --fit`
 * (README: the command, the positions and the held-out tables). A game, player count or budget without a map shows
 * the raw figure.
 */
export const CALIBRATION: readonly CalibrationMap[] = [
  // ludo calibrate linx --positions 1000 --per-game 10 --seed fit --fit FILE (isotonic, runs of 25)
  {
    game: 'linx',
    players: 2,
    iterations: 300,
    positions: 1000,
    seed: 'fit',
    knots: [
      [0.1496, 0.02],
      [0.2616, 0.04],
      [0.3805, 0.12],
      [0.4672, 0.28],
      [0.663, 0.4],
      [0.7645, 0.575],
      [0.8736, 0.6933],
      [0.9182, 0.76],
      [0.9492, 0.8267],
      [1, 0.96],
    ],
  },
  // ludo calibrate superpion --positions 700 --per-game 10 --seed fit --save F, then --from F --model platt --fit
  // (stopped at 470 positions, 47 games; Platt: a logistic on the raw mean's logit, README)
  {
    game: 'superpion',
    players: 2,
    iterations: 100,
    positions: 470,
    seed: 'fit',
    knots: [],
    weights: [-0.3484, 1.2315, 0],
  },
  // ludo calibrate symbolix --positions 400 --per-game 10 --seed fit (stopped at 200 positions, 20 games)
  {
    game: 'symbolix',
    players: 2,
    iterations: 150,
    positions: 200,
    seed: 'fit',
    knots: [
      [0.543, 0.48],
      [0.7111, 0.52],
      [0.8821, 0.5467],
    ],
  },
  // Cubiko: no map; one fitted on 289 positions did worse on held-out positions than the raw figure (README).
];
