import { Rng, type Viewer } from '@ludotheque/engine';
import { cellIndex, cellName, formatMove, parseTile, tileText } from './notation.js';
import { emptyState, placeUp, toMove } from './rules.js';
import { handsOf } from './setup.js';
import {
  dec,
  inc,
  type LinxOptions,
  type LinxState,
  NEUTRAL,
  PER_COLOUR,
  PER_TYPE,
  tileOwner,
  tileType,
} from './types.js';

/** What one seat (or a spectator) may know (see the rules file's Information section). */
export interface LinxView {
  readonly game: 'linx';
  readonly options: LinxOptions;
  readonly viewer: Viewer;
  readonly round: number;
  /** Rounds won per side (per seat, or per team in team mode). */
  readonly scores: readonly number[];
  readonly firstPlayer: number;
  readonly toMove: number | null;
  readonly turns: number;
  readonly passes: number;
  readonly roundOver: boolean;
  readonly resigned: number | null;
  /** Occupied cells, stacks bottom first (LX-N2 tile texts). */
  readonly board: { readonly [cell: string]: readonly string[] };
  readonly handSizes: readonly number[];
  readonly pileSizes: readonly number[];
  /** The viewer's own hand (sorted), null for a spectator. */
  readonly hand: readonly string[] | null;
}

/** The view of one seat or of a spectator: never another hand, a pile's order or the PRNG (Information). */
export function view(s: LinxState, viewer: Viewer): LinxView {
  const { cfg, b } = s;
  const board: { [cell: string]: string[] } = {};
  for (let fc = 0; fc < cfg.cells; fc++) {
    const pad = cfg.padOf[fc] as number;
    const top = b[pad] as number;
    if (!top) continue;
    const under = b[cfg.UNDER + pad] as number;
    board[cellName(cfg, fc)] = under ? [tileText(under), tileText(top)] : [tileText(top)];
  }
  const handSizes: number[] = [];
  const pileSizes: number[] = [];
  for (let seat = 0; seat < cfg.players; seat++) {
    const h = cfg.HAND + seat * 3;
    handSizes.push((b[h] as number) + (b[h + 1] as number) + (b[h + 2] as number));
    pileSizes.push(PER_COLOUR - (b[cfg.PTR + seat] as number));
  }
  const seat = typeof viewer === 'number' && viewer >= 0 && viewer < cfg.players ? viewer : null;
  return {
    game: 'linx',
    options: cfg.options,
    viewer: seat === null ? 'spectator' : seat,
    round: s.round,
    scores: s.scores.slice(),
    firstPlayer: s.firstPlayer,
    toMove: toMove(s),
    turns: s.turns,
    passes: s.passes,
    roundOver: s.roundOver,
    resigned: s.resigned >= 0 ? s.resigned : null,
    board,
    handSizes,
    pileSizes,
    hand: seat === null ? null : (handsOf(s)[seat] as string[]),
  };
}

/**
 * LX-12/LX-13: moves are public, a face-down tile's type included; a pass is told with the hand it shows, as
 * `pass` followed by the shown types in string order (`pass P,R,S`; `pass` alone for an empty hand).
 */
export function publicMove(s: LinxState, m: number, _viewer: Viewer): string {
  const text = formatMove(s, m);
  if (m !== s.cfg.PASS) return text;
  const seat = (s.firstPlayer + s.turns) % s.cfg.players;
  const hand = handsOf(s)[seat] as string[];
  return hand.length ? `pass ${hand.join(',')}` : 'pass';
}

/** The public part of a view as a state with empty hands and piles, parsed once per view object. */
const bases = new WeakMap<LinxView, LinxState>();

function baseOf(v: LinxView): LinxState {
  const hit = bases.get(v);
  if (hit) return hit;
  const s = emptyState(v.options, Rng.seeded(0));
  const { cfg, b } = s;
  for (const [name, stack] of Object.entries(v.board)) {
    const pad = cfg.padOf[cellIndex(cfg, name)] as number;
    placeUp(s, pad, parseTile(stack[0] as string));
    if (stack.length > 1) {
      b[cfg.UNDER + pad] = b[pad] as number;
      b[pad] = parseTile(stack[1] as string);
    }
  }
  s.round = v.round;
  s.scores = v.scores.slice();
  s.firstPlayer = v.firstPlayer;
  s.turns = v.turns;
  s.passes = v.passes;
  s.roundOver = v.roundOver;
  s.resigned = v.resigned ?? -1;
  bases.set(v, s);
  return s;
}

/**
 * A full state agreeing with the view: per colour, the tiles nobody can see (its 15 minus the board, minus the
 * viewer's own hand) are shuffled and dealt into the hidden hand and the pile with their sizes. A fresh PRNG.
 * `viewer` may be a spectator (every hand hidden), which the conformance kit's perturbation uses.
 */
export function determinize(v: LinxView, viewer: Viewer, rng: Rng): LinxState {
  const base = baseOf(v);
  const { cfg } = base;
  const s: LinxState = { ...base, b: base.b.slice(), scores: base.scores.slice(), rng: Rng.seeded(rng.u32()) };
  const b = s.b;
  const left = new Uint8Array(12).fill(PER_TYPE);
  for (let pad = 0; pad < cfg.area; pad++) {
    for (const t of [b[pad] as number, b[cfg.UNDER + pad] as number]) {
      if (t && tileOwner(t) !== NEUTRAL) dec(left, tileOwner(t) * 3 + tileType(t));
    }
  }
  const pool: number[] = [];
  for (let seat = 0; seat < cfg.players; seat++) {
    const own = seat === viewer ? (v.hand ?? []) : [];
    for (const x of own) {
      const t = 'RPS'.indexOf(x);
      dec(left, seat * 3 + t);
      inc(b, cfg.HAND + seat * 3 + t);
    }
    pool.length = 0;
    for (let t = 0; t < 3; t++) for (let i = left[seat * 3 + t] as number; i > 0; i--) pool.push(t);
    rng.shuffle(pool);
    const hidden = seat === viewer ? 0 : (v.handSizes[seat] as number);
    for (let i = 0; i < hidden; i++) inc(b, cfg.HAND + seat * 3 + (pool[i] as number));
    const pileSize = v.pileSizes[seat] as number;
    const ptr = PER_COLOUR - pileSize;
    b[cfg.PTR + seat] = ptr;
    for (let i = 0; i < pileSize; i++) b[cfg.PILE + seat * PER_COLOUR + ptr + i] = pool[hidden + i] as number;
  }
  return s;
}
