/**
 * Superpion (Vision): the four-camp draughts game for 2 to 4 players. Rules contract: `shared/rules/superpion.md`.
 */
export { bot, enPrise } from './bot.js';
export { legalMoves, seatToMove, superpion } from './game.js';
export {
  BACK_LINE_OF,
  BACK_LINES,
  campOf,
  cellIndex,
  cellName,
  fileOf,
  isWhite,
  OPENING,
  onBoard,
  parseCell,
  rankOf,
  SIZE,
  WHITE_CELLS,
} from './geometry.js';
export { type DecodedMove, decodeMove, PASS } from './movegen.js';
export { capturedCellsOf, formatMove, landingsOf, parseMove } from './notation.js';
export { parseOptions, seatingOf } from './options.js';
export { decodePiece, type PieceInfo } from './pieces.js';
export { seatScores, teamScores } from './score.js';
export { cloneState, fromSetup, newGame, toSetup } from './setup.js';
export { playoutsPerSecond, randomPlayouts } from './speed.js';
export { boardText, pieceText } from './text.js';
export {
  COLOUR_LETTERS,
  COLOURS,
  type Colour,
  GREY,
  MODE_PLAYERS,
  MODES,
  type Mode,
  PILE_COLOURS,
  type PileColour,
  type Seating,
  type SuperpionMove,
  type SuperpionOptions,
  type SuperpionState,
  type SuperpionView,
} from './types.js';

/** Camp colours for boards (CSS colours), indexed like COLOURS, then grey. */
export const CAMP_COLOURS = ['#1f5fbf', '#c62828', '#f2c200', '#222222', '#9e9e9e'] as const;
/** Colour names for people, in French and English, indexed like PILE_COLOURS. */
export const COLOUR_NAMES = {
  fr: ['bleu', 'rouge', 'jaune', 'noir', 'gris'],
  en: ['blue', 'red', 'yellow', 'black', 'grey'],
} as const;
export { capturedBy, piecesTaken } from './puzzles.js';
export { superpionTutorial } from './tutorial.js';
