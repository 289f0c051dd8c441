/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { symbolix } from './game.js';
import type { SymbolixState } from './state.js';

/**
 * The shipped winning chains (`puzzles.json`, written by `ludo puzzles symbolix`), re-verified with the engine
 * alone (`fromSetup`, `parseMove`, `isLegal`, `play`, `outcome`), not with the miner's search.
 */
interface Node {
  move: string;
  also?: string[];
  next?: Node;
}
interface Puzzle {
  id: string;
  setup: { variant?: string; options?: { variant?: string } };
  seat: number;
  solution: Node;
}
const set = JSON.parse(readFileSync(new URL('./puzzles.json', import.meta.url), 'utf8')) as { puzzles: Puzzle[] };

function load(setup: unknown): SymbolixState {
  const s = symbolix.fromSetup(setup);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

const soleWinner = (s: SymbolixState, seat: number): boolean => {
  const o = symbolix.outcome(s);
  return !!o && o.ranks[seat] === 1 && o.ranks.every((r, i) => i === seat || r > 1);
};

describe('shipped Symbolix chains (SX-10, SX-16, SX-24)', () => {
  it('are at least 300, in the Strategy variant', () => {
    expect(set.puzzles.length).toBeGreaterThanOrEqual(300);
    for (const p of set.puzzles) expect(symbolix.options(load(p.setup)).variant).toBe('strategy');
  });

  it('win within the seat’s turn along the solution, with two jumps or more', () => {
    for (const p of set.puzzles) {
      const s = load(p.setup);
      let jumps = 0;
      for (let at: Node | undefined = p.solution; at; at = at.next) {
        expect(symbolix.toMove(s), p.id).toBe(p.seat);
        const m = symbolix.parseMove(s, at.move);
        expect(m.ok && symbolix.isLegal(s, m.value), `${p.id} ${at.move}`).toBe(true);
        if (m.ok) symbolix.play(s, m.value);
        if (at.move.startsWith('jump')) jumps++;
      }
      expect(soleWinner(s, p.seat), p.id).toBe(true);
      expect(jumps, p.id).toBeGreaterThanOrEqual(2);
    }
  });

  it('cannot be won by a single move: no first move wins at once', () => {
    for (const p of set.puzzles) {
      const s = load(p.setup);
      for (const m of symbolix.legalMoves(s)) {
        const after = symbolix.clone(s);
        symbolix.play(after, m);
        expect(soleWinner(after, p.seat), `${p.id} ${symbolix.formatMove(s, m)}`).toBe(false);
      }
    }
  });
});
