import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/index.js';
import { Problem } from '../pages/Problem.js';
import { botLevelOf } from './botName.js';

describe('bot names in the page’s language', () => {
  it('reads the level of a local spec or of the server’s English seat name, and nothing else', () => {
    expect(['random', 'mcts:easy', 'ismcts:medium', 'Bot (hard)', 'Bot (random)'].map(botLevelOf)).toEqual([
      'random',
      'easy',
      'medium',
      'hard',
      'random',
    ]);
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
