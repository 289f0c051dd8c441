/**
 * What the Linx board shows, read from a view (plain JSON from `linx.view`, locally or from the server) and from the
 * legal moves in notation (LX-N1). This module knows the notation and the view's shape, never the rules: what is
 * legal always comes from outside (chessground's habit), so the same board works locally and online.
 */

export const TILE_TYPES = ['R', 'P', 'S'] as const;
export type TileType = (typeof TILE_TYPES)[number];
/** LX-1, in seat order; index 4 is the neutral block of LX-9. */
export const COLOUR_NAMES = ['yellow', 'blue', 'pink', 'green', 'neutral'] as const;
export type ColourName = (typeof COLOUR_NAMES)[number];
const COLOUR_LETTERS = 'ybpgn';
export const NEUTRAL_OWNER = 4;

export interface Tile {
  /** Seat 0..3 (LX-1), or 4 for a neutral tile (LX-9). */
  readonly owner: number;
  readonly type: TileType;
  readonly down: boolean;
}

export interface LinxTable {
  readonly players: number;
  readonly teams: boolean;
  /** LX-5: the window size N; the frame (LX-6) is 2N-1 wide. */
  readonly n: number;
  readonly frame: number;
  readonly roundsToWin: number;
  /** Stacks by cell name, bottom first. */
  readonly cells: ReadonlyMap<string, readonly Tile[]>;
  /** The viewer's own hand, or null for a spectator. */
  readonly hand: readonly TileType[] | null;
  readonly handSizes: readonly number[];
  readonly pileSizes: readonly number[];
  /** Rounds won per side: per seat, or per team in team mode (LX-N2). */
  readonly scores: readonly number[];
  readonly round: number;
  readonly toMove: number | null;
  readonly roundOver: boolean;
}

/** A move as the board understands it: the notation of LX-N1, split into its parts. */
export type Intent =
  | { readonly kind: 'up' | 'down'; readonly type: TileType; readonly cell: string }
  | { readonly kind: 'pass' }
  | { readonly kind: 'next' };

export const cellName = (col: number, row: number): string => `${String.fromCharCode(97 + col)}${row + 1}`;

export function parseCell(name: string): { col: number; row: number } | null {
  const m = /^([a-z])([1-9][0-9]?)$/.exec(name);
  if (!m) return null;
  return { col: (m[1] as string).charCodeAt(0) - 97, row: Number(m[2]) - 1 };
}

/** LX-N1 notation, syntax only. */
export function parseIntent(text: string): Intent | null {
  const word = text.trim().split(/\s/)[0] ?? '';
  if (word === 'pass') return { kind: 'pass' };
  if (word === 'next') return { kind: 'next' };
  const m = /^([RPS])([@>])([a-z][1-9][0-9]?)$/.exec(word);
  if (!m) return null;
  return { kind: m[2] === '@' ? 'up' : 'down', type: m[1] as TileType, cell: m[3] as string };
}

export function formatIntent(intent: Intent): string {
  if (intent.kind === 'pass' || intent.kind === 'next') return intent.kind;
  return `${intent.type}${intent.kind === 'up' ? '@' : '>'}${intent.cell}`;
}

/** A tile as written in setups and views: colour letter, type, face (`yR+`, `bS-`). */
export function parseTile(text: string): Tile | null {
  const m = /^([ybpgn])([RPS])([+-])$/.exec(text);
  if (!m) return null;
  return { owner: COLOUR_LETTERS.indexOf(m[1] as string), type: m[2] as TileType, down: m[3] === '-' };
}

/** LX-3: the type that a tile of this type beats. */
export const beats = (t: TileType): TileType => (t === 'R' ? 'S' : t === 'S' ? 'P' : 'R');

export interface Targets {
  readonly up: ReadonlySet<string>;
  readonly down: ReadonlySet<string>;
}

/** The cells where a tile of `type` may go, split by face, read from the legal moves. */
export function targetsFor(legal: readonly string[], type: TileType | null): Targets {
  const up = new Set<string>();
  const down = new Set<string>();
  if (type === null) return { up, down };
  for (const text of legal) {
    const i = parseIntent(text);
    if (i && (i.kind === 'up' || i.kind === 'down') && i.type === type) (i.kind === 'up' ? up : down).add(i.cell);
  }
  return { up, down };
}

/** The tile types that have at least one legal placement. */
export function playableTypes(legal: readonly string[]): ReadonlySet<TileType> {
  const types = new Set<TileType>();
  for (const text of legal) {
    const i = parseIntent(text);
    if (i && (i.kind === 'up' || i.kind === 'down')) types.add(i.type);
  }
  return types;
}

/**
 * LX-5: the cells any future tile can still reach: every N×N window that holds all occupied cells, united. Cells
 * outside it are drawn dimmed; with an empty board, the whole frame.
 */
export function reach(table: LinxTable): { minCol: number; maxCol: number; minRow: number; maxRow: number } {
  let minCol = table.frame;
  let maxCol = -1;
  let minRow = table.frame;
  let maxRow = -1;
  for (const name of table.cells.keys()) {
    const p = parseCell(name);
    if (!p) continue;
    minCol = Math.min(minCol, p.col);
    maxCol = Math.max(maxCol, p.col);
    minRow = Math.min(minRow, p.row);
    maxRow = Math.max(maxRow, p.row);
  }
  if (maxCol < 0) return { minCol: 0, maxCol: table.frame - 1, minRow: 0, maxRow: table.frame - 1 };
  const n = table.n;
  return {
    minCol: Math.max(0, maxCol - n + 1),
    maxCol: Math.min(table.frame - 1, minCol + n - 1),
    minRow: Math.max(0, maxRow - n + 1),
    maxRow: Math.min(table.frame - 1, minRow + n - 1),
  };
}
