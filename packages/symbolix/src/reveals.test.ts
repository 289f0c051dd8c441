import { makeRecord, type Played, positionAfterTakeback, Rng, replay, unwrap } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { symbolix } from './game.js';
import { parseMove } from './moves.js';
import { type PositionSpec, position } from './position.js';
import type { SymbolixState } from './state.js';
import { load, play } from './test-helpers.js';

const reveals = (s: SymbolixState, text: string, seat: number) =>
  symbolix.reveals?.(s, unwrap(parseMove(text)), seat) ?? false;
const line = (movers: number[]): Played[] => movers.map((mover, at) => ({ at, mover, move: true }));
const loader = (spec: PositionSpec) => () => unwrap(symbolix.fromSetup(position({ fill: 'out', ...spec })));

describe('what a move reveals (takebacks never reveal)', () => {
  it('SX-8 a flip uncovers a piece: new to every seat; a step shows nothing', () => {
    const s = load({ players: 2, cards: ['red', 'blue'], pieces: { a1: '*green/bug', c3: 'blue/key' } });
    expect(reveals(s, 'flip a1', 0)).toBe(true);
    expect(reveals(s, 'flip a1', 1)).toBe(true);
    expect(reveals(s, 'step c3-c4', 0)).toBe(false);
    expect(reveals(s, 'step c3-c4', 1)).toBe(false);
  });

  it('SX-10 devouring over a covered piece uncovers it; SX-11 over an open one shows the hidden card to the others', () => {
    const s = load({ players: 2, cards: ['red', 'blue'], pieces: { a1: 'red/virus', a2: '*green/bug' } });
    expect(reveals(s, 'jump a1xa3', 0)).toBe(true);
    const t = load({ players: 2, cards: ['red', 'blue'], pieces: { a1: 'red/virus', a2: 'green/bug' } });
    expect(reveals(t, 'jump a1xa3', 0)).toBe(false); // the jumper knew its own card and saw the piece
    expect(reveals(t, 'jump a1xa3', 1)).toBe(true); // SX-11: red is revealed to seat 1
  });

  it('SX-18 a swap shows both cards to its two players, nothing to a third', () => {
    const s = load({
      players: 3,
      level: 'normal',
      cards: ['red', 'blue', 'green'],
      pieces: { a1: '*change', b2: 'red/bug' },
    });
    play(s, 'flip a1');
    expect(reveals(s, 'swap 1 2', 1)).toBe(true);
    expect(reveals(s, 'swap 1 2', 2)).toBe(true);
    expect(reveals(s, 'swap 1 2', 0)).toBe(false);
  });

  it('SX-15 a recolour draws with the PRNG: new to the drawer, not to the other', () => {
    const s = load({ players: 2, cards: ['red', 'blue'], pieces: { a1: 'red/virus' } });
    expect(reveals(s, 'recolour', 0)).toBe(true);
    expect(reveals(s, 'recolour', 1)).toBe(false);
  });

  it('SX-24 Strategy hides nothing: no move reveals', () => {
    const s = load({
      players: 2,
      variant: 'strategy',
      cards: ['red', 'blue'],
      pieces: { a1: 'red/virus', a2: 'green/bug' },
    });
    expect(reveals(s, 'jump a1xa3', 1)).toBe(false);
  });
});

describe('a takeback past a reveal is refused, in the record too', () => {
  it('SX-8 the peek: a flip then a takeback is refused, the position unchanged; a dealt game’s record with it is invalid', () => {
    const options = unwrap(symbolix.parseOptions({ players: 2 }));
    const fresh = () => symbolix.setup(options, Rng.seeded('peek'));
    const s = fresh();
    const seat = symbolix.toMove(s) as number;
    const flip = symbolix
      .legalMoves(s)
      .map((m) => symbolix.formatMove(s, m))
      .find((t) => t.startsWith('flip')) as string;
    const r = positionAfterTakeback(symbolix, fresh, [flip], line([seat]), { type: 'takeback', seat, to: 0 });
    expect(r.ok ? null : r.error.kind).toBe('takebackReveals');
    const record = makeRecord(symbolix, {
      options,
      seed: 'peek',
      seats: ['a', 'b'],
      moves: [flip, { event: { type: 'takeback', seat, to: 0 } }],
    });
    expect(replay(symbolix, record).ok).toBe(false);
  });

  it('SX-9 a step that showed nothing is taken back to the position before it', () => {
    const spec = { players: 2, cards: ['red', 'blue'], pieces: { a1: '*green/bug', c3: 'blue/key' } };
    const from = loader(spec);
    const r = positionAfterTakeback(symbolix, from, ['step c3-c4'], line([0]), { type: 'takeback', seat: 0, to: 0 });
    expect(r.ok).toBe(true);
    if (r.ok) expect(symbolix.toSetup(r.value.state)).toEqual(symbolix.toSetup(from()));
    // The reply flipped a piece: seat 0 saw it, so its takeback (which undoes the reply) is refused.
    const replied = positionAfterTakeback(symbolix, from, ['step c3-c4', 'flip a1'], line([0, 1]), {
      type: 'takeback',
      seat: 0,
      to: 0,
    });
    expect(replied.ok ? null : replied.error.kind).toBe('takebackReveals');
  });
});
