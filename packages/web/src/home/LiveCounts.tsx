import type { HomeStats } from '@ludotheque/protocol';
import { useEffect, useState } from 'react';
import { isGameId, rulesFor } from '../i18n/rules.js';
import { useHomeTexts } from './i18n.js';

/** How often the home page asks again (the server computes the counts at most once a second). */
export const STATS_EVERY_MS = 5_000;

/** Fetched as plain JSON (no schema: the home's first chunk carries none); a wrong shape reads as unknown. */
async function fetchStats(): Promise<HomeStats | null> {
  try {
    const res = await fetch('/api/stats');
    if (!res.ok) return null;
    const b = (await res.json()) as Partial<HomeStats>;
    return typeof b.online === 'number' && typeof b.games === 'number'
      ? ({ ...b, watch: b.watch ?? null } as HomeStats)
      : null;
  } catch {
    return null;
  }
}

function useStats(): HomeStats | null | 'loading' {
  const [stats, setStats] = useState<HomeStats | null | 'loading'>('loading');
  useEffect(() => {
    let stopped = false;
    const read = () => {
      if (document.visibilityState === 'hidden') return;
      void fetchStats().then((s) => {
        if (!stopped) setStats(s);
      });
    };
    read();
    const timer = setInterval(read, STATS_EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, []);
  return stats;
}

/** Players online and games in play, live, and a game to watch now. */
export function LiveCounts() {
  const { t, i18n } = useHomeTexts();
  const stats = useStats();
  if (stats === 'loading') return <section className="home-live" aria-labelledby="home-live" />;
  const format = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const watch = stats?.watch ?? null;
  return (
    <section className="home-live" aria-labelledby="home-live">
      <h2 id="home-live">{t('home.live')}</h2>
      {stats === null ? (
        <p className="muted small">{t('home.countsUnknown')}</p>
      ) : (
        <p className="home-counts">
          <span data-testid="home-online">
            {t('home.online', { count: stats.online, formattedCount: format(stats.online) })}
          </span>
          <span data-testid="home-games">
            {t('home.inPlay', { count: stats.games, formattedCount: format(stats.games) })}
          </span>
        </p>
      )}
      {watch !== null ? (
        <p>
          <a className="button" href={`/play/${encodeURIComponent(watch.game)}`} data-testid="home-watch">
            {t('home.watch', {
              game: isGameId(watch.gameType) ? rulesFor(watch.gameType, i18n.language).name : watch.gameType,
              players: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(watch.seats),
            })}
          </a>{' '}
          <span className="muted small">{t('home.moves', { count: watch.moves })}</span>
        </p>
      ) : (
        stats !== null && <p className="muted small">{t('home.noWatch')}</p>
      )}
    </section>
  );
}
