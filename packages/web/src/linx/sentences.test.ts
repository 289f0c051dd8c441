import { describe, expect, it } from 'vitest';
import { describeMove } from './sentences.js';

// Expected sentences written by hand from LX-N1 (the told notation), LX-2 (rock, paper, scissors) and the French
// source's Pierre, Feuille, Ciseaux.
const names = ['Audrey', 'Bruno', 'Chloé'];
const say = (text: string, lang: 'en' | 'fr', seat = 0, round?: number) =>
  describeMove({ seat, text }, round === undefined ? { names } : { names, round }, lang);

describe('Linx move sentences', () => {
  it('tells a face-up tile (LX-11)', () => {
    expect(say('R@d4', 'en')).toBe('Audrey places Rock on d4');
    expect(say('R@d4', 'fr')).toBe('Audrey pose une Pierre en d4');
    expect(say('P@e5', 'fr', 1)).toBe('Bruno pose une Feuille en e5');
    expect(say('S@c3', 'fr', 2)).toBe('Chloé pose des Ciseaux en c3');
  });
  it('tells a face-down tile with its public type (LX-12)', () => {
    expect(say('S>e5', 'en', 1)).toBe('Bruno places Scissors face down on e5');
    expect(say('S>e5', 'fr', 1)).toBe('Bruno pose des Ciseaux face cachée en e5');
    expect(say('P>d4', 'fr')).toBe('Audrey pose une Feuille face cachée en d4');
  });
  it('tells a pass with the hand it showed (LX-13)', () => {
    expect(say('pass P,P,R', 'en')).toBe('Audrey passes and shows Paper ×2, Rock');
    expect(say('pass P,P,R', 'fr')).toBe('Audrey passe et montre Feuille ×2, Pierre');
    expect(say('pass S', 'fr', 1)).toBe('Bruno passe et montre Ciseaux');
    expect(say('pass', 'en')).toBe('Audrey passes with an empty hand');
    expect(say('pass', 'fr')).toBe('Audrey passe, la main vide');
  });
  it('tells the deal of a round (LX-20)', () => {
    expect(say('next', 'en', 0, 2)).toBe('Round 2 is dealt');
    expect(say('next', 'fr', 0, 3)).toBe('La manche 3 est distribuée');
  });
  it('keeps a text it cannot read', () => {
    expect(say('R@z99', 'en')).toBe('Audrey: R@z99');
  });
});
