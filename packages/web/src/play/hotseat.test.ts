import { describe, expect, it } from 'vitest';
import { chooseViewer, mustCover } from './hotseat.js';

describe('pass the device (hidden hands at one screen)', () => {
  it('shows the hand of the person to move, and covers it until they say they hold the device', () => {
    const seats = [0, 1];
    const v = chooseViewer(seats, 1, 0, false);
    expect(v).toBe(1);
    expect(mustCover(seats, v, 0)).toBe(true);
    expect(mustCover(seats, v, 1)).toBe(false);
  });
  it('never covers for a single person against bots, and keeps their hand while bots move', () => {
    expect(chooseViewer([0], 1, 0, false)).toBe(0);
    expect(mustCover([0], 0, null)).toBe(false);
  });
  it('shows no hand at a round’s end, nor to a spectator', () => {
    expect(chooseViewer([0, 1], 0, 1, true)).toBeNull();
    expect(chooseViewer([], 0, null, false)).toBeNull();
    expect(mustCover([0, 1], null, 0)).toBe(false);
  });
});
