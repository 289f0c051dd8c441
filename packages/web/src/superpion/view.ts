/**
 * Reads a Superpion view (`superpion.view(state, seat)`: the whole setup JSON of SP-N2, nothing is hidden) into what
 * the board draws. A malformed view is an error value, never an exception, so a bad server frame cannot crash the
 * page. Scores are asked of the rules package (SP-20), so the board never re-implements them.
 */
import { seatScores, fromSetup as spFromSetup, teamScores } from '@ludotheque/superpion';
import { COLOURS, PILE_COLOURS, parseSquare } from './geometry.js';

export const MODES = ['four', 'teams', 'three', 'two', 'twoSuper'] as const;
export type SpMode = (typeof MODES)[number];

export interface SpPiece {
  /** 0 blue, 1 red, 2 yellow, 3 black (SP-3). */
  readonly colour: number;
  readonly super: boolean;
  /** A pawn's badge (SP-5), or a superpion's under pawn (SP-6; 4 = grey). */
  readonly sub: number;
}

export interface SpTable {
  readonly mode: SpMode;
  /** The idle colour in `three` (SP-7), else null. */
  readonly idle: number | null;
  readonly clockMinutes: number | null;
  readonly timeUp: boolean;
  readonly pieces: ReadonlyMap<string, SpPiece>;
  /** Captured piles per seat: counts per pile colour (blue, red, yellow, black, grey). */
  readonly captured: readonly (readonly number[])[];
  readonly toMove: number;
  readonly actionsLeft: number;
  readonly used: readonly string[];
  readonly quiet: number;
  readonly passes: number;
  readonly seats: number;
  /** Seat controlling each colour, -1 for the idle one (SP-7). */
  readonly seatOf: readonly number[];
  /** Colours each seat plays. */
  readonly coloursOf: readonly (readonly number[])[];
  readonly teams: boolean;
}

/** SP-7 seating per mode, for drawing names and piles (the rules package's `seatingOf` is the reference). */
export function seatingFor(mode: SpMode, idle: number | null): { seatOf: number[]; seats: number } {
  if (mode === 'two') return { seatOf: [0, 0, 1, 1], seats: 2 };
  if (mode === 'twoSuper') return { seatOf: [0, 1, 0, 1], seats: 2 };
  if (mode === 'three') {
    let next = 0;
    return { seatOf: [0, 1, 2, 3].map((c) => (c === idle ? -1 : next++)), seats: 3 };
  }
  return { seatOf: [0, 1, 2, 3], seats: 4 };
}

type Rec = { readonly [key: string]: unknown };
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);
const colourIndex = (v: unknown): number => (COLOURS as readonly unknown[]).indexOf(v);
const pileIndex = (v: unknown): number => (PILE_COLOURS as readonly unknown[]).indexOf(v);

function readPiece(v: unknown): SpPiece | null {
  if (!isRecord(v)) return null;
  const colour = colourIndex(v.colour);
  if (colour < 0) return null;
  if (v.super === true) {
    const under = pileIndex(v.under);
    return under < 0 ? null : { colour, super: true, sub: under };
  }
  const badge = colourIndex(v.badge);
  return badge < 0 ? null : { colour, super: false, sub: badge };
}

function readPieces(v: unknown): Map<string, SpPiece> | null {
  if (!isRecord(v)) return null;
  const out = new Map<string, SpPiece>();
  for (const [cell, p] of Object.entries(v)) {
    const piece = readPiece(p);
    if (!parseSquare(cell) || !piece) return null;
    out.set(cell, piece);
  }
  return out;
}

function readPiles(v: unknown, seats: number): number[][] | null {
  if (!Array.isArray(v) || v.length !== seats) return null;
  const out: number[][] = [];
  for (const pile of v) {
    if (!Array.isArray(pile)) return null;
    const counts = [0, 0, 0, 0, 0];
    for (const c of pile) {
      const i = pileIndex(c);
      if (i < 0) return null;
      counts[i] = (counts[i] as number) + 1;
    }
    out.push(counts);
  }
  return out;
}

export function readSuperpionView(json: unknown): { ok: true; table: SpTable } | { ok: false } {
  if (!isRecord(json) || !(MODES as readonly unknown[]).includes(json.mode)) return { ok: false };
  const mode = json.mode as SpMode;
  const idleIndex = colourIndex(json.idle);
  const idle = mode === 'three' ? (idleIndex < 0 ? 3 : idleIndex) : null;
  const { seatOf, seats } = seatingFor(mode, idle);
  const pieces = readPieces(json.pieces);
  const captured = readPiles(json.captured, seats);
  const toMove = colourIndex(json.toMove);
  const actionsLeft = int(json.actionsLeft);
  const used = Array.isArray(json.used) ? json.used.filter((c): c is string => typeof c === 'string') : null;
  if (!pieces || !captured || toMove < 0 || actionsLeft === null || !used) return { ok: false };
  const coloursOf = Array.from({ length: seats }, (_, s) => [0, 1, 2, 3].filter((c) => seatOf[c] === s));
  return {
    ok: true,
    table: {
      mode,
      idle,
      clockMinutes: int(json.clockMinutes),
      timeUp: json.timeUp === true,
      pieces,
      captured,
      toMove,
      actionsLeft,
      used,
      quiet: int(json.quiet) ?? 0,
      passes: int(json.passes) ?? 0,
      seats,
      seatOf,
      coloursOf,
      teams: mode === 'teams',
    },
  };
}

/** Each seat's points if the game ended now, and its team's (SP-20), from the rules package; null if unreadable. */
export function liveScores(json: unknown): { seat: number[]; team: number[] } | null {
  const state = spFromSetup(json);
  if (!state.ok) return null;
  return { seat: seatScores(state.value), team: teamScores(state.value) };
}
