import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { registerCommonEndTexts, registerEndTexts } from '../play/ends/texts.js';
import { faceUpTally, findAlignment, linxEnd, linxEndText, linxEndTexts, linxMatchText } from './ends.js';
import type { LinxTable } from './model.js';
import { readLinxView } from './view.js';

function translator(lng: 'en' | 'fr'): TFunction {
  const i = i18next.createInstance();
  void i.init({ lng, resources: {}, initAsync: false, interpolation: { escapeValue: false } });
  registerCommonEndTexts(i);
  registerEndTexts(i, 'linx', linxEndTexts);
  return i.t;
}
const en = translator('en');
const fr = translator('fr');

function view(board: Record<string, string[]>, extra: Record<string, unknown> = {}) {
  const json = {
    game: 'linx',
    options: { players: 2, teams: false, roundsToWin: 2 },
    round: 1,
    scores: [1, 0],
    toMove: 0,
    turns: 30,
    passes: 0,
    roundOver: true,
    resigned: null,
    board,
    handSizes: [2, 2],
    pileSizes: [10, 10],
    hand: null,
    ...extra,
  };
  const r = readLinxView(json, null);
  if (!r.ok) throw new Error('bad test view');
  return { json, table: r.table as LinxTable };
}
const names = ['Audrey', 'Bruno', 'Chloé', 'Denis'];
const side = (s: number) => names[s] ?? '';

describe('Linx end reasons (LX-14 to LX-19)', () => {
  it('LX-15: a face-up alignment of the winner, with its cells', () => {
    const { json, table } = view({ a1: ['yR+'], b2: ['yP+'], c3: ['yS+'], d4: ['bR+'] });
    const end = linxEnd(table, json, 0);
    expect(end).toEqual({ kind: 'alignment', side: 0, down: false, cells: ['a1', 'b2', 'c3'] });
    expect(linxEndText(en, end, side, false)).toBe('Audrey aligned three face-up tiles: a1, b2, c3.');
    expect(linxEndText(fr, end, side, false)).toBe('Audrey a aligné trois tuiles face visible\u00a0: a1, b2, c3.');
  });

  it('LX-14: face-down tiles align among themselves, never mixed with face-up ones', () => {
    const { json, table } = view({
      d3: ['bR+', 'yS-'],
      d4: ['bP+', 'yR-'],
      d5: ['bS+', 'yP-'],
      e4: ['yR+'],
      c4: ['yR+'],
    });
    const end = linxEnd(table, json, 0);
    expect(end).toEqual({ kind: 'alignment', side: 0, down: true, cells: ['d3', 'd4', 'd5'] });
    expect(linxEndText(fr, end, side, false)).toBe('Audrey a aligné trois tuiles face cachée\u00a0: d3, d4, d5.');
    // c4, d4, e4 is up, down, up: no alignment (LX-14 "never mixed").
    expect(findAlignment(view({ c4: ['yR+'], d4: ['bP+', 'yR-'], e4: ['yS+'] }).table, 0)).toBeNull();
  });

  it('LX-16: a blocked round goes to the most face-up top tiles', () => {
    const { json, table } = view({ a1: ['yR+'], b1: ['yP+'], c2: ['bS+'] }, { passes: 2 });
    expect(faceUpTally(table)).toEqual([2, 1]);
    const end = linxEnd(table, json, 0);
    expect(end).toEqual({ kind: 'blocked', side: 0, faceUp: 2 });
    expect(linxEndText(en, end, side, false)).toBe(
      'Blocked round: nobody could place or draw a tile any more. Audrey has the most face-up tiles on top (2).',
    );
    expect(linxEndText(fr, end, side, false)).toBe(
      'Manche bloquée\u00a0: plus personne ne pouvait poser ni piocher de tuile. Audrey a le plus de tuiles face visible au sommet (2).',
    );
  });

  it('LX-19: the stalemate guard after 200 turns; a tie scores nobody', () => {
    const { json, table } = view({ a1: ['yR+'], c2: ['bS+'] }, { turns: 200, scores: [0, 0] });
    const end = linxEnd(table, json, null);
    expect(end).toEqual({ kind: 'guard', side: null, faceUp: 1 });
    expect(linxEndText(en, end, side, false)).toBe(
      '200 turns without an alignment: the round stops. The most face-up tiles on top are tied (1): nobody scores the round.',
    );
    expect(linxEndText(fr, end, side, false)).toBe(
      '200 tours sans alignement\u00a0: la manche s’arrête. Égalité pour le plus de tuiles face visible au sommet (1)\u00a0: personne ne marque la manche.',
    );
  });

  it('a resignation is said before anything on the board', () => {
    const { json, table } = view({ a1: ['yR+'], b2: ['yP+'], c3: ['yS+'] }, { resigned: 1 });
    const end = linxEnd(table, json, null);
    expect(linxEndText(en, end, side, false)).toBe('Bruno resigned.');
    expect(linxEndText(fr, end, side, false)).toBe('Bruno a abandonné.');
  });

  it('LX-17: a team aligns its two colours, and the French agrees in the plural', () => {
    const json = {
      ...view({}).json,
      options: { players: 4, teams: true, roundsToWin: 2 },
      board: { a1: ['yR+'], b1: ['pP+'], c1: ['yS+'] },
      handSizes: [1, 1, 1, 1],
      pileSizes: [1, 1, 1, 1],
    };
    const r = readLinxView(json, null);
    if (!r.ok) throw new Error('bad test view');
    const teamSide = (s: number) => `${names[s]} & ${names[s + 2]}`;
    const end = linxEnd(r.table, json, 0);
    expect(linxEndText(fr, end, teamSide, true)).toBe(
      'Audrey & Chloé ont aligné trois tuiles face visible\u00a0: a1, b1, c1.',
    );
    expect(linxMatchText(fr, teamSide(0), 2, true)).toBe(
      'Audrey & Chloé gagnent la partie\u00a0: 2 manches gagnées, le compte visé.',
    );
    expect(linxMatchText(en, 'Audrey', 1, false)).toBe('Audrey won the match: 1 round won, the number needed.');
  });
});
