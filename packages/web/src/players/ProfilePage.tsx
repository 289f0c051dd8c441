import type { MyGame, PlayerProfile } from '@ludotheque/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChallengeButton } from '../challenges/ChallengeButton.js';
import { ReportButton } from '../moderation/ReportButton.js';
import { RatingHistorySection } from '../ratings/PlayerRatings.js';
import { SocialButtons } from '../social/SocialButtons.js';
import { PlayerTournaments } from '../tournaments/PlayerTournaments.js';
import { fetchProfile } from './api.js';
import { GameSeats } from './GameSeats.js';
import { TotalsTable, useGameName } from './MyGamesSection.js';
import { displayName } from './names.js';
import './players.css';

type Loaded = PlayerProfile | 'loading' | 'unknown' | 'failed';

/**
 * A player's public profile (`#/player/<id>`, issue 25), where every name on the site leads (players/PlayerName):
 * the name, guest or account, member since (a date in the page's language), ratings per game with their history
 * (ratings/), recent finished games with their results and a link to each record, totals per game.
 */
export default function ProfilePage({ id }: { readonly id: string }) {
  const { t, i18n } = useTranslation();
  const gameName = useGameName();
  const [profile, setProfile] = useState<Loaded>('loading');
  useEffect(() => {
    let live = true;
    setProfile('loading');
    void fetchProfile(id).then((r) => {
      if (!live) return;
      setProfile(r.ok ? r.value : r.error === 'unknownPlayer' ? 'unknown' : 'failed');
    });
    return () => {
      live = false;
    };
  }, [id]);
  if (profile === 'loading') return <p className="loading">{t('people.profile.loading')}</p>;
  if (profile === 'unknown' || profile === 'failed')
    return (
      <p role="alert" data-testid="profile-problem">
        {t(`people.profile.${profile}`)}
      </p>
    );
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
  const short = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const name = displayName(profile.name, t);
  const outcome = (g: MyGame) =>
    g.won
      ? t('people.profile.won')
      : g.result?.ranks.every((r) => r === 1)
        ? t('people.profile.draw')
        : t('people.profile.lost');
  return (
    <div className="player-page profile-page" data-testid="profile">
      <h1 data-testid="profile-name">{name}</h1>
      <p className="profile-facts">
        <span className="badge">{t(profile.registered ? 'people.profile.account' : 'people.profile.guest')}</span>{' '}
        <span data-testid="member-since">
          {t('people.profile.memberSince', { date: day.format(new Date(profile.memberSince)) })}
        </span>
      </p>
      <SocialButtons player={profile.id} name={profile.name} />
      <ReportButton target={{ player: profile.id }} player={profile.id} name={profile.name} />
      <ChallengeButton player={profile.id} name={profile.name} />
      <RatingHistorySection player={profile.id} />
      <section className="player-section" aria-labelledby="recent-h" data-testid="recent-games">
        <h2 id="recent-h">{t('people.profile.recent')}</h2>
        {profile.recent.length === 0 ? (
          <p className="muted">{t('people.profile.noRecent')}</p>
        ) : (
          <ul className="my-games">
            {profile.recent.map((g) => {
              const date = short.format(new Date(g.created));
              return (
                <li key={g.id} data-game-id={g.id}>
                  <strong>{gameName(g.game)}</strong> <time dateTime={g.created}>{date}</time> <GameSeats game={g} /> —{' '}
                  <span data-testid="outcome">{outcome(g)}</span>{' '}
                  <a
                    className="button"
                    href={g.url}
                    aria-label={t('people.profile.openLabel', { game: gameName(g.game), date })}
                  >
                    {t('people.profile.open')}
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <TotalsTable totals={profile.totals} title={t('people.profile.totals')} testId="profile-totals" />
      <PlayerTournaments player={profile.id} />
    </div>
  );
}
