import { describe, expect, it } from 'vitest';
import { afterAttempt, emptyRecord, loadRecord, puzzleLevel, puzzleSkill, saveRecord, shown } from './ratings.js';

describe('puzzle ratings (openskill, one game per attempt)', () => {
  it('start at 1500 for the player and at the shipped rating for a puzzle', () => {
    const r = emptyRecord();
    expect(shown(r.player)).toBe(1500);
    expect(shown(puzzleSkill(r, 'linx-0001', 1700))).toBe(1700);
  });

  it('a first-try solve raises the player and lowers the puzzle, and grows the streak', () => {
    const r = afterAttempt(emptyRecord(), 'p', 1500, true);
    expect(shown(r.player)).toBeGreaterThan(1500);
    expect(shown(puzzleSkill(r, 'p', 1500))).toBeLessThan(1500);
    expect(r.streak).toBe(1);
    expect(r.solved).toEqual(['p']);
  });

  it('a miss does the opposite and resets the streak', () => {
    const won = afterAttempt(emptyRecord(), 'p', 1500, true);
    const lost = afterAttempt(won, 'q', 1500, false);
    expect(shown(lost.player)).toBeLessThan(shown(won.player));
    expect(shown(puzzleSkill(lost, 'q', 1500))).toBeGreaterThan(1500);
    expect(lost.streak).toBe(0);
    expect(lost.solved).toEqual(['p']);
  });

  it("a puzzle's level is the shipped one until attempted, then its rating's (issue 27: difficulty from solvers)", () => {
    const shipped = { rating: 1440, level: 3 };
    expect(puzzleLevel(emptyRecord(), 'p', shipped)).toBe(3);
    // Missed by solvers, its rating climbs past 1450: level 4; solved by all, it falls below 1300: level 2.
    let missed = emptyRecord();
    for (let i = 0; i < 3; i++) missed = afterAttempt({ ...missed, player: emptyRecord().player }, 'p', 1440, false);
    expect(shown(puzzleSkill(missed, 'p', 1440))).toBeGreaterThanOrEqual(1450);
    expect(puzzleLevel(missed, 'p', shipped)).toBe(4);
    let solved = emptyRecord();
    for (let i = 0; i < 12; i++) solved = afterAttempt({ ...solved, player: emptyRecord().player }, 'p', 1440, true);
    expect(shown(puzzleSkill(solved, 'p', 1440))).toBeLessThan(1300);
    expect(puzzleLevel(solved, 'p', shipped)).toBe(2);
  });

  it('a damaged stored record starts afresh', () => {
    const storage = { getItem: () => '{not json' } as unknown as Storage;
    expect(loadRecord('linx', storage)).toEqual(emptyRecord());
  });

  it('a first miss against an even puzzle costs tens of points, not ~191 (issue 27)', () => {
    const lost = shown(afterAttempt(emptyRecord(), 'p', 1500, false).player);
    expect(1500 - lost).toBeGreaterThan(10);
    expect(1500 - lost).toBeLessThan(80);
  });

  it('keeps one record per game', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => data.set(k, v),
    } as unknown as Storage;
    saveRecord('linx', afterAttempt(emptyRecord(), 'linx-0001', 1500, true), storage);
    saveRecord('superpion', afterAttempt(emptyRecord(), 'superpion-0001', 1500, false), storage);
    expect(shown(loadRecord('linx', storage).player)).toBeGreaterThan(1500);
    expect(shown(loadRecord('superpion', storage).player)).toBeLessThan(1500);
    expect(loadRecord('symbolix', storage)).toEqual(emptyRecord());
  });
});
