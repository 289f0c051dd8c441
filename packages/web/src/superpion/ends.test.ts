import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { frOf, registerCommonEndTexts, registerEndTexts } from '../play/ends/texts.js';
import { decidingCells, superpionEnd, superpionEndText, superpionEndTexts } from './ends.js';
import { readSuperpionView, type SpTable } from './view.js';

function translator(lng: 'en' | 'fr'): TFunction {
  const i = i18next.createInstance();
  void i.init({ lng, resources: {}, initAsync: false, interpolation: { escapeValue: false } });
  registerCommonEndTexts(i);
  registerEndTexts(i, 'superpion', superpionEndTexts);
  return i.t;
}
const en = translator('en');
const fr = translator('fr');
const names = ['Audrey', 'Bruno', 'Chloé', 'Denis'];

/** Superpions only (no badge to get right): enough to say whose pieces are left. */
function table(colours: Record<string, string>, extra: Record<string, unknown> = {}): SpTable {
  const pieces = Object.fromEntries(
    Object.entries(colours).map(([cell, colour]) => [cell, { colour, super: true, under: 'grey' }]),
  );
  const r = readSuperpionView({
    mode: 'four',
    pieces,
    captured: [[], [], [], []],
    toMove: 'blue',
    actionsLeft: 2,
    used: [],
    ...extra,
  });
  if (!r.ok) throw new Error('bad test view');
  return r.table;
}

describe('Superpion end reasons (SP-18)', () => {
  it('(a) only one player’s pieces left, with French elision', () => {
    const end = superpionEnd(table({ h9: 'blue', i10: 'blue' }), null);
    expect(end).toEqual({ kind: 'oneSide', seats: [0] });
    expect(superpionEndText(en, end, names)).toBe('Only the pieces of Audrey are left on the board.');
    expect(superpionEndText(fr, end, names)).toBe('Il ne reste sur le plateau que les pièces d’Audrey.');
    expect(superpionEndText(fr, { kind: 'oneSide', seats: [1] }, names)).toBe(
      'Il ne reste sur le plateau que les pièces de Bruno.',
    );
  });

  it('(a) the pieces left are the deciding ones, outlined; other ends outline nothing', () => {
    const tb = table({ h9: 'blue', i10: 'blue' });
    expect([...decidingCells(tb, superpionEnd(tb, null))].sort()).toEqual(['h9', 'i10']);
    const quiet = table({ h9: 'blue', i10: 'red' }, { quiet: 80 });
    expect(decidingCells(quiet, superpionEnd(quiet, null)).size).toBe(0);
  });

  it('(a) in teams, blue and yellow left together is one side', () => {
    const end = superpionEnd(table({ h9: 'blue', i10: 'yellow' }, { mode: 'teams' }), null);
    expect(end).toEqual({ kind: 'oneSide', seats: [0, 2] });
    expect(superpionEndText(fr, end, names)).toBe('Il ne reste sur le plateau que les pièces d’Audrey et de Chloé.');
  });

  it('(b) 20 full rounds without a capture: captures have become impossible', () => {
    const end = superpionEnd(table({ h9: 'blue', i10: 'red' }, { quiet: 80 }), null);
    expect(end).toEqual({ kind: 'noCapture', rounds: 20 });
    expect(superpionEndText(en, end, names)).toBe('20 full rounds without a capture: captures have become impossible.');
    expect(superpionEndText(fr, end, names)).toBe(
      '20 tours complets sans prise\u00a0: les prises sont devenues impossibles.',
    );
  });

  it('(c) the time is up in a timed game', () => {
    const end = superpionEnd(table({ h9: 'blue', i10: 'red' }, { timeUp: true, clockMinutes: 25 }), null);
    expect(superpionEndText(en, end, names)).toBe(
      'Time is up: the round was played to its end, then the game stopped.',
    );
    expect(superpionEndText(fr, end, names)).toBe(
      'Temps écoulé\u00a0: le tour a été joué jusqu’au bout, puis la partie s’est arrêtée.',
    );
  });

  it('(d) every acting colour in a row had to pass', () => {
    const end = superpionEnd(table({ h9: 'blue', i10: 'red' }, { passes: 4 }), null);
    expect(end).toEqual({ kind: 'allPassed' });
    expect(superpionEndText(fr, end, names)).toBe(
      'Chaque couleur à son tour a dû passer\u00a0: plus personne ne pouvait jouer.',
    );
  });

  it('a resignation comes first', () => {
    const end = superpionEnd(table({ h9: 'blue' }), 3);
    expect(superpionEndText(en, end, names)).toBe('Denis resigned.');
    expect(superpionEndText(fr, end, names)).toBe('Denis a abandonné.');
  });

  it('frOf elides before a vowel or a mute h only', () => {
    expect([frOf('Émile'), frOf('Hugo'), frOf('Yann'), frOf('Zoé')]).toEqual([
      'd’Émile',
      'd’Hugo',
      'de Yann',
      'de Zoé',
    ]);
  });
});
