import type { AnyGame } from '@ludotheque/engine';
import { linx, linxTutorial } from '@ludotheque/linx';
import { describe, expect, it } from 'vitest';
import type { SessionState } from '../play/session.js';
import { resumeAt } from './progress.js';
import { type Answer, StepSession } from './session.js';

const lesson = { game: linx as unknown as AnyGame, tutorial: linxTutorial };
const cover = linxTutorial.steps.find((s) => s.id === 'cover');

function start() {
  if (!cover) throw new Error('no cover step');
  const answers: Answer[] = [];
  const session = new StepSession(lesson, cover, ['A', 'B'], (a) => answers.push(a));
  let state: SessionState = session.initial;
  session.subscribe((s) => {
    state = s;
  });
  return { session, answers, state: () => state };
}

const board = (s: SessionState) =>
  (s.snapshot?.views[0] as { board?: Record<string, string[]> } | undefined)?.board ?? {};

describe('a tutorial step as a table session', () => {
  it('offers the step position with the learner to move and its legal moves (LX-11, LX-12)', () => {
    const { state } = start();
    expect(state().snapshot?.toMove).toBe(0);
    expect(state().snapshot?.legal).toContain('R>e4');
    expect(state().snapshot?.views[1]).toBeNull(); // never the other seat's hand
  });

  it('a wrong legal move is shown, then undone by restart', () => {
    const { session, answers, state } = start();
    session.play(0, 'R@d5');
    expect(answers.at(-1)).toMatchObject({ verdict: 'wrong', why: 'coverAsked' });
    expect(board(state()).d5).toEqual(['yR+']);
    expect(state().snapshot?.legal).toEqual([]); // no second answer before the restart
    session.restart();
    expect(board(state()).d5).toBeUndefined();
    expect(answers.at(-1)).toBeNull();
  });

  it('an illegal move changes nothing; the right one is accepted', () => {
    const { session, answers, state } = start();
    session.play(0, 'R>e5'); // rock does not beat paper (LX-3)
    expect(answers.at(-1)).toMatchObject({ verdict: 'illegal', why: 'beats' });
    expect(board(state()).e5).toEqual(['bP+']);
    session.play(0, 'R>e4');
    expect(answers.at(-1)?.verdict).toBe('right');
    expect(board(state()).e4).toEqual(['bS+', 'yR-']);
  });

  it('a click on a cell no legal move names is explained by the step (issue 27): must touch, centre, beats', () => {
    const stepOf = (id: string) => {
      const step = linxTutorial.steps.find((s) => s.id === id);
      if (!step) throw new Error(id);
      const answers: Answer[] = [];
      return { session: new StepSession(lesson, step, ['A', 'B'], (a) => answers.push(a)), answers };
    };
    const touch = stepOf('touch');
    // b7 touches nothing (LX-11): not highlighted, explained as the step's rule.
    expect(touch.session.deadClick('b7')).toBe(true);
    expect(touch.answers.at(-1)).toEqual({ verdict: 'illegal', why: 'touch' });
    // A cell next to the centre tiles is a legal target: the board handles it, nothing is said here.
    expect(touch.session.deadClick('d5')).toBe(false);
    const first = stepOf('first');
    expect(first.session.deadClick('c3')).toBe(true);
    expect(first.answers.at(-1)).toEqual({ verdict: 'illegal', why: 'centre' });
    const { session, answers } = start();
    expect(session.deadClick('e5')).toBe(true); // blue's paper: rock does not beat it (LX-3)
    expect(answers.at(-1)).toEqual({ verdict: 'illegal', why: 'beats' });
  });

  it('resumes at the first step not done', () => {
    expect(resumeAt(['a', 'b', 'c'], new Set(['a', 'c']))).toBe(1);
    expect(resumeAt(['a', 'b'], new Set(['a', 'b']))).toBeNull();
  });
});
