import type { QuickMatchRequest } from '@ludotheque/protocol';
import { lazy, Suspense, useState } from 'react';
import { GAME_IDS, rulesFor } from '../i18n/rules.js';
import { useHomeTexts } from './i18n.js';
import { HOME_SPEEDS, speedClock } from './speeds.js';

// The wait itself brings the lobby's socket and schemas: only after a click (issue 28's first-page budget).
const Pairing = lazy(() => import('./Pairing.js'));

/** Lichess's grid: each game at each speed, two players; one click waits in the lobby's quick match. */
export function QuickPairing() {
  const { t, i18n } = useHomeTexts();
  const [wait, setWait] = useState<{ request: QuickMatchRequest; game: string; clock: string } | null>(null);
  return (
    <section className="home-quick" aria-labelledby="home-quick">
      <h2 id="home-quick">{t('home.quick')}</h2>
      <p className="muted small">{t('home.quickHint')}</p>
      {wait !== null && (
        <Suspense fallback={<p role="status">{t('home.connecting')}</p>}>
          <Pairing request={wait.request} game={wait.game} clock={wait.clock} onEnd={() => setWait(null)} />
        </Suspense>
      )}
      <ul className="home-quick-grid">
        {GAME_IDS.map((game) =>
          HOME_SPEEDS.map((speed) => {
            const name = rulesFor(game, i18n.language).name;
            const clock = speedClock(speed, t('home.untimedClock'));
            return (
              <li key={`${game}-${speed}`}>
                <button
                  type="button"
                  className={`home-tile game-${game}`}
                  data-testid={`quick-${game}-${speed}`}
                  disabled={wait !== null}
                  onClick={() => setWait({ request: { game, players: 2, speed }, game: name, clock })}
                >
                  <strong>{name}</strong>
                  {/* The name read out is the visible text (axe: label-content-name-mismatch), then the seats. */}
                  <span className="home-tile-clock" aria-hidden={speed === 'untimed'}>
                    {speed === 'untimed' ? '∞' : clock}
                  </span>
                  <span className="home-tile-speed">{t(`home.speeds.${speed}`)}</span>
                  <span className="sr-only">{t('home.twoPlayers')}</span>
                </button>
              </li>
            );
          }),
        )}
      </ul>
    </section>
  );
}
