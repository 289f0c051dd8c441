import './header.css';
import { useLobbyTexts } from './i18n.js';

/** The header's link to the lobby. */
export function LobbyLink() {
  const { t } = useLobbyTexts();
  return (
    <a className="top-link" href="/#/lobby" data-testid="lobby-link">
      {t('lobby.link')}
    </a>
  );
}
