import { Rng } from '@ludotheque/engine';
import { continuations } from './movegen.js';
import { CELLS, CHANGE, isScientifix, piecesOfLevel } from './pieces.js';
import {
  ADVANCED,
  allSeats,
  blankState,
  CHAIN,
  cloneState,
  LEVELS,
  PHASES,
  STRATEGY,
  type SymbolixState,
  VARIANTS,
} from './state.js';
import { SOME_SCIENTIFIX, type SymbolixView, UNKNOWN } from './view.js';

const maskOf = (seats: readonly number[]): number => seats.reduce((m, s) => m | (1 << s), 0);

/** Removes one `x` from `pool` (the piece or card is accounted for). */
function take(pool: number[], x: number): void {
  const i = pool.indexOf(x);
  if (i >= 0) pool.splice(i, 1);
}

/**
 * What a view fixes, computed once per view object (IS-MCTS determinizes the same view every iteration): the
 * state with every public part filled, the slots to fill and the pools to fill them from.
 */
interface Template {
  base: SymbolixState;
  sciSlots: number[]; // covered cells everyone knows are Scientifixes, colour unseen
  downSlots: [number, number][]; // other seats' face-down captures never seen
  cellSlots: number[]; // other covered cells never seen
  sciPool: number[];
  capPool: number[]; // Symbolix, Zorg, Zorga
  otherPool: number[]; // colour changes
  cardSeats: number[];
  cardPool: number[];
  reserveKnown: number[];
  openReserve: boolean;
  handSeats: number[];
  actionPool: number[];
  deckBottom: number[];
  openDeck: boolean;
}
const cache = new WeakMap<SymbolixView, Template>();

function copyPublic(s: SymbolixState, v: SymbolixView, t: Template): void {
  for (let c = 0; c < CELLS; c++) {
    const p = v.cells[c] as number;
    s.covered[c] = v.covered[c] ? 1 : 0;
    s.seen[c] = maskOf(v.seen[c] ?? []);
    s.sciKnown[c] = s.seen[c] ? 1 : 0; // both are set by the same failed capture (SX-23)
    if (p === SOME_SCIENTIFIX) t.sciSlots.push(c);
    else if (p === UNKNOWN) t.cellSlots.push(c);
    else s.board[c] = p;
  }
  v.collections.forEach((col, seat) => {
    col.forEach((x, i) => {
      s.coll[seat]?.push(x.piece);
      s.collDown[seat]?.push(x.down ? 1 : 0);
      s.collKnown[seat]?.push(maskOf(x.known));
      if (x.piece === UNKNOWN) t.downSlots.push([seat, i]);
    });
  });
  v.cards.forEach((c, i) => {
    s.card[i] = c.colour;
    s.revealed[i] = c.revealed ? 1 : 0;
    s.cardKnown[i] = maskOf(c.known);
    if (c.colour < 0) t.cardSeats.push(i);
  });
  s.front = Int8Array.from(v.front);
  s.first = v.first;
  s.seat = v.seat ?? 0;
  s.phase = PHASES.indexOf(v.phase as (typeof PHASES)[number]);
  s.chainCell = v.chain;
  s.jumped = v.jumped.slice();
  s.canStep = v.canStep;
  s.cardUsed = v.cardUsed;
  s.limbo = v.limbo;
  s.captured = v.captured;
  s.changesGone = v.changesGone;
  s.out = v.out.slice();
  s.deckKnown = v.deckBottom.length;
  s.quiet = v.quiet;
  s.turns = v.turns;
  s.winner = v.winner;
  s.loser = v.loser;
  s.timedOut = v.timedOut?.slice() ?? [];
}

function piecePools(v: SymbolixView, t: Template, level: number): void {
  const pool = piecesOfLevel(level);
  for (const p of v.cells) if (p >= 0) take(pool, p);
  for (const col of v.collections) for (const x of col) if (x.piece >= 0) take(pool, x.piece);
  for (let i = 0; i < v.changesGone; i++) take(pool, CHANGE);
  for (const p of v.out) take(pool, p);
  for (const p of pool) (isScientifix(p) ? t.sciPool : p === CHANGE ? t.otherPool : t.capPool).push(p);
}

