import { baseKind, RECOLOUR, type SymbolixMove } from './moves.js';
import { playMove } from './play.js';
import { cloneState, STRATEGY, type SymbolixState } from './state.js';
import { SOME_SCIENTIFIX, UNKNOWN, view } from './view.js';

/**
 * What a move shows `seat` that it could not know before (the engine's `reveals`, for the rule that a takeback never
 * reveals). The view of a seat holds everything the seat knows (rules Information: "its view shows that knowledge"),
 * so a move reveals exactly when it leaves fewer unknowns in that view: a flip (SX-8), a jump over a covered piece
 * (SX-10; SX-23 the jumper alone), a card revealed by a capture (SX-11), both cards to the players of a swap (SX-18,
 * SX-21), a card played from a hidden hand or action cards bought (SX-21, SX-22), a face-down capture put on the board
 * (SX-21 piece removal), a failed Grand Secret capture telling everyone a Scientifix lies there (SX-23). A recolour
 * (SX-15) draws its card with the state's PRNG: always new to the drawer, even from a reserve it knew (which card
 * comes out is chance), except in Strategy where it is chosen (SX-24). Strategy has nothing hidden and no chance.
 * Only asked when a takeback is (engine takeback.ts): it plays the move on a copy.
 */
export function reveals(s: SymbolixState, m: SymbolixMove, seat: number): boolean {
  if (s.variant === STRATEGY) return false;
  if (baseKind(m) === RECOLOUR && s.seat === seat) return true;
  const after = cloneState(s);
  playMove(after, m);
  return unknowns(after, seat) < unknowns(s, seat);
}

/**
 * How much `seat` does not know: 2 per covered piece it never saw (1 once everyone knows it is a Scientifix, SX-23),
 * 1 per colour card, reserve card, face-down capture, action card in another hand and deck card it cannot tell.
 */
export function unknowns(s: SymbolixState, seat: number): number {
  const v = view(s, seat);
  let n = 0;
  for (const p of v.cells) n += p === UNKNOWN ? 2 : p === SOME_SCIENTIFIX ? 1 : 0;
  for (const c of v.cards) if (c.colour < 0) n++;
  n += v.reserveSize - v.reserve.length;
  for (const col of v.collections) for (const c of col) if (c.piece === UNKNOWN) n++;
  for (const [i, h] of v.hands.entries()) if (h === null) n += v.handSizes[i] as number;
  if (v.deck === null) n += v.deckSize - v.deckBottom.length;
  return n;
}
