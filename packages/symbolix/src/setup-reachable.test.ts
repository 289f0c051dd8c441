import { type Json, unwrap } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { symbolix } from './game.js';
import { parseCell, REMOVAL_CARD } from './pieces.js';
import { type PositionSpec, position } from './position.js';
import type { SymbolixState } from './state.js';
import { load, moves, play } from './test-helpers.js';

type Setup = Record<string, unknown> & { turn: Record<string, unknown> };

/** A hand-written position's setup JSON (pieces not given are out of the box), to change one field of. */
const json = (spec: PositionSpec): Setup => JSON.parse(JSON.stringify(position({ fill: 'out', ...spec }))) as Setup;

/** The state's setup reads back: fromSetup accepts it and writes it again byte for byte. */
function readsBack(s: SymbolixState): Json {
  const written = symbolix.toSetup(s);
  const back = symbolix.fromSetup(JSON.parse(JSON.stringify(written)));
  if (!back.ok) throw new Error(`refused its own setup: ${back.error.message}`);
  expect(symbolix.toSetup(back.value)).toEqual(written);
  return written;
}

/** fromSetup refuses it with a typed `setup` error whose message contains `text`. */
function refused(setup: Setup, text: string): void {
  const r = symbolix.fromSetup(setup);
  expect(r.ok ? 'accepted' : r.error.kind).toBe('setup');
  if (!r.ok) expect(r.error.message).toContain(text);
}

const two: PositionSpec = { players: 2, cards: ['red', 'blue'], pieces: { a1: 'red/virus', a2: 'green/bug' } };
const adv: PositionSpec = { ...two, level: 'advanced' };

describe('setups the engine writes read back (SX-N2)', () => {
  it('SX-16: a win by capture mid-chain ends the game with turn.chain on the winning piece, and reads back', () => {
    const s = load({
      players: 2,
      cards: ['red', 'blue'],
      pieces: { a1: 'red/virus', a2: 'purple/bug', a4: 'blue/key', b5: 'blue/lock' },
      collections: [['red/bug', 'orange/bug', 'yellow/bug', 'green/bug'], []],
    });
    play(s, 'jump a1xa3', 'jump a3xa5'); // purple then blue: six colours, at once
    expect(symbolix.toMove(s)).toBeNull();
    const written = readsBack(s) as Setup;
    expect(written.turn).toMatchObject({ phase: 'over', chain: 'a5', winner: 0 });
    expect(symbolix.legalMoves(unwrap(symbolix.fromSetup(written)))).toEqual([]);
  });

  it('SX-21: a ban card played this turn lies in front of the seat to move (cardUsed true) and reads back', () => {
    const s = load({ ...adv, hands: [['noMoving'], []] });
    play(s, 'card noMoving');
    expect(readsBack(s)).toMatchObject({ front: ['noMoving', null], turn: { cardUsed: true, phase: 'action' } });
  });

  it('SX-21: a win before an after-turn card takes its target leaves the card in limbo, and reads back', () => {
    const s = load({
      ...adv,
      pieces: { a1: 'red/virus', a2: 'purple/bug' },
      hands: [['permutation'], []],
      collections: [['red/bug', 'orange/bug', 'yellow/bug', 'green/bug', 'blue/bug'], []],
    });
    play(s, 'card permutation', 'jump a1xa3');
    expect(readsBack(s)).toMatchObject({ turn: { phase: 'over', limbo: 'permutation', winner: 0, cardUsed: true } });
  });

  it('SX-18: a swap mid-chain keeps turn.chain, and reads back', () => {
    const s = load({
      players: 2,
      level: 'normal',
      cards: ['red', 'blue'],
      pieces: { a1: 'red/virus', a2: '*change', a4: 'green/bug' },
    });
    play(s, 'jump a1xa3');
    expect(readsBack(s)).toMatchObject({ turn: { phase: 'swap', chain: 'a3' } });
  });
});

