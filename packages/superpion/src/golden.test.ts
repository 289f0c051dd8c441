/// <reference types="node" />
// Tests run in Node (vitest) and read their fixtures from disk; the rules code itself uses no Node API.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { goldenPlaythrough } from './testing/golden.js';
import { refFromSetup, refMoves, refPlay } from './testing/reference.js';

describe('golden playthrough of a seeded 4-player game', () => {
  it('replays exactly the checked-in transcript (views, legal moves, moves, outcome)', () => {
    const golden = JSON.parse(readFileSync(new URL('./fixtures/golden-four.json', import.meta.url), 'utf8'));
    const now = JSON.parse(JSON.stringify(goldenPlaythrough()));
    expect(now.steps.length).toBe(golden.steps.length);
    for (let i = 0; i < golden.steps.length; i++) expect(now.steps[i], `step ${i}`).toEqual(golden.steps[i]);
    expect(now.outcome).toEqual(golden.outcome);
    // Perfect information: every seat and the spectator see the same view and hear the same moves.
    for (const step of golden.steps) expect(step.sameForAll && step.toldAlike !== false).toBe(true);
  });
});

describe('the golden transcript checked by the naive reference', () => {
  it("each step's legal moves are the reference's, and the played move leads to the next step's view", () => {
    const golden = JSON.parse(readFileSync(new URL('./fixtures/golden-four.json', import.meta.url), 'utf8'));
    const expand = (view: Record<string, unknown>) => {
      const pieces: Record<string, unknown> = {};
      for (const w of String(view.pieces).split(' ')) {
        const [cell, colour, rest] = w.split(':') as [string, string, string];
        pieces[cell] = rest.startsWith('*') ? { colour, super: true, under: rest.slice(1) } : { colour, badge: rest };
      }
      return { ...view, pieces };
    };
    let ref = refFromSetup(expand(golden.steps[0].view));
    for (const step of golden.steps) {
      const j = expand(step.view) as Record<string, unknown>;
      expect(refMoves(ref), `ply ${step.ply}`).toEqual([...step.moves].sort());
      expect([...ref.pieces.keys()].sort(), `ply ${step.ply}`).toEqual(Object.keys(j.pieces as object).sort());
      expect([ref.toMove, ref.actionsLeft, ref.quiet, ref.passes]).toEqual([
        j.toMove,
        j.actionsLeft,
        j.quiet,
        j.passes,
      ]);
      if (step.played) ref = refPlay(ref, step.played);
    }
    expect(ref.over).toBe(true);
  });
});
