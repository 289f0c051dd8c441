import type { AnyGame } from '@ludotheque/engine';
import { type StepClaim, tutorialChecks } from '@ludotheque/engine/kit';
import { describe, it } from 'vitest';
import { linx } from './game.js';
import { linxTutorial } from './tutorial.js';
import type { LinxState } from './types.js';

const game = linx as unknown as AnyGame;
type Setup = { scores: number[]; roundOver: boolean; hands: string[][]; board: Record<string, string[]> };
const json = (s: unknown): Setup => linx.toSetup(s as LinxState) as unknown as Setup;
const wins = (after: unknown) => json(after).roundOver && json(after).scores[0] === 1;
const legalTexts = (s: unknown) => linx.legalMoves(s as LinxState).map((m) => linx.formatMove(s as LinxState, m));

// Each claim is what the step's sentence says, read off the engine's state (LX rules), never off the tutorial.
const claims: Record<string, StepClaim> = {
  // LX-6: an empty 2-player board takes its first tile on d4 only; LX-11: the tile drew 2 (hand 2 - 1 + 2).
  first: (after) => json(after).board.d4?.length === 1 && json(after).hands[0]?.length === 3,
  // LX-11: every legal move touches a tile (d4, e4: columns c–f, rows 3–5) and none is a cover (R beats no R).
  touch: (_, before) =>
    legalTexts(before).every((m) => /^R@[c-f][3-5]$/.test(m)) && !legalTexts(before).some((m) => m.includes('>')),
  // LX-5: tiles span c–f already, so nothing goes in columns b or g.
  window: (_, before) => legalTexts(before).every((m) => /^R@[c-f]/.test(m)),
  // LX-12: the rock lies face down on the scissors; nothing was drawn (hand 1 - 1).
  cover: (after) => json(after).board.e4?.join() === 'bS+,yR-' && json(after).hands[0]?.length === 0,
  // LX-12: no move covers d4's face-down tile.
  final: (_, before) => !legalTexts(before).some((m) => m.endsWith('d4')),
  line: wins,
  diagonal: wins,
  faces: wins,
  // LX-15: after covering one of blue's two rocks, no blue reply wins the round.
  block: (after) =>
    legalTexts(after).every((m) => {
      const s = linx.clone(after as LinxState);
      const parsed = linx.parseMove(s, m);
      if (parsed.ok) linx.play(s, parsed.value);
      return !json(s).roundOver;
    }),
  // LX-13: passing with an empty hand draws 2.
  pass: (after) => json(after).hands[0]?.length === 2,
};

describe('Linx tutorial, every step through the engine', () => {
  it('has 8 to 15 steps', () => {
    if (linxTutorial.steps.length < 8 || linxTutorial.steps.length > 15) throw new Error('step count');
  });
  for (const c of tutorialChecks(game, linxTutorial, claims)) it(c.name, () => c.run());

  it('the threat is real: the listed wrong move lets blue win (LX-15)', () => {
    const step = linxTutorial.steps.find((s) => s.id === 'block');
    const s = linx.fromSetup(step?.setup);
    if (!s.ok) throw new Error(s.error.message);
    for (const m of ['P@d3', 'R@f4']) {
      const parsed = linx.parseMove(s.value, m);
      if (!parsed.ok || !linx.isLegal(s.value, parsed.value)) throw new Error(`${m} illegal`);
      linx.play(s.value, parsed.value);
    }
    if (!json(s.value).roundOver || json(s.value).scores[1] !== 1) throw new Error('blue did not win');
  });
});
