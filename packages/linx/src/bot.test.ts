import { Rng, unwrap } from '@ludotheque/engine';
import { describe, expect, it } from 'vitest';
import { evaluate, playoutPolicy, winningMove } from './bot.js';
import { position } from './fixtures/build.js';
import { linx } from './game.js';

describe('bot knowledge', () => {
  it('the playout policy takes a winning alignment (LX-15) when there is one', () => {
    // Yellow: d4 e4 face up; f4 or c4 wins. Many other moves exist.
    const s = position({
      board: { d4: ['yR+'], e4: ['yP+'], d5: ['bS+'], e5: ['bR+'] },
      hands: [['S'], []],
      toMove: 0,
    });
    const w = winningMove(s);
    expect(['S@c4', 'S@f4']).toContain(linx.formatMove(s, w));
    for (let k = 0; k < 10; k++) expect(playoutPolicy(s, Rng.seeded(k))).toBe(w);
  });

  it('the playout policy finds face-down wins too, and otherwise plays a legal random move', () => {
    const s = position({
      board: { d4: ['yS+', 'bR-'], e4: ['yP+', 'bS-'], f4: ['yR+'], d5: ['yP+'] },
      hands: [['R'], ['P', 'S']],
      toMove: 1,
    });
    expect(linx.formatMove(s, winningMove(s))).toBe('P>f4');
    const t = position({ board: { d4: ['yR+'] }, hands: [[], ['S', 'P']], toMove: 1 });
    expect(winningMove(t)).toBe(-1);
    const rng = Rng.seeded('p');
    for (let k = 0; k < 50; k++) expect(linx.isLegal(t, playoutPolicy(t, rng))).toBe(true);
  });

  it('evaluate is per seat in [0, 1], favours the side ahead, and gives team-mates equal values', () => {
    const ahead = evaluate(position({ board: { d4: ['yR+'], e4: ['bR+'] }, scores: [1, 0], round: 2 }));
    expect(ahead[0]).toBeGreaterThan(ahead[1] as number);
    const tiles = evaluate(position({ board: { d4: ['yR+'], e4: ['yP+'], d5: ['bS+'] }, toMove: 1 }));
    expect(tiles[0]).toBeGreaterThan(tiles[1] as number);
    const teams = evaluate(position({ players: 4, teams: true, board: { e5: ['yR+'], f5: ['bS+'], e6: ['pP+'] } }));
    expect(teams[0]).toBe(teams[2]);
    expect(teams[1]).toBe(teams[3]);
    for (const v of [...ahead, ...tiles, ...teams]) expect(v >= 0 && v <= 1).toBe(true);
  });

  it('evaluate of a finished match is its returns', () => {
    const s = position({ board: { d4: ['yR+'], e4: ['yP+'] }, hands: [['S'], []], scores: [1, 1], round: 3 });
    linx.play(s, unwrap(linx.parseMove(s, 'S@f4')));
    expect(evaluate(s)).toEqual([1, 0]);
  });
});
