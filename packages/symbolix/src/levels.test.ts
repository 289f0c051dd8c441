import { describe, expect, it } from 'vitest';
import { symbolix } from './game.js';
import { parseCell, parsePiece } from './pieces.js';
import { at, load, moves, play } from './test-helpers.js';
import { SOME_SCIENTIFIX, UNKNOWN } from './view.js';

const c = parseCell;

describe('normal level (SX-18, SX-19)', () => {
  it('SX-18: an uncovered colour change leaves, the actor picks the swap; both seats then know both cards', () => {
    const s = load({
      players: 3,
      level: 'normal',
      cards: ['red', 'blue', 'green'],
      revealed: [false, false, true],
      pieces: { a1: '*change', b2: 'red/bug' },
    });
    play(s, 'flip a1');
    expect(at(s, 'a1')).toBe(-1);
    expect(s.changesGone).toBe(1);
    expect(moves(s)).toEqual(['swap 0 1', 'swap 0 2', 'swap 1 2']);
    play(s, 'swap 1 2');
    expect(Array.from(s.card)).toEqual([0, 3, 4]);
    expect(Array.from(s.revealed)).toEqual([0, 1, 0]); // a card keeps its face as it moves
    expect(symbolix.view(s, 2).cards.map((x) => x.colour)).toEqual([-1, 3, 4]);
    expect(symbolix.view(s, 1).cards.map((x) => x.colour)).toEqual([-1, 3, 4]);
    expect(symbolix.view(s, 0).cards.map((x) => x.colour)).toEqual([0, 3, -1]); // seat 0 never saw blue move
    expect(symbolix.toMove(s)).toBe(1); // the action ended with the swap
  });
  it('SX-18/SX-10: a captured colour change swaps mid-chain; a chain piece no longer of the colour stops', () => {
    const s = load({
      players: 2,
      level: 'normal',
      cards: ['red', 'blue'],
      pieces: { a1: 'red/virus', a2: '*change', a4: 'green/bug' },
    });
    play(s, 'jump a1xa3');
    expect(s.revealed[0]).toBe(1); // SX-11 before the swap
    expect(moves(s)).toEqual(['swap 0 1']);
    play(s, 'swap 0 1');
    expect(s.card[0]).toBe(4);
    expect(symbolix.toMove(s)).toBe(1); // red/virus is no longer seat 0's colour: the chain ended
    expect(s.quiet).toBe(0); // a captured colour change counts as a capture (SX-17)
  });
  it('SX-19: anyone captures with Zorg; a captured Zorg counts as a wildcard', () => {
    const s = load({
      players: 2,
      level: 'normal',
      cards: ['red', 'blue'],
      seat: 1,
      pieces: { a1: 'zorg', a2: 'zorga' },
    });
    play(s, 'jump a1xa3');
    expect(s.coll[1]).toEqual([parsePiece('zorga')]);
  });
});

describe('advanced level (SX-20 … SX-22)', () => {
  const adv = { players: 3, level: 'advanced' as const, cards: ['red', 'blue', 'green'] };
  it('SX-21 colour change: after the action, a swap of the actor’s choice; the card goes under the deck', () => {
    const s = load({ ...adv, hands: [['colourChange'], [], []], pieces: { a1: 'red/virus' } });
    play(s, 'card colourChange');
    expect(moves(s)).not.toContain('card colourChange'); // one card per turn
    play(s, 'step a1-a2');
    expect(moves(s)).toEqual(['swap 0 1', 'swap 0 2', 'swap 1 2']);
    play(s, 'swap 0 2');
    expect(s.card[0]).toBe(3);
    expect(s.deck[0]).toBe(0); // under the deck
    expect(symbolix.toMove(s)).toBe(1);
  });
  it('SX-21 permutation: two board pieces trade places, keeping their faces', () => {
    const s = load({ ...adv, hands: [['permutation'], [], []], pieces: { a1: 'red/virus', g7: '*blue/bug' } });
    play(s, 'card permutation', 'step a1-b1');
    expect(moves(s)).toEqual(['permute b1 g7']);
    play(s, 'permute b1 g7');
    expect(at(s, 'b1')).toBe(parsePiece('blue/bug'));
    expect(s.covered[c('b1')]).toBe(1);
  });
  it('SX-21 no moving: others may not step until the owner’s next turn; uncovering stays legal', () => {
    const s = load({ ...adv, hands: [['noMoving'], [], []], pieces: { a1: 'red/virus', c3: '*blue/bug' } });
    play(s, 'card noMoving', 'step a1-a2');
    expect(moves(s).some((m) => m.startsWith('step'))).toBe(false);
    expect(moves(s)).toContain('flip c3');
    play(s, 'recolour');
    expect(moves(s).some((m) => m.startsWith('step'))).toBe(false);
    play(s, 'recolour');
    expect(symbolix.toMove(s)).toBe(0);
    expect(s.front[0]).toBe(-1); // lifted at the start of the owner's turn, under the deck
    expect(s.deck[0]).toBe(2);
  });
  it('SX-21 no eating: others may not jump; steps stay legal', () => {
    const s = load({
      ...adv,
      hands: [['noEating'], [], []],
      pieces: { a1: 'red/virus', c3: 'blue/bug', c4: 'green/bug' },
    });
    play(s, 'card noEating', 'step a1-a2');
    expect(moves(s).some((m) => m.startsWith('jump'))).toBe(false);
    expect(moves(s)).toContain('step c3-c2');
  });
  it('SX-21 piece removal: after the action, any collected piece goes back face up where the actor says', () => {
    const s = load({
      ...adv,
      hands: [['pieceRemoval'], [], []],
      pieces: { a1: 'red/virus' },
      collections: [[], ['green/key'], []],
    });
    play(s, 'card pieceRemoval', 'step a1-a2');
    expect(moves(s)).toContain('remove 1:0 d4');
    play(s, 'remove 1:0 d4');
    expect(at(s, 'd4')).toBe(parsePiece('green/key'));
    expect(s.coll[1]).toEqual([]);
  });
  it('SX-21 piece exchange: at once, between two different players; SX-16 checks the actor first', () => {
    const s = load({
      ...adv,
      hands: [['pieceExchange'], [], []],
      pieces: { a1: 'red/virus' },
      collections: [['red/bug', 'orange/bug', 'yellow/bug', 'green/bug', 'blue/bug', 'blue/key'], ['purple/key'], []],
    });
    expect(moves(s).filter((m) => m.startsWith('card'))).toHaveLength(6); // 6 × 1 pairs
    play(s, 'card pieceExchange 0:5 1:0');
    expect(symbolix.toMove(s)).toBeNull();
    expect(symbolix.outcome(s)?.ranks).toEqual([1, 2, 2]);
  });
  it('SX-21: a card needs a legal target (no exchange without two collections)', () => {
    const s = load({ ...adv, hands: [['pieceExchange', 'pieceRemoval'], [], []], pieces: { a1: 'red/virus' } });
    expect(moves(s).filter((m) => m.startsWith('card'))).toEqual([]);
  });
  it('SX-22: putting a piece back buys the top 2 action cards', () => {
    const s = load({ ...adv, pieces: { a1: 'red/virus' }, collections: [['green/key'], [], []] });
    const top = s.deck.slice(-2).reverse();
    play(s, 'place b2:green/key');
    expect(s.hands[0]).toEqual(top);
    expect(symbolix.view(s, 1).hands[0]).toBeNull();
    expect(symbolix.view(s, 1).handSizes[0]).toBe(2);
  });
});

