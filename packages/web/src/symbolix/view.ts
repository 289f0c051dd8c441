/**
 * Reads a Symbolix view (`symbolix.view(state, seat)`, plain JSON, locally or from the server) into the board's
 * table. Piece codes are the view's data format (SX-N1 names in order: a Symbolix is colour × 7 + symbol, then the
 * six Scientifixes, the colour change, Zorg, Zorga), not rules. Nothing here trusts the JSON: a malformed view is an
 * error value, never an exception, so a bad server frame cannot crash the page.
 */

export const COLOURS = ['red', 'orange', 'yellow', 'green', 'blue', 'purple'] as const; // SX-2, cards 1–6
export type ColourName = (typeof COLOURS)[number];
export const SYMBOLS = ['virus', 'bug', 'worm', 'bomb', 'key', 'lock', 'skull'] as const; // SX-2
export type SymbolName = (typeof SYMBOLS)[number];
export const ACTION_CARDS = [
  'colourChange',
  'permutation',
  'noMoving',
  'noEating',
  'pieceRemoval',
  'pieceExchange',
] as const; // SX-20
export type ActionCard = (typeof ACTION_CARDS)[number];

/** A piece as the viewer knows it; `unknown` is covered and unseen, `someSci` a covered known Scientifix (SX-23). */
export type Piece =
  | { readonly type: 'symbolix'; readonly colour: ColourName; readonly symbol: SymbolName }
  | { readonly type: 'sci'; readonly colour: ColourName }
  | { readonly type: 'change' | 'zorg' | 'zorga' | 'unknown' | 'someSci' };

export interface Cell {
  readonly piece: Piece | null;
  readonly covered: boolean;
}
export interface Captured {
  readonly piece: Piece;
  /** Captured face down (SX-23). */
  readonly down: boolean;
}
export interface ColourCard {
  /** Null when the viewer does not know it (SX-7). */
  readonly colour: ColourName | null;
  readonly revealed: boolean;
}

export interface SymbolixTable {
  readonly players: number;
  readonly level: 'basic' | 'normal' | 'advanced';
  readonly variant: 'standard' | 'grandSecret' | 'strategy';
  readonly viewer: number | null;
  /** Index = (rank − 1) × 7 + file, `a1` = 0 (SX-1). */
  readonly cells: readonly Cell[];
  readonly cards: readonly ColourCard[];
  readonly reserveSize: number;
  readonly collections: readonly (readonly Captured[])[];
  /** Per seat: the cards the viewer may see (its own, or all in Strategy), else null. */
  readonly hands: readonly (readonly ActionCard[] | null)[];
  readonly handSizes: readonly number[];
  readonly deckSize: number;
  /** SX-21: the ban card lying in front of each seat. */
  readonly front: readonly (ActionCard | null)[];
  readonly toMove: number | null;
  readonly phase: string;
  /** The piece being played (after a flip or in a chain), as a cell name. */
  readonly chain: string | null;
  readonly jumped: readonly string[];
  readonly winner: number | null;
  readonly quiet: number;
  readonly turns: number;
}

export const cellName = (i: number): string => `${'abcdefg'[i % 7]}${Math.floor(i / 7) + 1}`;
export function cellIndex(name: string): number {
  if (!/^[a-g][1-7]$/.test(name)) return -1;
  return (name.charCodeAt(1) - 49) * 7 + (name.charCodeAt(0) - 97);
}

/** A view's piece code, or undefined when it is no code at all. */
export function decodePiece(code: number): Piece | null | undefined {
  if (code === -1) return null;
  if (code === -2) return { type: 'unknown' };
  if (code === -3) return { type: 'someSci' };
  if (!Number.isInteger(code) || code < -3 || code > 50) return undefined;
  if (code < 42)
    return {
      type: 'symbolix',
      colour: COLOURS[Math.floor(code / 7)] as ColourName,
      symbol: SYMBOLS[code % 7] as SymbolName,
    };
  if (code < 48) return { type: 'sci', colour: COLOURS[code - 42] as ColourName };
  return { type: code === 48 ? 'change' : code === 49 ? 'zorg' : 'zorga' };
}

