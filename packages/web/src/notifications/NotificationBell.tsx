import type { PushKind } from '@ludotheque/protocol';
import { useEffect, useId, useState } from 'react';
import { ChallengeActions } from '../challenges/ChallengeActions.js';
import { registerChallengeTexts } from '../challenges/i18n.js';
import { displayName } from '../players/names.js';
import { usePlayer } from '../players/PlayerContext.js';
import { fetchPushSettings, gameHref, savePushSettings, subscribePush } from './api.js';
import { gameName, relativeTime, useNotificationsTexts } from './i18n.js';
import { useNotifications } from './useNotifications.js';
import './notifications.css';

/** The header's bell: the unread count (live), a panel of the newest notifications, and the push opt-in. */
export function NotificationBell() {
  const { t, i18n } = useNotificationsTexts();
  registerChallengeTexts(i18n);
  const { player } = usePlayer();
  const { list, unread, read } = useNotifications(player?.id ?? null);
  const [open, setOpen] = useState(false);
  const panel = useId();
  if (player === null) return null;
  const lang = i18n.language.startsWith('fr') ? 'fr' : 'en';
  return (
    <div className="notify">
      <button
        type="button"
        className="notify-bell"
        aria-expanded={open}
        // Only while the panel exists: a reference to a missing id is an ARIA error.
        {...(open ? { 'aria-controls': panel } : {})}
        aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
        onClick={() => setOpen((o) => !o)}
        data-testid="notify-bell"
      >
        {/* Drawn, not an emoji: not every system has an emoji font (a bare box otherwise). */}
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
        </svg>
        {unread > 0 && (
          <span className="notify-count" data-testid="notify-count">
            {new Intl.NumberFormat(lang).format(unread)}
          </span>
        )}
      </button>
      {open && (
        <section id={panel} className="notify-panel" aria-label={t('notifications.title')}>
          <header>
            <h2>{t('notifications.title')}</h2>
            {unread > 0 && (
              <button type="button" onClick={() => void read('all')}>
                {t('notifications.allRead')}
              </button>
            )}
          </header>
          {list.length === 0 ? (
            <p>{t('notifications.empty')}</p>
          ) : (
            <ul>
              {list.map((n) => (
                <li key={n.id} className={n.read ? 'read' : 'unread'} data-kind={n.kind}>
                  <a
                    // A challenge (received or declined) has no game yet: its page lists it.
                    href={n.gameId === '' ? '/#/challenges' : gameHref(n)}
                    data-testid="notify-item"
                    onClick={() => {
                      if (!n.read) void read([n.id]);
                    }}
                  >
                    <span>
                      {t(`notifications.kind.${n.kind}`, {
                        game: gameName(n.game),
                        name: displayName(n.from?.name ?? '', t),
                        reason: n.reason === undefined ? '' : t(`challenges.reason.${n.reason}`),
                      })}
                    </span>
                    <time dateTime={n.created}>{relativeTime(n.created, Date.now(), lang)}</time>
                  </a>
                  {/* Accepted or declined from the notification itself (issue 26). */}
                  {n.kind === 'challenge' && n.challenge !== undefined && (
                    <ChallengeActions
                      id={n.challenge}
                      onAnswered={() => {
                        if (!n.read) void read([n.id]);
                      }}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
          <p>
            <a href="/#/challenges" data-testid="challenges-link">
              {t('notifications.challenges')}
            </a>
          </p>
          <PushToggle lang={lang} />
        </section>
      )}
    </div>
  );
}

/** Push per kind (`yourTurn`, `challenge`, `gameOver`): ticking asks the permission and subscribes. */
function PushToggle({ lang }: { readonly lang: 'fr' | 'en' }) {
  const { t } = useNotificationsTexts();
  const [kinds, setKinds] = useState<readonly PushKind[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    void fetchPushSettings().then((s) => setKinds(s?.kinds ?? []));
  }, []);
  if (kinds === null) return null;
  const toggle = async (kind: PushKind, on: boolean) => {
    setProblem(null);
    if (on) {
      const r = await subscribePush(lang);
      if (r !== 'ok') {
        setProblem(r);
        return;
      }
    }
    const next = on ? [...new Set([...kinds, kind])] : kinds.filter((k) => k !== kind);
    const saved = await savePushSettings(next, lang);
    if (saved === null) setProblem('failed');
    else setKinds(saved.kinds);
  };
  return (
    <fieldset className="notify-push">
      <legend>{t('notifications.push.title')}</legend>
      <label>
        <input
          type="checkbox"
          checked={kinds.includes('yourTurn')}
          onChange={(e) => void toggle('yourTurn', e.currentTarget.checked)}
          data-testid="push-yourTurn"
        />{' '}
        {t('notifications.push.yourTurn')}
      </label>
      {(['challenge', 'gameOver'] as const).map((kind) => (
        <label key={kind}>
          <input
            type="checkbox"
            checked={kinds.includes(kind)}
            onChange={(e) => void toggle(kind, e.currentTarget.checked)}
            data-testid={`push-${kind}`}
          />{' '}
          {t(`notifications.push.${kind}`)}
        </label>
      ))}
      {problem !== null && <p role="alert">{t(`notifications.push.${problem}`)}</p>}
    </fieldset>
  );
}
