import { describe, expect, it } from 'vitest';
import { describeMove } from './sentences.js';

// Written by hand from SX-N1 and the French source's names (Zorg, Scientifix, bombe, virus, clé).
const names = ['Audrey', 'Bruno', 'Chloé'];
const say = (text: string, lang: 'en' | 'fr', seat = 0) => describeMove({ seat, text }, { names }, lang);

describe('Symbolix move sentences (the shared form over log.ts)', () => {
  it('tells uncoverings with French agreement', () => {
    expect(say('flip c3=green/bomb', 'fr')).toBe('Audrey a découvert une bombe verte en c3');
    expect(say('flip c3=orange/lock', 'en')).toBe('Audrey uncovered an orange lock at c3');
    expect(say('flip d5=zorg', 'en', 1)).toBe('Bruno uncovered Zorg at d5');
  });
  it('tells jumps and the seats a move names', () => {
    expect(say('jump b2xb4=red/key', 'en', 1)).toBe('Bruno jumped b2 → b4, over a red key at b3');
    expect(say('swap 0 2', 'en', 1)).toBe('Bruno swapped the colour cards of Audrey and Chloé');
    expect(say('remove 1:0 d4=zorga', 'fr')).toBe('Audrey a pris Zorga à Bruno et l’a posé en d4');
  });
  it('uses the piece this screen saw when the text does not name it', () => {
    expect(describeMove({ seat: 1, text: 'jump b2xd2' }, { names, seen: { type: 'zorg' } }, 'en')).toMatch(
      /^Bruno jumped b2 → d2, over Zorg at c2$/,
    );
  });
});
