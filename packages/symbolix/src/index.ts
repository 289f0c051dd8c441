/**
 * Symbolix: the hidden-tile capture game for 2 to 6 players, at three levels with two variants
 * (`../../shared/rules/symbolix.md`, SX-1 … SX-25).
 */
export { bot, evaluate, playoutPolicy } from './bot.js';
export { determinize } from './determinize.js';
export { outcomeOf, symbolix } from './game.js';
export { canCaptureWith, legalMoves } from './movegen.js';
export * from './moves.js';
export { DEFAULT_OPTIONS, parseOptions, setup } from './options.js';
export * from './pieces.js';
export { type PositionSpec, position } from './position.js';
export { fromSetup, toSetup } from './setupJson.js';
export type { Level, SymbolixOptions, SymbolixState, Variant } from './state.js';
export { LEVELS, PHASES, QUIET_LIMIT, scoreOf, TURN_LIMIT, tally, VARIANTS } from './state.js';
export { viewText } from './text.js';
export { symbolixTutorial } from './tutorial.js';
export type { CapturedView, CardView, SymbolixView } from './view.js';
export { EMPTY, publicMove, SOME_SCIENTIFIX, UNKNOWN, view } from './view.js';
