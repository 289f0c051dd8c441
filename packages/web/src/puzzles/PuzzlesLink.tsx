import { useTranslation } from 'react-i18next';
import { registerPuzzleTexts } from './i18n.js';

/** The home page's way to the puzzles. */
export function PuzzlesLink() {
  const { t, i18n } = useTranslation();
  registerPuzzleTexts(i18n);
  return (
    <p className="puzzles-link">
      <a className="button" href="#/puzzles" data-testid="puzzles-link">
        {t('puzzles.homeLink')}
      </a>{' '}
      <span className="muted">{t('puzzles.homeLead')}</span>
    </p>
  );
}
