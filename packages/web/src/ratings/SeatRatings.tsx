import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayerName } from '../players/PlayerName.js';
import { TableSeatsContext } from './context.js';
import { registerRatingsTexts } from './i18n.js';
import { useSeatRatings } from './useSeatRatings.js';

/**
 * The end screen of a casual online game: each person's name (a link to the profile) with their rating in this game
 * beside it (issue 25). A rated game's end shows the changes instead (RatingChanges); a local game shows nothing.
 */
export function SeatRatings() {
  const { t, i18n } = useTranslation();
  registerRatingsTexts(i18n);
  const table = useContext(TableSeatsContext);
  const ratings = useSeatRatings(table?.game ?? '', table?.seats.map((s) => s.player) ?? []);
  if (table === null || ratings.every((r) => r === null)) return null;
  return (
    <p className="seat-ratings" data-testid="seat-ratings">
      <span className="sr-only">{t('ratings.rating')}</span>
      {table.seats.map((s, i) =>
        s.player === undefined ? null : (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are fixed for the game
          <span key={i}>
            {i > 0 && ' · '}
            <PlayerName name={s.name} player={s.player} rating={ratings[i]} />
          </span>
        ),
      )}
    </p>
  );
}
