import type { Challenge, ChallengeList } from '@ludotheque/protocol';
import { clockLabel } from '@ludotheque/protocol/clock-model';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type GameId, rulesFor } from '../i18n/rules.js';
import { displayName } from '../players/names.js';
import { usePlayer } from '../players/PlayerContext.js';
import { PlayerName } from '../players/PlayerName.js';
import { fetchChallenges, seatHref } from './api.js';
import { ChallengeActions } from './ChallengeActions.js';
import { registerChallengeTexts } from './i18n.js';
import './challenges.css';

/** How often the page reads the lists again (answers and new challenges also come to the bell, live). */
export const CHALLENGES_REFRESH_MS = 5000;

/** `#/challenges`: the challenges received (Accept / Decline with a reason) and sent (their answer, in words). */
export function ChallengesPage() {
  const { t, i18n } = useTranslation();
  registerChallengeTexts(i18n);
  const { player } = usePlayer();
  const [lists, setLists] = useState<ChallengeList | null>(null);
  const load = useCallback(async () => {
    const r = await fetchChallenges();
    if (r.ok) setLists(r.value);
  }, []);
  useEffect(() => {
    if (player === null) return;
    void load();
    const timer = setInterval(() => void load(), CHALLENGES_REFRESH_MS);
    return () => clearInterval(timer);
  }, [player, load]);
  const lang = i18n.language.startsWith('fr') ? 'fr' : 'en';
  const gameOf = (c: Challenge) => rulesFor(c.game as GameId, i18n.language)?.name ?? c.game;
  const terms = (c: Challenge) =>
    `${c.clock === null ? '' : `${clockLabel(c.clock, lang)} · `}${t(c.rated ? 'challenges.ratedBadge' : 'challenges.casual')}`;
  return (
    <section className="page" aria-labelledby="challenges-h">
      <h1 id="challenges-h">{t('challenges.page')}</h1>
      <h2>{t('challenges.incoming')}</h2>
      {lists !== null && lists.incoming.length === 0 && <p className="muted">{t('challenges.none')}</p>}
      <ul className="challenge-list" data-testid="challenges-incoming">
        {lists?.incoming.map((c) => (
          <li key={c.id} data-challenge={c.id}>
            <span>
              {t('challenges.from', { name: displayName(c.from.name, t), game: gameOf(c) })}{' '}
              <span className="muted">({terms(c)})</span>
            </span>
            <ChallengeActions id={c.id} onAnswered={() => void load()} />
          </li>
        ))}
      </ul>
      <h2>{t('challenges.outgoing')}</h2>
      {lists !== null && lists.outgoing.length === 0 && <p className="muted">{t('challenges.none')}</p>}
      <ul className="challenge-list" data-testid="challenges-outgoing">
        {lists?.outgoing.map((c) => {
          const decliner = c.to.find((p) => p.id === c.declined?.by);
          return (
            <li key={c.id} data-challenge={c.id} data-status={c.status}>
              <span>
                {c.to.map((p, i) => (
                  <span key={p.id}>
                    {i > 0 && ', '}
                    <PlayerName name={p.name} player={p.id} />
                  </span>
                ))}{' '}
                · {gameOf(c)} <span className="muted">({terms(c)})</span>
              </span>
              <span className="badge">{t(`challenges.status.${c.status}`)}</span>
              {c.declined !== null && (
                <span data-testid="challenge-declined">
                  {t('challenges.declined', {
                    name: displayName(decliner?.name ?? '', t),
                    reason: t(`challenges.reason.${c.declined.reason}`),
                  })}
                </span>
              )}
              {c.gameId !== null && (
                <a className="button" href={seatHref(c.gameId, c.seat)}>
                  {t('challenges.go')}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
