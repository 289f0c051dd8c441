/**
 * Piece codes on the board byte array. Bit 6 marks a piece (so 0 = empty and OFF = 0x80 never look like one),
 * bit 5 a superpion, bits 2-4 the badge of a pawn or the under pawn of a superpion (0-3 colours, 4 grey),
 * bits 0-1 the colour.
 */
export const PIECE = 0x40;
export const SUPER = 0x20;

export const pawnCode = (colour: number, badge: number): number => PIECE | (badge << 2) | colour;
export const superCode = (colour: number, under: number): number => PIECE | SUPER | (under << 2) | colour;
export const isPiece = (v: number): boolean => (v & PIECE) !== 0;
export const colourOf = (v: number): number => v & 3;
export const isSuper = (v: number): boolean => (v & SUPER) !== 0;
/** The badge of a pawn, or the under pawn's colour of a superpion. */
export const subOf = (v: number): number => (v >> 2) & 7;

/** A decoded piece, for the web board and tests. */
export interface PieceInfo {
  readonly colour: number;
  readonly super: boolean;
  /** Badge (0-3) of a pawn, or under pawn colour (0-4, 4 = grey) of a superpion. */
  readonly sub: number;
}

export function decodePiece(v: number): PieceInfo | null {
  if (!isPiece(v)) return null;
  return { colour: colourOf(v), super: isSuper(v), sub: subOf(v) };
}
