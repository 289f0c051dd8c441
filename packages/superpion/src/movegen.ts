/**
 * Move generation (SP-9 … SP-16) on the padded board, into a reusable buffer so that random playouts allocate
 * nothing. Capture paths are searched depth-first with captured pieces lifted as they are jumped (SP-12: "le saute,
 * le ramasse"); the same search, in the same order, replays a path in `play` and numbers paths in the notation.
 */
import { BACK_LINE_OF, DIAGONALS, ORTHOGONALS, pawnSteps, WHITE_CELLS } from './geometry.js';
import { colourOf, isSuper, PIECE, subOf } from './pieces.js';
import { GREY, type SuperpionState } from './types.js';

export const K_UNIT = 134217728; // 2^27: the capture path index `k` sits above bit 27 (see SuperpionMove)
export const PASS = 0;

export const encodeMove = (from: number, to: number, n: number, k: number, promo: number): number =>
  promo + from * 8 + to * 4096 + n * 2097152 + k * K_UNIT;

export interface DecodedMove {
  readonly from: number;
  readonly to: number;
  readonly captures: number;
  readonly k: number;
  /** 0 for none, else the under pawn's pile colour + 1 (SP-16). */
  readonly promo: number;
}

export function decodeMove(m: number): DecodedMove {
  const low = m % K_UNIT;
  return {
    from: (low >> 3) & 511,
    to: (low >> 12) & 511,
    captures: (low >> 21) & 63,
    k: (m - low) / K_UNIT,
    promo: low & 7,
  };
}

// The search context lives in module variables: no closure, no allocation per node.
let board: Uint8Array = new Uint8Array(0);
let enemyMask = 0;
let flying = false;
let moving = 0;
let task = 0; // 0 generate, 1 replay path k, 2 find the index of `wantLandings`
let buf = new Float64Array(512);
let count = 0;
let best = 0;
let stamp = 0;
const kStamp = new Int32Array(324);
const kCount = new Int32Array(324);
let st: SuperpionState | null = null;
let from = 0;
// Path stacks (landing cells, captured cells) and the target of a replay / lookup.
const lands = new Int32Array(64);
const caps = new Int32Array(64);
const capVals = new Int32Array(64);
let wantTo = 0;
let wantN = 0;
let wantK = 0;
let seen = 0;
let found = false;
let wantLandings: readonly number[] = [];

function push(m: number): void {
  if (count === buf.length) {
    const bigger = new Float64Array(buf.length * 2);
    bigger.set(buf);
    buf = bigger;
  }
  buf[count++] = m;
}

/** Emits a move, once per under-pawn choice when the pawn promotes (SP-15, SP-16). */
function emit(s: SuperpionState, piece: number, to: number, n: number, k: number): void {
  const badge = subOf(piece);
  if (
    isSuper(piece) ||
    BACK_LINE_OF[to] !== badge ||
    ((s.seating.enemyMask[colourOf(piece)] as number) & (1 << badge)) === 0
  ) {
    push(encodeMove(from, to, n, k, 0));
    return;
  }
  const seat = s.seating.seatOf[badge] as number;
  let any = false;
  if (seat >= 0) {
    for (let c = 0; c <= GREY; c++) {
      if ((s.piles[seat * 5 + c] as number) > 0) {
        push(encodeMove(from, to, n, k, c + 1));
        any = true;
      }
    }
  }
  if (!any) push(encodeMove(from, to, n, k, GREY + 1));
}

function atNode(z: number, n: number): void {
  lands[n - 1] = z;
  if (task === 0) {
    if (n < best) return;
    if (n > best) {
      best = n;
      count = 0; // longer captures void every shorter one (SP-10)
      stamp++;
    }
    if (kStamp[z] !== stamp) {
      kStamp[z] = stamp;
      kCount[z] = 0;
    }
    const k = kCount[z] as number;
    kCount[z] = k + 1;
    emit(st as SuperpionState, moving, z, n, k);
    return;
  }
  if (z !== wantTo || n !== wantN) return;
  if (task === 1) {
    if (seen === wantK) found = true;
  } else {
    let same = true;
    for (let i = 0; i < n; i++) if (lands[i] !== wantLandings[i]) same = false;
    if (same) found = true;
  }
  if (!found) seen++;
}

const isEnemy = (v: number): boolean => (v & PIECE) !== 0 && ((enemyMask >> (v & 3)) & 1) === 1;

