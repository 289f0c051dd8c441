import type { AnyGame } from '@ludotheque/engine';
import { type StepClaim, tutorialChecks } from '@ludotheque/engine/kit';
import { describe, expect, it } from 'vitest';
import { superpion } from './game.js';
import { superpionTutorial } from './tutorial.js';
import type { SuperpionState } from './types.js';

const game = superpion as unknown as AnyGame;
type Setup = { pieces: Record<string, { colour: string; super?: boolean; under?: string }>; captured: string[][] };
const json = (s: unknown): Setup => superpion.toSetup(s as SuperpionState) as unknown as Setup;
const legal = (s: unknown) =>
  superpion.legalMoves(s as SuperpionState).map((m) => superpion.formatMove(s as SuperpionState, m));
const cells = (s: unknown) => Object.keys(json(s).pieces).sort();

// What each step's sentence says, read off the engine's state (SP rules), never off the tutorial.
const claims: Record<string, StepClaim> = {
  // SP-11: forward two cells (over the dark one) or sideways; never back, never diagonal.
  step: (_, before) => legal(before).sort().join() === 'h5-f5,h5-h7,h5-j5',
  // SP-9: the second action is by the other pawn (d5) only.
  two: (_, before) => legal(before).every((m) => m.startsWith('d5-')),
  // SP-12: the yellow pawn on h7 is removed, the blue pawn lands on i8.
  capture: (after) =>
    !json(after).pieces.h7 && json(after).pieces.i8?.colour === 'blue' && json(after).captured[0]?.length === 1,
  backward: (after) => !json(after).pieces.h7 && json(after).pieces.i6?.colour === 'blue',
  // SP-12: both yellow pawns taken in one action.
  chain: (after) => cells(after).join() === 'e12,i8' && json(after).captured[0]?.length === 2,
  // SP-10: the capture of two is the only legal first action.
  maximal: (after, before) => legal(before).join() === 'e4xg6xi8' && json(after).captured[0]?.length === 2,
  // SP-15, SP-16: on yellow's back line the yellow-badged pawn is a superpion over a grey spare.
  promote: (after) => json(after).pieces.g14?.super === true && json(after).pieces.g14?.under === 'grey',
  // SP-13: the superpion slides any distance orthogonally (d1 … d13, b5 … n5).
  slide: (_, before) => legal(before).includes('d5-d13') && legal(before).includes('d5-n5'),
  // SP-14: the jump over g8 from afar removes it.
  flying: (after) => !json(after).pieces.g8 && json(after).captured[0]?.length === 1,
};

describe('Superpion tutorial, every step through the engine', () => {
  it('has 8 to 15 steps', () => {
    expect(superpionTutorial.steps.length).toBeGreaterThanOrEqual(8);
    expect(superpionTutorial.steps.length).toBeLessThanOrEqual(15);
  });
  for (const c of tutorialChecks(game, superpionTutorial, claims)) it(c.name, () => c.run());

  it('the wrong promotion stays a pawn: its badge names black, not yellow (SP-15)', () => {
    const step = superpionTutorial.steps.find((s) => s.id === 'promote');
    const s = superpion.fromSetup(step?.setup);
    if (!s.ok) throw new Error(s.error.message);
    const m = superpion.parseMove(s.value, 'i12-i14');
    if (!m.ok) throw new Error(m.error.message);
    superpion.play(s.value, m.value);
    expect(json(s.value).pieces.i14?.super).toBeUndefined();
  });
});
