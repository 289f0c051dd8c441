/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { cubiko } from './game.js';
import type { CubikoState } from './types.js';

/**
 * The shipped trick shots (`puzzles.json`, written by `ludo puzzles cubiko`), re-verified by simulation with the
 * engine alone (`fromSetup`, `parseMove`, `isLegal`, `play`, `outcome`): the physics and the CB-6 noise drawn from
 * the setup's PRNG are deterministic, so the shot wins from that setup every time.
 */
interface Node {
  move: string;
  also?: string[];
  next?: Node;
}
interface Puzzle {
  id: string;
  setup: unknown;
  seat: number;
  solution: Node;
}
const set = JSON.parse(readFileSync(new URL('./puzzles.json', import.meta.url), 'utf8')) as { puzzles: Puzzle[] };

function load(setup: unknown): CubikoState {
  const s = cubiko.fromSetup(setup);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

const soleWinner = (s: CubikoState, seat: number): boolean => {
  const o = cubiko.outcome(s);
  return !!o && o.ranks[seat] === 1 && o.ranks.every((r, i) => i === seat || r > 1);
};

beforeAll(async () => {
  await cubiko.load?.();
});

describe('shipped Cubiko trick shots (CB-6, CB-9, CB-11, CB-15, CB-16)', () => {
  it('are at least 300, two players at steady precision, the seat to throw without a configuration yet', () => {
    expect(set.puzzles.length).toBeGreaterThanOrEqual(300);
    for (const p of set.puzzles) {
      const s = load(p.setup);
      expect(cubiko.options(s)).toMatchObject({ players: 2, precision: 'steady' });
      expect(cubiko.toMove(s)).toBe(p.seat);
      expect(s.phase.kind).toBe('throw');
    }
  });

  it('win this turn along the solution: the throw counts or knocks cubes into a configuration', () => {
    for (const p of set.puzzles) {
      const s = load(p.setup);
      for (let at: Node | undefined = p.solution; at; at = at.next) {
        expect(cubiko.toMove(s), p.id).toBe(p.seat);
        const m = cubiko.parseMove(s, at.move);
        expect(m.ok && cubiko.isLegal(s, m.value), `${p.id} ${at.move}`).toBe(true);
        if (m.ok) cubiko.play(s, m.value);
      }
      expect(soleWinner(s, p.seat), p.id).toBe(true);
    }
  }, 600_000);
});
