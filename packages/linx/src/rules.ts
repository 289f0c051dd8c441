import { fail, ok, type PlatformEvent, type Result, type Rng, rankedLast, ranksFromScores } from '@ludotheque/engine';
import {
  beatenBy,
  beaterOf,
  cfgOf,
  dec,
  inc,
  type LinxOptions,
  type LinxState,
  NEUTRAL,
  PER_COLOUR,
  PER_TYPE,
  sideOf,
  TURN_LIMIT,
  tileCode,
  tileDown,
  tileOwner,
  tileType,
} from './types.js';

/** LX-9: the neutral block, rows from the top (row 6, then 5, then 4), columns d, e, f. */
export const NEUTRAL_BLOCK: readonly (readonly number[])[] = [
  [0, 1, 2],
  [2, 0, 1],
  [1, 2, 0],
];

/** An empty state for some options (no round dealt). */
export function emptyState(options: LinxOptions, rng: Rng): LinxState {
  const cfg = cfgOf(options);
  return {
    cfg,
    b: new Uint8Array(cfg.size),
    scores: new Array<number>(cfg.sides).fill(0),
    rng,
    round: 1,
    firstPlayer: 0,
    turns: 0,
    passes: 0,
    roundOver: false,
    resigned: -1,
    timedOut: [],
    minR: 0,
    maxR: 0,
    minC: 0,
    maxC: 0,
    occupied: 0,
  };
}

/** A new match: LX-10 draws the first player, then the round is dealt (LX-7, LX-8, LX-9). */
export function setup(options: LinxOptions, rng: Rng): LinxState {
  const s = emptyState(options, rng);
  dealRound(s, 1, rng.below(options.players));
  return s;
}

/** Puts a tile on an empty cell: adjacency counts and window bounds follow (LX-5, LX-11). */
export function placeUp(s: LinxState, pad: number, tile: number): void {
  const { cfg, b } = s;
  b[cfg.TOP + pad] = tile;
  const around = cfg.around;
  for (let i = 0; i < 8; i++) inc(b, cfg.ADJ + pad + (around[i] as number));
  const r = cfg.rowOf[pad] as number;
  const c = cfg.colOf[pad] as number;
  if (s.occupied === 0) {
    s.minR = s.maxR = r;
    s.minC = s.maxC = c;
  } else {
    if (r < s.minR) s.minR = r;
    if (r > s.maxR) s.maxR = r;
    if (c < s.minC) s.minC = c;
    if (c > s.maxC) s.maxC = c;
  }
  s.occupied++;
}

/** Deals a round: clears the board, lays the neutral block (LX-9), shuffles piles (LX-7), draws hands (LX-8). */
export function dealRound(s: LinxState, round: number, first: number): void {
  const { cfg, b, rng } = s;
  b.fill(0, 0, cfg.PILE);
  s.occupied = 0;
  if (cfg.players === 3) {
    for (let i = 0; i < 3; i++) {
      for (let j = 0; j < 3; j++) {
        const r = cfg.n - i; // the top row of the block is row n+1 (index n): LX-9 Decision in README
        const pad = cfg.padOf[r * cfg.f + cfg.n - 2 + j] as number;
        placeUp(s, pad, tileCode(NEUTRAL, NEUTRAL_BLOCK[i]?.[j] as number, 0));
      }
    }
  }
  for (let seat = 0; seat < cfg.players; seat++) {
    const base = cfg.PILE + seat * PER_COLOUR;
    for (let i = 0; i < PER_COLOUR; i++) b[base + i] = (i / PER_TYPE) | 0;
    for (let i = PER_COLOUR - 1; i > 0; i--) {
      const j = rng.below(i + 1);
      const t = b[base + i] as number;
      b[base + i] = b[base + j] as number;
      b[base + j] = t;
    }
    b[cfg.PTR + seat] = 0;
  }
  for (let k = 0; k < cfg.players; k++) draw(s, (first + k) % cfg.players, cfg.options.startingHands[k] as number);
  s.round = round;
  s.firstPlayer = first;
  s.turns = 0;
  s.passes = 0;
  s.roundOver = false;
}

/** Draws up to `k` tiles from the seat's pile into its hand; returns how many were drawn. */
export function draw(s: LinxState, seat: number, k: number): number {
  const { cfg, b } = s;
  let ptr = b[cfg.PTR + seat] as number;
  const start = ptr;
  while (k > 0 && ptr < PER_COLOUR) {
    inc(b, cfg.HAND + seat * 3 + (b[cfg.PILE + seat * PER_COLOUR + ptr] as number));
    ptr++;
    k--;
  }
  b[cfg.PTR + seat] = ptr;
  return ptr - start;
}

