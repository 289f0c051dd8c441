import { useTranslation } from 'react-i18next';

/** The home page's way to the puzzles. */
export function PuzzlesLink() {
  const { t } = useTranslation();
  return (
    <p className="puzzles-link">
      <a className="button" href="#/puzzles" data-testid="puzzles-link">
        {t('app.puzzlesLink')}
      </a>{' '}
      <span className="muted">{t('app.puzzlesLead')}</span>
    </p>
  );
}
