import { cardHasTarget, continuations } from './movegen.js';
import {
  baseKind,
  FLIP,
  fa,
  fb,
  fc,
  fd,
  fe,
  JUMP,
  PERMUTE,
  PLACE,
  PLAY_CARD,
  RECOLOUR,
  REMOVE,
  STEP,
  SWAP_SEATS,
  type SymbolixMove,
} from './moves.js';
import { CHANGE, EXCHANGE_CARD, isScientifix, isWildcard, NO_EATING_CARD, NO_MOVING_CARD } from './pieces.js';
import {
  ACTION,
  ADVANCED,
  allSeats,
  bit,
  CARD_TARGET,
  CHAIN,
  GRAND_SECRET,
  hasWon,
  OVER,
  QUIET_LIMIT,
  STRATEGY,
  SWAP,
  type SymbolixState,
  TURN_LIMIT,
} from './state.js';

/** Moves a piece with everything known about it (public operations keep knowledge, SX Information). */
function movePiece(s: SymbolixState, from: number, to: number): void {
  s.board[to] = s.board[from] as number;
  s.covered[to] = s.covered[from] as number;
  s.seen[to] = s.seen[from] as number;
  s.sciKnown[to] = s.sciKnown[from] as number;
  clearCell(s, from);
}

function clearCell(s: SymbolixState, c: number): void {
  s.board[c] = -1;
  s.covered[c] = 0;
  s.seen[c] = 0;
  s.sciKnown[c] = 0;
}

/** SX-21: a played card goes under the deck, face up as it was played, so everyone knows it lies there. */
function underDeck(s: SymbolixState, card: number): void {
  s.deck.unshift(card);
  s.deckKnown++;
}

/** SX-21: the turn starts; this seat's ban card goes under the deck. */
export function startTurn(s: SymbolixState, seat: number): void {
  s.seat = seat;
  const f = s.front[seat] as number;
  if (f >= 0) {
    underDeck(s, f);
    s.front[seat] = -1;
  }
  s.phase = ACTION;
  s.cardUsed = false;
  s.captured = false;
  s.chainCell = -1;
  s.jumped = [];
  s.canStep = false;
}

/** SX-17: the turn is complete; the stalemate guard may end the game. */
function endTurn(s: SymbolixState): void {
  s.quiet = s.captured ? 0 : s.quiet + 1;
  s.turns++;
  if (s.quiet >= QUIET_LIMIT || s.turns >= TURN_LIMIT) {
    s.phase = OVER;
    return;
  }
  startTurn(s, (s.seat + 1) % s.players);
}

/** The action is done: an after-effect card asks for its targets (SX-21), else the turn ends. */
function endAction(s: SymbolixState): void {
  s.chainCell = -1;
  s.jumped = [];
  s.canStep = false;
  if (s.limbo >= 0) {
    if (cardHasTarget(s, s.limbo)) {
      s.phase = CARD_TARGET;
      return;
    }
    underDeck(s, s.limbo);
    s.limbo = -1;
  }
  endTurn(s);
}

/** After a flip or a jump: go on if a continuation is legal, else the action ends by itself (SX-8, SX-10). */
function settle(s: SymbolixState): void {
  s.phase = CHAIN;
  const next: SymbolixMove[] = [];
  continuations(s, next);
  if (next.length === 0) endAction(s);
}

/** SX-16: checks one seat; a win ends the game at once. */
function checkWin(s: SymbolixState, seat: number): boolean {
  if (!hasWon(s.coll[seat] as number[])) return false;
  s.winner = seat;
  s.phase = OVER;
  return true;
}

/** SX-11: a capture with a hidden card reveals it. */
function reveal(s: SymbolixState): void {
  s.revealed[s.seat] = 1;
  s.cardKnown[s.seat] = allSeats(s);
}

/** SX-10 (with SX-11, SX-18, SX-16, SX-23): one jump. */
function jump(s: SymbolixState, from: number, to: number): void {
  const over = (from + to) / 2;
  const p = s.board[over] as number;
  const wasCovered = s.covered[over] === 1;
  // A jump with a coloured piece shows everyone the jumper's colour, captured or not.
  if (!isWildcard(s.board[from] as number)) s.cardKnown[s.seat] = allSeats(s);
  movePiece(s, from, to);
  s.chainCell = to;
  s.canStep = false;
  const gs = s.variant === GRAND_SECRET;
  if (isScientifix(p)) {
    s.jumped.push(over);
    if (wasCovered && gs) {
      s.sciKnown[over] = 1; // everyone sees the capture fail (SX-23)
      s.seen[over] = (s.seen[over] as number) | bit(s.seat);
    } else {
      s.covered[over] = 0;
      s.seen[over] = 0;
      s.sciKnown[over] = 0;
    }
    settle(s);
    return;
  }
  clearCell(s, over);
  s.captured = true;
  if (!s.revealed[s.seat]) reveal(s);
  if (p === CHANGE) {
    s.changesGone++;
    s.phase = SWAP;
    return;
  }
  const down = gs && wasCovered ? 1 : 0;
  s.coll[s.seat]?.push(p);
  s.collDown[s.seat]?.push(down);
  s.collKnown[s.seat]?.push(down ? bit(s.seat) : 0);
  if (checkWin(s, s.seat)) return;
  settle(s);
}

/** SX-18 / colour-change card: two seats exchange cards with their face; both then know both cards. */
function swapCards(s: SymbolixState, a: number, b: number): void {
  const ca = s.card[a] as number;
  const ra = s.revealed[a] as number;
  const ka = s.cardKnown[a] as number;
  s.card[a] = s.card[b] as number;
  s.revealed[a] = s.revealed[b] as number;
  s.cardKnown[a] = (s.cardKnown[b] as number) | bit(a) | bit(b);
  s.card[b] = ca;
  s.revealed[b] = ra;
  s.cardKnown[b] = ka | bit(a) | bit(b);
}

