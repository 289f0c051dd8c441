import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { homeHref } from '../route.js';
import { displayName } from './names.js';
import { usePlayer } from './PlayerContext.js';
import { RenameForm } from './RenameForm.js';
import './players.css';

/**
 * The player's name in the header: a button that opens a small form to change it, and the link to the player's page
 * (account, my games). The name is always rendered as text (React escapes it): `<img src=x onerror=…>` shows as
 * those characters.
 */
export function PlayerBadge() {
  const { t } = useTranslation();
  const { player } = usePlayer();
  const [editing, setEditing] = useState(false);
  if (player === null) return null;
  if (editing) return <RenameForm className="player-badge" onDone={() => setEditing(false)} />;
  return (
    <nav className="player-badge" aria-label={t('players.menu')}>
      <button type="button" onClick={() => setEditing(true)} title={t('players.changeName')} data-testid="player-name">
        {displayName(player.name, t)}
      </button>
      <a className="button" href={homeHref('#/me')} data-testid="my-page">
        {t('players.myPage')}
      </a>
    </nav>
  );
}
