/// <reference types="node" />
import { readFileSync } from 'node:fs';
import type { AnyGame } from '@ludotheque/engine';
import { linx } from '@ludotheque/linx';
import { describe, expect, it } from 'vitest';
import { startAttempt, tryMove } from './attempt.js';
import type { Puzzle, SolutionNode } from './types.js';

const game = linx as unknown as AnyGame;
const puzzles = (
  JSON.parse(readFileSync(new URL('../../../linx/src/puzzles.json', import.meta.url), 'utf8')) as { puzzles: Puzzle[] }
).puzzles;

describe('a puzzle attempt judged by the engine (Linx, LX-15)', () => {
  it('plays the solution with the answers the tree covers, to a win', () => {
    for (const p of puzzles.slice(0, 20)) {
      let a = startAttempt(game, p);
      expect(a, p.id).not.toBeNull();
      if (!a) continue;
      let node: SolutionNode | undefined = p.solution;
      for (let i = 0; node && a.status === 'solving' && i < 5; i++) {
        a = tryMove(game, p, a, node.move);
        const reply = a.line[a.line.length - 1] as string;
        node = node.replies
          ? Object.entries(node.replies).find(([k]) => k === reply || k.startsWith(`${reply} `))?.[1]
          : node.next;
        if (a.status === 'solving') expect(a.node, `${p.id} after ${a.line.join(' ')}`).toBe(node);
      }
      expect(a.status, p.id).toBe('solved');
    }
  });

  it('refuses a wrong move without changing the position', () => {
    const p = puzzles[0] as Puzzle;
    const a = startAttempt(game, p);
    if (!a) throw new Error('no attempt');
    const right = new Set([p.solution.move, ...(p.solution.also ?? [])]);
    const wrong = linx
      .legalMoves(a.state as never)
      .map((m) => linx.formatMove(a.state as never, m))
      .find((m) => !right.has(m)) as string;
    const after = tryMove(game, p, a, wrong);
    expect(after.status).toBe('solving');
    expect(after.wrong).toBe(wrong);
    expect(after.misses).toBe(1);
    expect(after.state).toBe(a.state);
  });
});
