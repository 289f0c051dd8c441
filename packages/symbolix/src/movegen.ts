import {
  baseKind,
  exchangeMove,
  FLIP,
  JUMP,
  mv,
  PASS,
  PERMUTE,
  PLACE,
  PLAY_CARD,
  RECOLOUR,
  REMOVE,
  STEP,
  STOP,
  SWAP_SEATS,
  type SymbolixMove,
} from './moves.js';
import {
  CELLS,
  COLOUR_CHANGE_CARD,
  colourOf,
  EXCHANGE_CARD,
  isScientifix,
  isSymbolix,
  isWildcard,
  NO_EATING_CARD,
  NO_MOVING_CARD,
  neighbour,
  PERMUTATION_CARD,
  REMOVAL_CARD,
} from './pieces.js';
import { ACTION, ADVANCED, CARD_TARGET, CHAIN, GRAND_SECRET, STRATEGY, SWAP, type SymbolixState } from './state.js';

/** SX-21: another seat's ban card of that kind lies in front of it. */
function banned(s: SymbolixState, kind: number): boolean {
  for (let i = 0; i < s.players; i++) if (i !== s.seat && s.front[i] === kind) return true;
  return false;
}
export const stepBanned = (s: SymbolixState): boolean => banned(s, NO_MOVING_CARD);
export const jumpBanned = (s: SymbolixState): boolean => banned(s, NO_EATING_CARD);

/** SX-10: the piece at `cell` is one the seat may capture with (uncovered; own colour, or Zorg/Zorga). */
export function canCaptureWith(s: SymbolixState, cell: number): boolean {
  const p = s.board[cell] as number;
  if (p < 0 || s.covered[cell]) return false;
  if (isWildcard(p)) return true;
  return (isSymbolix(p) || isScientifix(p)) && colourOf(p) === s.card[s.seat];
}

/** Appends the steps of the piece at `from` (SX-9, SX-12). */
function pushSteps(s: SymbolixState, from: number, out: SymbolixMove[]): void {
  for (let d = 0; d < 4; d++) {
    const to = neighbour(from, d);
    if (to >= 0 && s.board[to] === -1) out.push(mv(STEP, from, to));
  }
}

/** Appends the jumps of the piece at `from`, never over a piece this chain already jumped (SX-10, SX-12). */
function pushJumps(s: SymbolixState, from: number, out: SymbolixMove[]): void {
  for (let d = 0; d < 4; d++) {
    const over = neighbour(from, d);
    if (over < 0 || s.board[over] === -1 || s.jumped.includes(over)) continue;
    const to = neighbour(over, d);
    if (to >= 0 && s.board[to] === -1) out.push(mv(JUMP, from, to));
  }
}

/** SX-8, SX-9, SX-10, SX-14, SX-15: the turn's main actions (pass excluded). */
function mainActions(s: SymbolixState, out: SymbolixMove[]): void {
  const gs = s.variant === GRAND_SECRET;
  const noStep = stepBanned(s);
  const noJump = jumpBanned(s);
  for (let c = 0; c < CELLS; c++) {
    if (s.board[c] === -1) continue;
    if (s.covered[c]) {
      out.push(mv(FLIP, c));
      if (gs && !noStep) pushSteps(s, c, out); // SX-23
      continue;
    }
    if (!noStep) pushSteps(s, c, out);
    if (!noJump && canCaptureWith(s, c)) pushJumps(s, c, out);
  }
  const own = s.coll[s.seat] as number[];
  for (const p of own.slice().sort((x, y) => x - y))
    for (let c = 0; c < CELLS; c++) if (s.board[c] === -1) out.push(mv(PLACE, p, c));
  if (s.reserve.length > 0) {
    if (s.variant === STRATEGY) for (const c of s.reserve.slice().sort()) out.push(mv(RECOLOUR, c + 1));
    else out.push(mv(RECOLOUR));
  }
}

/** Whether a card of that kind has a legal target now (SX-21). */
export function cardHasTarget(s: SymbolixState, kind: number): boolean {
  if (kind === REMOVAL_CARD) return s.coll.some((c) => c.length > 0);
  if (kind === EXCHANGE_CARD) return s.coll.filter((c) => c.length > 0).length >= 2;
  if (kind === PERMUTATION_CARD) return s.board.filter((p) => p >= 0).length >= 2;
  return true;
}

function cardPlays(s: SymbolixState, out: SymbolixMove[]): void {
  const hand = s.hands[s.seat] as number[];
  for (let k = 0; k < 6; k++) {
    if (!hand.includes(k) || !cardHasTarget(s, k)) continue;
    if (k !== EXCHANGE_CARD) {
      out.push(mv(PLAY_CARD, k));
      continue;
    }
    for (let a = 0; a < s.players; a++)
      for (let b = a + 1; b < s.players; b++)
        for (let i = 0; i < (s.coll[a] as number[]).length; i++)
          for (let j = 0; j < (s.coll[b] as number[]).length; j++) out.push(exchangeMove(a, i, b, j));
  }
}

function swaps(s: SymbolixState, out: SymbolixMove[]): void {
  for (let a = 0; a < s.players; a++) for (let b = a + 1; b < s.players; b++) out.push(mv(SWAP_SEATS, a, b));
}

/** The targets of the after-effect card in limbo (SX-21). */
function cardTargets(s: SymbolixState, out: SymbolixMove[]): void {
  if (s.limbo === COLOUR_CHANGE_CARD) swaps(s, out);
  else if (s.limbo === PERMUTATION_CARD) {
    for (let a = 0; a < CELLS; a++)
      if (s.board[a] !== -1) for (let b = a + 1; b < CELLS; b++) if (s.board[b] !== -1) out.push(mv(PERMUTE, a, b));
  } else if (s.limbo === REMOVAL_CARD) {
    for (let seat = 0; seat < s.players; seat++)
      for (let i = 0; i < (s.coll[seat] as number[]).length; i++)
        for (let c = 0; c < CELLS; c++) if (s.board[c] === -1) out.push(mv(REMOVE, seat, i, c));
  }
}

/** The continuations of the piece just flipped or jumping (SX-8, SX-10): steps, jumps, and stop if any. */
export function continuations(s: SymbolixState, out: SymbolixMove[]): void {
  const from = s.chainCell;
  if (s.canStep && !stepBanned(s)) pushSteps(s, from, out);
  if (!jumpBanned(s) && canCaptureWith(s, from)) pushJumps(s, from, out);
  if (out.length > 0) out.push(mv(STOP));
}

export function legalMoves(s: SymbolixState): SymbolixMove[] {
  const out: SymbolixMove[] = [];
  switch (s.phase) {
    case ACTION: {
      if (s.level === ADVANCED && !s.cardUsed) cardPlays(s, out);
      const before = out.length;
      mainActions(s, out);
      if (out.length === before) out.push(mv(PASS)); // SX-25
      break;
    }
    case CHAIN:
      continuations(s, out);
      break;
    case SWAP:
      swaps(s, out);
      break;
    case CARD_TARGET:
      cardTargets(s, out);
      break;
  }
  return out.sort((x, y) => x - y); // the contract's order: ascending numbers
}

/** Legality without listing every move where that is cheap enough to matter. */
export function isLegalMove(s: SymbolixState, m: SymbolixMove): boolean {
  if (!Number.isSafeInteger(m) || m < 0) return false;
  const k = baseKind(m);
  if (k < FLIP || k > PASS) return false;
  return legalMoves(s).includes(m);
}
