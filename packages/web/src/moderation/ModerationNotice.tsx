import type { MyModeration } from '@ludotheque/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayer } from '../players/PlayerContext.js';
import { fetchMine } from './api.js';
import { registerModerationTexts } from './i18n.js';
import './moderation.css';

/** The newest warning the player closed (this browser): closed ones are not shown again. */
const SEEN_KEY = 'ludo.modWarningSeen';

/**
 * What a moderator told the signed-in player (issue 26): their newest warning, until they close it, and a running
 * chat mute with its end. Read on each page (`page` changes) from `GET /api/me/moderation`. Texts are text.
 */
export function ModerationNotice({ page }: { readonly page: string }) {
  const { t, i18n } = useTranslation();
  registerModerationTexts(i18n);
  const { player } = usePlayer();
  const [mine, setMine] = useState<MyModeration | null>(null);
  const [seen, setSeen] = useState(() => localStorage.getItem(SEEN_KEY) ?? '');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is the trigger, not an input
  useEffect(() => {
    if (player === null) return;
    let live = true;
    void fetchMine().then((r) => {
      if (live && r.ok) setMine(r.value);
    });
    return () => {
      live = false;
    };
  }, [player, page]);
  if (mine === null) return null;
  const warning = mine.warnings[0];
  const showWarning = warning !== undefined && warning.at > seen;
  if (!showWarning && mine.mutedUntil === null) return null;
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <section className="mod-notice" role="status" data-testid="mod-notice">
      {showWarning && (
        <>
          <h2>{t('moderation.warningTitle')}</h2>
          <p data-testid="mod-warning">
            {t('moderation.warningOn', {
              date: time(warning.at),
              reason: warning.reason,
            })}
          </p>
          <button
            type="button"
            onClick={() => {
              localStorage.setItem(SEEN_KEY, warning.at);
              setSeen(warning.at);
            }}
          >
            {t('moderation.dismiss')}
          </button>
        </>
      )}
      {mine.mutedUntil !== null && (
        <p data-testid="mod-muted">{t('moderation.mutedNotice', { time: time(mine.mutedUntil) })}</p>
      )}
    </section>
  );
}