describe('the rules file readings the engine follows', () => {
  it('SX-16 Decision: after an exchange, the actor first, then the others in seat order onward from the actor', () => {
    // Seat 1 exchanges seat 0's red/virus with seat 2's purple/bug: seat 0 gets a 6th colour, seat 2 a 6th symbol.
    // Onward from seat 1 comes seat 2 before seat 0, so seat 2 wins (the lowest seat would be 0).
    const s = load({
      players: 3,
      level: 'advanced',
      cards: ['red', 'blue', 'green'],
      seat: 1,
      hands: [[], ['pieceExchange'], []],
      pieces: { a1: 'blue/bug' },
      collections: [
        ['red/key', 'orange/virus', 'yellow/virus', 'green/virus', 'blue/virus', 'red/virus'],
        [],
        ['green/bug', 'green/worm', 'green/bomb', 'green/key', 'green/lock', 'purple/bug'],
      ],
    });
    play(s, 'card pieceExchange 0:5 2:5');
    expect(symbolix.toMove(s)).toBeNull();
    expect(s.winner).toBe(2);
    expect(symbolix.outcome(s)?.ranks).toEqual([2, 2, 1]);
    readsBack(s);
  });

  it('SX-17 Decision: quiet counts completed turns; a turn that captured ends with quiet at 0', () => {
    const j = json({ ...two, pieces: { a1: 'red/virus', a2: 'green/bug', a4: 'blue/key', g7: 'blue/bug' } });
    Object.assign(j, { quiet: 5, turns: 9 });
    const s = unwrap(symbolix.fromSetup(j));
    play(s, 'jump a1xa3'); // a4 can still be jumped: the turn goes on
    expect([s.quiet, s.turns, s.captured]).toEqual([5, 9, true]);
    play(s, 'stop');
    expect([s.quiet, s.turns, symbolix.toMove(s)]).toEqual([0, 10, 1]);
    play(s, 'step g7-g6'); // seat 1's turn captures nothing
    expect([s.quiet, s.turns]).toEqual([1, 11]);
  });

  it('SX-21 Decision: a card whose target vanished during the action goes under the deck, the turn ends', () => {
    // Piece removal, then the only captured piece is put back: nothing is left to remove.
    const s = load({ ...adv, hands: [['pieceRemoval'], []], collections: [['green/key'], []] });
    const deck = s.deck.length;
    play(s, 'card pieceRemoval', 'place b2:green/key');
    expect(symbolix.toMove(s)).toBe(1);
    expect(s.limbo).toBe(-1);
    expect(s.deck.length).toBe(deck - 2 + 1); // SX-22 bought 2, the card went under the deck
    expect(s.deck[0]).toBe(REMOVAL_CARD);
    readsBack(s);
  });
});

