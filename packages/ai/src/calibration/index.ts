export { calibratedChance, calibrationFor } from './apply.js';
export { ADVICE_BUDGETS, adviceBudget } from './budget.js';
export type { CalibrationMap, Reliability, ReliabilityBin, Sample } from './fit.js';
export { applyKnots, CHANCE_CEILING, CHANCE_FLOOR, isotonicKnots, reliability } from './fit.js';
export type { MarkOutcome } from './marks.js';
export { markOutcomes } from './marks.js';
export type { Position, SampleOptions } from './sample.js';
export { samplePositions } from './sample.js';
export { CALIBRATION } from './tables.js';
