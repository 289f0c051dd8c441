/**
 * Board geometry (SP-1 … SP-5): the 14x14 cross on a padded 18x18 array, white cells, camps, back lines, directions
 * and the badge layout. Everything here is a constant table computed once.
 */

export const SIZE = 14;
/** Width of the padded array: two cells of padding on each side keep every jump of two inside the array. */
export const W = 18;
export const CELLS = W * W;
/** Marks a cell outside the cross (padding or a missing corner). */
export const OFF = 0x80;

/** Orthogonal steps from white cell to white cell (two cells, SP-11) and diagonal steps (SP-12). */
export const NORTH = 2 * W;
export const SOUTH = -2 * W;
export const EAST = 2;
export const WEST = -2;
export const ORTHOGONALS = [NORTH, EAST, SOUTH, WEST] as const;
/** Diagonals in a fixed order; `DIAGONALS[d ^ 2]` is the reverse of `DIAGONALS[d]` (SP-14). */
export const DIAGONALS = [W + 1, W - 1, -W - 1, -W + 1] as const;

export const cellIndex = (file: number, rank: number): number => (rank + 2) * W + file + 2;
export const fileOf = (cell: number): number => (cell % W) - 2;
export const rankOf = (cell: number): number => Math.floor(cell / W) - 2;

/** SP-1: inside the 14x14 square and not in a missing 3x3 corner. */
export function onBoard(file: number, rank: number): boolean {
  if (file < 0 || file >= SIZE || rank < 0 || rank >= SIZE) return false;
  const edgeFile = file < 3 || file > 10;
  const edgeRank = rank < 3 || rank > 10;
  return !(edgeFile && edgeRank);
}

/** SP-2: white when file + rank is odd (`d1` is white). */
export const isWhite = (file: number, rank: number): boolean => (file + rank) % 2 === 1;

/** `d1`, `n11`: file letter and rank number. */
export function cellName(cell: number): string {
  return String.fromCharCode(97 + fileOf(cell)) + String(rankOf(cell) + 1);
}

/** The cell index of a name, or -1 when it is not a white cell of the cross. */
export function parseCell(name: string): number {
  const m = /^([a-n])(1[0-4]|[1-9])$/.exec(name);
  if (!m) return -1;
  const file = (m[1] as string).charCodeAt(0) - 97;
  const rank = Number(m[2]) - 1;
  return onBoard(file, rank) && isWhite(file, rank) ? cellIndex(file, rank) : -1;
}

/** The 80 white cells of the cross in index order (rank by rank from the south, then file). */
export const WHITE_CELLS: readonly number[] = (() => {
  const cells: number[] = [];
  for (let r = 0; r < SIZE; r++)
    for (let f = 0; f < SIZE; f++) if (onBoard(f, r) && isWhite(f, r)) cells.push(cellIndex(f, r));
  return cells;
})();

/** An empty board: 0 on every cell of the cross, OFF elsewhere. */
export function emptyBoard(): Uint8Array {
  const board = new Uint8Array(CELLS).fill(OFF);
  for (let r = 0; r < SIZE; r++) for (let f = 0; f < SIZE; f++) if (onBoard(f, r)) board[cellIndex(f, r)] = 0;
  return board;
}

/** SP-3: the camp (colour index) each cell belongs to, -1 for the centre. */
export function campOf(file: number, rank: number): number {
  if (!onBoard(file, rank)) return -1;
  if (rank < 3) return 0;
  if (file < 3) return 1;
  if (rank > 10) return 2;
  if (file > 10) return 3;
  return -1;
}

/**
 * SP-5 badge layout, straight from the rules table: per colour, its white cells from the colour's left hand, back row
 * then middle then front, each with its badge.
 */
const LAYOUT: readonly (readonly [string, string])[] = [
  ['d1 f1 h1 j1 e2 g2 i2 k2 d3 f3 h3 j3', 'r r k k r y y k r y y k'],
  ['a10 a8 a6 a4 b11 b9 b7 b5 c10 c8 c6 c4', 'y y b b y k k b y k k b'],
  ['k14 i14 g14 e14 j13 h13 f13 d13 k12 i12 g12 e12', 'k k r r k b b r k b b r'],
  ['n5 n7 n9 n11 m4 m6 m8 m10 l5 l7 l9 l11', 'b b y y b r r y b r r y'],
];

/** The opening pieces of each colour: `[cell, badge colour]` (SP-5). */
export const OPENING: readonly (readonly (readonly [number, number])[])[] = LAYOUT.map(([cells, badges]) => {
  const names = cells.split(' ');
  const letters = badges.split(' ');
  return names.map((n, i) => [parseCell(n), 'bryk'.indexOf(letters[i] as string)] as const);
});

/** SP-3 back lines: the white cells of each camp on the board edge. */
export const BACK_LINES: readonly (readonly number[])[] = [
  ['d1', 'f1', 'h1', 'j1'],
  ['a4', 'a6', 'a8', 'a10'],
  ['e14', 'g14', 'i14', 'k14'],
  ['n5', 'n7', 'n9', 'n11'],
].map((names) => names.map(parseCell));

/** For each cell, the colour whose back line it is on, or -1 (promotion target, SP-15). */
export const BACK_LINE_OF: Int8Array = (() => {
  const t = new Int8Array(CELLS).fill(-1);
  BACK_LINES.forEach((cells, colour) => {
    for (const c of cells) t[c] = colour;
  });
  return t;
})();

/** SP-4 forward step per colour: blue north, red east, yellow south, black west. */
export const FORWARD = [NORTH, EAST, SOUTH, WEST] as const;
/** SP-4 sideways steps per colour (parallel to the back line). */
export const SIDEWAYS: readonly (readonly number[])[] = [
  [EAST, WEST],
  [NORTH, SOUTH],
  [EAST, WEST],
  [NORTH, SOUTH],
];
/** SP-7 two-player restriction: blue and red pawns go north or east only, yellow and black south or west only. */
export const TWO_PLAYER_STEPS: readonly (readonly number[])[] = [
  [NORTH, EAST],
  [EAST, NORTH],
  [SOUTH, WEST],
  [WEST, SOUTH],
];

const FREE_STEPS: readonly (readonly number[])[] = FORWARD.map((f, c) => [f, ...(SIDEWAYS[c] as readonly number[])]);

/** Pawn simple-move steps of a colour (SP-11), restricted in mode `two` (SP-7); shared tables, never copied. */
export function pawnSteps(colour: number, twoPlayer: boolean): readonly number[] {
  return (twoPlayer ? TWO_PLAYER_STEPS[colour] : FREE_STEPS[colour]) as readonly number[];
}