describe('impossible setups are refused with a typed error (SX-N2)', () => {
  it('accepts the base positions the cases below change', () => {
    for (const spec of [two, adv, { ...two, variant: 'strategy' as const }, { ...two, level: 'normal' as const }])
      expect(symbolix.fromSetup(json(spec)).ok).toBe(true);
  });

  it('a cardTarget phase with no card waiting for its target (SX-21)', () => {
    const j = json(adv);
    Object.assign(j.turn, { phase: 'cardTarget', cardUsed: true });
    refused(j, 'cardTarget phase needs the played card');
  });

  it('a chain with no possible continuation, not over, so no legal move (SX-8, SX-10)', () => {
    const j = json({ ...two, pieces: { c3: 'red/virus' } });
    Object.assign(j.turn, { phase: 'chain', chain: 'c3' }); // no flip (canStep false), nothing to jump
    refused(j, 'no legal move');
  });

  it('a ban card in front of the seat to move at the start of its turn (SX-21: it left as the turn began)', () => {
    const j = json({ ...adv, front: ['noEating', null], hands: [[], []] });
    refused(j, "front[0]: the seat to move's ban card");
  });

  it('a card in limbo while cardUsed is false (playing another card would overwrite it and lose one)', () => {
    const j = json({ ...adv, hands: [['permutation'], []] });
    (j.deck as string[]).splice((j.deck as string[]).indexOf('permutation'), 1);
    Object.assign(j.turn, { limbo: 'permutation' });
    refused(j, 'turn.cardUsed must be true');
    // The loss it would cause, shown on the accepted twin (cardUsed true): no second card can be played.
    Object.assign(j.turn, { cardUsed: true });
    const s = unwrap(symbolix.fromSetup(j));
    expect(moves(s).filter((m) => m.startsWith('card'))).toEqual([]);
  });

  it('a ban in front of the seat to move and a card in limbo: two cards in one turn (SX-21)', () => {
    const j = json({ ...adv, front: ['noEating', null], hands: [[], []] });
    (j.deck as string[]).splice((j.deck as string[]).indexOf('permutation'), 1);
    Object.assign(j.turn, { limbo: 'permutation', cardUsed: true });
    refused(j, 'one action card per turn');
  });

  it('Strategy with a hidden colour card or a reserve card someone does not know (SX-24)', () => {
    const hidden = json({ ...two, variant: 'strategy' });
    (hidden.cards as Record<string, unknown>[])[1] = { colour: 'blue', revealed: false, known: [1] };
    refused(hidden, 'Strategy deals colour cards face up');
    const reserve = json({ ...two, variant: 'strategy' });
    reserve.reserveKnown = { ...(reserve.reserveKnown as object), green: [0] };
    refused(reserve, 'every seat knows the reserve');
  });

  it('a revealed colour card that not every seat knows (SX-7, SX-11)', () => {
    const j = json(two);
    (j.cards as Record<string, unknown>[])[1] = { colour: 'blue', revealed: true, known: [1] };
    refused(j, 'a revealed card is known to every seat');
  });

  it('a winner without six colours or symbols, and a winning collection in a game that goes on (SX-16)', () => {
    const j = json(two);
    Object.assign(j.turn, { phase: 'over', winner: 0 });
    refused(j, 'does not hold 6 colours or 6 symbols');
    const six = ['red/bug', 'orange/bug', 'yellow/bug', 'green/key', 'blue/bug', 'purple/bug'];
    const won = json({ ...two, collections: [six, []] });
    refused(won, 'has won (SX-16), yet the game goes on');
  });

  it('a game over with no winner, no loser and the stalemate guard not reached; a guard not applied (SX-17)', () => {
    const j = json(two);
    Object.assign(j.turn, { phase: 'over' });
    refused(j, 'a finished game needs a winner');
    const late = json(two);
    Object.assign(late, { quiet: 60, turns: 70 });
    refused(late, 'the stalemate guard has ended the game');
    const counts = json(two);
    Object.assign(counts, { quiet: 3, turns: 2 });
    refused(counts, "at most 'turns'");
  });

  it('a swap phase at the basic level, which has no colour-change piece (SX-3, SX-18)', () => {
    const j = json(two);
    Object.assign(j.turn, { phase: 'swap' });
    refused(j, 'a swap phase follows a colour-change piece');
  });

  it('a jumped list naming a piece that is not a Scientifix (SX-10: the others are captured)', () => {
    const j = json({ ...two, pieces: { a3: 'red/virus', a4: 'blue/bug', b1: 'green/bug' } });
    Object.assign(j.turn, { phase: 'chain', chain: 'a3', jumped: ['b1'] });
    refused(j, 'turn.jumped b1: not a Scientifix');
    (j.board as string[])[parseCell('b1')] = 'sci/green';
    (j.out as string[]).splice((j.out as string[]).indexOf('sci/green'), 1, 'green/bug');
    expect(symbolix.fromSetup(j).ok).toBe(true); // the same chain having jumped a Scientifix is fine
    expect(symbolix.toSetup(unwrap(symbolix.fromSetup(j)))).toMatchObject({ turn: { jumped: ['b1'] } });
  });

  it('canStep outside the moment just after a flip (SX-8)', () => {
    const j = json(two);
    Object.assign(j.turn, { canStep: true });
    refused(j, 'turn.canStep');
  });
});