describe('variants (SX-23, SX-24)', () => {
  const gs = { players: 3, variant: 'grandSecret' as const, level: 'normal' as const, cards: ['red', 'blue', 'green'] };
  it('SX-23: covered pieces step unseen', () => {
    const s = load({ ...gs, pieces: { b2: '*blue/bug' } });
    expect(moves(s)).toContain('step b2-b3');
    play(s, 'step b2-b3');
    expect(s.covered[c('b3')]).toBe(1);
    expect(symbolix.view(s, 1).cells[c('b3')]).toBe(UNKNOWN);
  });
  it('SX-23: a covered capture goes face down, known to its owner only', () => {
    const s = load({ ...gs, pieces: { a1: 'red/virus', a2: '*blue/bug' } });
    expect(symbolix.publicMove(s, unwrapMove('jump a1xa3'), 0)).toBe('jump a1xa3=blue/bug');
    expect(symbolix.publicMove(s, unwrapMove('jump a1xa3'), 1)).toBe('jump a1xa3=hidden');
    play(s, 'jump a1xa3');
    expect(symbolix.view(s, 0).collections[0]).toEqual([{ piece: parsePiece('blue/bug'), down: true, known: [0] }]);
    expect(symbolix.view(s, 1).collections[0]).toEqual([{ piece: UNKNOWN, down: true, known: [0] }]);
    expect(s.revealed[0]).toBe(1); // still a capture: SX-11
  });
  it('SX-23: a covered Scientifix jumped stays covered; all know it is one, only the jumper which', () => {
    const s = load({ ...gs, pieces: { a1: 'red/virus', a2: '*sci/green', b3: 'blue/key' } });
    expect(symbolix.publicMove(s, unwrapMove('jump a1xa3'), 2)).toBe('jump a1xa3=sci');
    play(s, 'jump a1xa3');
    expect(s.covered[c('a2')]).toBe(1);
    expect(s.coll[0]).toEqual([]);
    expect(symbolix.view(s, 0).cells[c('a2')]).toBe(parsePiece('sci/green'));
    expect(symbolix.view(s, 2).cells[c('a2')]).toBe(SOME_SCIENTIFIX);
    expect(symbolix.view(s, 2).cards[0]?.colour).toBe(0); // a red piece jumped: red is seat 0's colour
    play(s, 'jump a3xc3');
    play(s, 'step a2-a1'); // seat 1 steps the covered Scientifix: the knowledge follows it
    expect(symbolix.view(s, 0).cells[c('a1')]).toBe(parsePiece('sci/green'));
    expect(symbolix.view(s, 2).cells[c('a1')]).toBe(SOME_SCIENTIFIX);
  });
  it('SX-24: Strategy: colour changes stay as pieces, may be stepped; recolour chooses', () => {
    const s = load({
      players: 2,
      variant: 'strategy',
      level: 'normal',
      cards: ['red', 'blue'],
      pieces: { a1: 'change', c1: 'red/bug', d1: 'change' },
    });
    expect(moves(s)).toContain('step a1-a2');
    expect(moves(s).filter((m) => m.startsWith('recolour'))).toEqual([
      'recolour orange',
      'recolour yellow',
      'recolour green',
      'recolour purple',
    ]);
    play(s, 'jump c1xe1');
    expect(at(s, 'd1')).toBe(-1);
    expect(moves(s)).toEqual(['swap 0 1']);
    play(s, 'recolour green'.replace('recolour green', 'swap 0 1'));
    expect(s.card[0]).toBe(4);
  });
});

function unwrapMove(text: string): number {
  const r = symbolix.parseMove(load({ players: 2, cards: ['red', 'blue'], pieces: {} }), text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
