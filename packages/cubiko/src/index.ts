/** Cubiko: the bouncing-ball dexterity game, simulated with Rapier (CB-1 … CB-18). */
export { AIM_ERROR, aimFor, cellValue, progress, targetOf } from './bot.js';
export { type CubikoView, cubiko, effectiveThrow, sampleThrow } from './game.js';
export * as geometry from './geometry.js';
export { CELL_NAMES, type Cell, cellAt, sideOf } from './geometry.js';
export { formatMove, parseMove, parseOptions } from './notation.js';
export { type Frame, type Launch, loadPhysics, type Pose, type RunInput, type RunResult, run } from './physics.js';
export { GOLDEN_THROWS, hashPoses, replayThrow, worldHash } from './replay.js';
export { aimedCell, landingChance, NOTE_SAMPLES, type ThrowNote, throwNote } from './review.js';
export {
  configurationPoints,
  launchOf,
  noisy,
  pointsOfCells,
  simulateThrow,
  spotsOf,
  type ThrowOutcome,
} from './rules.js';
export { f32, fromSetup, toSetup } from './setup.js';
export { type CubikoGoal, cubikoTutorial, reaches as cubikoReaches } from './tutorial.js';
export type { CubikoMove, CubikoOptions, CubikoState, Phase, Precision, Scoring, Throw } from './types.js';
