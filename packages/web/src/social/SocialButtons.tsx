import type { SocialResponse } from '@ludotheque/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName } from '../players/names.js';
import { usePlayer } from '../players/PlayerContext.js';
import { fetchSocial, setBlock, setFollow } from './api.js';
import { registerSocialTexts } from './i18n.js';

/**
 * Follow/Unfollow and Block/Unblock on a player's profile (issue 26), shown only to a signed-in visitor who is not
 * that player. The state shown is the server's (the caller's own lists, read again after each change).
 */
export function SocialButtons({ player, name }: { readonly player: string; readonly name: string }) {
  const { t, i18n } = useTranslation();
  registerSocialTexts(i18n);
  const { player: me } = usePlayer();
  const [lists, setLists] = useState<SocialResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(async () => {
    const r = await fetchSocial();
    if (r.ok) setLists(r.value);
  }, []);
  const mine = me !== null && me.id === player;
  useEffect(() => {
    if (me !== null && !mine) void load();
  }, [me, mine, load]);
  if (me === null || mine || lists === null) return null;
  const following = lists.following.some((p) => p.id === player);
  const blocking = lists.blocks.some((p) => p.id === player);
  const act = async (change: () => ReturnType<typeof setFollow>) => {
    setBusy(true);
    const r = await change();
    setProblem(r.ok ? null : ['tooMany', 'rateLimited'].includes(r.error) ? r.error : 'failed');
    await load();
    setBusy(false);
  };
  const shown = displayName(name, t);
  return (
    <div className="social-buttons" data-testid="social-buttons">
      {!blocking && (
        <button
          type="button"
          disabled={busy}
          aria-pressed={following}
          data-testid="follow"
          onClick={() => void act(() => setFollow(player, !following))}
        >
          {t(following ? 'social.unfollow' : 'social.follow')}
        </button>
      )}{' '}
      <button
        type="button"
        disabled={busy}
        aria-pressed={blocking}
        data-testid="block"
        onClick={() => void act(() => setBlock(player, !blocking))}
      >
        {t(blocking ? 'social.unblock' : 'social.block')}
      </button>
      <p className="muted" aria-live="polite" data-testid="social-state">
        {blocking ? t('social.blocked', { name: shown }) : following ? t('social.following', { name: shown }) : ''}
      </p>
      {problem !== null && <p role="alert">{t(`social.${problem}`)}</p>}
    </div>
  );
}
