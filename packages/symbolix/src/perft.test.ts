import { type Json, perft, Rng, unwrap } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { symbolix } from './game.js';
import { type PositionSpec, position } from './position.js';
import type { SymbolixState } from './state.js';

/**
 * An independent move generator written from the rules text (SX-8 … SX-25) over the setup JSON's strings, not the
 * engine's arrays: perft counts are taken with it and must equal the engine's, node by node.
 */
type Setup = {
  options: { players: number; level: string; variant: string };
  board: string[];
  cards: { colour: string }[];
  reserve: string[];
  collections: { piece: string }[][];
  hands: string[][];
  front: (string | null)[];
  turn: {
    seat: number;
    phase: string;
    chain: string | null;
    jumped: string[];
    canStep: boolean;
    cardUsed: boolean;
    limbo: string | null;
  };
};
const FILES = 'abcdefg';
const name = (x: number, y: number): string => `${FILES[x]}${y + 1}`;
const xy = (n: string): [number, number] => [FILES.indexOf(n[0] as string), Number(n[1]) - 1];
const DIRS = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
] as const;

function naiveMoves(j: Setup): string[] {
  const seat = j.turn.seat;
  const cells: string[] = [];
  for (let y = 0; y < 7; y++) for (let x = 0; x < 7; x++) cells.push(name(x, y));
  const get = (n: string): string => j.board[xy(n)[1] * 7 + xy(n)[0]] as string;
  const empty = (n: string) => get(n) === '';
  const covered = (n: string) => get(n).startsWith('*');
  const off = (x: number, y: number) => x < 0 || y < 0 || x > 6 || y > 6;
  const mine = j.cards[seat]?.colour;
  const jumper = (n: string) => {
    const p = get(n);
    if (p === '' || covered(n)) return false;
    const [a, b] = p.split('/');
    return p === 'zorg' || p === 'zorga' || (a === 'sci' ? b === mine : b !== undefined && a === mine);
  };
  const banned = (card: string) => j.front.some((f, i) => i !== seat && f === card);
  const steps = (n: string): string[] => {
    if (banned('noMoving')) return [];
    const [x, y] = xy(n);
    return DIRS.filter(([dx, dy]) => !off(x + dx, y + dy) && empty(name(x + dx, y + dy))).map(
      ([dx, dy]) => `step ${n}-${name(x + dx, y + dy)}`,
    );
  };
  const jumps = (n: string): string[] => {
    if (banned('noEating') || !jumper(n)) return [];
    const [x, y] = xy(n);
    return DIRS.filter(([dx, dy]) => {
      if (off(x + 2 * dx, y + 2 * dy)) return false;
      const over = name(x + dx, y + dy);
      return !empty(over) && !j.turn.jumped.includes(over) && empty(name(x + 2 * dx, y + 2 * dy));
    }).map(([dx, dy]) => `jump ${n}x${name(x + 2 * dx, y + 2 * dy)}`);
  };
  const pairs = (n: number) => {
    const out: string[] = [];
    for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) out.push(`${a} ${b}`);
    return out;
  };
  const out: string[] = [];
  const phase = j.turn.phase;
  if (phase === 'swap' || (phase === 'cardTarget' && j.turn.limbo === 'colourChange'))
    return pairs(j.options.players).map((p) => `swap ${p}`);
  if (phase === 'cardTarget' && j.turn.limbo === 'permutation') {
    const full = cells.filter((n) => !empty(n));
    for (const a of full)
      for (const b of full)
        if (a !== b && xy(a)[1] * 7 + xy(a)[0] < xy(b)[1] * 7 + xy(b)[0]) out.push(`permute ${a} ${b}`);
    return out;
  }
  if (phase === 'cardTarget') {
    j.collections.forEach((col, s) => {
      for (let i = 0; i < col.length; i++) for (const n of cells.filter(empty)) out.push(`remove ${s}:${i} ${n}`);
    });
    return out;
  }
  if (phase === 'chain') {
    const n = j.turn.chain as string;
    out.push(...(j.turn.canStep ? steps(n) : []), ...jumps(n));
    return out.length ? [...out, 'stop'] : [];
  }
  const nonEmpty = j.collections.filter((c) => c.length > 0).length;
  if (j.options.level === 'advanced' && !j.turn.cardUsed)
    for (const card of new Set(j.hands[seat])) {
      if (card === 'pieceRemoval' && nonEmpty === 0) continue;
      if (card !== 'pieceExchange') out.push(`card ${card}`);
      else
        for (const p of pairs(j.options.players)) {
          const [a, b] = p.split(' ').map(Number) as [number, number];
          const na = j.collections[a]?.length ?? 0;
          const nb = j.collections[b]?.length ?? 0;
          for (let i = 0; i < na; i++) for (let k = 0; k < nb; k++) out.push(`card pieceExchange ${a}:${i} ${b}:${k}`);
        }
    }
  const main: string[] = [];
  for (const n of cells) {
    if (empty(n)) continue;
    if (covered(n)) main.push(`flip ${n}`, ...(j.options.variant === 'grandSecret' ? steps(n) : []));
    else main.push(...steps(n), ...jumps(n));
  }
  for (const p of j.collections[seat] ?? []) for (const n of cells.filter(empty)) main.push(`place ${n}:${p.piece}`);
  if (j.reserve.length > 0)
    main.push(...(j.options.variant === 'strategy' ? j.reserve.map((c) => `recolour ${c}`) : ['recolour']));
  return [...out, ...(main.length ? main : ['pass'])];
}

