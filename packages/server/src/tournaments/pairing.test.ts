import { describe, expect, it } from 'vitest';
import { pairArena } from './arena.js';
import { arenaPoints, isWin, tablePoints, winPoints } from './scoring.js';
import { pairSwiss, type SwissPlayer, tieBreaks } from './swiss.js';

const player = (id: string, score: number, rating: number, met: string[] = [], extra: Partial<SwissPlayer> = {}) =>
  ({
    id,
    score,
    rating,
    met: new Set(met),
    byes: 0,
    games: met.length,
    firstSeats: 0,
    lastFirst: null,
    ...extra,
  }) as SwissPlayer;

describe('points (README "Points")', () => {
  it('a table is the pairwise games of each seat: win 2, draw 1', () => {
    expect(tablePoints([1, 2])).toEqual([2, 0]);
    expect(tablePoints([1, 1])).toEqual([1, 1]);
    expect(tablePoints([1, 2, 3, 4])).toEqual([6, 4, 2, 0]);
    expect(tablePoints([1, 1, 3, 4])).toEqual([5, 5, 2, 0]);
    expect(tablePoints([2, 1, 3])).toEqual([2, 4, 0]);
    expect(winPoints(2)).toBe(2);
    expect(winPoints(4)).toBe(6);
    expect(isWin([1, 1], 0)).toBe(false);
    expect(isWin([2, 1, 3], 1)).toBe(true);
  });

  it('an arena streak doubles after two wins in a row, until a game is not a win', () => {
    // Worked by hand: win, win, win (on fire: 4), draw (on fire: 2, ends it), win (2).
    const games = [
      [1, 2],
      [1, 2],
      [1, 2],
      [1, 1],
      [1, 2],
    ];
    let streak = 0;
    const got: number[] = [];
    for (const ranks of games) {
      const r = arenaPoints(ranks, 0, streak);
      got.push(r.points);
      streak = r.streak;
    }
    expect(got).toEqual([2, 2, 4, 2, 2]);
    // A 4-seat table on fire: second place's 4 points doubled, and the streak ends.
    expect(arenaPoints([2, 1, 3, 4], 0, 2)).toEqual({ points: 8, streak: 0 });
  });
});

