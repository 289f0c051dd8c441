/**
 * The sentences issue 25 found wrong, in the texts as registered (fr.ts, each module's i18n.ts): French elision
 * before names, plurals for every count, several winners as a plural subject, "vous" with its own verb, and no
 * gendered participle after a name.
 */
import { describe, expect, it } from 'vitest';
import { cubikoEndTitle } from '../cubiko/End.js';
import { registerSymbolixTexts } from '../symbolix/i18n.js';
import { addTexts } from './addTexts.js';
import { de, deEach, que } from './elision.js';
import { everything } from './everyText.js';
import { createI18n } from './index.js';

function instance(lng: 'fr' | 'en') {
  const i18n = createI18n(lng);
  registerSymbolixTexts(i18n);
  const { fr, en } = everything();
  // Every module's texts, rebuilt as trees from the flat keys the check reads.
  const tree = (flat: Map<string, string>) => {
    const root: Record<string, unknown> = {};
    for (const [key, text] of flat) {
      const parts = key.split('.');
      let node = root;
      for (const p of parts.slice(0, -1)) {
        node[p] ??= {};
        node = node[p] as Record<string, unknown>;
      }
      node[parts.at(-1) as string] = text;
    }
    return root;
  };
  addTexts(i18n, 'zz.none', { fr: tree(fr), en: tree(en) });
  return i18n;
}

describe('names in French sentences', () => {
  it('elide de and que before a vowel or an h, not before a consonant', () => {
    expect(de('Ana')).toBe('d’Ana');
    expect(de('Émile')).toBe('d’Émile');
    expect(de('Hugo')).toBe('d’Hugo');
    expect(de('Bruno')).toBe('de Bruno');
    expect(que('Audrey')).toBe('qu’Audrey');
    expect(que('Bruno')).toBe('que Bruno');
    expect(deEach(['Ana', 'Bruno'])).toBe('d’Ana et de Bruno');
  });

  it('say "Au tour d’Ana", "Tel qu’Audrey l’a vu", "cartes couleur d’Audrey"', () => {
    const t = instance('fr').t;
    expect(t('play.turnOf', { name: 'Ana' })).toBe('Au tour d’Ana');
    expect(t('play.turnOf', { name: 'Bruno' })).toBe('Au tour de Bruno');
    expect(t('moves.seenBy', { name: 'Audrey' })).toBe('Tel qu’Audrey l’a vu');
    expect(t('symbolix.log.swap', { name: 'Kim', a: 'Audrey', b: 'Bruno' })).toBe(
      'Kim a échangé les cartes couleur d’Audrey et de Bruno',
    );
    expect(t('play.handOf', { name: 'Ilan' })).toBe('Main d’Ilan');
  });

  it('give names no grammatical gender', () => {
    const t = instance('fr').t;
    expect(t('symbolix.log.stop', { name: 'Audrey' })).toBe('Audrey a choisi de s’arrêter');
    expect(t('chat.muted', { name: 'Audrey' })).toBe('Audrey\u00a0: messages masqués');
  });
});

describe('counts and plurals', () => {
  it('say "En 1 manche gagnante" and "First to win 1 round"', () => {
    expect(instance('fr').t('play.firstTo', { count: 1 })).toBe('En 1 manche gagnante');
    expect(instance('fr').t('play.firstTo', { count: 3 })).toBe('En 3 manches gagnantes');
    expect(instance('en').t('play.firstTo', { count: 1 })).toBe('First to win 1 round');
    expect(instance('en').t('play.firstTo', { count: 3 })).toBe('First to 3 rounds');
  });

  it('count points, cards and games in the singular for 0 and 1 in French', () => {
    const t = instance('fr').t;
    expect(t('superpion.scoreNow', { count: 1 })).toBe('1 point si la partie finissait maintenant');
    expect(t('superpion.scoreNow', { count: 0 })).toBe('0 point si la partie finissait maintenant');
    expect(t('symbolix.reserve', { count: 1 })).toBe('Réserve\u00a0: 1 carte couleur');
    expect(t('ratings.current', { game: 'Linx', rating: 1500, count: 1 })).toBe(
      'Linx\u00a0: 1500 après 1 partie classée',
    );
  });

  it('agrees the colour with the count of a captured pile: "Pions pris : 12 bleus"', () => {
    const t = instance('fr').t;
    const twelve = t('superpion.pileCount', { count: 12, colour: t('superpion.coloursMany.blue') });
    expect(t('superpion.capturedList', { list: twelve })).toBe('Pions pris\u00a0: 12 bleus');
  });

  it('make several winners a plural subject: "Jade et Kilian gagnent"', () => {
    const fr = instance('fr').t;
    expect(cubikoEndTitle(fr, [1, 1, 3], ['Jade', 'Kilian', 'Lou'])).toBe('Jade et Kilian gagnent\u00a0!');
    expect(cubikoEndTitle(fr, [1, 2], ['Jade', 'Kilian'])).toBe('Jade gagne\u00a0!');
    expect(cubikoEndTitle(instance('en').t, [1, 1, 3], ['Jade', 'Kilian', 'Lou'])).toBe('Jade and Kilian win!');
  });
});

describe('"vous" in sentences', () => {
  it('has its own verb: "vous jouez le noir", "Vous avez réuni…"', () => {
    const t = instance('fr').t;
    expect(t('superpion.turnOf', { name: 'x', colour: 'noir', context: 'you' })).toBe('vous jouez le noir');
    expect(t('ends.symbolix.colours', { name: 'x', context: 'you' })).toBe(
      'Vous avez réuni des Symbolix de six couleurs différentes.',
    );
  });
});
