import type { SocialResponse } from '@ludotheque/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChallengeButton } from '../challenges/ChallengeButton.js';
import { displayName } from '../players/names.js';
import { PlayerName } from '../players/PlayerName.js';
import { fetchSocial } from './api.js';
import { registerSocialTexts } from './i18n.js';

/** How often the panel asks again who is online (the server reads presence from every node). */
export const FRIENDS_REFRESH_MS = 10_000;

/**
 * The Friends panel (issue 26), on the player's own page: the mutual follows with their online state and a link to
 * watch the game each one plays now, and how many follow the player. Nothing while the server does not answer.
 */
export function FriendsSection({ refreshMs = FRIENDS_REFRESH_MS }: { readonly refreshMs?: number }) {
  const { t, i18n } = useTranslation();
  registerSocialTexts(i18n);
  const [lists, setLists] = useState<SocialResponse | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      void fetchSocial().then((r) => {
        if (live && r.ok) setLists(r.value);
      });
    load();
    const timer = setInterval(load, refreshMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [refreshMs]);
  if (lists === null) return null;
  return (
    <section className="player-section" aria-labelledby="friends-h" data-testid="friends">
      <h2 id="friends-h">{t('social.friends')}</h2>
      <p className="muted">
        {t('social.friendsHint')} {t('social.followers', { count: lists.followers })}
      </p>
      {lists.friends.length === 0 && <p className="muted">{t('social.noFriends')}</p>}
      <ul className="my-games">
        {lists.friends.map((f) => (
          <li key={f.id} data-friend={f.id} data-online={f.online}>
            <PlayerName name={f.name} player={f.id} />{' '}
            <span className="badge" data-testid="friend-state">
              {t(f.online ? 'social.online' : 'social.offline')}
            </span>{' '}
            {f.playing !== null && (
              <a
                className="button"
                href={`/play/${encodeURIComponent(f.playing)}`}
                aria-label={t('social.watchLabel', { name: displayName(f.name, t) })}
                data-testid="watch-friend"
              >
                {t('social.watch')}
              </a>
            )}{' '}
            <ChallengeButton player={f.id} name={f.name} />
          </li>
        ))}
      </ul>
    </section>
  );
}
