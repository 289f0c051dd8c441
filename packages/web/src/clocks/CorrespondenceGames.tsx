import type { MyGame } from '@ludotheque/protocol';
import { useTranslation } from 'react-i18next';
import { registerClockTexts } from './i18n.js';
import { formatDeadline } from './view.js';

/** The correspondence games of a player's list (`GET /api/me/games`), the nearest deadline first. */
export function byDeadline(games: readonly MyGame[]): (MyGame & { deadline: number })[] {
  return games
    .filter((g): g is MyGame & { deadline: number } => g.deadline !== undefined)
    .sort((a, b) => a.deadline - b.deadline);
}

/**
 * The player page's section of correspondence games (issue 17): each game with the deadline of its move in the
 * player's time zone, marked when the move is theirs. Names are rendered as text.
 */
export function CorrespondenceGames({ games }: { games: readonly MyGame[] }) {
  const { t, i18n } = useTranslation();
  registerClockTexts(i18n);
  const listed = byDeadline(games);
  if (listed.length === 0) return null;
  const lang = i18n.language.startsWith('fr') ? 'fr-FR' : 'en-GB';
  return (
    <section className="correspondence-games" data-testid="correspondence-games">
      <h2>{t('clocks.byDeadline')}</h2>
      <ul>
        {listed.map((g) => (
          <li key={g.id} className={g.yourTurn ? 'your-turn' : undefined}>
            <a href={g.url}>{g.game.charAt(0).toUpperCase() + g.game.slice(1)}</a>{' '}
            {g.seats.map((s) => s.name).join(', ')} — {t('clocks.deadline', { when: formatDeadline(g.deadline, lang) })}
            {g.yourTurn && <strong> {t('clocks.yourTurn')}</strong>}
          </li>
        ))}
      </ul>
    </section>
  );
}
