/**
 * Board geometry for drawing only (SP-1, SP-2, SP-3): cell names, the cross, light cells, camps, back lines, and the
 * quarter turns that put a camp at the bottom of the screen. No move rule lives here.
 */

export const SIZE = 14;
/** Colour indices as in the rules' acting order (SP-7), then grey spares (SP-6). */
export const COLOURS = ['blue', 'red', 'yellow', 'black'] as const;
export const PILE_COLOURS = ['blue', 'red', 'yellow', 'black', 'grey'] as const;
export type PileColourName = (typeof PILE_COLOURS)[number];
/** SP-N1 promotion letters, indexed like PILE_COLOURS. */
export const LETTERS = ['b', 'r', 'y', 'k', 'g'] as const;

export interface Square {
  readonly file: number;
  readonly rank: number;
}

/** SP-1: inside the 14×14 square and outside the four missing 3×3 corners. */
export function onCross(file: number, rank: number): boolean {
  if (file < 0 || file >= SIZE || rank < 0 || rank >= SIZE) return false;
  return !((file < 3 || file > 10) && (rank < 3 || rank > 10));
}

/** SP-2: pieces stand on "white" cells, where file + rank is odd (`d1`). */
export const isLight = (file: number, rank: number): boolean => (file + rank) % 2 === 1;

export const squareName = (file: number, rank: number): string => `${String.fromCharCode(97 + file)}${rank + 1}`;

export function parseSquare(name: string): Square | null {
  const m = /^([a-n])(1[0-4]|[1-9])$/.exec(name);
  if (!m) return null;
  const file = (m[1] as string).charCodeAt(0) - 97;
  const rank = Number(m[2]) - 1;
  return onCross(file, rank) ? { file, rank } : null;
}

/** SP-3: the camp (colour index) a cell belongs to, or -1 for the centre. */
export function campAt(file: number, rank: number): number {
  if (!onCross(file, rank)) return -1;
  if (rank < 3) return 0;
  if (file < 3) return 1;
  if (rank > 10) return 2;
  if (file > 10) return 3;
  return -1;
}

/** SP-3: the colour whose back line holds this light cell (board edge of its camp), or -1. */
export function backLineOf(file: number, rank: number): number {
  if (!isLight(file, rank) || campAt(file, rank) < 0) return -1;
  const camp = campAt(file, rank);
  const edge = [rank === 0, file === 0, rank === SIZE - 1, file === SIZE - 1][camp];
  return edge ? camp : -1;
}

/**
 * Screen position (x from the left, y from the top) of a cell when the board is turned by `quarter` quarter turns
 * so that camp `quarter` sits at the bottom: 0 blue (south, as the rules draw it), 1 red, 2 yellow, 3 black.
 */
export function toScreen(file: number, rank: number, quarter: number): { x: number; y: number } {
  const m = SIZE - 1;
  let f = file;
  let r = rank;
  // Each quarter turn is counter-clockwise: the west camp (red) comes to the south.
  for (let i = 0; i < ((quarter % 4) + 4) % 4; i++) [f, r] = [m - r, f];
  return { x: f, y: m - r };
}

/** The cell drawn at screen position (x, y) for this rotation. */
export function fromScreen(x: number, y: number, quarter: number): Square {
  const m = SIZE - 1;
  let f = x;
  let r = m - y;
  // Undo the counter-clockwise turns with clockwise ones.
  for (let i = 0; i < ((quarter % 4) + 4) % 4; i++) [f, r] = [r, m - f];
  return { file: f, rank: r };
}

/** The cells strictly between two cells on one diagonal (empty when they are not on one). */
export function between(a: string, b: string): string[] {
  const p = parseSquare(a);
  const q = parseSquare(b);
  if (!p || !q) return [];
  const df = q.file - p.file;
  const dr = q.rank - p.rank;
  if (df === 0 || Math.abs(df) !== Math.abs(dr)) return [];
  const sf = Math.sign(df);
  const sr = Math.sign(dr);
  const out: string[] = [];
  for (let i = 1; i < Math.abs(df); i++) out.push(squareName(p.file + i * sf, p.rank + i * sr));
  return out;
}
