import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerOfflineTexts } from './i18n.js';
import { type OfflineNews, onOfflineNews } from './register.js';

/**
 * A quiet bar at the foot of every page when a new version is waiting: loaded only when the player says so, so a
 * game is never cut short.
 */
export function UpdateOffer() {
  const { t, i18n } = useTranslation();
  registerOfflineTexts(i18n);
  const [news, setNews] = useState<OfflineNews | null>(null);
  useEffect(() => onOfflineNews(setNews), []);
  if (news === null) return null;
  return (
    <section className="update-offer" role="status" aria-live="polite" data-testid={`offline-${news.kind}`}>
      <p>
        <strong>{t('offline.ready')}</strong> {t('offline.saved')}
      </p>
      <button type="button" onClick={news.apply}>
        {t('offline.reload')}
      </button>
      <button type="button" className="secondary" onClick={() => setNews(null)}>
        {t('offline.later')}
      </button>
    </section>
  );
}
