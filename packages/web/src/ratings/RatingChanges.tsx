import type { GameRatings } from '@ludotheque/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayerName } from '../players/PlayerName.js';
import { deltaText, fetchGameRatings, ratingText, reasonKey } from './api.js';
import { useOnlineGameId } from './context.js';
import { registerRatingsTexts } from './i18n.js';
import { SeatRatings } from './SeatRatings.js';
import './ratings.css';

/** How often and how long the end screen asks again while the server is still settling the game. */
const RETRY_MS = 400;
const TRIES = 25;

/**
 * A seat's name: a bot by its own name and level in the page's language ("Margot (facile)", from its seat's stored
 * name "Margot (easy)"; a level's rating row, "Bot (Facile)"), a person's name as written (rendered as text).
 */
export function useSubjectName(): (subject: string, name: string) => string {
  const { t } = useTranslation();
  return (subject, name) => {
    if (!subject.startsWith('bot:')) return name;
    const level = subject.slice(4);
    const given = /^(.+) \((\w+)\)$/.exec(name)?.[1];
    if (given !== undefined && given !== 'Bot')
      return t('people.bot', { name: given, level: t(`people.levels.${level}`, { defaultValue: level }) });
    return t('ratings.bot', { level: t(`setup.levels.${level}`, { defaultValue: level }) });
  };
}

/**
 * The end screen's rating changes of an online rated game (nothing for a casual or local one): each seat's rating
 * before → after and the difference, once the server has settled the game.
 */
export function RatingChanges() {
  const id = useOnlineGameId();
  const { t, i18n } = useTranslation();
  registerRatingsTexts(i18n);
  const nameOf = useSubjectName();
  const [ratings, setRatings] = useState<GameRatings | null>(null);
  useEffect(() => {
    if (id === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (tries: number) => {
      const r = await fetchGameRatings(id).catch(() => null);
      if (stopped) return;
      if (r !== null) setRatings(r);
      if ((r === null || r.status === 'pending') && tries > 1) timer = setTimeout(() => void ask(tries - 1), RETRY_MS);
    };
    void ask(TRIES);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id]);
  if (id === null) return null;
  if (ratings === null || ratings.status === 'casual') return <SeatRatings />;
  return (
    <section className="rating-changes" data-testid="rating-changes" aria-live="polite">
      <h3>{t('ratings.changes')}</h3>
      {ratings.status === 'pending' && <p>{t('ratings.pending')}</p>}
      {ratings.status === 'unrated' && (
        <p data-testid="rating-unrated">{t('ratings.unrated', { reason: t(reasonKey(ratings.reason)) })}</p>
      )}
      {ratings.status === 'rated' && (
        <ul>
          {ratings.changes.map((c) => {
            const delta = deltaText(c.before, c.after);
            return (
              <li key={c.seat} data-testid="rating-change" className={delta.startsWith('+') ? 'up' : 'down'}>
                {/* The name links to the player's profile (issue 25); the sentence goes on after it. */}
                <PlayerName name={nameOf(c.subject, c.name)} player={c.subject.startsWith('bot:') ? null : c.subject} />
                {t('ratings.changeAfter', {
                  before: ratingText(c.before),
                  after: ratingText(c.after),
                  delta,
                })}
              </li>
            );
          })}
        </ul>
      )}
      {ratings.rematch !== undefined && !ratings.rematch.rated && (
        <p data-testid="rematch-unrated">
          {t('ratings.rematchUnrated', {
            reason: t(reasonKey(ratings.rematch.reason)),
          })}
        </p>
      )}
    </section>
  );
}
