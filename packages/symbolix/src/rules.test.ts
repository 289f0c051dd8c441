import { Rng, unwrap } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { symbolix } from './game.js';
import { parseCell, parsePiece } from './pieces.js';
import { type PositionSpec, position } from './position.js';
import { at, byEngine, load, moves, play } from './test-helpers.js';

describe('setup (SX-1, SX-3, SX-5, SX-6)', () => {
  it('SX-1/SX-3: 48 covered pieces around an empty d4, per level', () => {
    for (const level of ['basic', 'normal', 'advanced'] as const) {
      const s = symbolix.setup({ players: 3, level, variant: 'standard' }, Rng.seeded(level));
      const pieces = Array.from(s.board).filter((p) => p >= 0);
      expect(pieces.length).toBe(48);
      expect(at(s, 'd4')).toBe(-1);
      expect(Array.from(s.covered).filter((x) => x).length).toBe(48);
      const skulls = pieces.filter((p) => p < 42 && p % 7 === 6).length;
      expect(skulls).toBe(level === 'basic' ? 6 : 0);
      expect(pieces.filter((p) => p === parsePiece('change')).length).toBe(level === 'basic' ? 0 : 4);
      expect(pieces.includes(parsePiece('zorg'))).toBe(level !== 'basic');
    }
  });
  it('SX-5: 2 to 6 players, bad options are typed errors', () => {
    expect(symbolix.parseOptions({ players: 1 }).ok).toBe(false);
    expect(symbolix.parseOptions({ players: 7 }).ok).toBe(false);
    expect(symbolix.parseOptions({ players: 4, level: 'expert' }).ok).toBe(false);
    expect(symbolix.parseOptions({ colour: 'red' }).ok).toBe(false);
    expect(unwrap(symbolix.parseOptions({ players: 6 }))).toEqual({ players: 6, level: 'basic', variant: 'standard' });
  });
  it('SX-6: distinct secret cards, the reserve holds the rest, the first player varies with the seed', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const s = symbolix.setup({ players: 4, level: 'basic', variant: 'standard' }, Rng.seeded(i));
      expect(new Set([...s.card, ...s.reserve]).size).toBe(6);
      expect(s.reserve.length).toBe(2);
      expect(symbolix.toMove(s)).toBe(s.first);
      firsts.add(s.first);
      const v = symbolix.view(s, 1);
      expect(v.cards.map((c) => c.colour >= 0)).toEqual([false, true, false, false]);
    }
    expect(firsts.size).toBe(4);
  });
  it('SX-20: advanced deals one action card each from 18', () => {
    const s = symbolix.setup({ players: 5, level: 'advanced', variant: 'standard' }, Rng.seeded(1));
    expect(s.hands.map((h) => h.length)).toEqual([1, 1, 1, 1, 1]);
    expect(s.deck.length).toBe(13);
  });
  it('SX-24: Strategy uncovers everything and deals face up', () => {
    const s = symbolix.setup({ players: 3, level: 'normal', variant: 'strategy' }, Rng.seeded(2));
    expect(Array.from(s.covered).every((x) => x === 0)).toBe(true);
    expect(symbolix.view(s, 'spectator').cards.every((c) => c.colour >= 0)).toBe(true);
  });
});

