import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/index.js';
import { ladderOrder } from '../ratings/Leaderboards.js';
import { registerBotLevelTexts } from './i18n.js';
import { LevelPicker } from './LevelPicker.js';
import { levelOptionText, ratingsByLevel } from './levelRatings.js';

const i18nOf = (lng: 'fr' | 'en') => {
  const i18n = createI18n(lng);
  registerBotLevelTexts(i18n);
  return i18n;
};

/** The options of the picker as rendered: [value, text]. */
function options(lng: 'fr' | 'en'): [string, string][] {
  const html = renderToString(
    createElement(
      I18nextProvider,
      { i18n: i18nOf(lng) },
      createElement(LevelPicker, { label: 'Niveau', game: 'linx', value: 'easy', onChange: () => undefined }),
    ),
  );
  return [...html.matchAll(/<option value="(\w+)"[^>]*>([^<]*)<\/option>/g)].map((m) => [
    m[1] as string,
    m[2] as string,
  ]);
}

describe('the level pickers (issue 27)', () => {
  it('list every level weakest first, each by its first bot and the level in the page’s language', () => {
    expect(options('fr')).toEqual([
      ['random', 'Lulu (au hasard)'],
      ['beginner', 'Pablo (débutant)'],
      ['novice', 'Paul (novice)'],
      ['easy', 'Margot (facile)'],
      ['medium', 'Camille (moyen)'],
      ['hard', 'Hélène (difficile)'],
      ['expert', 'Agathe (expert)'],
    ]);
    expect(options('en').map(([, text]) => text)).toEqual([
      'Lulu (random)',
      'Pablo (beginner)',
      'Paul (novice)',
      'Margot (easy)',
      'Camille (medium)',
      'Hélène (hard)',
      'Agathe (expert)',
    ]);
  });

  it('show a level’s rating from games against people, or say it has none yet, in French and English', () => {
    const ratings = ratingsByLevel({
      game: 'linx',
      levels: [
        { level: 'easy', games: 12, rating: { rating: 1204, provisional: false, mu: 20, sigma: 2 } },
        { level: 'hard', games: 0, rating: null },
      ],
    });
    const fr = i18nOf('fr').t;
    // French groups thousands with a narrow no-break space (Intl), English with a comma.
    expect(levelOptionText(fr, 'fr', 'easy', ratings.get('easy') ?? null)).toBe('Margot (facile) · ~1\u202f204');
    expect(levelOptionText(fr, 'fr', 'hard', ratings.get('hard') ?? null)).toBe(
      'Hélène (difficile) · pas encore de parties contre des personnes',
    );
    const en = i18nOf('en').t;
    expect(levelOptionText(en, 'en', 'easy', ratings.get('easy') ?? null)).toBe('Margot (easy) · ~1,204');
    expect(levelOptionText(en, 'en', 'hard', ratings.get('hard') ?? null)).toBe(
      'Hélène (hard) · no games against people yet',
    );
  });

  it('the leaderboard lists bots in the ladder’s order, not by rating', () => {
    const bots = [{ level: 'hard' }, { level: 'beginner' }, { level: 'mcts:20' }, { level: 'easy' }];
    expect(ladderOrder(bots).map((b) => b.level)).toEqual(['beginner', 'easy', 'hard', 'mcts:20']);
  });
});
