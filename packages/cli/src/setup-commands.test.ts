import { readFileSync } from 'node:fs';
import { Rng } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { fixture, ludo } from './testing.js';

const EXAMPLE = fixture('lx-n2-example.json');

/**
 * Blue's legal moves in the LX-N2 example, worked out by hand from the rules: occupied d4 (yR+) and e5 (yR- on bS+);
 * blue holds P, P, R, S.
 * - LX-11 face up: the empty cells touching d4 or e5 are c3 c4 c5 d3 d5 d6 e3 e4 e6 f4 f5 f6 (12; every one keeps
 *   the 4×4 window of LX-5), times the 3 types in hand = 36.
 * - LX-12 face down: the only face-up top is d4's yellow rock, beaten by paper (LX-3): P>d4. e5's top is face down
 *   and can never be covered.
 * - LX-13 pass: not allowed, there are moves. Total 37, sorted in code-unit order ('>' < '@').
 */
const CELLS = ['c3', 'c4', 'c5', 'd3', 'd5', 'd6', 'e3', 'e4', 'e6', 'f4', 'f5', 'f6'];
const EXAMPLE_MOVES = ['P>d4', ...['P', 'R', 'S'].flatMap((t) => CELLS.map((c) => `${t}@${c}`))];

describe('ludo moves', () => {
  it('lists the LX-N2 example moves one per line, in code-unit order', async () => {
    const r = await ludo(['moves', 'linx', '--setup', EXAMPLE]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toBe(`${EXAMPLE_MOVES.join('\n')}\n`);
  });

  it('reads the setup from stdin with -', async () => {
    const r = await ludo(['moves', 'linx', '--setup', '-'], readFileSync(EXAMPLE, 'utf8'));
    expect(r.out.split('\n').filter(Boolean)).toHaveLength(37);
  });
});

describe('ludo apply', () => {
  it('rebuilds the LX-N2 example from its start with R@d4 S@e5 R>e5 (LX-11, LX-12)', async () => {
    const r = await ludo(['apply', 'linx', '--setup', fixture('lx-n2-start.json'), '--moves', 'R@d4 S@e5 R>e5']);
    expect(r.err).toBe('');
    const expected = JSON.parse(readFileSync(EXAMPLE, 'utf8')) as Record<string, unknown>;
    // The engine writes its PRNG state as hex; a hand-written `rng` is hashed into a seed (LX-N2).
    expected.rng = Rng.restore('example').save();
    expect(r.out).toBe(`${JSON.stringify(expected, null, 2)}\n`);
  });

  it('prints keys in the LX-N2 order', async () => {
    const r = await ludo(['apply', 'linx', '--setup', EXAMPLE, '--moves', 'P>d4']);
    const keys = Object.keys(JSON.parse(r.out) as object);
    expect(keys).toEqual([
      'game',
      'players',
      'teams',
      'roundsToWin',
      'startingHands',
      'round',
      'scores',
      'firstPlayer',
      'toMove',
      'turns',
      'passes',
      'roundOver',
      'board',
      'hands',
      'piles',
      'rng',
    ]);
  });

  it('covers with a face-down tile and draws nothing (LX-12)', async () => {
    const r = await ludo(['apply', 'linx', '--setup', EXAMPLE, '--moves', 'P>d4']);
    const s = JSON.parse(r.out) as {
      board: Record<string, string[]>;
      hands: string[][];
      toMove: number;
      turns: number;
    };
    expect(s.board.d4).toEqual(['yR+', 'bP-']);
    expect(s.hands[1]).toEqual(['P', 'R', 'S']);
    expect(s.toMove).toBe(0);
    expect(s.turns).toBe(4);
  });
});

/**
 * Perft from the LX-N2 example by an independent route: a naive generator written here from LX-5, LX-11, LX-12
 * (no pass is possible and no alignment can arise within three plies from this board: each colour has at most two
 * tiles of one face on top, so nothing ends the round).
 */
interface Naive {
  board: Map<string, string[]>;
  hands: string[][];
  piles: string[][];
  toMove: number;
}
const BEATS: Record<string, string> = { R: 'S', S: 'P', P: 'R' };
const xy = (c: string) => [c.charCodeAt(0) - 97, Number(c.slice(1)) - 1] as const;

function naiveMoves(s: Naive): string[] {
  const types = [...new Set(s.hands[s.toMove])];
  const occupied = [...s.board.keys()].map(xy);
  const moves: string[] = [];
  for (let x = 0; x < 7; x++) {
    for (let y = 0; y < 7; y++) {
      const cell = `${String.fromCharCode(97 + x)}${y + 1}`;
      const stack = s.board.get(cell);
      if (stack) {
        const top = stack[stack.length - 1] ?? '';
        if (top.endsWith('+')) moves.push(...types.filter((t) => BEATS[t] === top[1]).map((t) => `${t}>${cell}`));
        continue;
      }
      const touches = occupied.some(([ox, oy]) => Math.abs(ox - x) <= 1 && Math.abs(oy - y) <= 1);
      const xs = [...occupied.map((o) => o[0]), x];
      const ys = [...occupied.map((o) => o[1]), y];
      const fits = Math.max(...xs) - Math.min(...xs) < 4 && Math.max(...ys) - Math.min(...ys) < 4;
      if (touches && fits) moves.push(...types.map((t) => `${t}@${cell}`));
    }
  }
  return moves;
}

function naivePlay(s: Naive, move: string): Naive {
  const colour = 'yb'[s.toMove] as string;
  const board = new Map([...s.board].map(([k, v]) => [k, [...v]]));
  const hands = s.hands.map((h) => [...h]);
  const piles = s.piles.map((p) => [...p]);
  const hand = hands[s.toMove] as string[];
  hand.splice(hand.indexOf(move[0] as string), 1);
  const cell = move.slice(2);
  if (move[1] === '>') board.get(cell)?.push(`${colour}${move[0]}-`);
  else {
    board.set(cell, [`${colour}${move[0]}+`]);
    hand.push(...(piles[s.toMove] as string[]).splice(0, 2)); // LX-11: draw 2 from the top of the pile
  }
  return { board, hands, piles, toMove: 1 - s.toMove };
}

function naivePerft(s: Naive, depth: number): number {
  const moves = naiveMoves(s);
  if (depth === 1) return moves.length;
  return moves.reduce((sum, m) => sum + naivePerft(naivePlay(s, m), depth - 1), 0);
}

describe('ludo perft', () => {
  it('counts the LX-N2 example to depth 3, matching a naive count from the rules', async () => {
    const example: Naive = {
      board: new Map([
        ['d4', ['yR+']],
        ['e5', ['bS+', 'yR-']],
      ]),
      hands: [
        ['P', 'S'],
        ['P', 'P', 'R', 'S'],
      ],
      piles: [
        ['S', 'P', 'R', 'P', 'S', 'R', 'P', 'S', 'R', 'P', 'S'],
        ['R', 'P', 'S', 'R', 'R', 'P', 'S', 'R', 'P', 'S'],
      ],
      toMove: 1,
    };
    expect(naiveMoves(example).sort()).toEqual(EXAMPLE_MOVES); // the hand count above, by a second route
    const expected = [1, 2, 3].map((d) => `perft ${d} ${naivePerft(example, d)}\n`).join('');
    const r = await ludo(['perft', 'linx', '--setup', EXAMPLE, '--depth', '3']);
    expect(r.err).toBe('');
    expect(r.out).toBe(expected);

    // --divide: each of blue's moves with yellow's replies below it, which the naive generator counts directly.
    const divided = await ludo(['perft', 'linx', '--setup', EXAMPLE, '--depth', '2', '--divide']);
    const lines = EXAMPLE_MOVES.map((m) => `${m} ${naiveMoves(naivePlay(example, m)).length}\n`);
    expect(divided.out).toBe(`${lines.join('')}${expected.split('\n').slice(0, 2).join('\n')}\n`);
  });
});

/**
 * A round won by hand: yellow holds R R and draws R S then P R (LX-11), blue plays away from yellow's row, and
 * R@f4 aligns d4 e4 f4 face up (LX-14, LX-15).
 */
const ALIGNED = fixture('aligned-start.json');
const WINNING_LINE = 'R@d4 S@c5 R@e4 S@c3 R@f4';

describe('a finished round', () => {
  it('ends on the alignment, scores it, and offers only next (LX-15, LX-20, LX-N3)', async () => {
    const won = await ludo(['apply', 'linx', '--setup', ALIGNED, '--moves', WINNING_LINE]);
    expect(won.err).toBe('');
    const setup = JSON.parse(won.out) as { roundOver: boolean; scores: number[]; turns: number };
    expect(setup).toMatchObject({ roundOver: true, scores: [1, 0], turns: 5 });
    expect((await ludo(['moves', 'linx', '--setup', '-'], won.out)).out).toBe('next\n');
    // LX-N3: a finished round is a perft leaf.
    expect((await ludo(['perft', 'linx', '--setup', '-', '--depth', '2'], won.out)).out).toBe('perft 1 0\nperft 2 0\n');
  });

  it('lists nothing once the match is over (roundsToWin 1, LX-18)', async () => {
    const start = JSON.parse(readFileSync(ALIGNED, 'utf8')) as Record<string, unknown>;
    const won = await ludo(
      ['apply', 'linx', '--setup', '-', '--moves', WINNING_LINE],
      JSON.stringify({ ...start, roundsToWin: 1 }),
    );
    const moves = await ludo(['moves', 'linx', '--setup', '-'], won.out);
    expect(moves.code).toBe(0);
    expect(moves.out).toBe('');
  });

  it('refuses a move after the end, changing nothing (status 2)', async () => {
    const r = await ludo(['apply', 'linx', '--setup', ALIGNED, '--moves', `${WINNING_LINE} S@c4`]);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/^ludo: move 6 'S@c4': [^\n]+\n$/);
  });
});
