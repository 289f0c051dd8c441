/** Unit tests per rule id (SP-1 … SP-21); expected values worked out by hand from the rules text. */
import { type Json, Rng, unwrap } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { cellName, OPENING, parseCell, superpion, WHITE_CELLS } from './index.js';
import { position } from './testing/positions.js';
import type { SuperpionState } from './types.js';

const load = (j: Json): SuperpionState => unwrap(superpion.fromSetup(j));
const moves = (s: SuperpionState): string[] =>
  superpion
    .legalMoves(s)
    .map((m) => superpion.formatMove(s, m))
    .sort();
function play(s: SuperpionState, text: string): void {
  const m = unwrap(superpion.parseMove(s, text));
  if (!superpion.isLegal(s, m)) throw new Error(`illegal: ${text}`);
  superpion.play(s, m);
}
const legal = (s: SuperpionState, text: string): boolean => {
  const m = superpion.parseMove(s, text);
  return m.ok && superpion.isLegal(s, m.value);
};
const setup = (s: SuperpionState) => superpion.toSetup(s) as Record<string, Json>;
const pieceAt = (s: SuperpionState, cell: string) => (setup(s).pieces as Record<string, Json>)[cell];
const opening = (raw: Record<string, Json> = {}) => superpion.setup(unwrap(superpion.parseOptions(raw)), Rng.seeded(1));

describe('board (SP-1, SP-2, SP-3)', () => {
  it('SP-1/SP-2: 80 white cells: 4 camps of 12 and half of the 8x8 centre; corners and dark cells do not exist', () => {
    expect(WHITE_CELLS.length).toBe(4 * 12 + 32);
    expect(parseCell('d1')).toBeGreaterThan(0);
    for (const bad of ['a1', 'c3', 'l2', 'n14', 'b13', 'd2', 'e1', 'o5', 'a15', 'd0']) expect(parseCell(bad)).toBe(-1);
    for (const c of WHITE_CELLS) expect(parseCell(cellName(c))).toBe(c);
  });
});

describe('pieces and opening (SP-5)', () => {
  it('12 pawns per colour, 4 per other camp, badges as in the rules table', () => {
    OPENING.forEach((pawns, colour) => {
      expect(pawns.length).toBe(12);
      for (let b = 0; b < 4; b++) expect(pawns.filter(([, badge]) => badge === b).length).toBe(b === colour ? 0 : 4);
    });
    const s = opening();
    const expected: Record<string, Json> = {
      d1: { colour: 'blue', badge: 'red' },
      j1: { colour: 'blue', badge: 'black' },
      g2: { colour: 'blue', badge: 'yellow' },
      a10: { colour: 'red', badge: 'yellow' },
      b9: { colour: 'red', badge: 'black' },
      c4: { colour: 'red', badge: 'blue' },
      e14: { colour: 'yellow', badge: 'red' },
      h13: { colour: 'yellow', badge: 'blue' },
      n5: { colour: 'black', badge: 'blue' },
      m6: { colour: 'black', badge: 'red' },
      l11: { colour: 'black', badge: 'yellow' },
    };
    for (const [cell, piece] of Object.entries(expected)) expect(pieceAt(s, cell)).toEqual(piece);
    expect(Object.keys(setup(s).pieces as object).length).toBe(48);
  });
});