describe('playing a board piece (SX-8 … SX-13)', () => {
  const base: PositionSpec = {
    players: 2,
    cards: ['red', 'blue'],
    pieces: { c3: '*red/virus', c4: 'blue/bug', c5: '', d3: 'green/worm', a1: '*sci/green' },
  };
  it('SX-8: a covered piece is uncovered, then may stop, step or jump', () => {
    const s = load(base);
    play(s, 'flip c3');
    expect(s.covered[parseCell('c3')]).toBe(0);
    expect(moves(s)).toEqual(['step c3-b3', 'step c3-c2', 'jump c3xe3', 'jump c3xc5', 'stop'].sort(byEngine));
  });
  it('SX-8: an uncovered piece must step or jump; a flipped piece with nowhere to go ends the turn', () => {
    const s = load({
      players: 2,
      cards: ['red', 'blue'],
      pieces: { a1: '*red/virus', a2: 'blue/bug', b1: 'blue/key', b2: 'blue/lock', a3: 'blue/worm', c1: 'blue/bomb' },
    });
    play(s, 'flip a1');
    expect(symbolix.toMove(s)).toBe(1); // no step, no jump (a3 and c1 occupied): the turn ended by itself
    expect(moves(s)).not.toContain('flip a1');
  });
  it('SX-9: any piece steps one cell orthogonally onto an empty cell', () => {
    const s = load(base);
    expect(moves(s)).toContain('step d3-e3'); // another colour, moved by anyone
    expect(moves(s)).not.toContain('step d3-e4');
    expect(moves(s)).not.toContain('step d3-c3');
  });
  it('SX-10: only own-colour Symbolix, own Scientifix, Zorg and Zorga jump', () => {
    const s = load({
      players: 2,
      level: 'normal',
      cards: ['red', 'blue'],
      pieces: {
        b2: 'red/virus',
        b3: 'green/bug',
        d2: 'green/key',
        d3: 'orange/lock',
        f2: 'sci/red',
        f3: 'yellow/bomb',
        b5: 'zorg',
        b6: 'purple/worm',
        f5: 'sci/blue',
        f6: 'blue/bug',
      },
    });
    const jumps = moves(s).filter((m) => m.startsWith('jump'));
    expect(jumps).toEqual(['jump b2xb4', 'jump f2xf4', 'jump b5xb7'].sort(byEngine));
  });
  it('SX-10/SX-11: a chain captures face up, reveals the card, may stop at any time', () => {
    const s = load({
      players: 2,
      cards: ['red', 'blue'],
      pieces: { a1: 'red/virus', a2: 'green/bug', a4: 'blue/key', b3: 'orange/bomb' },
    });
    expect(s.revealed[0]).toBe(0);
    play(s, 'jump a1xa3');
    expect(s.coll[0]).toEqual([parsePiece('green/bug')]);
    expect(s.revealed[0]).toBe(1);
    expect(symbolix.view(s, 1).cards[0]?.colour).toBe(0);
    expect(moves(s)).toEqual(['jump a3xa5', 'jump a3xc3', 'stop'].sort(byEngine));
    play(s, 'jump a3xc3');
    expect(s.coll[0]?.length).toBe(2);
    expect(symbolix.toMove(s)).toBe(1); // no further jump: the turn ended by itself, no `stop` needed
  });
  it('SX-10: a Scientifix is jumped, uncovered, not captured, and never jumped twice', () => {
    const s = load({ players: 2, cards: ['red', 'blue'], pieces: { a1: 'sci/red', a2: '*sci/blue', b3: 'green/bug' } });
    play(s, 'jump a1xa3');
    expect(at(s, 'a2')).toBe(parsePiece('sci/blue'));
    expect(s.covered[parseCell('a2')]).toBe(0);
    expect(s.coll[0]).toEqual([]);
    expect(moves(s)).toEqual(['jump a3xc3', 'stop']); // not back over a2
    play(s, 'jump a3xc3');
    expect(symbolix.toMove(s)).toBe(1); // nothing more: the turn ended
  });
  it('SX-12/SX-13: no jump off the board, no step of a covered piece in the standard game', () => {
    const s = load({
      players: 2,
      cards: ['red', 'blue'],
      pieces: { a1: 'red/virus', a2: 'blue/bug', b1: '*green/bug' },
    });
    // a1 jumps up and right (over a covered piece too), never off the edge
    expect(moves(s).filter((m) => m.startsWith('jump'))).toEqual(['jump a1xa3', 'jump a1xc1'].sort(byEngine));
    expect(moves(s).some((m) => m.startsWith('step b1'))).toBe(false);
  });
});

