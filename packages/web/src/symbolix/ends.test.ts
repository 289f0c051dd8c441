import { Rng, unwrap } from '@ludotheque/engine';
import { symbolix } from '@ludotheque/symbolix';
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { registerCommonEndTexts, registerEndTexts } from '../play/ends/texts.js';
import { series, symbolixEnd, symbolixEndText, symbolixEndTexts } from './ends.js';
import { type Captured, readSymbolixView, type SymbolixTable } from './view.js';

function translator(lng: 'en' | 'fr'): TFunction {
  const i = i18next.createInstance();
  void i.init({ lng, resources: {}, initAsync: false, interpolation: { escapeValue: false } });
  registerCommonEndTexts(i);
  registerEndTexts(i, 'symbolix', symbolixEndTexts);
  return i.t;
}
const en = translator('en');
const fr = translator('fr');
const names = ['Audrey', 'Bruno', 'Chloé'];

/** A real opening view of 3 players, with the end's fields set by hand. */
function table(over: Partial<SymbolixTable>): SymbolixTable {
  const s = symbolix.setup(unwrap(symbolix.parseOptions({ players: 3, level: 'basic' })), Rng.seeded('ends'));
  const r = readSymbolixView(JSON.parse(JSON.stringify(symbolix.view(s, 0))));
  if (!r.ok) throw new Error('unreadable view');
  return { ...r.table, ...over };
}
const sx = (colour: string, symbol: string) =>
  ({ piece: { type: 'symbolix', colour, symbol }, down: false }) as Captured;
const zorg: Captured = { piece: { type: 'zorg' }, down: false };

describe('Symbolix end reasons (SX-16, SX-17)', () => {
  it('SX-16: six different colours', () => {
    const coll = ['red', 'orange', 'yellow', 'green', 'blue', 'purple'].map((c) => sx(c, 'virus'));
    expect(series(coll)).toEqual({ c: 6, s: 1, w: 0 });
    const end = symbolixEnd(table({ winner: 1, collections: [[], coll, []] }), null);
    expect(end).toEqual({ kind: 'six', seat: 1, colours: true, symbols: false, wild: 0 });
    expect(symbolixEndText(en, end, names)).toBe('Bruno collected Symbolix of six different colours.');
    expect(symbolixEndText(fr, end, names)).toBe('Bruno a réuni des Symbolix de six couleurs différentes.');
  });

  it('SX-16: six symbols with a Zorg standing for the missing one', () => {
    const coll = [sx('red', 'virus'), sx('red', 'bug'), sx('red', 'worm'), sx('red', 'bomb'), sx('red', 'key'), zorg];
    const end = symbolixEnd(table({ winner: 2, collections: [[], [], coll] }), null);
    expect(end).toEqual({ kind: 'six', seat: 2, colours: false, symbols: true, wild: 1 });
    expect(symbolixEndText(en, end, names)).toBe(
      'Chloé collected Symbolix of six different symbols. 1 Zorg or Zorga stood in for a missing one.',
    );
    expect(symbolixEndText(fr, end, names)).toBe(
      'Chloé a réuni des Symbolix de six symboles différents. 1 Zorg ou Zorga a remplacé celui qui manquait.',
    );
  });

  it('SX-17: 60 turns without a capture, or 600 turns in all', () => {
    const quiet = symbolixEnd(table({ winner: null, quiet: 60, turns: 200 }), null);
    expect(symbolixEndText(en, quiet, names)).toBe(
      '60 turns without a capture: the game stops, and each player scores their best series out of 6.',
    );
    expect(symbolixEndText(fr, quiet, names)).toBe(
      '60 tours sans prise\u00a0: la partie s’arrête, et chacun marque sa meilleure série sur 6.',
    );
    const long = symbolixEnd(table({ winner: null, quiet: 12, turns: 600 }), null);
    expect(symbolixEndText(fr, long, names)).toBe(
      '600 tours joués\u00a0: la partie s’arrête, et chacun marque sa meilleure série sur 6.',
    );
  });

  it('a resignation (the view’s loser)', () => {
    const end = symbolixEnd(table({ winner: null }), 0);
    expect(symbolixEndText(fr, end, names)).toBe('Audrey a abandonné.');
    expect(symbolixEndText(en, end, names)).toBe('Audrey resigned.');
  });
});
