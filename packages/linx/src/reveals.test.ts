import {
  makeRecord,
  type Played,
  positionAfterTakeback,
  Rng,
  replay,
  type TakebackEvent,
  unwrap,
} from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { position } from './fixtures/build.js';
import { linx } from './game.js';
import type { LinxState } from './types.js';

const options = unwrap(linx.parseOptions({ players: 2 }));
const fresh = () => linx.setup(options, Rng.seeded('reveals'));
const move = (s: LinxState, text: string) => unwrap(linx.parseMove(s, text));
const reveals = (s: LinxState, text: string, seat: number) => linx.reveals?.(s, move(s, text), seat);
/** The first legal move of a kind (`@` face up, `>` face down). */
const first = (s: LinxState, sign: string) =>
  linx
    .legalMoves(s)
    .map((m) => linx.formatMove(s, m))
    .find((t) => t.includes(sign)) as string;

/** Plays `texts` from the seeded setup; returns the state and the line (every entry a move). */
function played(texts: string[]): { state: LinxState; line: Played[] } {
  const state = fresh();
  const line: Played[] = [];
  for (const [at, t] of texts.entries()) {
    line.push({ at, mover: linx.toMove(state), move: true });
    linx.play(state, move(state, t));
  }
  return { state, line };
}

describe('what a move reveals (takebacks never reveal)', () => {
  it('LX-11 a face-up tile draws from the pile: new to its owner; its type was in a private hand: new to the other', () => {
    const s = fresh();
    const mover = linx.toMove(s) as number;
    const up = first(s, '@');
    expect(reveals(s, up, mover)).toBe(true);
    expect(reveals(s, up, 1 - mover)).toBe(true);
  });

  it('LX-12 a face-down cover draws nothing: nothing new to its owner, its type new to the other', () => {
    const s = position({ board: { d4: ['yR+'] }, hands: [['R'], ['P']], piles: [['S'], ['S']], toMove: 1 });
    expect(reveals(s, 'P>d4', 1)).toBe(false);
    expect(reveals(s, 'P>d4', 0)).toBe(true);
  });

  it('LX-11 a face-up tile from an empty pile draws nothing: nothing new to its owner', () => {
    const s = position({ board: { d4: ['yR+'] }, hands: [['R'], ['P']], toMove: 1 });
    expect(reveals(s, 'P@e4', 1)).toBe(false);
  });

  it('LX-2 a hand the board accounts for (the pile empty, the rest of the box on the board) reveals nothing', () => {
    const blue = [...'RRRRRPPPPPSSSSS'];
    const s = position({ board: { d4: ['yR+'] }, hands: [['R'], blue], toMove: 1 });
    expect(reveals(s, 'S@e4', 0)).toBe(false);
    // The same tile from a hand whose pile is not empty: the other cannot tell what the hand holds.
    const t = position({ board: { d4: ['yR+'] }, hands: [['R'], ['S', 'P']], piles: [[], ['R']], toMove: 1 });
    expect(reveals(t, 'S@e4', 0)).toBe(true);
  });

  it('LX-13 a pass draws for its owner (if the pile holds tiles) and shows the hand to the others', () => {
    const s = position({ board: { d4: ['yR+'] }, hands: [['R'], []], piles: [[], ['S']], toMove: 1 });
    expect(reveals(s, 'pass', 1)).toBe(true);
    expect(reveals(s, 'pass', 0)).toBe(false); // an empty hand shows nothing
    const t = position({ board: { d4: ['yR+'] }, hands: [['R'], []], toMove: 1 });
    expect(reveals(t, 'pass', 1)).toBe(false);
  });

  it('LX-20 `next` deals a new round from the PRNG: new to everyone', () => {
    const s = position({ board: { d4: ['yR+'], e4: ['yR+'], f4: ['yR+'] }, roundOver: true, scores: [1, 0] });
    expect(reveals(s, 'next', 0)).toBe(true);
    expect(reveals(s, 'next', 1)).toBe(true);
  });
});

describe('a takeback past a reveal is refused, in the record too', () => {
  it('LX-11 a face-up tile that drew cannot be taken back: the same seed would draw the same tiles again', () => {
    const s = fresh();
    const mover = linx.toMove(s) as number;
    const texts = [first(s, '@')];
    const { line } = played(texts);
    const t: TakebackEvent = { type: 'takeback', seat: mover, to: 0 };
    const r = positionAfterTakeback(linx, fresh, texts, line, t);
    expect(r.ok ? null : r.error.kind).toBe('takebackReveals');
    // A record holding it does not replay.
    const record = makeRecord(linx, { options, seed: 'reveals', seats: ['a', 'b'], moves: [...texts, { event: t }] });
    const replayed = replay(linx, record);
    expect(replayed.ok ? null : replayed.error.message).toMatch(/showed seat/);
  });

  it('LX-12 a face-down cover can be taken back: it showed its owner nothing; after a reply that did, it cannot', () => {
    const spec = {
      board: { d4: ['yR+'] },
      hands: [
        ['S', 'R'],
        ['P', 'R'],
      ],
      piles: [['S'], ['S']],
      toMove: 1,
    };
    const from = () => position(spec);
    const cover = ['P>d4'];
    const line: Played[] = [{ at: 0, mover: 1, move: true }];
    const r = positionAfterTakeback(linx, from, cover, line, { type: 'takeback', seat: 1, to: 0 });
    expect(r.ok).toBe(true);
    if (r.ok) expect(linx.toSetup(r.value.state)).toEqual(linx.toSetup(from()));
    // The reply placed a tile out of seat 0's private hand: seat 1 saw its type, so the takeback is refused.
    const replied = ['P>d4', 'S@e4'];
    const both: Played[] = [...line, { at: 1, mover: 0, move: true }];
    const refused = positionAfterTakeback(linx, from, replied, both, { type: 'takeback', seat: 1, to: 0 });
    expect(refused.ok ? null : refused.error.kind).toBe('takebackReveals');
  });
});
