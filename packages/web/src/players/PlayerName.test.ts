import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/index.js';
import { registerPlayersTexts } from './i18n.js';
import { guestNumber } from './names.js';
import { PlayerName } from './PlayerName.js';

const render = (lng: 'fr' | 'en', props: Parameters<typeof PlayerName>[0]) => {
  const i18n = createI18n(lng);
  registerPlayersTexts(i18n);
  return renderToString(createElement(I18nextProvider, { i18n }, createElement(PlayerName, props)));
};

describe('a person’s name (issue 25)', () => {
  it('links to the profile, as text: markup in a name is shown, never run', () => {
    const html = render('en', { name: '<img src=x onerror=alert(1)>', player: 'p/1 2' });
    expect(html).toContain('href="/#/player/p%2F1%202"');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
  });
  it('is plain text without a player (a bot, a seat nobody holds), and shows a rating with its provisional mark', () => {
    expect(render('fr', { name: 'Margot (facile)' })).not.toContain('href');
    const rated = render('fr', {
      name: 'Ada',
      player: 'a',
      rating: { rating: 1012, provisional: true, mu: 25, sigma: 8 },
    });
    expect(rated).toMatch(/1012.*<abbr title="classement provisoire">\?<\/abbr>/);
    expect(render('en', { name: 'Ada', rating: { rating: 1500, provisional: false, mu: 25, sigma: 2 } })).not.toContain(
      '?',
    );
  });
  it('says a guest in the page’s language; only the server’s exact form is a guest', () => {
    expect(render('fr', { name: 'Invité 1234', player: 'g' })).toContain('>Invité 1234<');
    expect(render('en', { name: 'Invité 1234', player: 'g' })).toContain('>Guest 1234<');
    expect(['Invité 12', 'invité 12', 'Invité 12 bis', 'Guest 12', 'Invité', '👩‍💻 Invité 3'].map(guestNumber)).toEqual(
      [12, null, null, null, null, null],
    );
    // A ZWJ emoji name is a name like any other.
    expect(render('en', { name: '👩‍💻', player: 'z' })).toContain('>👩‍💻<');
  });
});
