import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/index.js';
import { Problem } from '../pages/Problem.js';
import { registerPlayersTexts } from '../players/i18n.js';
import { botLevelOf, tableNames } from './botName.js';

describe('bot names in the page’s language', () => {
  it('reads the level of a local spec or of the server’s English seat name, and nothing else', () => {
    expect(
      ['random', 'mcts:easy', 'ismcts:medium', 'Bot (hard)', 'Bot (random)', 'Margot (easy)'].map(botLevelOf),
    ).toEqual(['random', 'easy', 'medium', 'hard', 'random', 'easy']);
    // Budgets and people's names stay as they are.
    expect(['mcts:20', 'Bot (20)', 'Bot hard', 'Ana', 'hard (Bot)', ''].map(botLevelOf)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

const tOf = (lng: 'fr' | 'en') => {
  const i18n = createI18n(lng);
  registerPlayersTexts(i18n);
  return i18n.t;
};

describe('bots with names of their own, guests in the page’s language (issue 25)', () => {
  const seats = [
    { kind: 'human' as const, name: 'Invité 4821' },
    { kind: 'bot' as const, name: '', spec: 'mcts:easy' },
    { kind: 'bot' as const, name: '', spec: 'mcts:easy' },
    { kind: 'bot' as const, name: '', spec: 'ismcts:easy' },
    { kind: 'bot' as const, name: '', spec: 'random' },
  ];
  it('names three easy bots at one table three ways, the same on every reload, with the level in French', () => {
    const t = tOf('fr');
    const names = tableNames(seats, t).map((s) => s.name);
    expect(names).toEqual(['Invité 4821', 'Margot (facile)', 'Félix (facile)', 'Léa (facile)', 'Lulu (au hasard)']);
    expect(tableNames(seats, t).map((s) => s.name)).toEqual(names);
  });
  it('says the same table in English, the guest too', () => {
    const names = tableNames(seats, tOf('en')).map((s) => s.name);
    expect(names).toEqual(['Guest 4821', 'Margot (easy)', 'Félix (easy)', 'Léa (easy)', 'Lulu (random)']);
  });
  it('agrees with the server’s seat names, reads the old “Bot (easy)” ones, and leaves people and budgets alone', () => {
    const server = [
      { kind: 'bot' as const, name: 'Margot (easy)' },
      { kind: 'bot' as const, name: 'Bot (hard)' },
      { kind: 'human' as const, name: 'Ana (hard)' },
      { kind: 'bot' as const, name: 'mcts:20', spec: 'mcts:20' },
      { kind: 'human' as const, name: 'Invité４８２１' },
    ];
    expect(tableNames(server, tOf('fr')).map((s) => s.name)).toEqual([
      'Margot (facile)',
      'Hélène (difficile)',
      'Ana (hard)',
      'mcts:20',
      'Invité４８２１',
    ]);
  });
});

describe('a page that cannot be shown', () => {
  const render = (lng: 'fr' | 'en', kind: string, message?: string) =>
    renderToString(
      createElement(I18nextProvider, { i18n: createI18n(lng) }, createElement(Problem, { kind, message })),
    );

  it('gives the translated reason, capitalised, and a way back home, in French and English', () => {
    const fr = render('fr', 'badLink');
    expect(fr).toContain('Ce lien est incomplet ou abîmé');
    expect(fr).toContain('Retour aux jeux');
    expect(fr).toContain('href="/#/"');
    const en = render('en', 'options');
    expect(en).toContain('Invalid options.');
    expect(en).toContain('Back to the games');
    // An unknown kind falls back to the English message it came with rather than a bare key.
    expect(render('fr', 'brandNew', 'something odd')).toContain('Something odd.');
  });
});