describe('Swiss pairing (Monrad with backtracking, README "Swiss")', () => {
  it('pairs a six-player event as worked by hand over two rounds', () => {
    const r1 = pairSwiss([
      player('F', 0, 1100),
      player('A', 0, 1600),
      player('C', 0, 1400),
      player('B', 0, 1500),
      player('E', 0, 1200),
      player('D', 0, 1300),
    ]);
    expect(r1).toEqual({
      tables: [
        ['A', 'B'],
        ['C', 'D'],
        ['E', 'F'],
      ],
      byes: [],
    });
    // A beat B, D beat C, E and F drew. By hand: A–D, E–B (E–F met), F–C; seat 0 to whoever had it less.
    const r2 = pairSwiss([
      player('A', 2, 1600, ['B'], { firstSeats: 1, lastFirst: true }),
      player('B', 0, 1500, ['A'], { lastFirst: false }),
      player('C', 0, 1400, ['D'], { firstSeats: 1, lastFirst: true }),
      player('D', 2, 1300, ['C'], { lastFirst: false }),
      player('E', 1, 1200, ['F'], { firstSeats: 1, lastFirst: true }),
      player('F', 1, 1100, ['E'], { lastFirst: false }),
    ]);
    expect(r2).toEqual({
      tables: [
        ['D', 'A'],
        ['B', 'E'],
        ['F', 'C'],
      ],
      byes: [],
    });
  });

  it('backtracks rather than repeat a pairing', () => {
    const r = pairSwiss([
      player('W', 4, 4, ['X']),
      player('X', 4, 3, ['W', 'Z']),
      player('Y', 4, 2),
      player('Z', 4, 1, ['X']),
    ]);
    // Greedy W–Y would leave X–Z, a repeat: W–Z and X–Y instead.
    expect(r.tables.map((t) => [...t].sort())).toEqual([
      ['W', 'Z'],
      ['X', 'Y'],
    ]);
  });

  it('gives the bye to the lowest-ranked player without one, at most once while another can take it', () => {
    const field = [player('a', 4, 5), player('b', 2, 4), player('c', 2, 3), player('d', 0, 2), player('e', 0, 1)];
    expect(pairSwiss(field).byes).toEqual(['e']);
    const again = field.map((p) => (p.id === 'e' ? { ...p, byes: 1 } : p));
    expect(pairSwiss(again).byes).toEqual(['d']);
  });

  it('seats tables of four by score, avoiding table-mates already met where it can', () => {
    const field = 'abcdefghi'
      .split('')
      .map((id, i) => player(id, 10 - i, 0, id === 'a' ? ['b'] : id === 'b' ? ['a'] : []));
    const r = pairSwiss(field, 4, 2);
    // 9 players: two tables of 4 and one last table of 1 is below the game's 2 seats: one bye.
    expect(r.byes).toEqual(['i']);
    expect(r.tables).toEqual([
      ['a', 'c', 'd', 'e'],
      ['b', 'f', 'g', 'h'],
    ]);
  });

  it('tie-breaks: Buchholz and Sonneborn-Berger worked by hand', () => {
    // A beat B, C drew D, A drew C, B beat D. Scores (win 2, draw 1): A 3, B 2, C 2, D 1.
    const games = [
      { players: ['A', 'B'], ranks: [1, 2] },
      { players: ['C', 'D'], ranks: [1, 1] },
      { players: ['A', 'C'], ranks: [1, 1] },
      { players: ['B', 'D'], ranks: [1, 2] },
    ];
    const scores = new Map([
      ['A', 3],
      ['B', 2],
      ['C', 2],
      ['D', 1],
    ]);
    const t = tieBreaks(games, scores);
    expect(Object.fromEntries([...t].map(([k, v]) => [k, [v.buchholz, v.sonnebornBerger]]))).toEqual({
      A: [4, 3], // SB: B's 2 (won) + C's 2 / 2 (drawn)
      B: [4, 1], // D's 1 (won)
      C: [4, 2], // D's 1 / 2 + A's 3 / 2
      D: [4, 1], // C's 2 / 2
    });
  });
});

describe('arena pairing (README "Arena")', () => {
  it('pairs close scores, never the last opponent while another player waits', () => {
    const free = [
      { id: 'a', score: 10, last: 'b', since: 0 },
      { id: 'b', score: 8, last: 'a', since: 0 },
      { id: 'c', score: 7, last: null, since: 0 },
      { id: 'd', score: 2, last: null, since: 0 },
    ];
    expect(pairArena(free)).toEqual([
      ['a', 'c'],
      ['b', 'd'],
    ]);
    // The two of them alone: they meet again rather than wait for nobody; with others playing, they wait.
    expect(pairArena(free.slice(0, 2))).toEqual([['a', 'b']]);
    expect(pairArena(free.slice(0, 2), 2, true)).toEqual([]);
    // Three free, a's only other choice taken by b: a waits for the next one free.
    expect(
      pairArena([
        { id: 'a', score: 10, last: 'b', since: 0 },
        { id: 'b', score: 8, last: 'a', since: 0 },
        { id: 'c', score: 9, last: null, since: 0 },
      ]),
    ).toEqual([['a', 'c']]);
  });

  it('forms a table of four as soon as four are free', () => {
    const free = 'abcde'.split('').map((id, i) => ({ id, score: i, last: null, since: 0 }));
    expect(pairArena(free, 4)).toEqual([['e', 'd', 'c', 'b']]);
    expect(pairArena(free.slice(0, 3), 4)).toEqual([]);
  });
});