describe('seats and turn order (SP-7, SP-8)', () => {
  const coloursInOrder = (raw: Record<string, Json>, turns: number) => {
    const s = opening(raw);
    const seen: string[] = [];
    const rng = Rng.seeded(7);
    while (seen.length < turns) {
      const colour = setup(s).toMove as string;
      if (setup(s).actionsLeft === 2) seen.push(`${colour}:${superpion.toMove(s)}`);
      superpion.play(s, superpion.randomMove(s, rng));
    }
    return seen;
  };
  it('four: blue, red, yellow, black, one seat each', () => {
    expect(coloursInOrder({ mode: 'four' }, 5)).toEqual(['blue:0', 'red:1', 'yellow:2', 'black:3', 'blue:0']);
  });
  it('three: the idle colour never acts (here red idle)', () => {
    expect(coloursInOrder({ mode: 'three', idle: 'red' }, 4)).toEqual(['blue:0', 'yellow:1', 'black:2', 'blue:0']);
  });
  it('two: A plays blue then red, B yellow then black', () => {
    expect(coloursInOrder({ mode: 'two' }, 4)).toEqual(['blue:0', 'red:0', 'yellow:1', 'black:1']);
  });
  it('twoSuper: A plays blue and yellow, B red and black', () => {
    expect(coloursInOrder({ mode: 'twoSuper' }, 4)).toEqual(['blue:0', 'red:1', 'yellow:0', 'black:1']);
  });
  it('SP-8: friends are never captured: teams blue does not take yellow, four blue does', () => {
    const spec = 'f5:blue:red g6:yellow:red c6:red:blue l7:black:red';
    expect(moves(load(position('teams', spec)))).not.toContain('f5xh7');
    expect(moves(load(position('four', spec)))).toEqual(['f5xh7']);
    expect(moves(load(position('two', 'f5:blue:yellow g6:red:yellow l7:black:red')))).not.toContain('f5xh7');
  });
});

describe('a colour turn (SP-9, SP-10)', () => {
  it('SP-9: two actions by different pieces; the piece that acted is not offered again', () => {
    const s = load(position('four', 'f5:blue:red d9:blue:red c6:red:blue g12:yellow:red l7:black:red'));
    expect(moves(s)).toEqual(['d9-b9', 'd9-d11', 'd9-f9', 'f5-d5', 'f5-f7', 'f5-h5']);
    play(s, 'f5-f7');
    expect(moves(s)).toEqual(['d9-b9', 'd9-d11', 'd9-f9']);
    play(s, 'd9-d11');
    expect(setup(s).toMove).toBe('red');
  });
  it('SP-9: with one piece the turn ends after one action; with none the only move is pass', () => {
    const s = load(position('four', 'f5:blue:red c6:red:blue g12:yellow:red'));
    play(s, 'f5-f7');
    expect(setup(s).toMove).toBe('red');
    const empty = load(position('four', 'c6:red:blue g12:yellow:red'));
    expect(moves(empty)).toEqual(['pass']);
    play(empty, 'pass');
    expect([setup(empty).toMove, setup(empty).passes]).toEqual(['red', 1]);
  });
  it('SP-10: a capture is compulsory and must take the most pieces', () => {
    const s = load(
      position(
        'four',
        'f5:blue:red j5:blue:black d9:blue:yellow g6:red:yellow i8:red:black k6:red:blue e10:yellow:red g12:yellow:blue n7:black:blue',
      ),
    );
    expect(moves(s)).toEqual(['d9xf11xh13', 'f5xh7xj9']);
    expect(legal(s, 'j5xl7')).toBe(false);
    expect(legal(s, 'j5-j7')).toBe(false);
  });
});

