/**
 * The board's interaction state, apart from the DOM (chessground's habit) so it is tested without a browser. It
 * knows the notation (SX-N1), never the rules: what is legal always comes from the legal moves it is given, and a
 * click or key only ever turns into one of them. Multi-step entry (pick a piece, then its step or jump; pick two
 * cells to permute; pick a captured piece, then a cell) lives here.
 */
import { arrowOf, stepGrid } from '../play/roving/roving.js';

/** One legal move in notation, split into its parts (SX-N1). */
export type Intent =
  | { readonly kind: 'flip'; readonly cell: string }
  | { readonly kind: 'step' | 'jump'; readonly from: string; readonly to: string }
  | { readonly kind: 'place'; readonly cell: string; readonly piece: string }
  | { readonly kind: 'recolour'; readonly colour: string | null }
  | { readonly kind: 'swap'; readonly a: number; readonly b: number }
  | { readonly kind: 'card'; readonly card: string }
  | { readonly kind: 'exchange'; readonly a: string; readonly b: string }
  | { readonly kind: 'permute'; readonly a: string; readonly b: string }
  | { readonly kind: 'remove'; readonly ref: string; readonly cell: string }
  | { readonly kind: 'stop' | 'pass' };

const CELL = '([a-g][1-7])';
const REF = '([0-5]:\\d{1,2})';

/** Each notation form with the intent its captures build (SX-N1). */
const FORMS: readonly [RegExp, (g: string[]) => Intent][] = [
  [/^(stop|pass)$/, (g) => ({ kind: g[1] as 'stop' | 'pass' })],
  [/^recolour(?: ([a-z]+))?$/, (g) => ({ kind: 'recolour', colour: g[1] || null })],
  [new RegExp(`^flip ${CELL}$`), (g) => ({ kind: 'flip', cell: g[1] as string })],
  [new RegExp(`^step ${CELL}-${CELL}$`), (g) => ({ kind: 'step', from: g[1] as string, to: g[2] as string })],
  [new RegExp(`^jump ${CELL}x${CELL}$`), (g) => ({ kind: 'jump', from: g[1] as string, to: g[2] as string })],
  [new RegExp(`^place ${CELL}:(\\S+)$`), (g) => ({ kind: 'place', cell: g[1] as string, piece: g[2] as string })],
  [/^swap ([0-5]) ([0-5])$/, (g) => ({ kind: 'swap', a: Number(g[1]), b: Number(g[2]) })],
  [
    new RegExp(`^card pieceExchange ${REF} ${REF}$`),
    (g) => ({ kind: 'exchange', a: g[1] as string, b: g[2] as string }),
  ],
  [/^card ([a-zA-Z]+)$/, (g) => ({ kind: 'card', card: g[1] as string })],
  [new RegExp(`^permute ${CELL} ${CELL}$`), (g) => ({ kind: 'permute', a: g[1] as string, b: g[2] as string })],
  [new RegExp(`^remove ${REF} ${CELL}$`), (g) => ({ kind: 'remove', ref: g[1] as string, cell: g[2] as string })],
];

/** SX-N1 notation, syntax only; a told move's `=…` or `+…` suffix (what it revealed) is ignored here. */
export function parseIntent(text: string): Intent | null {
  const t = text.trim().replace(/[=+].*$/, '');
  for (const [re, build] of FORMS) {
    const m = re.exec(t);
    if (m) return build(Array.from(m, (x) => x ?? ''));
  }
  return null;
}

/** What a told move revealed: the text after `=` (`flip d5=zorg`) or `+` (cards a purchase drew), else null. */
export function toldSuffix(text: string): { sign: '=' | '+'; value: string } | null {
  const m = /([=+])(.+)$/.exec(text.trim());
  return m ? { sign: m[1] as '=' | '+', value: m[2] as string } : null;
}

/** What the player has picked so far; `ref` is `seat:index` in a collection (empty: the exchange card, no piece yet). */
export type Selection =
  | { readonly kind: 'cell'; readonly cell: string }
  | { readonly kind: 'place'; readonly piece: string }
  | { readonly kind: 'remove'; readonly ref: string }
  | { readonly kind: 'exchange'; readonly ref: string };

