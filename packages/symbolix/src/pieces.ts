/**
 * Pieces, cells, colours, symbols and action cards of Symbolix (SX-1 … SX-3, SX-20), as small integers, with their
 * notation (SX-N1) and their French and English names for the board UI.
 */

export const COLOURS = ['red', 'orange', 'yellow', 'green', 'blue', 'purple'] as const; // SX-2, card numbers 1–6
export type Colour = (typeof COLOURS)[number];
export const SYMBOLS = ['virus', 'bug', 'worm', 'bomb', 'key', 'lock', 'skull'] as const; // SX-2
export type SymbolName = (typeof SYMBOLS)[number];

export const COLOUR_LABELS: Readonly<Record<Colour, { en: string; fr: string }>> = {
  red: { en: 'red', fr: 'rouge' },
  orange: { en: 'orange', fr: 'orange' },
  yellow: { en: 'yellow', fr: 'jaune' },
  green: { en: 'green', fr: 'vert' },
  blue: { en: 'blue', fr: 'bleu' },
  purple: { en: 'purple', fr: 'violet' },
};
export const SYMBOL_LABELS: Readonly<Record<SymbolName, { en: string; fr: string }>> = {
  virus: { en: 'virus', fr: 'virus' },
  bug: { en: 'bug', fr: 'insecte' },
  worm: { en: 'worm', fr: 'ver' },
  bomb: { en: 'bomb', fr: 'bombe' },
  key: { en: 'key', fr: 'clé' },
  lock: { en: 'lock', fr: 'cadenas' },
  skull: { en: 'skull', fr: 'crâne' },
};

/** Action cards (SX-20), 3 of each in the advanced deck. */
export const ACTION_CARDS = [
  'colourChange',
  'permutation',
  'noMoving',
  'noEating',
  'pieceRemoval',
  'pieceExchange',
] as const;
export type ActionCard = (typeof ACTION_CARDS)[number];
export const COLOUR_CHANGE_CARD = 0;
export const PERMUTATION_CARD = 1;
export const NO_MOVING_CARD = 2;
export const NO_EATING_CARD = 3;
export const REMOVAL_CARD = 4;
export const EXCHANGE_CARD = 5;
export const CARD_LABELS: Readonly<Record<ActionCard, { en: string; fr: string }>> = {
  colourChange: { en: 'Colour change', fr: 'Changement de couleur' },
  permutation: { en: 'Permutation', fr: 'Permutation' },
  noMoving: { en: 'No moving', fr: 'Interdit de bouger' },
  noEating: { en: 'No eating', fr: 'Interdit de manger' },
  pieceRemoval: { en: 'Piece removal', fr: 'Enlèvement de pion' },
  pieceExchange: { en: 'Piece exchange', fr: 'Échange de pions' },
};

/**
 * Piece codes: a Symbolix is colour × 7 + symbol (0–41), a Scientifix 42 + colour, then the colour change, Zorg and
 * Zorga. The four colour-change pieces share one code: nothing tells them apart.
 */
export const SCIENTIFIX = 42;
export const CHANGE = 48;
export const ZORG = 49;
export const ZORGA = 50;
export const PIECE_CODES = 51;

export const isSymbolix = (p: number): boolean => p >= 0 && p < SCIENTIFIX;
export const isScientifix = (p: number): boolean => p >= SCIENTIFIX && p < CHANGE;
export const isWildcard = (p: number): boolean => p === ZORG || p === ZORGA;
/** The colour of a Symbolix or Scientifix, else -1. */
export const colourOf = (p: number): number =>
  p < 0 ? -1 : p < SCIENTIFIX ? Math.floor(p / 7) : p < CHANGE ? p - 42 : -1;
/** The symbol of a Symbolix, else -1. */
export const symbolOf = (p: number): number => (isSymbolix(p) ? p % 7 : -1);
export const symbolix = (colour: number, symbol: number): number => colour * 7 + symbol;

/** The notation of a piece (SX-N1): `red/virus`, `sci/red`, `change`, `zorg`, `zorga`. */
export function pieceName(p: number): string {
  if (isSymbolix(p)) return `${COLOURS[colourOf(p)]}/${SYMBOLS[symbolOf(p)]}`;
  if (isScientifix(p)) return `sci/${COLOURS[p - SCIENTIFIX]}`;
  if (p === CHANGE) return 'change';
  if (p === ZORG) return 'zorg';
  if (p === ZORGA) return 'zorga';
  return '?';
}

/** The code of a piece's notation, or -1. */
export function parsePiece(text: string): number {
  if (text === 'change') return CHANGE;
  if (text === 'zorg') return ZORG;
  if (text === 'zorga') return ZORGA;
  const [a, b] = text.split('/');
  if (a === 'sci') {
    const c = COLOURS.indexOf(b as Colour);
    return c < 0 ? -1 : SCIENTIFIX + c;
  }
  const c = COLOURS.indexOf(a as Colour);
  const s = SYMBOLS.indexOf(b as SymbolName);
  return c < 0 || s < 0 ? -1 : symbolix(c, s);
}

/** The pieces of a level (SX-3): basic has the 42 Symbolix; normal and advanced drop the skulls and add 6 others. */
export function piecesOfLevel(level: number): number[] {
  const pieces: number[] = [];
  const symbols = level === 0 ? 7 : 6;
  for (let c = 0; c < 6; c++) for (let s = 0; s < symbols; s++) pieces.push(symbolix(c, s));
  for (let c = 0; c < 6; c++) pieces.push(SCIENTIFIX + c);
  if (level > 0) pieces.push(CHANGE, CHANGE, CHANGE, CHANGE, ZORG, ZORGA);
  return pieces;
}

/** Cells: index = (rank − 1) × 7 + file, `a1` = 0, `g7` = 48 (SX-1). */
export const SIZE = 7;
export const CELLS = 49;
export const CENTRE = 24; // d4
export const cellName = (c: number): string => `${'abcdefg'[c % SIZE]}${Math.floor(c / SIZE) + 1}`;
export function parseCell(text: string): number {
  if (!/^[a-g][1-7]$/.test(text)) return -1;
  return (text.charCodeAt(1) - 49) * SIZE + (text.charCodeAt(0) - 97);
}
/** The orthogonal neighbour of `c` in direction 0–3 (up, right, down, left), or -1 off the board (SX-12). */
export function neighbour(c: number, dir: number): number {
  const x = c % SIZE;
  if (dir === 0) return c + SIZE < CELLS ? c + SIZE : -1;
  if (dir === 1) return x < SIZE - 1 ? c + 1 : -1;
  if (dir === 2) return c - SIZE >= 0 ? c - SIZE : -1;
  return x > 0 ? c - 1 : -1;
}
