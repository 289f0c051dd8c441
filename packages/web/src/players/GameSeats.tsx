import type { MyGame } from '@ludotheque/protocol';
import { useTranslation } from 'react-i18next';
import { tableNames } from '../play/botName.js';
import { PlayerName } from './PlayerName.js';

/**
 * A listed game's seats (my games, a profile's recent games): each person's name linked to their profile, bots by
 * their own names ("Margot (facile)"), `mine` marked "(you)" when given.
 */
export function GameSeats({ game, mine = [] }: { readonly game: MyGame; readonly mine?: readonly number[] }) {
  const { t } = useTranslation();
  const named = tableNames(game.seats, t);
  return (
    <span className="my-game-seats">
      {named.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: seats are fixed positions of the game; names may repeat
        <span key={i} className={mine.includes(i) ? 'mine' : ''}>
          {i > 0 && ' · '}
          <PlayerName name={s.name || t('play.player', { n: i + 1 })} player={s.player} />
          {mine.includes(i) && ` (${t('play.you')})`}
        </span>
      ))}
    </span>
  );
}
