import { cubiko } from '@ludotheque/cubiko';
import { Rng, unwrap } from '@ludotheque/engine';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerCommonEndTexts } from '../play/ends/texts.js';
import { reasonText } from './End.js';
import { leaver } from './end.js';
import { cubikoTexts } from './i18n.js';

beforeAll(async () => {
  await cubiko.load?.();
});

function translator(lng: 'en' | 'fr') {
  const i = i18next.createInstance();
  void i.init({
    lng,
    resources: { en: { translation: { cubiko: cubikoTexts.en } }, fr: { translation: { cubiko: cubikoTexts.fr } } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  registerCommonEndTexts(i);
  return i.t;
}

describe('Cubiko: who resigned, from the outcome the engine gives', () => {
  it('the resigning seat is the only one ranked last, in the basic game and under points', () => {
    for (const scoring of ['basic', 'points']) {
      const s = cubiko.setup(unwrap(cubiko.parseOptions({ players: 3, scoring })), Rng.seeded('r'));
      unwrap(cubiko.event(s, { type: 'resign', seat: 1 }));
      const ranks = cubiko.outcome(s)?.ranks ?? [];
      expect(leaver(ranks), scoring).toBe(1);
      const names = ['Audrey', 'Bruno', 'Émile'];
      expect(reasonText(translator('en'), { kind: 'left' }, names, ranks)).toBe('Bruno resigned.');
      expect(reasonText(translator('fr'), { kind: 'left' }, names, ranks)).toBe('Bruno a abandonné.');
    }
  });

  it('no single last seat: nobody is named', () => {
    expect(leaver([1, 1])).toBeNull();
    expect(leaver([1, 2, 2])).toBeNull();
    expect(reasonText(translator('fr'), { kind: 'left' }, ['A', 'B'], [1, 1])).toBe('Un joueur a quitté la partie.');
  });
});