describe('moves and captures (SP-11 … SP-14)', () => {
  it('SP-11: a pawn steps forward or sideways to the next white cell, never back nor diagonally', () => {
    const s = load(position('four', 'h7:blue:red c6:red:blue g12:yellow:red'));
    expect(moves(s)).toEqual(['h7-f7', 'h7-h9', 'h7-j7']);
    const r = load(position('four', 'h7:blue:red f7:red:blue g12:yellow:red', { toMove: 'red' }));
    expect(moves(r)).toEqual(['f7-f5', 'f7-f9']); // red forward is east (h7 is taken), sideways north and south
  });
  it('SP-12: pieces are lifted as they are jumped, so a pawn may loop back to its own empty start cell', () => {
    const s = load(position('four', 'f5:blue:red g6:red:yellow g8:red:yellow e8:red:black e6:red:black l7:black:red'));
    expect(moves(s)).toEqual(['f5xd7xf9xh7xf5', 'f5xh7xf9xd7xf5']);
    play(s, 'f5xh7xf9xd7xf5');
    expect(setup(s).pieces).toEqual({ f5: { colour: 'blue', badge: 'red' }, l7: { colour: 'black', badge: 'red' } });
    expect(setup(s).captured).toEqual([['red', 'red', 'red', 'red'], [], [], []]);
  });
  it('SP-14: a flying capture chooses its landing cell and never turns straight back', () => {
    const s = load(position('four', 'f5:blue:*red h7:yellow:red e4:red:yellow n9:black:red'));
    expect(moves(s)).toEqual(['f5xd3', 'f5xi8', 'f5xj9', 'f5xk10', 'f5xl11']);
    const parsed = superpion.parseMove(s, 'f5xj9xd3');
    expect(parsed.ok ? superpion.isLegal(s, parsed.value) : false).toBe(false);
  });
  it('SP-14: a captured superpion gives its top and its under pawn to the capturer', () => {
    const s = load(position('four', 'f5:blue:red g6:red:*yellow c6:red:blue l7:black:red'));
    play(s, 'f5xh7');
    expect(setup(s).captured).toEqual([['red', 'yellow'], [], [], []]);
  });
});

describe('promotion (SP-15, SP-16, SP-17)', () => {
  const others = 'k12:yellow:black c6:red:blue l7:black:red';
  it("SP-15/16: on the badge camp's back line the pawn chooses its under pawn from that seat's pile", () => {
    const s = load(
      position('four', `g12:blue:yellow ${others}`, { captured: [[], [], ['blue', 'red', 'red', 'grey'], []] }),
    );
    expect(moves(s)).toEqual(['g12-e12', 'g12-g14=b', 'g12-g14=g', 'g12-g14=r', 'g12-i12']);
    play(s, 'g12-g14=r');
    expect(pieceAt(s, 'g14')).toEqual({ colour: 'blue', super: true, under: 'red' });
    expect(setup(s).captured).toEqual([[], [], ['blue', 'red', 'grey'], []]);
  });
  it('SP-16: an empty pile gives a grey spare; the idle camp always does', () => {
    const s = load(position('four', `g12:blue:yellow ${others}`));
    expect(moves(s)).toContain('g12-g14=g');
    play(s, 'g12-g14=g');
    expect(setup(s).captured).toEqual([[], [], [], []]);
    const idle = load(position('three', 'l7:blue:black c6:red:blue g12:yellow:red', { captured: [['black'], [], []] }));
    expect(moves(idle)).toEqual(['l7-j7', 'l7-l9', 'l7-n7=g']);
  });
  it("SP-15: no promotion on another camp, on a friend's camp, or when only passing over mid-capture", () => {
    expect(moves(load(position('four', `g12:blue:red ${others}`)))).toContain('g12-g14');
    expect(moves(load(position('teams', `g12:blue:yellow ${others}`)))).toContain('g12-g14');
    const s = load(position('four', 'l7:blue:black m8:black:red m10:black:red c6:red:blue'));
    expect(moves(s)).toEqual(['l7xn9xl11']);
    play(s, 'l7xn9xl11');
    expect(pieceAt(s, 'l11')).toEqual({ colour: 'blue', badge: 'black' });
  });
  it('SP-17: the new superpion does not act again in the same colour turn', () => {
    const s = load(position('four', `g12:blue:yellow d9:blue:red ${others}`));
    play(s, 'g12-g14=g');
    expect(moves(s).every((m) => m.startsWith('d9'))).toBe(true);
    play(s, 'd9-d11');
    for (let turn = 0; turn < 3; turn++) superpion.play(s, superpion.legalMoves(s)[0] as number); // red, yellow, black
    expect(setup(s).toMove).toBe('blue');
    expect(moves(s).some((m) => m.startsWith('g14'))).toBe(true);
  });
});
