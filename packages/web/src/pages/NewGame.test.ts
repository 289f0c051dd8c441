import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/index.js';
import { NewGame } from './NewGame.js';

function render(game: string, lng: 'en' | 'fr'): string {
  return renderToString(createElement(I18nextProvider, { i18n: createI18n(lng) }, createElement(NewGame, { game })));
}

/** The radio groups the page draws with `ChipChoice` (`role="radiogroup"`), each as its input names and values. */
function groups(html: string): { names: string[]; values: string[] }[] {
  return [...html.matchAll(/<div class="row chip-row" role="radiogroup"[^>]*>(.*?)<\/div>/g)].map((m) => {
    const inputs = [...(m[1] ?? '').matchAll(/<input type="radio" name="([^"]+)"(?: checked="")? value="([^"]*)"/g)];
    return { names: inputs.map((i) => i[1] ?? ''), values: inputs.map((i) => i[2] ?? '') };
  });
}

describe('the new-game page: one ChipChoice component for every option row', () => {
  for (const lng of ['en', 'fr'] as const) {
    it(`draws every chip of every game inside a ChipChoice radio group (${lng})`, () => {
      for (const game of ['linx', 'superpion', 'symbolix', 'cubiko']) {
        const html = render(game, lng);
        const chips = html.match(/class="chip"/g)?.length ?? 0;
        const grouped = groups(html).reduce((n, g) => n + g.names.length, 0);
        expect(chips, game).toBeGreaterThan(0);
        expect(grouped, game).toBe(chips);
      }
    });
  }

  it('offers Linx 2, 3 or 4 players (LX-4) and Superpion its five modes (SP-7), each row one radio name', () => {
    const linx = groups(render('linx', 'en')).find((g) => g.names[0] === 'players');
    expect(linx?.values).toEqual(['2', '3', '4']);
    const sp = groups(render('superpion', 'en')).find((g) => g.names[0] === 'spMode');
    expect(sp?.values).toEqual(['four', 'teams', 'three', 'two', 'twoSuper']);
    expect(new Set(sp?.names).size).toBe(1);
    // The mode chips speak the page's language.
    expect(render('superpion', 'fr')).not.toContain('>twoSuper<');
  });
});
