import { describe, expect, it } from 'vitest';
import type { TableSnapshot } from '../types.js';
import { cueFor } from './cues.js';
import { isMuted, NOTES, SOUNDS } from './sound.js';

const snap = (log: string[], over = false): TableSnapshot => ({
  version: log.length,
  seats: [],
  views: [],
  toMove: 0,
  legal: [],
  log: log.map((text) => ({ seat: 0, text })),
  result: over ? { scores: [1, 0], ranks: [1, 2] } : null,
});
const captures = (text: string) => text.includes('x');

describe('table sounds', () => {
  it('off under automation or ?sound=0 unless chosen; the remembered choice wins', () => {
    expect(isMuted(null, true, '')).toBe(true);
    expect(isMuted(null, false, '?sound=0')).toBe(true);
    expect(isMuted(null, false, '')).toBe(false);
    expect(isMuted('0', true, '?sound=0')).toBe(false);
    expect(isMuted('1', false, '')).toBe(true);
  });

  it('a first look is silent; then the end, a capture, your turn, a move, in that order of precedence', () => {
    expect(cueFor(null, snap(['a']), true, captures)).toBeNull();
    const seen = { logLength: 1, myTurn: false, over: false };
    expect(cueFor(seen, snap(['a', 'd3xf5'], true), true, captures)).toBe('end');
    expect(cueFor(seen, snap(['a', 'd3xf5']), true, captures)).toBe('capture');
    expect(cueFor(seen, snap(['a', 'b']), true, captures)).toBe('turn');
    expect(cueFor(seen, snap(['a', 'b']), false, captures)).toBe('move');
    expect(cueFor(seen, snap(['a']), false, captures)).toBeNull();
  });

  it('every sound has short notes', () => {
    for (const s of SOUNDS) {
      expect(NOTES[s].length).toBeGreaterThan(0);
      for (const [, start, length] of NOTES[s]) expect(start + length).toBeLessThan(1);
    }
  });
});
