import type { BaseOptions, Rng } from '@ludotheque/engine';

/** LX-1: colours in seat order; `n` marks the neutral tiles of LX-9. */
export const COLOURS = ['yellow', 'blue', 'pink', 'green'] as const;
export const COLOUR_LETTERS = ['y', 'b', 'p', 'g', 'n'] as const;
/** LX-2: tile types, indexed 0..2. */
export const TYPES = ['R', 'P', 'S'] as const;
export type TileType = (typeof TYPES)[number];
export const NEUTRAL = 4;
/** LX-2: tiles of one type in one colour. */
export const PER_TYPE = 5;
export const PER_COLOUR = 15;
/** LX-19: the stalemate guard. */
export const TURN_LIMIT = 200;

export interface LinxOptions extends BaseOptions {
  readonly players: number;
  readonly teams: boolean;
  readonly roundsToWin: number;
  /** LX-8: entry k is the hand of the k-th player in turn order from the round's first player. */
  readonly startingHands: readonly number[];
}

/** A move is a small integer: see `Cfg` for the layout (face up, face down, pass, next). */
export type LinxMove = number;

/**
 * Everything derived from the options once: the frame (LX-6) with a one-cell border of empty sentinels so that
 * neighbour arithmetic needs no bounds checks, the byte layout of the state buffer, and lookup tables.
 */
export interface Cfg {
  readonly options: LinxOptions;
  readonly players: number;
  readonly teams: boolean;
  /** Scores are kept per side: per seat, or per team (LX-17). */
  readonly sides: number;
  /** LX-5: window size. */
  readonly n: number;
  /** LX-6: frame size 2N-1. */
  readonly f: number;
  /** Padded width f+2. */
  readonly p: number;
  /** Cells of the frame, f*f; moves use frame indices r*f+c. */
  readonly cells: number;
  /** Cells of the padded area, p*p. */
  readonly area: number;
  readonly centre: number;
  /** Buffer offsets. */
  readonly TOP: number;
  readonly UNDER: number;
  readonly ADJ: number;
  readonly HAND: number;
  readonly PILE: number;
  readonly PTR: number;
  readonly size: number;
  /** Frame index → padded index, and back (-1 on the border). */
  readonly padOf: Int16Array;
  readonly frameOf: Int16Array;
  readonly rowOf: Int8Array;
  readonly colOf: Int8Array;
  /** Tile code → alignment key (side*2+face+1, 0 for empty or neutral), LX-14/LX-17. */
  readonly keyOf: Uint8Array;
  /** The eight neighbour offsets and the four line directions in the padded frame. */
  readonly around: Int16Array;
  readonly lines: Int16Array;
  /** Move layout. */
  readonly DOWN: number;
  readonly PASS: number;
  readonly NEXT: number;
  /** LX-6 cell names by frame index, and LX-N1 move texts by move: the server writes them for every frame. */
  readonly cellNames: readonly string[];
  readonly moveTexts: readonly string[];
}

/** LX-6: file letters of the largest frame. */
export const FILES = 'abcdefghi';

/**
 * The mutable state. All per-cell and per-seat data sits in one byte buffer (`b`) so that a clone is one copy:
 * top tile and the tile under it per cell, occupied-neighbour counts per cell (for LX-11 adjacency), hands as
 * counts per type per seat, piles as 15 tile types per seat read from a pointer (the pile is `[ptr, 15)`).
 */
export interface LinxState {
  readonly cfg: Cfg;
  b: Uint8Array;
  /** Rounds won per side (seat, or team in team mode). */
  scores: number[];
  rng: Rng;
  round: number;
  firstPlayer: number;
  turns: number;
  /** LX-N2: consecutive passes that drew no tile (LX-16). */
  passes: number;
  roundOver: boolean;
  /** A seat that resigned or abandoned (the match is over), else -1. */
  resigned: number;
  /** Seats whose table clock ran out, in order (3 sides: each ranks last, a bot plays it on; README Decisions). */
  timedOut: number[];
  /** Bounds of the occupied cells (frame rows and columns), LX-5; meaningless while `occupied` is 0. */
  minR: number;
  maxR: number;
  minC: number;
  maxC: number;
  occupied: number;
}

