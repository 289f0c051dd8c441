import { makeRecord, Rng } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { analyseRecord, chancesOf, createAnalyser, createLineAnalyser, markOf } from './analysis.js';
import { tictactoe } from './fixtures/tictactoe.js';
import { deal, tricks3 } from './fixtures/tricks3.js';

// Cells row by row from the top left; x (seat 0) moves first. After c0 c3 c1 c4, x has c0 c1 and o has c3 c4:
// x wins at once on c2. x plays c6 instead, and o completes its middle row on c5.
const BLUNDER = ['c0', 'c3', 'c1', 'c4', 'c6', 'c5'];
const record = (moves: readonly string[]) =>
  makeRecord(tictactoe, {
    options: { players: 2 },
    seed: 'ttt',
    seats: ['x', 'o'],
    moves,
    result: { scores: [0, 1], ranks: [2, 1] },
  });

describe('analysis of a finished record', () => {
  it('marks a blunder by construction and names the winning move', () => {
    const r = analyseRecord(tictactoe, record(BLUNDER), { seed: 's', iterations: 400 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.moves.map((m) => m.move)).toEqual(BLUNDER);
    const blunder = r.value.moves[4];
    // Before: x wins on c2 (chance 1); after c6, o wins on c5 (x's chance 0): a loss of about 1.
    expect(blunder?.seat).toBe(0);
    expect(blunder?.best).toBe('c2');
    expect(blunder?.before).toBeGreaterThan(0.9);
    expect(blunder?.after).toBeLessThan(0.2);
    expect(blunder?.mark).toBe('blunder');
    // o's c5 wins at once: the preferred move, nothing lost.
    expect(r.value.moves[5]).toMatchObject({ seat: 1, best: 'c5', loss: 0, mark: null });
  });

  it('gives the same figures for the same record and seed', () => {
    const a = analyseRecord(tictactoe, record(BLUNDER), { seed: 'same', iterations: 60 });
    const b = analyseRecord(tictactoe, record(BLUNDER), { seed: 'same', iterations: 60 });
    expect(a.ok).toBe(true);
    expect(a).toEqual(b);
  });

  it('charts both seats: complements with 2 players, the mover’s figure after each move', () => {
    const r = analyseRecord(tictactoe, record(BLUNDER), { seed: 's', iterations: 100 });
    if (!r.ok) throw new Error(r.error.message);
    const rows = chancesOf(r.value);
    expect(rows).toHaveLength(BLUNDER.length + 1);
    for (const row of rows) expect((row[0] ?? 0) + (row[1] ?? 0)).toBeCloseTo(1, 9);
    expect(rows[5]?.[0]).toBe(r.value.moves[4]?.after);
  });

  it('thresholds: 0.1 inaccuracy, 0.2 mistake, 0.3 blunder', () => {
    expect([0.05, 0.1, 0.19, 0.2, 0.3, 0.9].map(markOf)).toEqual([
      null,
      'inaccuracy',
      'inaccuracy',
      'mistake',
      'blunder',
      'blunder',
    ]);
  });

  it('refuses an unfinished game, a bad record and a bad budget with typed errors', () => {
    const open = createAnalyser(tictactoe, { ...record(BLUNDER.slice(0, 4)), result: null }, { seed: 's' });
    expect(!open.ok && open.error.kind).toBe('options');
    const bad = createAnalyser(tictactoe, record(['c0', 'c0']), { seed: 's' });
    expect(!bad.ok && bad.error.kind).toBe('record');
    const budget = createAnalyser(tictactoe, record(BLUNDER), { seed: 's', iterations: 0 });
    expect(!budget.ok && budget.error.kind).toBe('options');
  });

  it('steps one move at a time', () => {
    const a = createAnalyser(tictactoe, record(BLUNDER), { seed: 's', iterations: 20 });
    if (!a.ok) throw new Error(a.error.message);
    expect(a.value.total).toBe(6);
    expect(a.value.step()).toEqual({ ok: true, value: true });
    expect(a.value.result().moves).toHaveLength(1);
  });
});

describe('analysis never reads what was hidden from the mover', () => {
  // Seat 0 holds 1 5 9 in both deals; 7 and 8 are swapped between seats 1 and 2. The line plays only cards both deals
  // give the same seat: 9 2 4 (seat 0 wins), then 1 3 6.
  const a = deal([1, 5, 9, 2, 3, 7, 4, 6, 8], Rng.seeded(1));
  const b = deal([1, 5, 9, 2, 3, 8, 4, 6, 7], Rng.seeded(2));
  const line = ['9', '2', '4', '1', '3', '6'];

  it('gives seat 0 the same figures in both deals, same seed', () => {
    const run = (s: typeof a) => {
      const r = createLineAnalyser(tricks3, s, line, { seed: 'hidden', iterations: 200 });
      if (!r.ok) throw new Error(r.error.message);
      for (let more = r.value.step(); more.ok && more.value; more = r.value.step());
      return r.value.result().moves;
    };
    const [ma, mb] = [run(a), run(b)];
    expect(ma).toHaveLength(line.length);
    const seat0 = (ms: typeof ma) => ms.filter((m) => m.seat === 0);
    expect(seat0(ma)).toHaveLength(2);
    expect(seat0(ma)).toEqual(seat0(mb));
    // The deals really differ for seat 1, whose own view is not the same.
    expect(tricks3.view(a, 1)).not.toEqual(tricks3.view(b, 1));
  });
});
