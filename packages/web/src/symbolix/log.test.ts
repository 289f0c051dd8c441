import { Rng, unwrap } from '@ludotheque/engine';
import { symbolix } from '@ludotheque/symbolix';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en, fr } from './i18n.js';
import { describeMove, jumpedCell, type Translate } from './log.js';

function translator(lng: 'en' | 'fr'): Translate {
  const i = i18next.createInstance();
  void i.init({
    lng,
    resources: { en: { translation: en }, fr: { translation: fr } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return (key, values) => i.t(key, values ?? {}) as string;
}
const names = ['Anne', 'Bruno', 'Chloé'];

describe('the readable log', () => {
  const tEn = translator('en');
  const tFr = translator('fr');
  it('tells an uncovering in both languages', () => {
    expect(describeMove(tEn, 'flip d5=zorg', 'Anne', names)).toBe('Anne uncovered Zorg at d5');
    expect(describeMove(tEn, 'flip c3=green/bomb', 'Anne', names)).toBe('Anne uncovered a green bomb at c3');
    expect(describeMove(tEn, 'flip c3=orange/lock', 'Anne', names)).toBe('Anne uncovered an orange lock at c3');
    expect(describeMove(tFr, 'flip c3=green/bomb', 'Anne', names)).toBe('Anne a découvert une bombe verte en c3');
    expect(describeMove(tFr, 'flip c3=blue/virus', 'Anne', names)).toBe('Anne a découvert un virus bleu en c3');
    expect(describeMove(tFr, 'flip a1=sci/red', 'Anne', names)).toBe('Anne a découvert le Scientifix rouge en a1');
  });
  it('tells jumps, with what the jump revealed to everyone (SX-10, SX-23)', () => {
    expect(describeMove(tEn, 'jump b2xb4=red/key', 'Bruno', names)).toBe('Bruno jumped b2 → b4, over a red key at b3');
    expect(describeMove(tEn, 'jump b2xd2', 'Bruno', names)).toBe('Bruno jumped b2 → d2 over c2');
    expect(describeMove(tEn, 'jump b2xd2=hidden', 'Bruno', names)).toBe(
      'Bruno jumped b2 → d2 and captured a hidden piece face down',
    );
    expect(describeMove(tFr, 'jump b2xd2=sci', 'Bruno', names)).toBe(
      'Bruno a sauté b2 → d2\u00a0: un Scientifix caché, non capturé',
    );
  });
  it('names the seats of swaps, exchanges and removals', () => {
    expect(describeMove(tEn, 'swap 0 2', 'Bruno', names)).toBe('Bruno swapped the colour cards of Anne and Chloé');
    expect(describeMove(tEn, 'card pieceExchange 0:0 2:3', 'Bruno', names)).toBe(
      'Bruno played “Piece exchange”: piece 1 of Anne ⇄ piece 4 of Chloé',
    );
    expect(describeMove(tFr, 'remove 1:0 d4=zorga', 'Anne', names)).toBe('Anne a pris Zorga à Bruno et l’a posé en d4');
    expect(describeMove(tEn, 'place e5:purple/lock', 'Anne', names)).toBe('Anne put back a purple lock at e5');
    expect(describeMove(tFr, 'recolour orange', 'Anne', names)).toBe('Anne a pris la carte orange dans la réserve');
  });
  it('keeps unknown text rather than dropping it', () => {
    expect(describeMove(tEn, 'resign', 'Anne', names)).toBe('Anne: resign');
  });
  it('finds the jumped cell between start and landing', () => {
    expect(jumpedCell('d4', 'd6')).toBe('d5');
    expect(jumpedCell('c3', 'a3')).toBe('b3');
  });
  it('reads every move a seeded advanced game tells a spectator, without raw notation left', () => {
    const s = symbolix.setup(
      unwrap(symbolix.parseOptions({ players: 4, level: 'advanced', variant: 'grandSecret' })),
      Rng.seeded('log'),
    );
    const rng = Rng.seeded('log-moves');
    for (let k = 0; k < 120 && symbolix.toMove(s) !== null; k++) {
      const m = symbolix.randomMove(s, rng);
      const text = symbolix.publicMove(s, m, 'spectator');
      const line = describeMove(tEn, text, 'X', [...names, 'Dora']);
      expect(line.startsWith('X ')).toBe(true);
      expect(line).not.toMatch(/symbolix\.|undefined|\?/);
      symbolix.play(s, m);
    }
  });
});
