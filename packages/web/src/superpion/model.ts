/**
 * The Superpion board's interaction state, apart from the DOM (chessground's habit) so it is tested without a
 * browser. It reads the legal moves in SP-N1 notation (`d3-d5`, `d3xf5xh7`, `=b|r|y|k|g`, `pass`) and never decides
 * what is legal: a piece may be picked when some legal move starts on it, a cell is a target when some legal move
 * continues there. Every function is pure; the component only renders and forwards.
 */
import { type Spot, stepGrid } from '../play/roving/roving.js';
import { between, fromScreen, LETTERS, parseSquare, SIZE, squareName, toScreen } from './geometry.js';

/** A legal move as the board understands it (SP-N1). */
export interface MoveText {
  readonly text: string;
  readonly from: string;
  /** Every landing cell in order (one for a simple move or a superpion slide). */
  readonly landings: readonly string[];
  readonly capture: boolean;
  /** SP-16 under pawn letter, or null without promotion. */
  readonly promo: string | null;
}

const MOVE_RE = /^([a-n][0-9]{1,2})((?:-[a-n][0-9]{1,2})|(?:x[a-n][0-9]{1,2})+)(?:=([brykg]))?$/;

/** SP-N1, syntax only; `pass` and anything unreadable give null. */
export function parseMoveText(text: string): MoveText | null {
  const m = MOVE_RE.exec(text.trim());
  if (!m) return null;
  const rest = m[2] as string;
  const landings = rest.slice(1).split(rest[0] as string);
  const from = m[1] as string;
  if (!parseSquare(from) || landings.some((c) => !parseSquare(c))) return null;
  return { text: text.trim(), from, landings, capture: rest[0] === 'x', promo: m[3] ?? null };
}

export interface SpUi {
  /** The piece being moved, by its start cell. */
  readonly selected: string | null;
  /** Landing cells entered so far (a multi-jump is entered one landing at a time). */
  readonly steps: readonly string[];
  /** When the path is complete and several under pawns are possible (SP-16): the move texts to choose among. */
  readonly promo: readonly MoveText[] | null;
  /** Keyboard cursor (any cell of the cross). */
  readonly cursor: string;
}

export const initialUi = (): SpUi => ({ selected: null, steps: [], promo: null, cursor: 'g8' });

const parsedMoves = (legal: readonly string[]): MoveText[] =>
  legal.map(parseMoveText).filter((m): m is MoveText => m !== null);

/** Cells of the pieces that may act now: when a capture is compulsory (SP-10) these are only capturing pieces. */
export function actors(legal: readonly string[]): ReadonlySet<string> {
  return new Set(parsedMoves(legal).map((m) => m.from));
}

/** True when every legal move is a capture (SP-10 makes them all captures or none). */
export const mustCapture = (legal: readonly string[]): boolean => {
  const moves = parsedMoves(legal);
  return moves.length > 0 && moves.every((m) => m.capture);
};

const startsWith = (m: MoveText, steps: readonly string[]): boolean =>
  steps.length <= m.landings.length && steps.every((c, i) => m.landings[i] === c);

/** The legal moves of the selected piece that follow the landings entered so far. */
export function matching(ui: SpUi, legal: readonly string[]): MoveText[] {
  if (ui.selected === null) return [];
  return parsedMoves(legal).filter((m) => m.from === ui.selected && startsWith(m, ui.steps));
}

/** Cells where the next landing may be entered. */
export function targets(ui: SpUi, legal: readonly string[]): ReadonlySet<string> {
  const out = new Set<string>();
  if (ui.promo) return out;
  for (const m of matching(ui, legal)) {
    const next = m.landings[ui.steps.length];
    if (next !== undefined) out.add(next);
  }
  return out;
}

export interface Step {
  readonly ui: SpUi;
  /** The move to send, in notation, once fully entered. */
  readonly move: string | null;
}

/** After a landing: send the move if the path is complete, or ask for the under pawn if several fit. */
function afterLanding(ui: SpUi, legal: readonly string[]): Step {
  const moves = matching(ui, legal);
  const longer = moves.some((m) => m.landings.length > ui.steps.length);
  const done = moves.filter((m) => m.landings.length === ui.steps.length);
  // SP-10 makes every capture of one action equally long, so a complete path is never the prefix of another.
  if (done.length === 0 || longer) return { ui, move: null };
  if (done.length === 1) return { ui: cleared(ui), move: (done[0] as MoveText).text };
  return { ui: { ...ui, promo: done }, move: null };
}

