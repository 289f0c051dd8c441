export { bot, evaluate, playoutPolicy, winningMove } from './bot.js';
export { linx } from './game.js';
export {
  cellAt,
  cellCoords,
  cellIndex,
  cellName,
  decodeTile,
  geometry,
  type TileInfo,
  tileText,
} from './notation.js';
export { DEFAULT_HANDS, parseOptions } from './options.js';
export { consistentStates } from './puzzles.js';
export { NEUTRAL_BLOCK } from './rules.js';
export { fromSetup, toSetup } from './setup.js';
export { linxTutorial } from './tutorial.js';
export {
  COLOUR_LETTERS,
  COLOURS,
  type LinxMove,
  type LinxOptions,
  type LinxState,
  type TileType,
  TURN_LIMIT,
  TYPES,
} from './types.js';
export { type LinxView, view } from './view.js';
