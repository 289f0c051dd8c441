/// <reference types="node" />
// Tests run in Node (vitest) and read their fixtures from disk; the rules code itself uses no Node API.
import { readFileSync } from 'node:fs';
import { perftTable, Rng, unwrap } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { refFromSetup, refLegalMoves, refPerft, refPlay, refSummary } from './fixtures/reference.js';
import { linx } from './game.js';
import type { LinxState } from './types.js';

const load = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`./fixtures/perft/${name}.json`, import.meta.url), 'utf8'));

/**
 * LX-N3 perft: move sequences of length 1, 2, 3; a finished round is a leaf. Every row was computed by the engine
 * and by the naive reference generator in fixtures/reference.ts (written from the rules text, no shared code), which
 * agreed, then frozen. The small ones are also counted by hand:
 * - opening-2p: yellow holds R, P on an empty board: only the centre (LX-6), so 2. Blue holds P, R, S: 8 cells
 *   around d4 × 3 types + 1 face-down (the type beating d4's tile) = 25 after each, so 50.
 * - passes: yellow has no tile at all: `pass` (1). Blue holds P: the 10 empty cells around d4 e4 + P>d4 = 11.
 *   Yellow can then only pass again: 11.
 * - blocked: nobody holds or draws a tile: pass (1), pass (1), then the round is over (LX-16): 0.
 * - opening-4p: yellow holds R, S on an empty board: only e5, so 2. Blue holds P, R: 8 cells × 2 types + 1 face-down
 *   (P>e5 on the R, or R>e5 on the S) = 17 after each, so 34.
 */
const TABLE: [name: string, counts: number[]][] = [
  ['opening-2p', [2, 50, 1448]],
  ['opening-3p', [38, 2432, 153120]],
  ['opening-4p', [2, 34, 1168]],
  ['crowded-4x4', [20, 171, 1896]],
  ['crowded-5x5', [22, 238, 4874]],
  ['one-from-alignment', [35, 1392, 37667]],
  ['face-down-threat', [30, 427, 13961]],
  ['blocked', [1, 1, 0]],
  ['passes', [1, 11, 11]],
  ['teams-4p', [36, 626, 23412]],
];

describe('LX-N3 perft', () => {
  for (const [name, counts] of TABLE) {
    it(`${name}: ${counts.join(', ')}`, () => {
      const s = unwrap(linx.fromSetup(load(name)));
      expect(perftTable(linx, s, counts.length)).toEqual(counts);
    });
  }

  it('the naive reference generator agrees on every row (independent route)', () => {
    for (const [name, counts] of TABLE) {
      const ref = refFromSetup(load(name));
      // The largest row is checked to depth 2 only, to keep the suite quick; it was checked to 3 once.
      const depths = name === 'opening-3p' ? 2 : counts.length;
      for (let d = 1; d <= depths; d++) expect(refPerft(ref, d), `${name} depth ${d}`).toBe(counts[d - 1]);
    }
  });

  it('a finished round is a leaf at every depth', () => {
    const s = unwrap(linx.fromSetup(load('one-from-alignment')));
    linx.play(s, unwrap(linx.parseMove(s, 'S@f4')));
    expect(s.roundOver).toBe(true);
    expect(perftTable(linx, s, 3)).toEqual([0, 0, 0]);
    expect(linx.legalMoves(s).map((m) => linx.formatMove(s, m))).toEqual(['next']);
  });

  /** The same summary as refSummary, from the engine's setup JSON. */
  const summary = (s: LinxState): string => {
    const j = linx.toSetup(s) as { board: Record<string, string[]>; hands: string[][]; piles: string[][] };
    const board = Object.entries(j.board)
      .map(([cell, stack]) => `${cell}:${stack.join('')}`)
      .sort();
    const hands = j.hands.map((h) => h.slice().sort().join(''));
    return JSON.stringify({ board, hands, piles: j.piles.map((p) => p.join('')), over: s.roundOver });
  };

  it('legal moves and their effects match the reference along random matches (2, 3, 4 players, teams)', () => {
    for (const options of [{ players: 2 }, { players: 3 }, { players: 4 }, { players: 4, teams: true }]) {
      const rng = Rng.seeded(`ref-${JSON.stringify(options)}`);
      for (let game = 0; game < 3; game++) {
        const s = linx.setup(unwrap(linx.parseOptions(options)), rng);
        while (linx.toMove(s) !== null) {
          if (!s.roundOver) {
            const ours = linx
              .legalMoves(s)
              .map((m) => linx.formatMove(s, m))
              .sort();
            const ref = refFromSetup(linx.toSetup(s) as Record<string, unknown>);
            expect(ours).toEqual(refLegalMoves(ref));
            const m = linx.randomMove(s, rng);
            const after = refPlay(ref, linx.formatMove(s, m));
            linx.play(s, m);
            expect(summary(s)).toBe(refSummary(after));
          } else linx.play(s, linx.randomMove(s, rng));
        }
      }
    }
  });
});