describe('other actions (SX-14, SX-15, SX-25) and the end (SX-16, SX-17)', () => {
  it('SX-14: a captured piece goes back face up on any empty cell', () => {
    const s = load({
      players: 2,
      cards: ['red', 'blue'],
      pieces: { a1: 'red/virus' },
      collections: [['green/bug'], []],
    });
    expect(moves(s).filter((m) => m.startsWith('place')).length).toBe(48);
    play(s, 'place d4:green/bug');
    expect(at(s, 'd4')).toBe(parsePiece('green/bug'));
    expect(s.coll[0]).toEqual([]);
  });
  it('SX-15: recolour draws a reserve card and hides the old one; not with an empty reserve', () => {
    const s = load({ players: 2, cards: ['red', 'blue'], revealed: [true, false], pieces: { a1: 'red/virus' } });
    play(s, 'recolour');
    expect(s.card[0]).not.toBe(0);
    expect(s.reserve).toContain(0);
    expect(s.revealed[0]).toBe(0);
    expect(symbolix.view(s, 1).cards[0]?.colour).toBe(-1);
    expect(symbolix.view(s, 1).reserve).toEqual([0]); // seat 1 saw red go into the reserve
    const six = load({
      players: 6,
      cards: ['red', 'orange', 'yellow', 'green', 'blue', 'purple'],
      pieces: { a1: 'red/virus' },
    });
    expect(moves(six)).not.toContain('recolour');
  });
  it('SX-25: pass only when nothing else is legal', () => {
    const s = load({ players: 2, cards: ['red', 'blue'], pieces: {} });
    expect(moves(s)).toEqual(['recolour']);
    const six = load({ players: 6, cards: ['red', 'orange', 'yellow', 'green', 'blue', 'purple'], pieces: {} });
    expect(moves(six)).toEqual(['pass']);
    play(six, 'pass');
    expect(symbolix.toMove(six)).toBe(1);
  });
  it('SX-16: six colours win at once, mid-chain', () => {
    const s = load({
      players: 2,
      cards: ['red', 'blue'],
      pieces: { a1: 'red/virus', a2: 'purple/bug', a4: 'blue/key', b5: 'blue/lock' },
      collections: [['red/bug', 'orange/bug', 'yellow/bug', 'green/bug'], []],
    });
    play(s, 'jump a1xa3'); // 5 colours: the chain goes on
    expect(symbolix.toMove(s)).toBe(0);
    play(s, 'jump a3xa5'); // blue: 6 colours, although b5 could still be jumped
    expect(symbolix.toMove(s)).toBeNull();
    expect(symbolix.outcome(s)?.ranks).toEqual([1, 2]);
  });
  it('SX-16/SX-19: Zorg and Zorga are wildcards for colours and symbols', () => {
    const s = load({
      players: 2,
      level: 'normal',
      cards: ['red', 'blue'],
      pieces: { a1: 'zorga', a2: 'green/worm' },
      collections: [['red/virus', 'orange/bug', 'yellow/key', 'zorg'], []],
    });
    play(s, 'jump a1xa3'); // red, orange, yellow, green + zorg = 5 colours: not yet
    expect(symbolix.toMove(s)).toBe(1);
    expect(s.coll[0]?.length).toBe(5);
    const t = load({
      players: 2,
      level: 'normal',
      cards: ['red', 'blue'],
      pieces: { a1: 'zorga', a2: 'zorg' },
      collections: [['red/virus', 'orange/bug', 'yellow/key', 'green/lock'], []],
    });
    play(t, 'jump a1xa3'); // 4 colours + zorg = 5 … and zorga still on the board: not a win
    expect(symbolix.toMove(t)).toBe(1);
  });
  it('SX-17: the stalemate guard ends after 60 quiet turns, best score first, then most pieces', () => {
    const s = load({
      players: 3,
      cards: ['red', 'blue', 'green'],
      pieces: { a1: 'red/virus', g7: 'blue/bug' },
      collections: [
        ['red/bug', 'orange/bug'],
        ['red/key', 'orange/key', 'yellow/bomb'],
        ['purple/lock', 'purple/key'],
      ],
    });
    s.quiet = 59;
    play(s, 'step a1-a2');
    expect(symbolix.toMove(s)).toBeNull();
    // scores: seat 0 → max(2 colours, 1 symbol) = 2; seat 1 → 3; seat 2 → max(1, 2) = 2 with 2 pieces each
    expect(symbolix.outcome(s)).toEqual({ scores: [2, 3, 2], ranks: [2, 1, 2] });
  });
});

describe('setup JSON (SX-N2)', () => {
  const good = () =>
    JSON.parse(JSON.stringify(position({ players: 2, cards: ['red', 'blue'], pieces: { a1: 'red/virus' } })));
  const refuse = (change: (j: Record<string, unknown>) => void, text: string) => {
    const j = good();
    change(j);
    const r = symbolix.fromSetup(j);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.kind).toBe('setup');
      expect(r.error.message).toContain(text);
    }
  };
  it('accepts a hand-written position and round-trips it', () => {
    const j = good();
    expect(symbolix.toSetup(unwrap(symbolix.fromSetup(j)))).toEqual(j);
  });
  it('refuses impossible positions with a typed error naming the problem', () => {
    refuse((j) => {
      (j.cards as { colour: string }[])[1] = { colour: 'red', revealed: false, known: [1] } as never;
    }, 'twice');
    refuse((j) => {
      (j.board as string[])[5] = 'red/virus';
    }, '48');
    refuse((j) => {
      (j.options as Record<string, string>).variant = 'strategy';
      (j.board as string[])[48] = '*blue/bug';
      (j.out as string[]).splice((j.out as string[]).indexOf('blue/bug'), 1);
    }, 'Strategy');
    refuse((j) => {
      j.seen = { a1: [0] };
    }, 'covered');
    refuse((j) => {
      (j.turn as Record<string, unknown>).phase = 'chain';
    }, 'chain');
    refuse((j) => {
      j.hands = [['noMoving'], []];
    }, 'advanced');
    refuse((j) => {
      j.collections = [[{ piece: 'sci/red', down: false, known: [] }], []];
    }, 'cannot be captured');
  });
});