/** A piece in SX-N1 notation (`red/virus`, `sci/red`, `zorg`…), the way the legal moves write it. */
export function pieceNotation(p: Piece): string {
  if (p.type === 'symbolix') return `${p.colour}/${p.symbol}`;
  if (p.type === 'sci') return `sci/${p.colour}`;
  return p.type;
}

/** Reads SX-N1 piece notation back (log texts, `place` moves); null if it is not a piece. */
export function parsePieceNotation(text: string): Piece | null {
  if (text === 'change' || text === 'zorg' || text === 'zorga') return { type: text };
  const [a, b] = text.split('/');
  if (a === 'sci' && COLOURS.includes(b as ColourName)) return { type: 'sci', colour: b as ColourName };
  if (COLOURS.includes(a as ColourName) && SYMBOLS.includes(b as SymbolName))
    return { type: 'symbolix', colour: a as ColourName, symbol: b as SymbolName };
  return null;
}

type Rec = { readonly [key: string]: unknown };
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const nums = (v: unknown): number[] | null =>
  Array.isArray(v) && v.every((x) => num(x) !== null) ? (v as number[]) : null;

const LEVELS = ['basic', 'normal', 'advanced'] as const;
const VARIANTS = ['standard', 'grandSecret', 'strategy'] as const;

export type ReadResult = { readonly ok: true; readonly table: SymbolixTable } | { readonly ok: false };

export function readSymbolixView(json: unknown): ReadResult {
  if (!isRecord(json)) return { ok: false };
  const players = num(json.players);
  const level = LEVELS.find((l) => l === json.level);
  const variant = VARIANTS.find((v) => v === json.variant);
  if (players === null || players < 2 || players > 6 || !level || !variant) return { ok: false };
  const cells = readCells(json.cells, json.covered);
  const cards = readCards(json.cards, players);
  const collections = readCollections(json.collections, players);
  const hands = Array.isArray(json.hands) ? json.hands.map(readHand) : [];
  const handSizes = nums(json.handSizes) ?? [];
  const front = (nums(json.front) ?? []).map((k) => ACTION_CARDS[k] ?? null);
  if (!cells || !cards || !collections || hands.some((h) => h === undefined)) return { ok: false };
  const seat = num(json.seat);
  const chain = num(json.chain);
  const winner = num(json.winner);
  const viewer = num(json.viewer);
  return {
    ok: true,
    table: {
      players,
      level,
      variant,
      viewer: viewer !== null && viewer >= 0 && viewer < players ? viewer : null,
      cells,
      cards,
      reserveSize: num(json.reserveSize) ?? 0,
      collections,
      hands: Array.from({ length: players }, (_, i) => hands[i] ?? null),
      handSizes: Array.from({ length: players }, (_, i) => handSizes[i] ?? 0),
      deckSize: num(json.deckSize) ?? 0,
      front: Array.from({ length: players }, (_, i) => front[i] ?? null),
      toMove: seat !== null && seat >= 0 && seat < players ? seat : null,
      phase: typeof json.phase === 'string' ? json.phase : 'action',
      chain: chain !== null && chain >= 0 && chain < 49 ? cellName(chain) : null,
      jumped: (nums(json.jumped) ?? []).filter((c) => c >= 0 && c < 49).map(cellName),
      winner: winner !== null && winner >= 0 && winner < players ? winner : null,
      quiet: num(json.quiet) ?? 0,
      turns: num(json.turns) ?? 0,
    },
  };
}

function readCells(codes: unknown, covered: unknown): Cell[] | null {
  const list = nums(codes);
  if (list?.length !== 49 || !Array.isArray(covered) || covered.length !== 49) return null;
  const out: Cell[] = [];
  for (const [i, code] of list.entries()) {
    const piece = decodePiece(code);
    if (piece === undefined) return null;
    out.push({ piece, covered: covered[i] === true });
  }
  return out;
}

function readCards(cards: unknown, players: number): ColourCard[] | null {
  if (!Array.isArray(cards) || cards.length !== players) return null;
  const out: ColourCard[] = [];
  for (const c of cards) {
    if (!isRecord(c)) return null;
    const colour = num(c.colour);
    out.push({
      colour: colour !== null && colour >= 0 ? (COLOURS[colour] ?? null) : null,
      revealed: c.revealed === true,
    });
  }
  return out;
}

