import type { Viewer } from '@ludotheque/engine';
import {
  baseKind,
  FLIP,
  fa,
  fb,
  formatMove,
  JUMP,
  PLACE,
  RECOLOUR,
  REMOVE,
  SWAP_SEATS,
  type SymbolixMove,
} from './moves.js';
import { ACTION_CARDS, CELLS, CHANGE, COLOURS, isScientifix, pieceName } from './pieces.js';
import { ADVANCED, GRAND_SECRET, LEVELS, OVER, PHASES, STRATEGY, type SymbolixState, VARIANTS } from './state.js';

/** Cells of a view: a piece code, or one of these. */
export const EMPTY = -1;
export const UNKNOWN = -2; // a covered piece the viewer has not seen
export const SOME_SCIENTIFIX = -3; // a covered piece everyone knows is a Scientifix (SX-23), colour unseen

export interface CapturedView {
  piece: number; // UNKNOWN for another seat's face-down capture the viewer never saw
  down: boolean;
  known: number[]; // seats that know a face-down capture
}
export interface CardView {
  colour: number; // -1 when hidden from the viewer
  revealed: boolean;
  known: number[]; // seats that know it (public: who took part in what)
}

/** What one seat (or a spectator) may know (SX Information), plain JSON. */
export interface SymbolixView {
  players: number;
  level: string;
  variant: string;
  viewer: number | 'spectator';
  cells: number[];
  covered: boolean[];
  seen: number[][]; // per cell, seats that looked at the covered piece there
  first: number;
  cards: CardView[];
  reserveSize: number;
  reserve: number[]; // the reserve cards the viewer knows are there (all of them when public)
  collections: CapturedView[][];
  hands: (number[] | null)[]; // the viewer's own hand, or every hand when public
  handSizes: number[];
  deckSize: number;
  deck: number[] | null; // Strategy and the end of the game only
  deckBottom: number[]; // the cards everyone saw go under the deck and not drawn since, bottom first
  front: number[];
  seat: number | null;
  phase: string;
  chain: number;
  jumped: number[];
  canStep: boolean;
  cardUsed: boolean;
  limbo: number;
  captured: boolean;
  changesGone: number;
  out: number[];
  quiet: number;
  turns: number;
  winner: number;
  loser: number;
  /** Seats whose table clock ran out (absent when none). */
  timedOut?: number[];
}

const seatsOf = (mask: number): number[] => [0, 1, 2, 3, 4, 5].filter((i) => mask & (1 << i));

/** Everything is public in Strategy (SX-24) and at the end of the game. */
export const allPublic = (s: SymbolixState): boolean => s.variant === STRATEGY || s.phase === OVER;

function cellView(s: SymbolixState, c: number, me: number, open: boolean): number {
  const p = s.board[c] as number;
  if (p < 0 || open || !s.covered[c] || (s.seen[c] as number) & me) return p;
  return s.sciKnown[c] ? SOME_SCIENTIFIX : UNKNOWN;
}

export function view(s: SymbolixState, viewer: Viewer): SymbolixView {
  const open = allPublic(s);
  const me = viewer === 'spectator' ? 0 : 1 << viewer;
  return {
    players: s.players,
    level: LEVELS[s.level] as string,
    variant: VARIANTS[s.variant] as string,
    viewer,
    cells: Array.from({ length: CELLS }, (_, c) => cellView(s, c, me, open)),
    covered: Array.from(s.covered, (x) => x === 1),
    seen: Array.from(s.seen, seatsOf),
    first: s.first,
    cards: Array.from(s.card, (c, seat) => ({
      colour: open || s.revealed[seat] || (s.cardKnown[seat] as number) & me ? c : -1,
      revealed: s.revealed[seat] === 1,
      known: seatsOf(s.cardKnown[seat] as number),
    })),
    reserveSize: s.reserve.length,
    reserve: open ? s.reserve.slice() : [0, 1, 2, 3, 4, 5].filter((c) => (s.reserveKnown[c] as number) & me),
    collections: s.coll.map((pieces, seat) =>
      pieces.map((p, i) => {
        const down = s.collDown[seat]?.[i] === 1;
        const known = s.collKnown[seat]?.[i] ?? 0;
        return { piece: !down || open || known & me ? p : UNKNOWN, down, known: seatsOf(known) };
      }),
    ),
    hands: s.hands.map((h, seat) => (open || seat === viewer ? h.slice() : null)),
    handSizes: s.hands.map((h) => h.length),
    deckSize: s.deck.length,
    deck: open && s.level === ADVANCED ? s.deck.slice() : null,
    deckBottom: s.deck.slice(0, s.deckKnown),
    front: Array.from(s.front),
    seat: s.phase === OVER ? null : s.seat,
    phase: PHASES[s.phase] as string,
    chain: s.chainCell,
    jumped: s.jumped.slice(),
    canStep: s.canStep,
    cardUsed: s.cardUsed,
    limbo: s.limbo,
    captured: s.captured,
    changesGone: s.changesGone,
    out: s.out.slice(),
    quiet: s.quiet,
    turns: s.turns,
    winner: s.winner,
    loser: s.loser,
    ...(s.timedOut.length === 0 ? {} : { timedOut: s.timedOut.slice() }),
  };
}

/**
 * How a move is told to a viewer: the notation, plus what it reveals to them (`flip d5=red/virus`; a Grand Secret
 * capture's piece to the jumper only, `=hidden` or `=sci` to the others; a recolour's drawn card to its drawer; a
 * purchase's cards to the buyer; both swapped cards to the two players of a swap).
 */
export function publicMove(s: SymbolixState, m: SymbolixMove, viewer: Viewer): string {
  const text = formatMove(m);
  const actor = viewer === s.seat;
  const a = fa(m);
  const b = fb(m);
  switch (baseKind(m)) {
    case FLIP:
      return `${text}=${pieceName(s.board[a] as number)}`;
    case JUMP: {
      const over = (a + b) / 2;
      const p = s.board[over] as number;
      if (!s.covered[over]) return text;
      if (s.variant !== GRAND_SECRET || actor || p === CHANGE) return `${text}=${pieceName(p)}`;
      return `${text}=${isScientifix(p) ? 'sci' : 'hidden'}`;
    }
    case RECOLOUR:
      if (!actor || s.variant === STRATEGY) return text;
      // The draw the move will make: the state's PRNG decides it, so a copy of it tells the drawer in advance.
      return `${text}=${COLOURS[s.reserve[s.rng.clone().below(s.reserve.length)] as number]}`;
    case PLACE: {
      if (!actor || s.level !== ADVANCED) return text;
      const drawn = s.deck.slice(-2).reverse();
      return drawn.length ? `${text}+${drawn.map((k) => ACTION_CARDS[k]).join(',')}` : text;
    }
    case SWAP_SEATS: {
      if (viewer !== a && viewer !== b) return text;
      return `${text}=${COLOURS[s.card[a] as number]},${COLOURS[s.card[b] as number]}`;
    }
    case REMOVE:
      return `${text}=${pieceName(s.coll[a]?.[b] ?? -1)}`;
    default:
      return text;
  }
}