export const matchOver = (s: LinxState): boolean =>
  s.resigned >= 0 ||
  (s.timedOut.length > 0 && s.timedOut.length >= s.cfg.sides - 1) ||
  (s.roundOver && s.scores.some((x) => x >= s.cfg.options.roundsToWin));

/** LX-N2: the seat to move, `(firstPlayer + turns) mod players`, kept on a finished round; null at the end. */
export function toMove(s: LinxState): number | null {
  if (matchOver(s)) return null;
  return (s.firstPlayer + s.turns) % s.cfg.players;
}

/** The seat whose turn it is (also after the match ends, for bookkeeping). */
export const seatToMove = (s: LinxState): number => (s.firstPlayer + s.turns) % s.cfg.players;

/** How many empty cells a face-up tile may go to (LX-11 adjacency, LX-5 window; the centre on an empty board). */
export function countUp(s: LinxState): number {
  const { cfg, b } = s;
  if (s.occupied === 0) return 1;
  const n = cfg.n;
  const r0 = Math.max(0, s.maxR - n + 1);
  const r1 = Math.min(cfg.f - 1, s.minR + n - 1);
  const c0 = Math.max(0, s.maxC - n + 1);
  const c1 = Math.min(cfg.f - 1, s.minC + n - 1);
  let count = 0;
  for (let r = r0; r <= r1; r++) {
    let pad = (r + 1) * cfg.p + c0 + 1;
    for (let c = c0; c <= c1; c++, pad++) if (b[pad] === 0 && b[cfg.ADJ + pad] !== 0) count++;
  }
  return count;
}

/** LX-11 and LX-5 for one cell: empty, touching a tile, and the window still fits (the centre on an empty board). */
export function upAllowed(s: LinxState, pad: number): boolean {
  const { cfg, b } = s;
  if (s.occupied === 0) return pad === cfg.centre;
  if (b[pad] !== 0 || b[cfg.ADJ + pad] === 0) return false;
  const r = cfg.rowOf[pad] as number;
  const c = cfg.colOf[pad] as number;
  const n = cfg.n;
  return Math.max(s.maxR, r) - Math.min(s.minR, r) < n && Math.max(s.maxC, c) - Math.min(s.minC, c) < n;
}

/** True when the seat holds a tile that beats the face-up top tile `t` (LX-12). */
const canCover = (s: LinxState, hand: number, t: number): boolean =>
  t !== 0 && tileDown(t) === 0 && (s.b[hand + beaterOf(tileType(t))] as number) > 0;

/** Counts the LX-12 moves of the seat (one per coverable cell: only one type beats a given type). */
export function countDown(s: LinxState, seat: number): number {
  if (s.occupied === 0) return 0;
  const { cfg, b } = s;
  const hand = cfg.HAND + seat * 3;
  let count = 0;
  for (let r = s.minR; r <= s.maxR; r++) {
    let pad = (r + 1) * cfg.p + s.minC + 1;
    for (let c = s.minC; c <= s.maxC; c++, pad++) if (canCover(s, hand, b[pad] as number)) count++;
  }
  return count;
}

/** The legal moves, ascending (face up by type then cell, face down by type then cell, then pass or next). */
export function legalMoves(s: LinxState): number[] {
  const moves: number[] = [];
  const seat = toMove(s);
  if (seat === null) return moves;
  const { cfg, b } = s;
  if (s.roundOver) return [cfg.NEXT];
  const hand = cfg.HAND + seat * 3;
  const cells: number[] = [];
  for (let fc = 0; fc < cfg.cells; fc++) if (upAllowed(s, cfg.padOf[fc] as number)) cells.push(fc);
  for (let t = 0; t < 3; t++) {
    if (b[hand + t] === 0) continue;
    for (const fc of cells) moves.push(t * cfg.cells + fc);
  }
  for (let t = 0; t < 3; t++) {
    if (b[hand + t] === 0) continue;
    const victim = beatenBy(t);
    for (let fc = 0; fc < cfg.cells; fc++) {
      const top = b[cfg.padOf[fc] as number] as number;
      if (top !== 0 && tileDown(top) === 0 && tileType(top) === victim) moves.push(cfg.DOWN + t * cfg.cells + fc);
    }
  }
  if (moves.length === 0) moves.push(cfg.PASS);
  return moves;
}