const sorted = (xs: string[]) => [...xs].sort();
const engineMoves = (s: SymbolixState) => sorted(symbolix.legalMoves(s).map((m) => symbolix.formatMove(s, m)));

/** Perft through the naive generator, checking at every node that the engine lists the same moves. */
function naivePerft(s: SymbolixState, depth: number): number {
  if (depth === 0) return 1;
  if (symbolix.toMove(s) === null) return 0;
  const list = naiveMoves(symbolix.toSetup(s) as unknown as Setup);
  expect(engineMoves(s)).toEqual(sorted(list));
  if (depth === 1) return list.length;
  let n = 0;
  for (const text of list) {
    const next = symbolix.clone(s);
    symbolix.play(next, unwrap(symbolix.parseMove(next, text)));
    n += naivePerft(next, depth - 1);
  }
  return n;
}

const P = (spec: PositionSpec): Json => position({ fill: 'out', ...spec });
const dealt = (o: Json, seed: string): Json =>
  symbolix.toSetup(symbolix.setup(unwrap(symbolix.parseOptions(o)), Rng.seeded(seed)));

/**
 * [name, setup, counts at depth 1, 2, …]. Frozen after the naive generator agreed; the depth-1 counts of the small
 * positions are also counted by hand in the comments.
 */
const TABLE: [string, Json, number[]][] = [
  // 48 flips (SX-8); every depth agrees with the naive generator.
  ['basic opening, 2 players', dealt({ players: 2 }, 'perft-basic'), [49, 2169, 93950]],
  // a1 sci/red (seat 0 red): jumps a1xa3 (over a2), a1xc1 (over b1 covered): 2; steps: none (a2, b1 full);
  // flips: b1: 1; steps of a2 (a3, b2): 2 → 5. Depth 2 after a1xa3: a3xc3 only (a2 was jumped) and stop.
  [
    'chain with a Scientifix in the way',
    P({
      players: 2,
      cards: ['red', 'blue'],
      pieces: { a1: 'sci/red', a2: 'sci/blue', b1: '*green/bug', b3: 'orange/key' },
    }),
    [10, 70, 1124],
  ],
  // flip a1 (change) → 6 swaps among 4 seats; other moves: flip a1, steps of b2 (4) → 5 at depth 1.
  [
    'colour-change swap choices, 4 players',
    P({
      players: 4,
      level: 'normal',
      cards: ['red', 'blue', 'green', 'yellow'],
      pieces: { a1: '*change', b2: 'purple/bug' },
    }),
    [6, 32, 174],
  ],
  [
    'Zorg win',
    P({
      players: 2,
      level: 'normal',
      cards: ['red', 'blue'],
      pieces: { a1: 'zorg', a2: 'purple/bug', c3: 'sci/red' },
      collections: [['red/bug', 'orange/key', 'yellow/lock', 'green/worm', 'zorga'], []],
    }),
    [239, 2876],
  ],
  [
    'action cards: colour change, permutation, no moving',
    P({
      players: 3,
      level: 'advanced',
      cards: ['red', 'blue', 'green'],
      hands: [['colourChange', 'permutation', 'noMoving'], [], []],
      pieces: { a1: 'red/virus', a2: 'blue/bug', c3: '*green/key' },
    }),
    [9, 56, 300],
  ],
  [
    'action cards: no eating, piece removal, piece exchange',
    P({
      players: 3,
      level: 'advanced',
      cards: ['red', 'blue', 'green'],
      hands: [['noEating', 'pieceRemoval', 'pieceExchange'], [], []],
      pieces: { a1: 'red/virus', a2: 'blue/bug' },
      collections: [['green/key'], ['yellow/key', 'blue/lock'], []],
    }),
    [56, 5379, 73675],
  ],
  [
    'Grand Secret steps and a hidden Scientifix',
    P({
      players: 2,
      variant: 'grandSecret',
      cards: ['red', 'blue'],
      pieces: { a1: 'red/virus', a2: '*sci/blue', b2: '*green/bug' },
    }),
    [9, 71, 638],
  ],
  // seat 1 under seat 0's no moving and seat 2's no eating: flip a2 (1), place 1 × 45 cells, recolour (1): 47;
  // no step and no jump (both banned for seat 1)
  [
    'bans in force, 5 players',
    P({
      players: 5,
      level: 'advanced',
      cards: ['red', 'blue', 'green', 'purple', 'orange'],
      front: ['noMoving', null, 'noEating', null, null],
      seat: 1,
      pieces: { a1: 'blue/virus', a2: '*blue/bug', a3: 'red/key', c3: 'zorga' },
      collections: [[], ['green/key'], []],
    }),
    [47, 100, 159],
  ],
  ['advanced opening, 4 players', dealt({ players: 4, level: 'advanced' }, 'perft-advanced'), [49, 1956]],
  [
    'Strategy opening, 2 players, normal',
    dealt({ players: 2, level: 'normal', variant: 'strategy' }, 'perft-strategy'),
    [9, 82],
  ],
  ['Grand Secret opening, 3 players', dealt({ players: 3, variant: 'grandSecret' }, 'perft-gs'), [53, 2562]],
];

describe('perft (chessops-style table, naive generator as the independent route)', () => {
  for (const [title, setup, counts] of TABLE)
    it(title, () => {
      const s = unwrap(symbolix.fromSetup(setup));
      const got = counts.map((_, i) => perft(symbolix, s, i + 1));
      const naive = counts.map((_, i) => naivePerft(s, i + 1));
      expect(naive).toEqual(got);
      expect(got).toEqual(counts);
    });
});