function cardPools(s: SymbolixState, v: SymbolixView, t: Template): void {
  t.cardPool = [0, 1, 2, 3, 4, 5];
  for (const c of v.cards) if (c.colour >= 0) take(t.cardPool, c.colour);
  for (const c of v.reserve) take(t.cardPool, c);
  t.reserveKnown = v.reserve.slice();
  t.openReserve = v.variant === 'strategy' || v.phase === 'over';
  if (s.level !== ADVANCED) return;
  if (v.deck) {
    s.deck = v.deck.slice();
    s.hands = v.hands.map((h) => (h ?? []).slice());
    return;
  }
  for (let k = 0; k < 6; k++) t.actionPool.push(k, k, k);
  v.hands.forEach((h, i) => {
    if (h) {
      s.hands[i] = h.slice();
      for (const k of h) take(t.actionPool, k);
    } else t.handSeats.push(i);
  });
  for (const k of v.front) if (k >= 0) take(t.actionPool, k);
  if (v.limbo >= 0) take(t.actionPool, v.limbo);
  for (const k of v.deckBottom) take(t.actionPool, k);
}

function template(v: SymbolixView): Template {
  const hit = cache.get(v);
  if (hit) return hit;
  const level = LEVELS.indexOf(v.level as (typeof LEVELS)[number]);
  const variant = VARIANTS.indexOf(v.variant as (typeof VARIANTS)[number]);
  const base = blankState(v.players, level, variant, Rng.seeded(0));
  const t: Template = {
    base,
    sciSlots: [],
    downSlots: [],
    cellSlots: [],
    sciPool: [],
    capPool: [],
    otherPool: [],
    cardSeats: [],
    cardPool: [],
    reserveKnown: [],
    openReserve: false,
    handSeats: [],
    actionPool: [],
    deckBottom: v.deckBottom.slice(),
    openDeck: v.deck !== null,
  };
  copyPublic(base, v, t);
  piecePools(v, t, level);
  cardPools(base, v, t);
  cache.set(v, t);
  return t;
}

/**
 * Covered pieces: the known Scientifixes get unseen Scientifixes, other seats' face-down captures unseen capturable
 * pieces, every other covered cell what is left. Each class is drawn uniformly, so the deal is uniform over the
 * deals consistent with the view.
 */
function dealPieces(s: SymbolixState, t: Template, rng: Rng): void {
  const sci = rng.shuffle(t.sciPool.slice());
  const cap = rng.shuffle(t.capPool.slice());
  for (const c of t.sciSlots) s.board[c] = sci.pop() as number;
  for (const [seat, i] of t.downSlots) (s.coll[seat] as number[])[i] = cap.pop() as number;
  const rest = rng.shuffle(sci.concat(cap, t.otherPool));
  for (const c of t.cellSlots) s.board[c] = rest.pop() as number;
}

function dealCards(s: SymbolixState, t: Template, seat: number, rng: Rng): void {
  const pool = rng.shuffle(t.cardPool.slice());
  for (const i of t.cardSeats) s.card[i] = pool.pop() as number;
  s.reserve = t.reserveKnown.concat(pool);
  const mine = t.openReserve ? allSeats(s) : 1 << seat;
  for (const c of t.reserveKnown) s.reserveKnown[c] = mine;
  if (!t.openReserve) rng.shuffle(s.reserve);
  if (s.variant === STRATEGY) for (const c of s.reserve) s.reserveKnown[c] = allSeats(s);
  if (s.level !== ADVANCED || t.openDeck) return;
  const actions = rng.shuffle(t.actionPool.slice());
  for (const i of t.handSeats) s.hands[i] = actions.splice(0, s.hands[i]?.length ?? 0);
  s.deck = t.deckBottom.concat(actions);
}

function hasContinuation(s: SymbolixState): boolean {
  const out: number[] = [];
  continuations(s, out);
  return out.length > 0;
}

/** A full state consistent with what `seat` sees, with a fresh PRNG (the real one is never in a view). */
export function determinize(v: SymbolixView, seat: number, rng: Rng): SymbolixState {
  const t = template(v);
  const s = cloneState(t.base);
  s.rng = Rng.seeded(rng.u32());
  for (const i of t.handSeats) s.hands[i] = new Array(v.handSizes[i] ?? 0).fill(-1);
  dealPieces(s, t, rng);
  dealCards(s, t, seat, rng);
  // A chain phase that goes on tells everyone the piece can still move: after a flip with no step left, that it
  // can jump, so the mover's hidden card is its colour. Redeal the cards until the deal agrees (the true deal does).
  for (let i = 0; i < 64 && s.phase === CHAIN && !hasContinuation(s); i++) dealCards(s, t, seat, rng);
  return s;
}