/** Depth-first search of capture paths from `x` after `n` captures; `last` is the last jump's diagonal (SP-14). */
function search(x: number, n: number, last: number): void {
  for (let d = 0; d < 4 && !found; d++) {
    const o = DIAGONALS[d] as number;
    if (flying) {
      if (last >= 0 && d === (last ^ 2)) continue; // no straight reversal, SP-14
      let y = x + o;
      while (board[y] === 0) y += o;
      const v = board[y] as number;
      if (!isEnemy(v)) continue;
      board[y] = 0;
      caps[n] = y;
      capVals[n] = v;
      for (let z = y + o; board[z] === 0 && !found; z += o) {
        atNode(z, n + 1);
        if (!found) search(z, n + 1, d);
      }
      if (!found) board[y] = v;
    } else {
      const y = x + o;
      const v = board[y] as number;
      if (!isEnemy(v) || board[y + o] !== 0) continue;
      board[y] = 0;
      caps[n] = y;
      capVals[n] = v;
      atNode(y + o, n + 1);
      if (!found) search(y + o, n + 1, d);
      if (!found) board[y] = v;
    }
  }
}

function begin(s: SuperpionState, cell: number, t: number): void {
  st = s;
  board = s.board;
  from = cell;
  moving = board[cell] as number;
  flying = isSuper(moving);
  enemyMask = s.seating.enemyMask[colourOf(moving)] as number;
  task = t;
  found = false;
  seen = 0;
}

/**
 * Every legal move of the colour to move into the shared buffer; returns how many. Valid until the next call.
 * Assumes the game is not over.
 */
export function generate(s: SuperpionState): number {
  count = 0;
  best = 0;
  const colour = s.toMove;
  const b = s.board;
  for (const cell of WHITE_CELLS) {
    const v = b[cell] as number;
    if ((v & PIECE) === 0 || (v & 3) !== colour || cell === s.used) continue;
    begin(s, cell, 0);
    stamp++;
    b[cell] = 0; // the start cell is empty once the piece has left (SP-12)
    search(cell, 0, -1);
    b[cell] = v;
  }
  if (best > 0) return count;
  const steps = pawnSteps(colour, s.options.mode === 'two');
  for (const cell of WHITE_CELLS) {
    const v = b[cell] as number;
    if ((v & PIECE) === 0 || (v & 3) !== colour || cell === s.used) continue;
    from = cell;
    if (isSuper(v)) {
      for (const o of ORTHOGONALS) for (let z = cell + o; b[z] === 0; z += o) push(encodeMove(cell, z, 0, 0, 0));
    } else {
      for (const o of steps) if (b[cell + o] === 0) emit(s, v, cell + o, 0, 0);
    }
  }
  if (count === 0 && s.actionsLeft === 2) push(PASS);
  return count;
}

/** The buffer `generate` filled. */
export const generated = (): Float64Array => buf;

/**
 * Replays capture path `k` of length `n` ending at `to` from `cell`; fills `out` with the captured cells and
 * `landsOut` with the landing cells. False when there is no such path.
 */
export function replayPath(
  s: SuperpionState,
  cell: number,
  to: number,
  n: number,
  k: number,
  out: number[],
  landsOut: number[],
): boolean {
  begin(s, cell, 1);
  wantTo = to;
  wantN = n;
  wantK = k;
  return finish(s, cell, out, landsOut);
}

/** The index `k` of the capture path with these landing cells, or -1 when it is not a capture path of that piece. */
export function pathIndex(s: SuperpionState, cell: number, landings: readonly number[]): number {
  begin(s, cell, 2);
  wantLandings = landings;
  wantTo = landings[landings.length - 1] as number;
  wantN = landings.length;
  return finish(s, cell, [], []) ? seen : -1;
}

function finish(s: SuperpionState, cell: number, out: number[], landsOut: number[]): boolean {
  const v = s.board[cell] as number;
  s.board[cell] = 0;
  search(cell, 0, -1);
  s.board[cell] = v;
  if (!found) return false;
  // The search stopped with the path's pieces still lifted: put them back, then report them.
  for (let i = 0; i < wantN; i++) {
    s.board[caps[i] as number] = capVals[i] as number;
    out.push(caps[i] as number);
    landsOut.push(lands[i] as number);
  }
  found = false;
  return true;
}
