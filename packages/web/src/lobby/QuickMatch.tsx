import {
  type MatchSpeed,
  type QueuePool,
  type QueueWait,
  type QuickMatchRequest,
  RATED_PAIR_LIMIT_PER_DAY,
} from '@ludotheque/protocol';
import { useState } from 'react';
import { GAME_IDS } from '../i18n/rules.js';
import { type Answer, cancelQuickMatch, quickMatch } from './api.js';
import { useLobbyTexts } from './i18n.js';
import { QUICK_POOLS } from './quick.js';
import { gameName, waitText } from './words.js';

const SPEEDS: readonly MatchSpeed[] = ['blitz', 'rapid', 'untimed'];

/** "Play now": a button per game and player count with its wait, at a speed, rated or casual; the wait and Cancel. */
export function QuickMatch(props: {
  queue: readonly QueuePool[];
  waits: readonly QueueWait[];
  queued: QuickMatchRequest | null;
  registered: boolean;
  act: (a: Promise<Answer<unknown>>) => void;
}) {
  const { t, i18n } = useLobbyTexts();
  const [speed, setSpeed] = useState<MatchSpeed>('rapid');
  // Rated by default for an account; a guest always plays casual (server ratings/README, quick match).
  const [ratedChoice, setRated] = useState(true);
  const { queued, queue, waits, act, registered } = props;
  const rated = registered && ratedChoice;
  const same =
    (p: { game: string; players: number; speed: MatchSpeed; rated: boolean; teams?: boolean | undefined }) =>
    (game: string, players: number, teams: boolean) =>
      p.game === game &&
      p.players === players &&
      p.speed === speed &&
      p.rated === rated &&
      (p.teams === true) === teams;
  const waitingIn = (game: string, players: number, teams: boolean) =>
    queue.find((p) => same(p)(game, players, teams))?.waiting ?? 0;
  const expected = (game: string, players: number, teams: boolean) =>
    waits.find((w) => same(w)(game, players, teams))?.expectedMs ?? null;
  const countText = (players: number, teams: boolean) =>
    teams ? t('lobby.quickTeams') : t('lobby.quickPlayers', { count: players });
  return (
    <section aria-labelledby="lobby-quick" className="lobby-quick">
      <h2 id="lobby-quick">{t('lobby.quick')}</h2>
      <p className="muted small">{t('lobby.quickHint')}</p>
      {queued !== null ? (
        <p data-testid="lobby-waiting" role="status">
          {t('lobby.waitingFor', {
            game: gameName(queued.game, i18n.language),
            n: queued.players,
            speed: t(`lobby.speeds.${queued.speed}`),
          })}{' '}
          <span data-testid="lobby-waiting-kind">({queued.rated === true ? t('lobby.rated') : t('lobby.casual')})</span>{' '}
          <button type="button" onClick={() => act(cancelQuickMatch())}>
            {t('lobby.cancel')}
          </button>
        </p>
      ) : (
        <>
          <label className="field">
            {t('lobby.speed')}
            <select name="speed" value={speed} onChange={(e) => setSpeed(e.target.value as MatchSpeed)}>
              {SPEEDS.map((s) => (
                <option key={s} value={s}>
                  {t(`lobby.speeds.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="check">
            <input
              type="checkbox"
              name="quickRated"
              checked={rated}
              disabled={!registered}
              onChange={(e) => setRated(e.target.checked)}
            />{' '}
            {t('lobby.ratedCheck')}
          </label>
          <p className="muted small" data-testid="lobby-quick-rated-note">
            {registered
              ? rated
                ? t('lobby.quickRatedNote', { limit: RATED_PAIR_LIMIT_PER_DAY })
                : t('lobby.quickCasualNote')
              : t('lobby.quickGuestNote')}
          </p>
          <div className="lobby-quick-grid">
            {GAME_IDS.map((game) => (
              <div key={game} className="lobby-quick-game">
                <h3>{gameName(game, i18n.language)}</h3>
                <ul className="lobby-quick-list">
                  {QUICK_POOLS[game].map(({ players, teams }) => {
                    const isTeams = teams === true;
                    return (
                      <li key={`${players}${isTeams ? 't' : ''}`}>
                        <button
                          type="button"
                          data-testid={`lobby-quick-${game}-${players}${isTeams ? '-teams' : ''}`}
                          aria-label={t('lobby.quickButton', {
                            game: gameName(game, i18n.language),
                            players: countText(players, isTeams),
                            speed: t(`lobby.speeds.${speed}`),
                          })}
                          onClick={() =>
                            act(quickMatch({ game, players, speed, rated, ...(isTeams ? { teams: true } : {}) }))
                          }
                        >
                          {countText(players, isTeams)}
                        </button>{' '}
                        <span
                          className="muted small"
                          data-testid={`lobby-quick-wait-${game}-${players}${isTeams ? '-teams' : ''}`}
                        >
                          {t('lobby.waitingCount', { count: waitingIn(game, players, isTeams) })} ·{' '}
                          {t('lobby.expectedWait', { wait: waitText(t, expected(game, players, isTeams)) })}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
