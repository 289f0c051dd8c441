import { useTranslation } from 'react-i18next';

/** The way to the tournaments from the home page and the lobby (its words in the app's texts: first page). */
export function TournamentsLink() {
  const { t } = useTranslation();
  return (
    <p className="tournaments-link">
      <a className="button" href="/#/tournaments" data-testid="tournaments-link">
        {t('app.tournamentsLink')}
      </a>{' '}
      <span className="muted">{t('app.tournamentsLead')}</span>
    </p>
  );
}
