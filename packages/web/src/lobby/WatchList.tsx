import type { WatchEntry } from '@ludotheque/protocol';
import { useLobbyTexts } from './i18n.js';
import { gameName } from './words.js';

/** The live games to watch, most recently moved first, each a link to its spectator page. */
export function WatchList({ watch }: { watch: readonly WatchEntry[] }) {
  const { t, i18n } = useLobbyTexts();
  return (
    <section aria-labelledby="lobby-watch">
      <h2 id="lobby-watch">{t('lobby.watch')}</h2>
      {watch.length === 0 ? (
        <p className="muted">{t('lobby.noWatch')}</p>
      ) : (
        <ul className="lobby-watch">
          {watch.map((w) => (
            <li key={w.game} data-testid="lobby-watch-game">
              <a href={`/play/${w.game}`}>
                {t('app.labelled', { label: t('lobby.watchButton'), value: gameName(w.gameType, i18n.language) })} —{' '}
                {w.seats.join(t('lobby.versus'))}
              </a>{' '}
              <span className="muted small">
                {t('lobby.moves', { count: w.moves })}
                {w.spectators !== undefined && (
                  <span data-testid="lobby-spectators"> · {t('lobby.spectators', { count: w.spectators })}</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The table of a private link (`#/lobby/t/<id>`), read from the server, then kept fresh by the lobby's frames once
 * the visitor sits there (a private table's news reaches its people only). `gone`: it no longer exists.
 */
