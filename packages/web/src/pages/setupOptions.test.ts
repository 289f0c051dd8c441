import { linx } from '@ludotheque/linx';
import { superpion } from '@ludotheque/superpion';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/index.js';
import { formatLocalHash, localOptions, parseLocalParams } from '../play/localSpec.js';
import { clampHand, linxOptions } from './linxSetup.js';
import { NewGame } from './NewGame.js';
import { CLOCK_CHOICES, campsOfSeats } from './superpionSetup.js';

const render = (game: string, lng: 'en' | 'fr') =>
  renderToString(createElement(I18nextProvider, { i18n: createI18n(lng) }, createElement(NewGame, { game })));

describe('every rules Options entry on the new-game page (issue 12)', () => {
  it('Linx: rounds to win 1–9 and one starting hand per player (LX-8, LX-18), in both languages', () => {
    const en = render('linx', 'en');
    expect(en).toContain('name="rounds"');
    expect(en).toContain('Tiles in hand at the start');
    // Words first (issue 25): the rule's rising hands by default; a number per player only once "chosen" is picked.
    expect(en.match(/name="handPreset"/g)).toHaveLength(4);
    expect(en).toContain('Rising, as the rules say: 2, 3 tiles in turn order');
    expect(en.match(/name="hand\d"/g)).toBeNull();
    expect(render('linx', 'fr')).toContain('Manches à gagner');
  });

  it('Linx: the options sent leave the defaults out and are what the engine accepts', () => {
    expect(linxOptions(2, 2, [2, 3, 4, 5])).toEqual({});
    const chosen = linxOptions(3, 3, [1, 1, 6, 5]);
    expect(chosen).toEqual({ roundsToWin: 3, startingHands: [1, 1, 6] });
    const parsed = linx.parseOptions({ players: 3, ...chosen });
    expect(parsed.ok && parsed.value.startingHands).toEqual([1, 1, 6]);
    expect([clampHand('20', 2), clampHand('-1', 2), clampHand('', 4)]).toEqual([15, 0, 4]);
  });

  it('Superpion: the championship clock (25 min, SP-18c) and the idle camp of mode three (SP-7)', () => {
    expect(CLOCK_CHOICES).toContain(25);
    expect(render('superpion', 'en')).toContain('25 min per player (championship)');
    expect(render('superpion', 'fr')).toContain('25 min par joueur (championnat)');
    // Mode three idling red: blue, yellow and black play, one each.
    expect(campsOfSeats('three', 'red')).toEqual([['blue'], ['yellow'], ['black']]);
    expect(campsOfSeats('three')).toEqual([['blue'], ['red'], ['yellow']]);
    const parsed = superpion.parseOptions({ mode: 'three', idle: 'red', clockMinutes: 25 });
    expect(parsed.ok).toBe(true);
  });

  it('local links carry the new options, and the game reads them back', () => {
    const p = parseLocalParams(new URLSearchParams('seats=h:Ana,b:random&seed=s&hands=1,4&idle=red&configs=3'), String);
    expect(p && localOptions(p)).toEqual({ startingHands: [1, 4], idle: 'red', configurations: 3 });
    if (!p) return;
    const again = parseLocalParams(new URLSearchParams(formatLocalHash('linx', p).split('?')[1]), String);
    expect(again).toEqual(p);
    expect(parseLocalParams(new URLSearchParams('hands=1,x'), String)).toBeNull();
    expect(parseLocalParams(new URLSearchParams('configs=0'), String)).toBeNull();
  });

  it('reads like the game’s box (issue 25): each field labelled once, no rule id, counts in words', () => {
    for (const game of ['linx', 'superpion', 'symbolix', 'cubiko']) {
      for (const lng of ['fr', 'en'] as const) {
        const html = render(game, lng);
        expect(html, `${game} ${lng}`).not.toMatch(/\b(LX|SP|SX|CB)-\d/);
        // A label's text is never the same as its fieldset's legend ("Pendule" above "Pendule").
        const texts = [...html.matchAll(/<(legend|label)[^>]*>([^<]+)/g)].map((m) => (m[2] ?? '').trim());
        const twice = texts.filter((x, i) => x !== '' && texts.indexOf(x) !== i);
        expect(twice, `${game} ${lng}`).toEqual([]);
      }
    }
    const fr = render('superpion', 'fr');
    expect(fr.match(/>Pendule</g)).toHaveLength(1);
    const linxFr = render('linx', 'fr');
    expect(linxFr).toContain('2 joueurs');
    expect(linxFr).toContain('1 manche<');
    expect(linxFr).not.toContain('Joueur 1 dans l’ordre du tour');
  });
});
