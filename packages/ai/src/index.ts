export type { Advice } from './advise.js';
export { adviseMove } from './advise.js';
export type { AgentSpec, Level, LevelStyle } from './agent.js';
export {
  agentFactory,
  createAgent,
  LEVEL_NAMES,
  LEVEL_STYLE,
  LEVELS,
  levelPlay,
  MAX_ITERATIONS,
  parseAgentSpec,
  softmaxPick,
} from './agent.js';
export type { AnalysedMove, Analyser, Analysis, AnalysisOptions, Mark, MoveNote } from './analysis.js';
export { analyseRecord, chancesOf, createAnalyser, createLineAnalyser, MARKS, markOf, rawChance } from './analysis.js';
export { benchIsmcts, benchMcts } from './bench.js';
export type {
  CalibrationMap,
  MarkOutcome,
  Position,
  Reliability,
  ReliabilityBin,
  Row,
  Sample,
  SampleOptions,
} from './calibration/index.js';
export {
  ADVICE_BUDGETS,
  adviceBudget,
  applyKnots,
  CALIBRATION,
  CHANCE_CEILING,
  CHANCE_FLOOR,
  calibratedChance,
  calibrationFor,
  fitLogistic,
  heuristicValue,
  isotonicKnots,
  logit,
  mapChance,
  markOutcomes,
  predict,
  reliability,
  samplePositions,
  sigmoid,
  valueFeatures,
} from './calibration/index.js';
export type { MoveStat, SearchOptions, SearchResult } from './common.js';
export { playout, searchMoves } from './common.js';
export { ismctsSearch } from './ismcts.js';
export { mctsSearch } from './mcts.js';
export type { BestRun, SolutionNode } from './puzzle.js';
export { bestRun, forcedWin, lineLength, losingFirstMoves, soleWinner, winsWith } from './puzzle.js';
export { randomMove } from './random.js';
