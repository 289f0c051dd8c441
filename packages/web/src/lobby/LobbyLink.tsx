import { useTranslation } from 'react-i18next';
import './header.css';

/** The header's link to the lobby (its word in the app's texts: the lobby's own stay out of the first page). */
export function LobbyLink() {
  const { t } = useTranslation();
  return (
    <a className="top-link" href="/#/lobby" data-testid="lobby-link">
      {t('app.lobbyLink')}
    </a>
  );
}
