import { type Json, type Played, positionAfterTakeback, unwrap } from '@ludotheque/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { cubiko, fromSetup } from './index.js';
import { loadPhysics } from './physics.js';
import type { CubikoState, Precision } from './types.js';

beforeAll(() => loadPhysics());

/** An empty frame, seat 0 to throw, at a precision (CB-6). */
const empty = (precision: Precision) => (): CubikoState =>
  unwrap(
    fromSetup({
      game: 'cubiko',
      options: { players: 2, precision, scoring: 'basic', target: 9, configurations: null },
      cubes: [] as Json[],
      reserves: [
        [1, 2, 3],
        [1, 2, 3],
      ],
      scores: [0, 0],
      configurations: [0, 0],
      quiet: 0,
      toMove: 0,
      phase: 'throw',
      outcome: null,
      rng: 'seed',
    }),
  );
const THROW = 'throw o=0 v=0,1800,-600 w=0,0,0';
const one: Played[] = [{ at: 0, mover: 0, move: true }];
const back = { type: 'takeback', seat: 0, to: 0 } as const;

describe('what a move reveals (takebacks never reveal)', () => {
  it('CB-6 a noised throw shows everyone the noise the PRNG drew: its takeback is refused', () => {
    for (const precision of ['steady', 'shaky'] as const) {
      const s = empty(precision)();
      const m = unwrap(cubiko.parseMove(s, THROW));
      expect(cubiko.reveals?.(s, m, 0)).toBe(true);
      expect(cubiko.reveals?.(s, m, 1)).toBe(true);
      const r = positionAfterTakeback(cubiko, empty(precision), [THROW], one, back);
      expect(r.ok ? null : r.error.kind).toBe('takebackReveals');
    }
  });

  it('CB-6 an exact throw draws nothing, and a pass is plain: both are taken back', () => {
    for (const text of [THROW, 'pass']) {
      const r = positionAfterTakeback(cubiko, empty('exact'), [text], one, back);
      expect(r.ok).toBe(true);
      if (r.ok) expect(cubiko.toSetup(r.value.state)).toEqual(cubiko.toSetup(empty('exact')()));
    }
    const steady = empty('steady')();
    expect(cubiko.reveals?.(steady, unwrap(cubiko.parseMove(steady, 'pass')), 0)).toBe(false);
  });
});