export interface BoardUi {
  readonly selected: Selection | null;
  readonly cursor: string;
}

export const initialUi: BoardUi = { selected: null, cursor: 'd4' };

interface Entry {
  readonly text: string;
  readonly intent: Intent;
}
const entries = (legal: readonly string[]): Entry[] =>
  legal.flatMap((text) => {
    const intent = parseIntent(text);
    return intent ? [{ text, intent }] : [];
  });

/** In a chain (SX-10) or after a flip (SX-8) the piece is fixed: the view's `chain` cell is the selection. */
export function effectiveSelection(ui: BoardUi, chain: string | null): Selection | null {
  return chain ? { kind: 'cell', cell: chain } : ui.selected;
}

/** The cells a click can finish a move on, with that move's text, for the current selection. */
export function targets(legal: readonly string[], sel: Selection | null): Map<string, string> {
  const out = new Map<string, string>();
  if (!sel) return out;
  for (const { text, intent: i } of entries(legal)) {
    if (sel.kind === 'cell') {
      if ((i.kind === 'step' || i.kind === 'jump') && i.from === sel.cell) out.set(i.to, text);
      if (i.kind === 'permute' && (i.a === sel.cell || i.b === sel.cell)) out.set(i.a === sel.cell ? i.b : i.a, text);
    } else if (sel.kind === 'place' && i.kind === 'place' && i.piece === sel.piece) out.set(i.cell, text);
    else if (sel.kind === 'remove' && i.kind === 'remove' && i.ref === sel.ref) out.set(i.cell, text);
  }
  return out;
}

/** Board cells that start a move when picked (steps, jumps, permutations), and cells a click flips at once. */
export function sources(legal: readonly string[]): { pick: Set<string>; flip: Map<string, string> } {
  const pick = new Set<string>();
  const flip = new Map<string, string>();
  for (const { text, intent: i } of entries(legal)) {
    if (i.kind === 'step' || i.kind === 'jump') pick.add(i.from);
    else if (i.kind === 'permute') pick.add(i.a).add(i.b);
    else if (i.kind === 'flip') flip.set(i.cell, text);
  }
  return { pick, flip };
}

/**
 * A click or Enter on a board cell: finishes a move on a target; flips a covered piece (at once when flipping is all
 * it can do, or on a second click when it may also step, SX-23); picks a piece that can move; otherwise clears.
 */
export function activateCell(
  ui: BoardUi,
  cell: string,
  legal: readonly string[],
  chain: string | null,
): { ui: BoardUi; move: string | null } {
  const sel = effectiveSelection(ui, chain);
  const done = (move: string) => ({ ui: { selected: null, cursor: cell }, move });
  const hit = targets(legal, sel).get(cell);
  if (hit) return done(hit);
  if (chain) return { ui: { ...ui, cursor: cell }, move: null };
  const { pick, flip } = sources(legal);
  const flipMove = flip.get(cell);
  const picked = sel?.kind === 'cell' && sel.cell === cell;
  if (flipMove && (picked || !pick.has(cell))) return done(flipMove);
  if (pick.has(cell) && !picked) return { ui: { selected: { kind: 'cell', cell }, cursor: cell }, move: null };
  return { ui: { selected: null, cursor: cell }, move: null };
}

export type CapturedChoice =
  | { readonly kind: 'place' | 'remove' | 'exchange' }
  | { readonly kind: 'finish'; readonly move: string };

