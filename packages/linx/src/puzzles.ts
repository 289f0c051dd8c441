import type { Json } from '@ludotheque/engine';
import { fromSetup, toSetup } from './setup.js';
import type { LinxState } from './types.js';

/** The three types in the order setups write hands (plain string order, LX-N2). */
const TYPES = ['P', 'R', 'S'] as const;

/** Every multiset of `size` types drawn from `left` (counts per type), as sorted type lists. */
function handsFrom(left: readonly number[], size: number): string[][] {
  const out: string[][] = [];
  const [p = 0, r = 0, s = 0] = left;
  for (let a = Math.min(p, size); a >= 0; a--) {
    for (let b = Math.min(r, size - a); b >= 0; b--) {
      const c = size - a - b;
      if (c <= s) out.push([...Array(a).fill('P'), ...Array(b).fill('R'), ...Array(c).fill('S')]);
    }
  }
  return out;
}

/** Every distinct sequence of `length` types drawn from `left` (a pile's first tiles). */
function prefixesFrom(left: readonly number[], length: number): string[][] {
  if (length === 0) return [[]];
  const out: string[][] = [];
  TYPES.forEach((t, i) => {
    if ((left[i] ?? 0) === 0) return;
    const rest = left.slice();
    rest[i] = (rest[i] ?? 0) - 1;
    for (const tail of prefixesFrom(rest, length - 1)) out.push([t, ...tail]);
  });
  return out;
}

const countsOf = (tiles: readonly string[]): number[] => TYPES.map((t) => tiles.filter((x) => x === t).length);

/** `left` tiles with `used` taken out, the rest in plain order (what follows a pile's enumerated prefix). */
function remainder(left: readonly number[], used: readonly string[]): string[] {
  const rest = left.slice();
  for (const t of used) {
    const i = TYPES.indexOf(t as (typeof TYPES)[number]);
    rest[i] = (rest[i] ?? 0) - 1;
  }
  return TYPES.flatMap((t, i) => Array(rest[i] ?? 0).fill(t) as string[]);
}

/**
 * The 2-player states `seat` cannot tell apart from `state` within a win in 2 of its turns (LX-7, Information):
 * every hand the opponent may hold (all multisets of its unseen tiles, which decide its answer) times every pair of
 * tiles the seat may draw next (the first two of its pile, which decide its hand after a face-up move). Pile
 * tiles further down cannot matter before the seat's second move, nor can the opponent's own draw, so this list is
 * exhaustive for that horizon; other pile orders are one fixed representative.
 */
export function consistentStates(state: LinxState, seat: number): LinxState[] {
  const setup = toSetup(state) as { [key: string]: Json };
  const hands = setup.hands as string[][];
  const piles = setup.piles as string[][];
  const other = 1 - seat;
  const theirs = countsOf([...(hands[other] ?? []), ...(piles[other] ?? [])]);
  const mine = countsOf(piles[seat] ?? []);
  const draws = Math.min(2, (piles[seat] ?? []).length);
  const out: LinxState[] = [];
  for (const hand of handsFrom(theirs, (hands[other] ?? []).length)) {
    const theirPile = remainder(theirs, hand);
    for (const prefix of prefixesFrom(mine, draws)) {
      const next = { ...setup, hands: hands.slice(), piles: piles.slice() };
      (next.hands as string[][])[other] = hand;
      (next.piles as string[][])[other] = theirPile;
      (next.piles as string[][])[seat] = [...prefix, ...remainder(mine, prefix)];
      const s = fromSetup(next);
      if (s.ok) out.push(s.value);
    }
  }
  return out;
}
