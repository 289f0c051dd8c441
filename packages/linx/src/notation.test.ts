import { describe, expect, it } from 'vitest';
import { position } from './fixtures/build.js';
import { linx } from './game.js';

describe('LX-N1 notation', () => {
  const s = position({ board: { d4: ['yR+'] }, hands: [[], ['P', 'S']], toMove: 1 });

  it('round-trips every kind of move', () => {
    for (const text of ['R@d4', 'S>e5', 'P@a1', 'R>g7', 'pass', 'next']) {
      const r = linx.parseMove(s, text);
      expect(r.ok).toBe(true);
      if (r.ok) expect(linx.formatMove(s, r.value)).toBe(text);
    }
  });

  it('lists legal moves in notation', () => {
    const moves = linx.legalMoves(s).map((m) => linx.formatMove(s, m));
    expect(moves).toContain('P>d4');
    expect(moves).toContain('S@c3');
    expect(moves).toHaveLength(8 * 2 + 1);
  });

  it('refuses garbage with a notation error', () => {
    for (const text of ['', 'X@d4', 'R@', 'R@h1', 'R@d0', 'R@d44', 'R-d4', 'Pass', 'next round', 'r@d4']) {
      const r = linx.parseMove(s, text);
      expect(r.ok, text).toBe(false);
      if (!r.ok) expect(r.error.kind).toBe('notation');
    }
  });

  it('isLegal refuses moves that parse but are illegal, and non-moves', () => {
    for (const text of ['R@d4', 'R@e5', 'P@g7', 'S>d4', 'pass', 'next']) {
      expect(linx.isLegal(s, (linx.parseMove(s, text) as { value: number }).value), text).toBe(false);
    }
    for (const m of [-1, 1.5, Number.NaN, 10_000]) expect(linx.isLegal(s, m)).toBe(false);
  });
});
