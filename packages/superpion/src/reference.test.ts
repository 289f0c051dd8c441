/**
 * Differential test: along seeded random games of every mode, the engine's legal moves (in notation) and its end of
 * game agree with the naive reference written from the rules text (`testing/reference.ts`).
 */
import { Rng, unwrap } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { superpion } from './index.js';
import { type RefState, refFromSetup, refMoves, refPlay } from './testing/reference.js';

const ORDER = ['blue', 'red', 'yellow', 'black', 'grey'];
const sortPile = (p: string[]) => [...p].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));

function summary(j: Record<string, unknown>) {
  const { pieces, captured, toMove, actionsLeft, quiet, passes } = j;
  return { pieces, captured, toMove, actionsLeft, quiet, passes };
}

function refSummary(r: RefState) {
  const pieces = Object.fromEntries([...r.pieces].sort(([a], [b]) => (a < b ? -1 : 1)));
  const { toMove, actionsLeft, quiet, passes } = r;
  return { pieces, captured: r.piles.map(sortPile), toMove, actionsLeft, quiet, passes };
}

const MODES = [
  { mode: 'four' },
  { mode: 'teams' },
  { mode: 'three', idle: 'yellow' },
  { mode: 'two' },
  { mode: 'twoSuper' },
];

describe('engine and reference agree along random games (SP-9 … SP-18)', () => {
  for (const raw of MODES) {
    it(`${raw.mode}: same legal moves, same states, same end`, () => {
      for (let g = 0; g < 3; g++) {
        const rng = Rng.seeded(`ref/${raw.mode}/${g}`);
        const state = superpion.setup(unwrap(superpion.parseOptions(raw)), rng.clone());
        let ref = refFromSetup(superpion.toSetup(state) as Record<string, unknown>);
        let plies = 0;
        while (superpion.toMove(state) !== null) {
          const moves = superpion.legalMoves(state).map((m) => superpion.formatMove(state, m));
          expect(moves.sort(), `ply ${plies}`).toEqual(refMoves(ref));
          const move = superpion.randomMove(state, rng);
          const text = superpion.formatMove(state, move);
          superpion.play(state, move);
          ref = refPlay(ref, text);
          expect(ref.over, `end after ply ${plies} (${text})`).toBe(superpion.toMove(state) === null);
          expect(summary(superpion.toSetup(state) as Record<string, unknown>), `after ply ${plies}`).toEqual(
            refSummary(ref),
          );
          plies++;
        }
        expect(refMoves(ref)).toEqual([]);
      }
    });
  }
});
