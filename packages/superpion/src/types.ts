import type { BaseOptions, Json, Rng } from '@ludotheque/engine';

/** The four camps in acting order (SP-7), then the neutral spare pawns (SP-6). */
export const COLOURS = ['blue', 'red', 'yellow', 'black'] as const;
export type Colour = (typeof COLOURS)[number];
export const PILE_COLOURS = ['blue', 'red', 'yellow', 'black', 'grey'] as const;
export type PileColour = (typeof PILE_COLOURS)[number];
/** Index of grey among pile colours: the spare pawn used as an under pawn (SP-16). */
export const GREY = 4;
/** One letter per pile colour, the promotion suffix of SP-N1 (`=b|r|y|k|g`). */
export const COLOUR_LETTERS = ['b', 'r', 'y', 'k', 'g'] as const;

export const MODES = ['four', 'teams', 'three', 'two', 'twoSuper'] as const;
export type Mode = (typeof MODES)[number];
/** Player count per mode (Options section of the rules file). */
export const MODE_PLAYERS: Record<Mode, number> = { four: 4, teams: 4, three: 3, two: 2, twoSuper: 2 };

export interface SuperpionOptions extends BaseOptions {
  readonly mode: Mode;
  /** The colour that never acts in `three` (SP-7); null in every other mode. */
  readonly idle: Colour | null;
  /** Championship clock (SP-18c); the platform keeps time, the engine only hears `timeUp`. */
  readonly clockMinutes: number | null;
}

/**
 * Seating of a mode, derived once from the options (SP-7, SP-8): who controls each colour, who is a friend of whom,
 * and which colours act. Shared between clones (never mutated).
 */
export interface Seating {
  readonly seats: number;
  /** Seat controlling each colour, -1 for the idle colour. */
  readonly seatOf: readonly number[];
  /** Team of each colour: colours of one team are friends (SP-8); the idle colour has a team of its own. */
  readonly teamOf: readonly number[];
  /** Bit c set when colour c is an enemy of the indexed colour. */
  readonly enemyMask: readonly number[];
  /** Colours that act, in the order blue, red, yellow, black (SP-7). */
  readonly acting: readonly number[];
  /** Colours each seat plays (its own colours for scoring, SP-20). */
  readonly coloursOf: readonly (readonly number[])[];
  /** Teams of seats for team scores: seat -> the seats whose scores it shares. */
  readonly teamSeats: readonly (readonly number[])[];
}

/**
 * The validated game state. The board is a padded 18x18 byte array (two cells of padding so that a jump of two never
 * leaves the array): 0 empty, OFF outside the cross, else a piece code (see `pieces.ts`).
 */
export interface SuperpionState {
  readonly options: SuperpionOptions;
  readonly seating: Seating;
  board: Uint8Array;
  /** Captured pile counts, seat * 5 + pile colour (SP-16, SP-20). */
  piles: Int16Array;
  toMove: number;
  actionsLeft: number;
  /** Cell of the piece that already acted this colour turn, or -1 (SP-9). */
  used: number;
  /** Cell of the second piece that acted, kept only when the game ended on that action (SP-18a), or -1. */
  used2: number;
  turnCaptured: boolean;
  quiet: number;
  passes: number;
  timeUp: boolean;
  /** Seat that resigned or abandoned (Decision in README), or -1. */
  resigned: number;
  /** Seats whose table clock (not SP-18c's) ran out, in order: 3 or more sides, ranked last, a bot plays on. */
  timedOut: number[];
  over: boolean;
  rng: Rng;
}

/**
 * A move is a packed number (SP-N1: one action). 0 is `pass`. Otherwise:
 * bits 0-2 promotion (0 none, else under pawn colour + 1), bits 3-11 from cell, 12-20 last landing cell,
 * bits 21-26 number of captured pieces (0 for a simple move), and above bit 27 the index `k` of this capture path
 * among the paths of the same piece with the same length and end, in generation order — so a path of any length
 * fits in one number and `play` replays it by searching again from the start cell.
 */
export type SuperpionMove = number;

/** A view is the whole public state: the setup JSON of SP-N2 (there is nothing hidden). */
export type SuperpionView = Json;
