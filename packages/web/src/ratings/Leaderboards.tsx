import type { Leaderboard } from '@ludotheque/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOT_LEVELS } from '../play/botName.js';
import { PlayerName } from '../players/PlayerName.js';
import { fetchLeaderboard, RATED_GAMES, ratingText } from './api.js';
import { registerRatingsTexts } from './i18n.js';
import { useSubjectName } from './RatingChanges.js';
import './ratings.css';

/** `#/ratings/<game>`: one game's leaderboard (top 100 active in 30 days) and its bots' ratings. */
export default function Leaderboards({ game }: { game: string }) {
  const { t, i18n } = useTranslation();
  registerRatingsTexts(i18n);
  const nameOf = useSubjectName();
  const current = (RATED_GAMES as readonly string[]).includes(game) ? game : 'linx';
  const [board, setBoard] = useState<Leaderboard | null | 'failed'>(null);
  useEffect(() => {
    let stopped = false;
    setBoard(null);
    fetchLeaderboard(current).then(
      (b) => !stopped && setBoard(b),
      () => !stopped && setBoard('failed'),
    );
    return () => {
      stopped = true;
    };
  }, [current]);
  const gameName = t(`ratings.games.${current}`);
  return (
    <section className="leaderboards" data-testid="leaderboards">
      <h1>{t('ratings.title')}</h1>
      <p>{t('ratings.intro')}</p>
      <nav aria-label={t('ratings.pick')} className="leaderboard-games">
        {RATED_GAMES.map((g) => (
          <a key={g} href={`/#/ratings/${g}`} aria-current={g === current ? 'page' : undefined}>
            {t(`ratings.games.${g}`)}
          </a>
        ))}
      </nav>
      <h2>{gameName}</h2>
      {board === null && <p>{t('ratings.loading')}</p>}
      {board === 'failed' && <p role="alert">{t('ratings.failed')}</p>}
      {board !== null && board !== 'failed' && (
        <>
          {board.players.length === 0 ? (
            <p data-testid="leaderboard-empty">{t('ratings.empty', { game: gameName })}</p>
          ) : (
            <table className="leaderboard" data-testid="leaderboard">
              <thead>
                <tr>
                  <th scope="col">{t('ratings.rank')}</th>
                  <th scope="col">{t('ratings.player')}</th>
                  <th scope="col">{t('ratings.rating')}</th>
                  <th scope="col">{t('ratings.played')}</th>
                </tr>
              </thead>
              <tbody>
                {board.players.map((p) => (
                  <tr key={p.player} data-testid="leaderboard-row">
                    <td>{p.rank}</td>
                    <td>
                      <PlayerName name={p.name} player={p.player} />
                    </td>
                    <td title={p.provisional ? t('ratings.provisional') : undefined}>{ratingText(p)}</td>
                    <td>{p.games}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {board.bots.length > 0 && (
            <>
              <h3>{t('ratings.bots')}</h3>
              <p>{t('ratings.botsIntro')}</p>
              <ul className="leaderboard-bots" data-testid="leaderboard-bots">
                {ladderOrder(board.bots).map((b) => (
                  <li key={b.level}>
                    {nameOf(`bot:${b.level}`, b.level)} — {ratingText(b)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}

/** The bots' ratings in the ladder's order, weakest level first (issue 27), as the level pickers list them. */
export function ladderOrder<B extends { readonly level: string }>(bots: readonly B[]): B[] {
  const at = (level: string): number => {
    const i = (BOT_LEVELS as readonly string[]).indexOf(level);
    return i < 0 ? BOT_LEVELS.length : i;
  };
  return [...bots].sort((x, y) => at(x.level) - at(y.level));
}