function readCollections(colls: unknown, players: number): Captured[][] | null {
  if (!Array.isArray(colls) || colls.length !== players) return null;
  const out: Captured[][] = [];
  for (const coll of colls) {
    if (!Array.isArray(coll)) return null;
    const row: Captured[] = [];
    for (const c of coll) {
      const piece = isRecord(c) ? decodePiece(num(c.piece) ?? -99) : undefined;
      if (!isRecord(c) || !piece) return null;
      row.push({ piece, down: c.down === true });
    }
    out.push(row);
  }
  return out;
}

function readHand(hand: unknown): ActionCard[] | null | undefined {
  if (hand === null) return null;
  const list = nums(hand);
  if (!list || list.some((k) => !ACTION_CARDS[k])) return undefined;
  return list.map((k) => ACTION_CARDS[k] as ActionCard);
}

/**
 * SX-16 progress of a collection as the viewer sees it: distinct colours and symbols among the Symbolix, and the
 * Zorg/Zorga wildcards; each score is capped at 6 (a face-down capture the viewer never saw counts for nothing here).
 */
export function progress(coll: readonly Captured[]): {
  colours: ColourName[];
  symbols: SymbolName[];
  wild: number;
  colourScore: number;
  symbolScore: number;
} {
  const colours = new Set<ColourName>();
  const symbols = new Set<SymbolName>();
  let wild = 0;
  for (const { piece } of coll) {
    if (piece.type === 'symbolix') {
      colours.add(piece.colour);
      symbols.add(piece.symbol);
    } else if (piece.type === 'zorg' || piece.type === 'zorga') wild++;
  }
  return {
    colours: COLOURS.filter((c) => colours.has(c)),
    symbols: SYMBOLS.filter((s) => symbols.has(s)),
    wild,
    colourScore: Math.min(6, colours.size + wild),
    symbolScore: Math.min(6, symbols.size + wild),
  };
}

/** Cells whose piece was covered in the previous table and is uncovered now: they play the flip animation. */
export function newlyUncovered(before: SymbolixTable | null, now: SymbolixTable): Set<string> {
  const out = new Set<string>();
  if (!before) return out;
  now.cells.forEach((cell, i) => {
    const was = before.cells[i];
    if (was?.covered && was.piece && cell.piece && !cell.covered) out.add(cellName(i));
  });
  return out;
}

const hide = (p: Piece | null): Piece | null =>
  p && p.type !== 'unknown' && p.type !== 'someSci' ? { type: 'unknown' } : p;

/**
 * The public part of a table (SX Information): covered pieces, hidden colour cards, face-down captures and hands
 * the viewer alone may know are dropped. Drawn while a hot-seat screen waits for its next person, so a seat's
 * secrets never sit in the page behind the pass-the-device cover.
 */
export function publicOnly(table: SymbolixTable): SymbolixTable {
  if (table.variant === 'strategy') return { ...table, viewer: null }; // SX-24: nothing is hidden
  return {
    ...table,
    viewer: null,
    cells: table.cells.map((c) => (c.covered ? { ...c, piece: hide(c.piece) } : c)),
    cards: table.cards.map((c) => (c.revealed ? c : { colour: null, revealed: false })),
    collections: table.collections.map((coll) =>
      coll.map((c) => (c.down ? { ...c, piece: hide(c.piece) ?? { type: 'unknown' } } : c)),
    ),
    hands: table.hands.map(() => null),
  };
}

/**
 * The uncovered piece a told jump went over, read from the table drawn just before it (public: it was face up);
 * null when the text is no jump or the cell held no uncovered piece.
 */
export function jumpedPiece(before: SymbolixTable | null, from: string, to: string): Piece | null {
  const a = cellIndex(from);
  const b = cellIndex(to);
  if (!before || a < 0 || b < 0 || (a + b) % 2 !== 0) return null;
  const cell = before.cells[(a + b) / 2];
  return cell && !cell.covered ? cell.piece : null;
}
