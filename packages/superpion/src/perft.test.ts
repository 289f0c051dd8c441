/// <reference types="node" />
// Tests run in Node (vitest) and read their fixtures from disk; the rules code itself uses no Node API.
/**
 * SP-N3 perft table. Each fixture in `fixtures/perft/` names a position and its frozen counts; the counts were
 * checked once against the naive reference (`testing/reference.ts`, written from the rules text, sharing no code
 * with the engine) and the small ones by hand (each fixture's comment says how), then frozen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { perftTable, unwrap } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { superpion } from './index.js';
import { refFromSetup, refMoves, refPerft } from './testing/reference.js';

interface Fixture {
  name: string;
  comment: string;
  counts: number[];
  setup: Record<string, unknown>;
}

const dir = new URL('./fixtures/perft/', import.meta.url);
const fixtures: Fixture[] = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as Fixture);

describe('perft table (SP-N3)', () => {
  it('has at least ten named setups', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(10);
  });
  for (const fx of fixtures) {
    it(`${fx.name}: engine counts are the frozen counts`, () => {
      const state = unwrap(superpion.fromSetup(fx.setup));
      expect(perftTable(superpion, state, fx.counts.length)).toEqual(fx.counts);
    });
    it(`${fx.name}: the naive reference agrees, move by move at depth 1`, () => {
      const state = unwrap(superpion.fromSetup(fx.setup));
      const engineMoves = superpion.legalMoves(state).map((m) => superpion.formatMove(state, m));
      expect(engineMoves.sort()).toEqual(refMoves(refFromSetup(fx.setup)));
      const ref = fx.counts.map((_, i) => refPerft(refFromSetup(fx.setup), i + 1));
      expect(ref).toEqual(fx.counts);
    });
  }
});