/** Legality as a query (no list built for tile moves). */
export function isLegal(s: LinxState, m: number): boolean {
  const seat = toMove(s);
  const { cfg, b } = s;
  if (seat === null || !Number.isInteger(m) || m < 0 || m > cfg.NEXT) return false;
  if (s.roundOver) return m === cfg.NEXT;
  if (m === cfg.NEXT) return false;
  const hand = cfg.HAND + seat * 3;
  if (m === cfg.PASS) {
    const types = (b[hand] ? 1 : 0) + (b[hand + 1] ? 1 : 0) + (b[hand + 2] ? 1 : 0);
    return types === 0 || (countUp(s) === 0 && countDown(s, seat) === 0);
  }
  const down = m >= cfg.DOWN;
  const rest = down ? m - cfg.DOWN : m;
  const t = (rest / cfg.cells) | 0;
  const pad = cfg.padOf[rest % cfg.cells] as number;
  if (b[hand + t] === 0) return false;
  if (down) {
    const top = b[pad] as number;
    return top !== 0 && tileDown(top) === 0 && tileType(top) === beatenBy(t);
  }
  return upAllowed(s, pad);
}

/** LX-14/LX-17: does the top tile at `pad` stand in a line of 3 of its side and face? */
export function alignedAt(s: LinxState, pad: number): boolean {
  const { b, cfg } = s;
  const keyOf = cfg.keyOf;
  const k = keyOf[b[pad] as number];
  if (!k) return false;
  const lines = cfg.lines;
  for (let i = 0; i < 4; i++) {
    const d = lines[i] as number;
    let run = 1;
    if (keyOf[b[pad + d] as number] === k) {
      run++;
      if (keyOf[b[pad + 2 * d] as number] === k) run++;
    }
    if (keyOf[b[pad - d] as number] === k) {
      run++;
      if (keyOf[b[pad - 2 * d] as number] === k) run++;
    }
    if (run >= 3) return true;
  }
  return false;
}

/** LX-16/LX-17: face-up top tiles per side (neutral tiles count for nobody). */
export function tally(s: LinxState): number[] {
  const { cfg, b } = s;
  const counts = new Array<number>(cfg.sides).fill(0);
  if (s.occupied === 0) return counts;
  for (let r = s.minR; r <= s.maxR; r++) {
    let pad = (r + 1) * cfg.p + s.minC + 1;
    for (let c = s.minC; c <= s.maxC; c++, pad++) {
      const t = b[pad] as number;
      if (t === 0 || tileDown(t) === 1) continue;
      const owner = tileOwner(t);
      if (owner !== NEUTRAL) inc(counts, sideOf(cfg, owner));
    }
  }
  return counts;
}

/** LX-16: the blocked round goes to the side with the most face-up tops; a tie for the most scores nothing. */
function endBlocked(s: LinxState): void {
  const counts = tally(s);
  let best = -1;
  let winner = -1;
  for (let side = 0; side < counts.length; side++) {
    const c = counts[side] as number;
    if (c > best) {
      best = c;
      winner = side;
    } else if (c === best) winner = -1;
  }
  if (winner >= 0) inc(s.scores, winner);
  s.roundOver = true;
}

/** Applies a legal move, unchecked (LX-11, LX-12, LX-13, LX-15, LX-16, LX-19, LX-20). */
export function play(s: LinxState, m: number): void {
  const { cfg, b } = s;
  if (m === cfg.NEXT) {
    dealRound(s, s.round + 1, (s.firstPlayer + 1) % cfg.players);
    return;
  }
  const seat = seatToMove(s);
  let aligned = false;
  if (m === cfg.PASS) {
    s.passes = draw(s, seat, 2) > 0 ? 0 : s.passes + 1;
  } else {
    const down = m >= cfg.DOWN ? 1 : 0;
    const rest = down ? m - cfg.DOWN : m;
    const t = (rest / cfg.cells) | 0;
    const pad = cfg.padOf[rest % cfg.cells] as number;
    dec(b, cfg.HAND + seat * 3 + t);
    if (down) {
      b[cfg.UNDER + pad] = b[pad] as number;
      b[pad] = tileCode(seat, t, 1);
    } else {
      placeUp(s, pad, tileCode(seat, t, 0));
      draw(s, seat, 2); // LX-20: a winning face-up tile still draws
    }
    s.passes = 0;
    aligned = alignedAt(s, pad);
  }
  s.turns++;
  if (aligned) {
    inc(s.scores, sideOf(cfg, seat));
    s.roundOver = true;
  } else if (s.passes >= cfg.players || s.turns >= TURN_LIMIT) endBlocked(s);
}