/** SX-15: draw a reserve card (at random, or chosen in Strategy), the old card goes face down into the reserve. */
function recolour(s: SymbolixState, choice: number): void {
  const i = s.variant === STRATEGY ? s.reserve.indexOf(choice) : s.rng.below(s.reserve.length);
  const drawn = s.reserve.splice(i, 1)[0] as number;
  const old = s.card[s.seat] as number;
  const all = allSeats(s);
  s.reserveKnown.fill(0); // drawing ends what anyone knew of the reserve
  s.reserveKnown[old] = s.variant === STRATEGY || s.revealed[s.seat] ? all : (s.cardKnown[s.seat] as number);
  s.reserve.push(old);
  s.card[s.seat] = drawn;
  s.revealed[s.seat] = s.variant === STRATEGY ? 1 : 0;
  s.cardKnown[s.seat] = s.variant === STRATEGY ? all : bit(s.seat);
  if (s.variant === STRATEGY) for (const c of s.reserve) s.reserveKnown[c] = all;
}

/** SX-14 (and SX-22 buying). */
function placeBack(s: SymbolixState, piece: number, cell: number): void {
  const seat = s.seat;
  const i = (s.coll[seat] as number[]).indexOf(piece);
  takeFromCollection(s, seat, i);
  s.board[cell] = piece;
  if (s.level === ADVANCED)
    for (let n = 0; n < 2 && s.deck.length > 0; n++) s.hands[seat]?.push(s.deck.pop() as number);
  s.deckKnown = Math.min(s.deckKnown, s.deck.length); // a drawn card is no longer known (Information)
}

function takeFromCollection(s: SymbolixState, seat: number, i: number): number {
  const p = (s.coll[seat] as number[]).splice(i, 1)[0] as number;
  s.collDown[seat]?.splice(i, 1);
  s.collKnown[seat]?.splice(i, 1);
  return p;
}

/** SX-21 piece exchange: two captures change hands, face-down ones stay face down; the new holder looks at it. */
function exchange(s: SymbolixState, sa: number, ia: number, sb: number, ib: number): void {
  const ca = s.coll[sa] as number[];
  const cb = s.coll[sb] as number[];
  const da = s.collDown[sa] as number[];
  const db = s.collDown[sb] as number[];
  const ka = s.collKnown[sa] as number[];
  const kb = s.collKnown[sb] as number[];
  [ca[ia], cb[ib]] = [cb[ib] as number, ca[ia] as number];
  [da[ia], db[ib]] = [db[ib] as number, da[ia] as number];
  const kaOld = ka[ia] as number;
  ka[ia] = da[ia] ? (kb[ib] as number) | bit(sa) : 0;
  kb[ib] = db[ib] ? kaOld | bit(sb) : 0;
  // SX-16: the acting player first, then the others in seat order.
  for (let n = 0; n < s.players; n++) if (checkWin(s, (s.seat + n) % s.players)) return;
}

function playCard(s: SymbolixState, m: SymbolixMove): void {
  const kind = fa(m);
  const hand = s.hands[s.seat] as number[];
  hand.splice(hand.indexOf(kind), 1);
  s.cardUsed = true;
  if (kind === NO_MOVING_CARD || kind === NO_EATING_CARD) s.front[s.seat] = kind;
  else if (kind === EXCHANGE_CARD) {
    underDeck(s, kind);
    exchange(s, fb(m), fc(m), fd(m), fe(m));
  } else s.limbo = kind; // colour change, permutation, removal: after the action
}

/** The after-effect card's target is chosen; the card goes under the deck and the turn ends (SX-21). */
function finishCard(s: SymbolixState): void {
  underDeck(s, s.limbo);
  s.limbo = -1;
  endTurn(s);
}

/** Applies a legal move (unchecked). */
export function playMove(s: SymbolixState, m: SymbolixMove): void {
  const a = fa(m);
  const b = fb(m);
  switch (baseKind(m)) {
    case FLIP: {
      const p = s.board[a] as number;
      s.covered[a] = 0;
      s.seen[a] = 0;
      s.sciKnown[a] = 0;
      if (p === CHANGE) {
        clearCell(s, a); // SX-18: leaves the game, then the swap
        s.changesGone++;
        s.phase = SWAP;
        return;
      }
      s.chainCell = a;
      s.canStep = true;
      s.jumped = [];
      settle(s);
      return;
    }
    case STEP:
      movePiece(s, a, b);
      endAction(s);
      return;
    case JUMP:
      jump(s, a, b);
      return;
    case PLACE:
      placeBack(s, a, b);
      endAction(s);
      return;
    case RECOLOUR:
      recolour(s, a - 1);
      endAction(s);
      return;
    case SWAP_SEATS:
      swapCards(s, a, b);
      if (s.phase === CARD_TARGET) finishCard(s);
      else if (s.chainCell >= 0) settle(s);
      else endAction(s);
      return;
    case PLAY_CARD:
      playCard(s, m);
      return;
    case PERMUTE:
      swapCells(s, a, b);
      finishCard(s);
      return;
    case REMOVE: {
      const p = takeFromCollection(s, a, b);
      s.board[fc(m)] = p;
      finishCard(s);
      return;
    }
    default: // STOP, PASS
      endAction(s);
  }
}

/** SX-21 permutation: two pieces trade places, each keeping its face and what anyone knows of it. */
function swapCells(s: SymbolixState, a: number, b: number): void {
  for (const arr of [s.board, s.covered, s.seen, s.sciKnown]) {
    const t = arr[a] as number;
    arr[a] = arr[b] as number;
    arr[b] = t;
  }
}