const cleared = (ui: SpUi): SpUi => ({ ...ui, selected: null, steps: [], promo: null });

/** A click or Enter on a cell: pick a piece, enter a landing, switch piece, or put the piece back. */
export function activate(ui: SpUi, cell: string, legal: readonly string[]): Step {
  const here = { ...ui, cursor: cell };
  if (ui.promo) return { ui: here, move: null };
  if (ui.selected !== null && targets(ui, legal).has(cell))
    return afterLanding({ ...here, steps: [...ui.steps, cell] }, legal);
  if (cell === ui.selected) return { ui: cleared(here), move: null };
  if (actors(legal).has(cell)) return { ui: { ...cleared(here), selected: cell }, move: null };
  return { ui: here, move: null };
}

/** SP-16: the player picked the under pawn's colour by its letter. */
export function choosePromotion(ui: SpUi, letter: string): Step {
  const m = ui.promo?.find((p) => p.promo === letter);
  return m ? { ui: cleared(ui), move: m.text } : { ui, move: null };
}

/** The under pawn colours offered, as indices of PILE_COLOURS. */
export const promoChoices = (ui: SpUi): number[] =>
  (ui.promo ?? []).map((m) => LETTERS.indexOf(m.promo as (typeof LETTERS)[number])).filter((i) => i >= 0);

/** Escape or Backspace: drop the promotion question, else the last landing, else the selection. */
export function back(ui: SpUi): SpUi {
  if (ui.promo) return { ...ui, promo: null, steps: ui.steps.slice(0, -1) };
  if (ui.steps.length > 0) return { ...ui, steps: ui.steps.slice(0, -1) };
  return cleared(ui);
}

/** Where the selected piece stands in the entry: its last landing, or its start cell. */
export const currentCell = (ui: SpUi): string | null => ui.steps[ui.steps.length - 1] ?? ui.selected;

/**
 * The pieces a path takes (SP-12, SP-14): on each diagonal leg, the one occupied cell strictly between two
 * landings. `occupied` tells whether a cell holds a piece before the move.
 */
export function takenAlong(path: readonly string[], occupied: (cell: string) => boolean): string[] {
  const out: string[] = [];
  for (let i = 1; i < path.length; i++) {
    const hit = between(path[i - 1] as string, path[i] as string).find(occupied);
    if (hit) out.push(hit);
  }
  return out;
}

/** Moves the cursor one cell on the screen (arrows follow the rotated board), over the missing corners of the cross. */
export function moveCursor(ui: SpUi, dx: number, dy: number, quarter: number): SpUi {
  const p = parseSquare(ui.cursor) ?? { file: 6, rank: 6 };
  const onBoard = ({ x, y }: Spot) => {
    const q = fromScreen(x, y, quarter);
    return parseSquare(squareName(q.file, q.rank)) !== null;
  };
  const arrow = dx < 0 ? 'left' : dx > 0 ? 'right' : dy < 0 ? 'up' : dy > 0 ? 'down' : null;
  if (arrow === null) return ui;
  const s = stepGrid({ cols: SIZE, rows: SIZE, has: onBoard }, toScreen(p.file, p.rank, quarter), arrow);
  const q = fromScreen(s.x, s.y, quarter);
  return { ...ui, cursor: squareName(q.file, q.rank) };
}

export type KeyAction =
  | { readonly kind: 'cursor'; readonly dx: number; readonly dy: number }
  | { readonly kind: 'activate' }
  | { readonly kind: 'back' }
  | { readonly kind: 'pass' }
  | { readonly kind: 'rotate' };

/** Keys: arrows move, Enter/Space act, Escape/Backspace step back, P passes, R turns the board. */
export function keyAction(key: string): KeyAction | null {
  switch (key.toLowerCase()) {
    case 'arrowleft':
      return { kind: 'cursor', dx: -1, dy: 0 };
    case 'arrowright':
      return { kind: 'cursor', dx: 1, dy: 0 };
    case 'arrowup':
      return { kind: 'cursor', dx: 0, dy: -1 };
    case 'arrowdown':
      return { kind: 'cursor', dx: 0, dy: 1 };
    case 'enter':
    case ' ':
      return { kind: 'activate' };
    case 'escape':
    case 'backspace':
      return { kind: 'back' };
    case 'p':
      return { kind: 'pass' };
    case 'r':
      return { kind: 'rotate' };
    default:
      return null;
  }
}