/** Pieces of a collection the player can act on now, by `seat:index`, and what picking them does. */
export function collectionChoices(
  legal: readonly string[],
  collections: readonly (readonly { piece: string }[])[],
  sel: Selection | null,
): Map<string, CapturedChoice> {
  const out = new Map<string, CapturedChoice>();
  for (const { text, intent: i } of entries(legal)) {
    if (i.kind === 'remove') out.set(i.ref, { kind: 'remove' });
    else if (i.kind === 'exchange') {
      // Only once the card is picked (startExchange); then a partner of the first piece finishes it (SX-21).
      if (sel?.kind !== 'exchange') continue;
      if (!sel.ref) out.set(i.a, { kind: 'exchange' }).set(i.b, { kind: 'exchange' });
      else if (i.a === sel.ref) out.set(i.b, { kind: 'finish', move: text });
      else if (i.b === sel.ref) out.set(i.a, { kind: 'finish', move: text });
    } else if (i.kind === 'place' && sel?.kind !== 'exchange') {
      collections.forEach((coll, seat) => {
        coll.forEach((c, index) => {
          if (c.piece === i.piece) out.set(`${seat}:${index}`, { kind: 'place' });
        });
      });
    }
  }
  return out;
}

/** A click on a captured piece: picks it for a put-back, a removal or an exchange, or finishes an exchange. */
export function activateCaptured(
  ui: BoardUi,
  ref: string,
  legal: readonly string[],
  collections: readonly (readonly { piece: string }[])[],
): { ui: BoardUi; move: string | null } {
  const choice = collectionChoices(legal, collections, ui.selected).get(ref);
  const clear = { ui: { ...ui, selected: null }, move: null };
  if (!choice) return clear;
  if (choice.kind === 'finish') return { ui: { ...ui, selected: null }, move: choice.move };
  if (choice.kind === 'place') {
    const [seat, index] = ref.split(':').map(Number);
    const piece = collections[seat ?? -1]?.[index ?? -1]?.piece ?? '';
    const again = ui.selected?.kind === 'place' && ui.selected.piece === piece;
    return again ? clear : { ui: { ...ui, selected: { kind: 'place', piece } }, move: null };
  }
  const again = ui.selected?.kind === choice.kind && ui.selected.ref === ref;
  // Un-picking an exchange's first piece keeps the card picked.
  const back: Selection | null = choice.kind === 'exchange' ? { kind: 'exchange', ref: '' } : null;
  return { ui: { ...ui, selected: again ? back : { kind: choice.kind, ref } }, move: null };
}

/** Picking the Piece exchange card (SX-21): the next clicks on captured pieces choose its two pieces. */
export function startExchange(ui: BoardUi, legal: readonly string[]): BoardUi {
  if (ui.selected?.kind === 'exchange') return { ...ui, selected: null };
  const any = entries(legal).some((e) => e.intent.kind === 'exchange');
  return any ? { ...ui, selected: { kind: 'exchange', ref: '' } } : ui;
}

/** The moves offered as buttons rather than on the board. */
export function buttons(legal: readonly string[]): {
  stop: string | null;
  pass: string | null;
  recolour: string[];
  cards: string[];
  swaps: { a: number; b: number; move: string }[];
  exchange: boolean;
} {
  const out = { stop: null as string | null, pass: null as string | null, recolour: [] as string[] };
  const cards: string[] = [];
  const swaps: { a: number; b: number; move: string }[] = [];
  let exchange = false;
  for (const { text, intent: i } of entries(legal)) {
    if (i.kind === 'stop') out.stop = text;
    else if (i.kind === 'pass') out.pass = text;
    else if (i.kind === 'recolour') out.recolour.push(text);
    else if (i.kind === 'card') cards.push(i.card);
    else if (i.kind === 'exchange') exchange = true;
    else if (i.kind === 'swap') swaps.push({ a: i.a, b: i.b, move: text });
  }
  return { ...out, cards, swaps, exchange };
}

/** Arrow keys walk the 7×7 board (rank 7 at the top), Home/End go to the rank's ends; Enter/Space activate. */
export function moveCursor(cursor: string, key: string): string | null {
  const arrow = arrowOf(key);
  if (!arrow || !/^[a-g][1-7]$/.test(cursor)) return null;
  const at = { x: cursor.charCodeAt(0) - 97, y: 6 - (cursor.charCodeAt(1) - 49) };
  const to = stepGrid({ cols: 7, rows: 7 }, at, arrow);
  return `${String.fromCharCode(97 + to.x)}${7 - to.y}`;
}
