import { describe, expect, it } from 'vitest';
import type { SessionState } from '../session.js';
import { defaultSide, pastState, stepForKey } from './step.js';

const state: SessionState = {
  snapshot: {
    version: 6,
    seats: [
      { name: 'Ana', kind: 'human' },
      { name: 'Bruno', kind: 'human' },
    ],
    views: [{ mine: 0 }, { mine: 1 }],
    toMove: 1,
    legal: ['R@d4'],
    log: ['a', 'b', 'c', 'd', 'e', 'f'].map((text, i) => ({ seat: i % 2, text })),
    result: null,
  },
  error: null,
  connection: 'local',
  mySeats: [0, 1],
  game: 'linx',
  options: {},
};

describe('step-through state', () => {
  it('steps with the arrows, and returns to live past the last move', () => {
    expect(stepForKey('ArrowLeft', null, 6)).toBe(5);
    expect(stepForKey('ArrowLeft', 0, 6)).toBe(0);
    expect(stepForKey('ArrowRight', 4, 6)).toBe(5);
    expect(stepForKey('ArrowRight', 5, 6)).toBeNull();
    expect(stepForKey('Escape', 2, 6)).toBeNull();
    expect(stepForKey('Home', 3, 6)).toBe(0);
    expect(stepForKey('a', 3, 6)).toBeUndefined();
  });
  it('draws a past position with only the asked seat’s view and nothing to play', () => {
    const past = pastState(state, { moves: 2, version: 2, seat: 1, view: { old: 1 }, toMove: 0, result: null });
    expect(past.mySeats).toEqual([1]);
    expect(past.snapshot?.views).toEqual([null, { old: 1 }]);
    expect(past.snapshot?.legal).toEqual([]);
    expect(past.snapshot?.log.map((e) => e.text)).toEqual(['a', 'b']);
    expect(past.snapshot?.toMove).toBe(0);
    const pub = pastState(state, { moves: 0, version: 0, seat: null, view: { pub: 1 }, toMove: 0, result: null });
    expect(pub.mySeats).toEqual([]);
    expect(pub.snapshot?.views).toEqual([null, null]);
    expect(pub.snapshot?.spectatorView).toEqual({ pub: 1 });
  });
  it('shows by default the side of the person this screen shows now', () => {
    expect(defaultSide(state)).toBe(1);
    expect(defaultSide({ ...state, mySeats: [0] })).toBe(0);
    expect(defaultSide({ ...state, mySeats: [] })).toBeNull();
  });
});
