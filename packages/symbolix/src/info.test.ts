import { Rng } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { symbolix } from './game.js';
import { isScientifix, parseCell, parsePiece } from './pieces.js';
import { load, play } from './test-helpers.js';
import { viewText } from './text.js';
import { UNKNOWN } from './view.js';

const samples = (n: number, f: (rng: Rng) => void) => {
  const rng = Rng.seeded('info');
  for (let i = 0; i < n; i++) f(rng);
};

describe('information (rules Information section)', () => {
  it('spectators see no hidden card, no covered piece, no hand, no face-down capture, never the PRNG', () => {
    const s = symbolix.setup({ players: 4, level: 'advanced', variant: 'grandSecret' }, Rng.seeded(5));
    const v = symbolix.view(s, 'spectator');
    expect(v.cards.every((c) => c.colour === -1)).toBe(true);
    expect(v.cells.filter((p) => p === UNKNOWN).length).toBe(48);
    expect(v.hands.every((h) => h === null)).toBe(true);
    expect(v.reserve).toEqual([]);
    expect(v.deck).toBeNull();
    expect(JSON.stringify(v)).not.toContain(s.rng.save());
  });
  it('at the end of the game everything is revealed', () => {
    const s = load({
      players: 2,
      cards: ['red', 'blue'],
      pieces: { a1: 'red/virus', a2: 'green/bug', g7: '*blue/key' },
      collections: [['red/bug', 'orange/bug', 'yellow/bug', 'purple/bug', 'blue/bug'], []],
    });
    play(s, 'jump a1xa3');
    const v = symbolix.view(s, 'spectator');
    expect(v.cards.map((c) => c.colour)).toEqual([0, 4]);
    expect(v.cells[parseCell('g7')]).toBe(parsePiece('blue/key'));
  });
  it('determinize: a failed Grand Secret capture leaves a Scientifix there in every sample', () => {
    const s = load({
      players: 3,
      variant: 'grandSecret',
      cards: ['red', 'blue', 'green'],
      pieces: { a1: 'red/virus', a2: '*sci/green', b5: '*blue/bug', c5: '*green/key', e5: '*sci/orange' },
    });
    play(s, 'jump a1xa3');
    const v = symbolix.view(s, 1);
    const seenAt = new Set<number>();
    samples(60, (rng) => {
      const d = symbolix.determinize(v, 1, rng);
      const p = d.board[parseCell('a2')] as number;
      expect(isScientifix(p)).toBe(true);
      seenAt.add(p);
      expect(d.card[0]).toBe(0); // red was shown by the jump
    });
    expect(seenAt.size).toBe(2); // green or orange: seat 1 cannot tell which
    const own = symbolix.determinize(symbolix.view(s, 0), 0, Rng.seeded(1));
    expect(own.board[parseCell('a2')]).toBe(parsePiece('sci/green')); // the jumper looked at it
  });
  it('determinize: both seats of a swap know both cards, a third seat does not', () => {
    const s = load({
      players: 3,
      level: 'normal',
      cards: ['red', 'blue', 'green'],
      pieces: { a1: '*change', g7: '*red/key', f7: '*blue/key' },
    });
    play(s, 'flip a1', 'swap 0 1');
    const cardsOf = (seat: number) => {
      const got = new Set<string>();
      samples(40, (rng) => {
        const d = symbolix.determinize(symbolix.view(s, seat), seat, rng);
        got.add(Array.from(d.card).join(','));
      });
      return got;
    };
    expect([...cardsOf(0)].every((c) => c.startsWith('4,0,'))).toBe(true);
    expect([...cardsOf(1)].every((c) => c.startsWith('4,0,'))).toBe(true);
    expect(cardsOf(2).size).toBeGreaterThan(3); // seat 2 knows only its own green
  });
  it('determinize: a revealed card is known until it goes hidden into the reserve', () => {
    const s = load({
      players: 2,
      cards: ['red', 'blue'],
      revealed: [true, false],
      pieces: { a1: 'red/virus', g7: '*blue/key' },
    });
    play(s, 'recolour');
    samples(30, (rng) => {
      const d = symbolix.determinize(symbolix.view(s, 1), 1, rng);
      expect(d.reserve).toContain(0); // seat 1 saw red go back
      expect(d.card[0]).not.toBe(0);
      expect(d.card[1]).toBe(4);
    });
  });
  it('determinize: other hands and the deck are dealt from the cards the seat has not seen', () => {
    const s = symbolix.setup({ players: 4, level: 'advanced', variant: 'standard' }, Rng.seeded(9));
    const v = symbolix.view(s, 2);
    samples(20, (rng) => {
      const d = symbolix.determinize(v, 2, rng);
      expect(d.hands[2]).toEqual(s.hands[2]);
      expect(d.hands.map((h) => h.length)).toEqual([1, 1, 1, 1]);
      const all = [...d.hands.flat(), ...d.deck].sort();
      expect(all).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5]);
    });
  });
  it('publicMove: a flip is told with its piece; a recolour tells only the drawer its card', () => {
    const s = load({ players: 2, cards: ['red', 'blue'], pieces: { a1: '*red/virus' } });
    const flip = 1 * 2 ** 32;
    expect(symbolix.publicMove(s, flip, 1)).toBe('flip a1=red/virus');
    const recolour = 6 * 2 ** 32;
    expect(symbolix.publicMove(s, recolour, 1)).toBe('recolour');
    const told = symbolix.publicMove(s, recolour, 0);
    play(s, 'recolour');
    expect(told).toBe(`recolour=${['red', 'orange', 'yellow', 'green', 'blue', 'purple'][s.card[0] as number]}`);
  });
  it('viewText draws only the view: covered pieces as ###, hidden cards as ?, in French too', () => {
    const s = load({ players: 2, cards: ['red', 'blue'], pieces: { a1: '*red/virus', b1: 'green/bug' } });
    const en = viewText(symbolix.view(s, 1));
    expect(en).toContain('###');
    expect(en).toContain('seat 0: card ? (hidden)');
    expect(en).toContain('seat 1: card blue (hidden)');
    expect(viewText(symbolix.view(s, 1), 'fr')).toContain('place 1: carte bleu (cachée)');
  });
  it('a card played goes under the deck in sight of all, and stays known there until drawn', () => {
    const s = load({
      players: 3,
      level: 'advanced',
      cards: ['red', 'blue', 'green'],
      hands: [['colourChange'], [], []],
      pieces: { a1: 'red/virus' },
    });
    play(s, 'card colourChange', 'step a1-a2', 'swap 1 2');
    const v = symbolix.view(s, 2);
    expect(v.deckBottom).toEqual([0]);
    samples(10, (rng) => expect(symbolix.determinize(v, 2, rng).deck[0]).toBe(0));
  });
});
