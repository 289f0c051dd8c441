import { Rng } from '@ludotheque/engine';
import { linx } from '@ludotheque/linx';
import { describe, expect, it } from 'vitest';
import { readLinxView } from './view.js';

describe('reading Linx views', () => {
  it('reads the engine’s own view of a fresh 3-player round: neutral block, own hand, sizes (LX-8, LX-9)', () => {
    const opts = linx.parseOptions({ players: 3 });
    if (!opts.ok) throw new Error(opts.error.message);
    const state = linx.setup(opts.value, Rng.seeded('view-test'));
    const first = linx.toMove(state)!;
    const r = readLinxView(linx.view(state, first), first);
    if (!r.ok) throw new Error('view not read');
    const t = r.table;
    expect(t.players).toBe(3);
    expect(t.n).toBe(5);
    expect(t.frame).toBe(9);
    // LX-9: the 3×3 neutral block centred on e5, rows from the top R P S / S R P / P S R.
    expect(t.cells.size).toBe(9);
    expect(t.cells.get('d6')).toEqual([{ owner: 4, type: 'R', down: false }]);
    expect(t.cells.get('f4')).toEqual([{ owner: 4, type: 'R', down: false }]);
    expect(t.cells.get('d4')).toEqual([{ owner: 4, type: 'P', down: false }]);
    // LX-8: the round's first player holds 2 tiles, the next 3, then 4; piles hold the rest of 15.
    expect(t.hand).toHaveLength(2);
    expect(t.handSizes[first]).toBe(2);
    expect(t.handSizes[(first + 1) % 3]).toBe(3);
    expect(t.handSizes[(first + 2) % 3]).toBe(4);
    expect(t.pileSizes.map((p, i) => p + (t.handSizes[i] ?? 0))).toEqual([15, 15, 15]);
    expect(t.toMove).toBe(first);
  });

  it('gives a spectator no hand', () => {
    const opts = linx.parseOptions({ players: 2 });
    if (!opts.ok) throw new Error(opts.error.message);
    const state = linx.setup(opts.value, Rng.seeded('spectator'));
    const r = readLinxView(linx.view(state, 'spectator'), null);
    expect(r.ok && r.table.hand).toBeNull();
  });

  it('refuses malformed views instead of throwing', () => {
    for (const bad of [
      null,
      3,
      'x',
      [],
      { players: 9 },
      { players: 2, board: { zz: ['yR+'] } },
      { players: 2, board: { d4: ['qq'] } },
    ]) {
      expect(readLinxView(bad, 0).ok).toBe(false);
    }
  });
});
