import { type Played, positionAfterTakeback, Rng, unwrap } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { superpion } from './index.js';

const options = unwrap(superpion.parseOptions({ players: 2 }));
const fresh = () => superpion.setup(options, Rng.seeded('reveals'));

describe('what a move reveals (takebacks never reveal)', () => {
  it('SP Information: perfect information, no chance: no move reveals, a takeback restores the position', () => {
    const s = fresh();
    const seat = superpion.toMove(s) as number;
    const moves = superpion.legalMoves(s);
    expect(moves.length).toBeGreaterThan(0);
    for (const m of moves) for (const viewer of [0, 1]) expect(superpion.reveals?.(s, m, viewer)).toBe(false);
    const text = superpion.formatMove(s, moves[0] as number);
    const line: Played[] = [{ at: 0, mover: seat, move: true }];
    const r = positionAfterTakeback(superpion, fresh, [text], line, { type: 'takeback', seat, to: 0 });
    expect(r.ok).toBe(true);
    if (r.ok) expect(superpion.toSetup(r.value.state)).toEqual(superpion.toSetup(fresh()));
  });
});
