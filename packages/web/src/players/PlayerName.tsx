import type { ShownRating } from '@ludotheque/protocol';
import { useTranslation } from 'react-i18next';
import { displayName, profileHref } from './names.js';

/**
 * A person's name wherever it is shown (issue 25): the name as text (React escapes it: never HTML), a guest's in the
 * page's language, a link to the player's public profile when the player is known (a bound seat, a chat line, a
 * leaderboard row), and the rating beside it when given ("Ada 1512", "Bob 1000?" while provisional). A bot, or a
 * seat nobody holds yet, is plain text.
 */
export function PlayerName({
  name,
  player,
  rating,
}: {
  readonly name: string;
  readonly player?: string | null | undefined;
  readonly rating?: ShownRating | null | undefined;
}) {
  const { t } = useTranslation();
  const shown = displayName(name, t);
  const text = player ? (
    <a className="player-name" href={profileHref(player)} data-testid="player-link">
      {shown}
    </a>
  ) : (
    <span className="player-name">{shown}</span>
  );
  if (!rating) return text;
  return (
    <>
      {text}{' '}
      <span className="player-rating" data-testid="player-rating">
        {rating.rating}
        {rating.provisional && <abbr title={t('people.provisional')}>?</abbr>}
      </span>
    </>
  );
}
