import { fail, ok, type Result } from '@ludotheque/engine';
import {
  ACTION_CARDS,
  type ActionCard,
  COLOURS,
  type Colour,
  cellName,
  EXCHANGE_CARD,
  parseCell,
  parsePiece,
  pieceName,
} from './pieces.js';

/**
 * A move is one small integer (kind and up to four byte fields), so search stores and compares moves cheaply; the
 * notation (SX-N1) is only used at the edges.
 */
export type SymbolixMove = number;

export const FLIP = 1; // flip <cell>
export const STEP = 2; // step <from>-<to>
export const JUMP = 3; // jump <from>x<to>
export const STOP = 4;
export const PLACE = 5; // place <cell>:<piece> — a = piece, b = cell
export const RECOLOUR = 6; // a = 0 random, colour + 1 in Strategy
export const SWAP_SEATS = 7; // swap <a> <b>
export const PLAY_CARD = 8; // card <name>; pieceExchange carries a = seat, b = index, c = seat, d = index
export const PERMUTE = 9; // permute <cell> <cell>
export const REMOVE = 10; // remove <seat>:<index> <cell>
export const PASS = 11;

const K = 2 ** 32;
export const mv = (kind: number, a = 0, b = 0, c = 0, d = 0): SymbolixMove =>
  kind * K + ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;
export const kindOf = (m: SymbolixMove): number => Math.floor(m / K);
export const fa = (m: SymbolixMove): number => ((m % K) >>> 24) & 255;
export const fb = (m: SymbolixMove): number => ((m % K) >>> 16) & 255;
export const fc = (m: SymbolixMove): number => ((m % K) >>> 8) & 255;
export const fd = (m: SymbolixMove): number => (m % K) & 255;

/** The notation of a move (SX-N1); seats are written as engine seat indices (0-based). */
export function formatMove(m: SymbolixMove): string {
  const a = fa(m);
  const b = fb(m);
  switch (baseKind(m)) {
    case FLIP:
      return `flip ${cellName(a)}`;
    case STEP:
      return `step ${cellName(a)}-${cellName(b)}`;
    case JUMP:
      return `jump ${cellName(a)}x${cellName(b)}`;
    case STOP:
      return 'stop';
    case PLACE:
      return `place ${cellName(b)}:${pieceName(a)}`;
    case RECOLOUR:
      return a === 0 ? 'recolour' : `recolour ${COLOURS[a - 1]}`;
    case SWAP_SEATS:
      return `swap ${a} ${b}`;
    case PLAY_CARD:
      return a === EXCHANGE_CARD ? `card pieceExchange ${b}:${fc(m)} ${fd(m)}:${fe(m)}` : `card ${ACTION_CARDS[a]}`;
    case PERMUTE:
      return `permute ${cellName(a)} ${cellName(b)}`;
    case REMOVE:
      return `remove ${a}:${b} ${cellName(fc(m))}`;
    case PASS:
      return 'pass';
    default:
      return '?';
  }
}

/**
 * pieceExchange needs five fields (card, two seats, two indices): the card kind is implied by a dedicated encoding
 * where a = 5 and the fields shift: b = seat A, c = index A, d = seat B, and the index B rides above the 32 bits.
 */
export const exchangeMove = (sa: number, ia: number, sb: number, ib: number): SymbolixMove =>
  mv(PLAY_CARD, EXCHANGE_CARD, sa, ia, sb) + ib * K * 16;
export const fe = (m: SymbolixMove): number => Math.floor(m / (K * 16));
/** The kind, ignoring pieceExchange's extra field. */
export const baseKind = (m: SymbolixMove): number => kindOf(m) % 16;

const seatRe = /^[0-5]$/;
const ref = (t: string | undefined): [number, number] | null => {
  const r = /^([0-5]):(\d{1,2})$/.exec(t ?? '');
  return r ? [Number(r[1]), Number(r[2])] : null;
};

/** Parses SX-N1 notation; the move may still be illegal. */
export function parseMove(text: string): Result<SymbolixMove> {
  const parts = text.trim().split(/\s+/);
  const [w, x, y, z] = parts;
  const bad = fail('notation', `cannot read move '${text}'`);
  const cell = (t: string | undefined): number => parseCell(t ?? '');
  switch (w) {
    case 'flip':
      return parts.length === 2 && cell(x) >= 0 ? ok(mv(FLIP, cell(x))) : bad;
    case 'step':
    case 'jump': {
      const r = /^([a-g][1-7])([-x])([a-g][1-7])$/.exec(x ?? '');
      if (parts.length !== 2 || !r || r[2] !== (w === 'step' ? '-' : 'x')) return bad;
      return ok(mv(w === 'step' ? STEP : JUMP, cell(r[1]), cell(r[3])));
    }
    case 'stop':
      return parts.length === 1 ? ok(mv(STOP)) : bad;
    case 'pass':
      return parts.length === 1 ? ok(mv(PASS)) : bad;
    case 'place': {
      const [c, p] = (x ?? '').split(':');
      return parts.length === 2 && cell(c) >= 0 && parsePiece(p ?? '') >= 0
        ? ok(mv(PLACE, parsePiece(p ?? ''), cell(c)))
        : bad;
    }
    case 'recolour': {
      if (parts.length === 1) return ok(mv(RECOLOUR));
      const c = COLOURS.indexOf(x as Colour);
      return parts.length === 2 && c >= 0 ? ok(mv(RECOLOUR, c + 1)) : bad;
    }
    case 'swap':
      return parts.length === 3 && seatRe.test(x ?? '') && seatRe.test(y ?? '')
        ? ok(mv(SWAP_SEATS, +(x ?? 0), +(y ?? 0)))
        : bad;
    case 'permute':
      return parts.length === 3 && cell(x) >= 0 && cell(y) >= 0 ? ok(mv(PERMUTE, cell(x), cell(y))) : bad;
    case 'remove': {
      const r = ref(x);
      return parts.length === 3 && r && cell(y) >= 0 ? ok(mv(REMOVE, r[0], r[1], cell(y))) : bad;
    }
    case 'card': {
      const k = ACTION_CARDS.indexOf(x as ActionCard);
      if (k < 0) return bad;
      if (k !== EXCHANGE_CARD) return parts.length === 2 ? ok(mv(PLAY_CARD, k)) : bad;
      const r1 = ref(y);
      const r2 = ref(z);
      return parts.length === 4 && r1 && r2 ? ok(exchangeMove(r1[0], r1[1], r2[0], r2[1])) : bad;
    }
    default:
      return bad;
  }
}
