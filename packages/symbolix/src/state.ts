import type { BaseOptions, Rng } from '@ludotheque/engine';
import { CELLS, colourOf, isSymbolix, isWildcard, symbolOf } from './pieces.js';

export const LEVELS = ['basic', 'normal', 'advanced'] as const;
export type Level = (typeof LEVELS)[number];
export const VARIANTS = ['standard', 'grandSecret', 'strategy'] as const;
export type Variant = (typeof VARIANTS)[number];

export interface SymbolixOptions extends BaseOptions {
  readonly players: number;
  readonly level: Level;
  readonly variant: Variant;
}

/** Turn phases (SX-N2): choosing the action, continuing a flipped piece or a chain, an SX-18 swap, a card's targets. */
export const PHASES = ['action', 'chain', 'swap', 'cardTarget', 'over'] as const;
export const ACTION = 0;
export const CHAIN = 1;
export const SWAP = 2;
export const CARD_TARGET = 3;
export const OVER = 4;

export const GRAND_SECRET = 1;
export const STRATEGY = 2;
export const ADVANCED = 2;
export const QUIET_LIMIT = 60; // SX-17
export const TURN_LIMIT = 600; // SX-17

/**
 * The whole state, hidden parts included. Knowledge the rules give one seat is kept as seat bitmasks (bit s = seat
 * s knows), so views can show it and determinize can keep it.
 */
export interface SymbolixState {
  players: number;
  level: number; // index in LEVELS
  variant: number; // index in VARIANTS
  board: Int8Array; // piece code per cell, -1 empty
  covered: Uint8Array; // 1 = face down (SX-4)
  seen: Uint8Array; // per covered cell: seats that looked at it (SX-23)
  sciKnown: Uint8Array; // per covered cell: 1 = everyone knows it is a Scientifix (a failed SX-23 capture)
  coll: number[][]; // collections, in capture order
  collDown: number[][]; // 1 = captured face down (SX-23)
  collKnown: number[][]; // per face-down capture: seats that know it
  card: Int8Array; // colour card per seat (SX-6)
  revealed: Uint8Array; // SX-7
  cardKnown: Uint8Array; // per seat: seats that know that seat's card
  reserve: number[]; // face-down reserve cards
  reserveKnown: Uint8Array; // per colour: seats that know that card lies in the reserve
  hands: number[][]; // action cards (SX-20)
  deck: number[]; // top is the last element
  deckKnown: number; // how many cards at the bottom everyone saw go under the deck (played face up, SX-21)
  front: Int8Array; // the ban card lying in front of each seat, -1 none (SX-21)
  first: number; // SX-6 first player
  seat: number; // to move
  phase: number;
  chainCell: number; // the piece being played (after a flip, or in a chain), -1 none
  jumped: number[]; // cells of the Scientifixes jumped by this chain (captured pieces leave the board)
  canStep: boolean; // just flipped: a step is still allowed (SX-8)
  cardUsed: boolean; // an action card was played this turn (SX-21)
  limbo: number; // the played card waiting for its after-effect, -1 none
  captured: boolean; // this turn captured something (SX-17)
  changesGone: number; // colour-change pieces that left the game (SX-18)
  out: number[]; // pieces a hand-written setup leaves out of the box (public; none in a dealt game)
  quiet: number;
  turns: number;
  winner: number; // -1 unless someone reached 6 (SX-16)
  loser: number; // a seat that resigned or abandoned, -1 none
  timedOut: number[]; // seats whose table clock ran out, in order: ranked last, played on by a bot (README Decisions)
  rng: Rng;
}

export const bit = (seat: number): number => 1 << seat;
export const allSeats = (s: SymbolixState): number => (1 << s.players) - 1;

export function cloneState(s: SymbolixState): SymbolixState {
  return {
    ...s,
    board: s.board.slice(),
    covered: s.covered.slice(),
    seen: s.seen.slice(),
    sciKnown: s.sciKnown.slice(),
    coll: s.coll.map((c) => c.slice()),
    collDown: s.collDown.map((c) => c.slice()),
    collKnown: s.collKnown.map((c) => c.slice()),
    card: s.card.slice(),
    revealed: s.revealed.slice(),
    cardKnown: s.cardKnown.slice(),
    reserve: s.reserve.slice(),
    reserveKnown: s.reserveKnown.slice(),
    hands: s.hands.map((h) => h.slice()),
    deck: s.deck.slice(),
    front: s.front.slice(),
    jumped: s.jumped.slice(),
    out: s.out.slice(),
    timedOut: s.timedOut.slice(),
    rng: s.rng.clone(),
  };
}

/** An empty state to fill (setup, fromSetup, determinize). */
export function blankState(players: number, level: number, variant: number, rng: Rng): SymbolixState {
  const perSeat = <T>(f: () => T): T[] => Array.from({ length: players }, f);
  return {
    players,
    level,
    variant,
    board: new Int8Array(CELLS).fill(-1),
    covered: new Uint8Array(CELLS),
    seen: new Uint8Array(CELLS),
    sciKnown: new Uint8Array(CELLS),
    coll: perSeat(() => []),
    collDown: perSeat(() => []),
    collKnown: perSeat(() => []),
    card: new Int8Array(players),
    revealed: new Uint8Array(players),
    cardKnown: new Uint8Array(players),
    reserve: [],
    reserveKnown: new Uint8Array(6),
    hands: perSeat(() => []),
    deck: [],
    deckKnown: 0,
    front: new Int8Array(players).fill(-1),
    first: 0,
    seat: 0,
    phase: ACTION,
    chainCell: -1,
    jumped: [],
    canStep: false,
    cardUsed: false,
    limbo: -1,
    captured: false,
    changesGone: 0,
    out: [],
    quiet: 0,
    turns: 0,
    winner: -1,
    loser: -1,
    timedOut: [],
    rng,
  };
}

/** SX-16: distinct colours C, distinct symbols S and wildcards W of a collection. */
export function tally(pieces: readonly number[]): { c: number; s: number; w: number } {
  let colours = 0;
  let symbols = 0;
  let w = 0;
  for (const p of pieces) {
    if (isSymbolix(p)) {
      colours |= 1 << colourOf(p);
      symbols |= 1 << symbolOf(p);
    } else if (isWildcard(p)) w++;
  }
  return { c: popcount(colours), s: popcount(symbols), w };
}

export function popcount(x: number): number {
  let n = 0;
  while (x) {
    x &= x - 1;
    n++;
  }
  return n;
}

/** SX-17's score, also the progress bots weigh: max(min(6, C + W), min(6, S + W)). */
export function scoreOf(pieces: readonly number[]): number {
  const t = tally(pieces);
  return Math.max(Math.min(6, t.c + t.w), Math.min(6, t.s + t.w));
}

/** SX-16 */
export const hasWon = (pieces: readonly number[]): boolean => scoreOf(pieces) >= 6;