/** Tile code: 0 empty, else 1 + ((owner*3 + type) << 1) + faceDown. */
export const tileCode = (owner: number, type: number, down: number): number => 1 + ((owner * 3 + type) << 1) + down;
export const tileOwner = (t: number): number => (((t - 1) >> 1) / 3) | 0;
export const tileType = (t: number): number => ((t - 1) >> 1) % 3;
export const tileDown = (t: number): number => (t - 1) & 1;

/** LX-3: the type a tile of type `a` beats (R beats S, P beats R, S beats P). */
export const beatenBy = (a: number): number => (a + 2) % 3;
/** The type that beats a tile of type `b`. */
export const beaterOf = (b: number): number => (b + 1) % 3;

const cfgCache = new Map<string, Cfg>();

/** The derived configuration for some options (cached: options are few). */
export function cfgOf(options: LinxOptions): Cfg {
  const key = JSON.stringify(options);
  const hit = cfgCache.get(key);
  if (hit) return hit;
  const cfg = makeCfg(options);
  cfgCache.set(key, cfg);
  return cfg;
}

function makeCfg(options: LinxOptions): Cfg {
  const { players, teams } = options;
  const n = players === 2 ? 4 : 5;
  const f = 2 * n - 1;
  const p = f + 2;
  const cells = f * f;
  const area = p * p;
  const padOf = new Int16Array(cells);
  const frameOf = new Int16Array(area).fill(-1);
  const rowOf = new Int8Array(area).fill(-1);
  const colOf = new Int8Array(area).fill(-1);
  for (let r = 0; r < f; r++) {
    for (let c = 0; c < f; c++) {
      const pad = (r + 1) * p + c + 1;
      padOf[r * f + c] = pad;
      frameOf[pad] = r * f + c;
      rowOf[pad] = r;
      colOf[pad] = c;
    }
  }
  const keyOf = new Uint8Array(32);
  for (let owner = 0; owner < 4; owner++) {
    const side = teams ? owner & 1 : owner;
    for (let type = 0; type < 3; type++) {
      for (let down = 0; down < 2; down++) keyOf[tileCode(owner, type, down)] = side * 2 + down + 1;
    }
  }
  const cellNames = Array.from({ length: cells }, (_, fc) => `${FILES[fc % f]}${((fc / f) | 0) + 1}`);
  const moveTexts: string[] = [];
  for (const sign of ['@', '>'])
    for (const t of TYPES) for (const cell of cellNames) moveTexts.push(`${t}${sign}${cell}`);
  moveTexts.push('pass', 'next');
  const TOP = 0;
  const UNDER = area;
  const ADJ = 2 * area;
  const HAND = 3 * area;
  const PILE = HAND + 12;
  const PTR = PILE + 4 * PER_COLOUR;
  return {
    options,
    players,
    teams,
    sides: teams ? 2 : players,
    n,
    f,
    p,
    cells,
    area,
    centre: padOf[(n - 1) * f + n - 1] as number,
    TOP,
    UNDER,
    ADJ,
    HAND,
    PILE,
    PTR,
    size: PTR + 4,
    padOf,
    frameOf,
    rowOf,
    colOf,
    keyOf,
    around: Int16Array.from([-p - 1, -p, -p + 1, -1, 1, p - 1, p, p + 1]),
    lines: Int16Array.from([1, p, p + 1, p - 1]),
    DOWN: 3 * cells,
    PASS: 6 * cells,
    NEXT: 6 * cells + 1,
    cellNames,
    moveTexts,
  };
}

/** The side (seat, or team in team mode) a seat scores for. */
export const sideOf = (cfg: Cfg, seat: number): number => (cfg.teams ? seat & 1 : seat);

/** `a[i]++` under `noUncheckedIndexedAccess` (inlined by the JIT). */
export function inc(a: Uint8Array | number[], i: number): void {
  a[i] = (a[i] as number) + 1;
}
export function dec(a: Uint8Array | number[], i: number): void {
  a[i] = (a[i] as number) - 1;
}