/** Scratch for `randomMove`: free cells at [0, 128), coverable cells at [128, 256) (a frame has at most 81). */
const scratch = new Int16Array(256);

/**
 * Draws a uniformly random legal move without allocating: one walk over the window collects the LX-11 cells and
 * the LX-12 cells (every occupied cell lies inside the window's range), then one index is drawn.
 */
export function randomMove(s: LinxState, rng: Rng): number {
  const { cfg, b } = s;
  if (s.roundOver) return cfg.NEXT;
  const seat = seatToMove(s);
  const hand = cfg.HAND + seat * 3;
  const types = (b[hand] ? 1 : 0) + (b[hand + 1] ? 1 : 0) + (b[hand + 2] ? 1 : 0);
  if (types === 0) return cfg.PASS;
  if (s.occupied === 0) return pickType(b, hand, rng.below(types)) * cfg.cells + (cfg.frameOf[cfg.centre] as number);
  const n = cfg.n;
  const r0 = Math.max(0, s.maxR - n + 1);
  const r1 = Math.min(cfg.f - 1, s.minR + n - 1);
  const c0 = Math.max(0, s.maxC - n + 1);
  const c1 = Math.min(cfg.f - 1, s.minC + n - 1);
  let ups = 0;
  let downs = 128;
  for (let r = r0; r <= r1; r++) {
    let pad = (r + 1) * cfg.p + c0 + 1;
    for (let c = c0; c <= c1; c++, pad++) {
      const top = b[pad] as number;
      if (top === 0) {
        if (b[cfg.ADJ + pad] !== 0) scratch[ups++] = pad;
      } else if (canCover(s, hand, top)) scratch[downs++] = pad;
    }
  }
  const total = ups * types + downs - 128;
  if (total === 0) return cfg.PASS;
  const k = rng.below(total);
  if (k < ups * types) {
    const t = pickType(b, hand, (k / ups) | 0);
    return t * cfg.cells + (cfg.frameOf[scratch[k % ups] as number] as number);
  }
  const pad = scratch[128 + k - ups * types] as number;
  const t = beaterOf(tileType(b[pad] as number));
  return cfg.DOWN + t * cfg.cells + (cfg.frameOf[pad] as number);
}

/** The `which`-th type (in R, P, S order) the hand holds. */
function pickType(b: Uint8Array, hand: number, which: number): number {
  for (let t = 0; t < 3; t++) if (b[hand + t] && which-- === 0) return t;
  return -1;
}

export function clone(s: LinxState): LinxState {
  return { ...s, b: s.b.slice(), scores: s.scores.slice(), timedOut: s.timedOut.slice(), rng: s.rng.clone() };
}

/** Scores per seat (rounds won, team-mates get the team's); a resigned seat (its team) ranks last. */
export function outcome(s: LinxState): { scores: number[]; ranks: number[] } | null {
  if (!matchOver(s)) return null;
  const { cfg } = s;
  const scores: number[] = [];
  const keys: number[] = [];
  for (let seat = 0; seat < cfg.players; seat++) {
    const side = sideOf(cfg, seat);
    scores.push(s.scores[side] as number);
    keys.push(s.resigned >= 0 && sideOf(cfg, s.resigned) === side ? -1 : (s.scores[side] as number));
  }
  const ranked = { scores, ranks: ranksFromScores(keys) };
  return s.timedOut.length === 0
    ? ranked
    : rankedLast(
        ranked,
        s.timedOut.map((seat) => [seat]),
      );
}

/** Resignation and abandonment end the match with that seat last; a time-up is `timeUp`'s (README Decisions). */
export function applyEvent(s: LinxState, e: PlatformEvent): Result<void> {
  if (!Number.isInteger(e.seat) || e.seat < 0 || e.seat >= s.cfg.players) {
    return fail('event', `no seat ${String(e.seat)} in this game`);
  }
  if (matchOver(s)) return fail('gameOver', 'the match is over');
  if (e.type === 'timeUp') return timeUp(s, e.seat);
  s.resigned = e.seat;
  return ok(undefined);
}

/**
 * A seat's table clock ran out (README Decisions): two sides (two players, or two teams), the match is lost like a
 * resignation; three sides, the seat ranks last and a bot plays it on, until only one side has time left.
 */
function timeUp(s: LinxState, seat: number): Result<void> {
  if (s.cfg.sides === 2) {
    s.resigned = seat;
    return ok(undefined);
  }
  if (s.timedOut.includes(seat)) return fail('event', `seat ${seat}'s time is already up`);
  s.timedOut.push(seat);
  return ok(undefined);
}
