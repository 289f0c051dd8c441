import type { RatingHistory } from '@ludotheque/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchHistory, ratingText } from './api.js';
import { HistoryChart } from './HistoryChart.js';
import { registerRatingsTexts } from './i18n.js';
import './ratings.css';

/**
 * A player's ratings: per game the current rating, a uPlot chart of its history and the same points as a table.
 * A section of the player page (`#/me`, players/PlayerPage.tsx); `#/ratings/player/<id>` shows anyone's on its own.
 */
export function RatingHistorySection({ player, name }: { player: string; name?: string }) {
  const { t, i18n } = useTranslation();
  registerRatingsTexts(i18n);
  const [history, setHistory] = useState<RatingHistory | null | 'failed'>(null);
  useEffect(() => {
    let stopped = false;
    fetchHistory(player).then(
      (h) => !stopped && setHistory(h),
      () => !stopped && setHistory('failed'),
    );
    return () => {
      stopped = true;
    };
  }, [player]);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="player-section rating-history" data-testid="rating-history">
      <h2>{name === undefined ? t('ratings.history') : t('ratings.historyOf', { name })}</h2>
      {history === null && <p>{t('ratings.loading')}</p>}
      {history === 'failed' && <p role="alert">{t('ratings.failed')}</p>}
      {history !== null && history !== 'failed' && history.games.length === 0 && <p>{t('ratings.noHistory')}</p>}
      {history !== null &&
        history !== 'failed' &&
        history.games.map((g) => {
          const game = t(`ratings.games.${g.game}`, { defaultValue: g.game });
          return (
            <article key={g.game} data-testid={`rating-history-${g.game}`}>
              <h3>{t('ratings.current', { game, rating: ratingText(g.current), count: g.history.length })}</h3>
              <HistoryChart points={g.history} label={t('ratings.chart', { game })} locale={i18n.language} />
              <table className="rating-points">
                <thead>
                  <tr>
                    <th scope="col">{t('ratings.date')}</th>
                    <th scope="col">{t('ratings.rating')}</th>
                  </tr>
                </thead>
                <tbody>
                  {g.history.map((p) => (
                    <tr key={p.gameId}>
                      <td>{date.format(new Date(p.at))}</td>
                      <td>{ratingText(p)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </article>
          );
        })}
    </section>
  );
}

/** The page `#/ratings/player/<id>`. */
export default function PlayerRatingsPage({ player }: { player: string }) {
  return <RatingHistorySection player={player} />;
}
