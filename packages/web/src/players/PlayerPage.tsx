import { useTranslation } from 'react-i18next';
import { RatingHistorySection } from '../ratings/PlayerRatings.js';
import { FriendsSection } from '../social/FriendsSection.js';
import { AccountSection } from './AccountSection.js';
import { MyGamesSection } from './MyGamesSection.js';
import { usePlayer } from './PlayerContext.js';
import { RenameForm } from './RenameForm.js';
import './players.css';

/**
 * The player's page (`#/me`, from the header): the name, the account, the games. One component per section, so the
 * clocks and ratings modules add theirs here as one line each.
 */
export default function PlayerPage() {
  const { t } = useTranslation();
  const { player } = usePlayer();
  if (player === null) return <p className="loading">{t('players.loading')}</p>;
  return (
    <div className="player-page">
      <h1 data-testid="player-heading">{player.name}</h1>
      <section className="player-section" aria-labelledby="name-h">
        <h2 id="name-h">{t('players.changeName')}</h2>
        <RenameForm key={player.name} />
      </section>
      <AccountSection />
      <MyGamesSection />
      <FriendsSection />
      <RatingHistorySection player={player.id} />
    </div>
  );
}
