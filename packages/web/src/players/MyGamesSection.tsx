import type { MyGame, MyGamesResponse } from '@ludotheque/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CorrespondenceGames } from '../clocks/CorrespondenceGames.js';
import { GAME_IDS, type GameId, rulesFor } from '../i18n/rules.js';
import { myGames } from './api.js';
import { GameSeats } from './GameSeats.js';
import { usePlayer } from './PlayerContext.js';
import { ErrorText } from './RenameForm.js';

export function useGameName(): (game: string) => string {
  const { i18n } = useTranslation();
  const known = (game: string): game is GameId => (GAME_IDS as readonly string[]).includes(game);
  return (game) => (known(game) ? rulesFor(game, i18n.language).name : game);
}

function InProgress({ games }: { readonly games: readonly MyGame[] }) {
  const { t } = useTranslation();
  const name = useGameName();
  return (
    <section className="player-section" aria-labelledby="progress-h" data-testid="in-progress">
      <h2 id="progress-h">{t('players.inProgress')}</h2>
      {games.length === 0 && <p className="muted">{t('players.noneInProgress')}</p>}
      <ul className="my-games">
        {games.map((g) => (
          <li key={g.id} data-game-id={g.id}>
            <strong>{name(g.game)}</strong> <GameSeats game={g} mine={g.mine} />{' '}
            {g.yourTurn && <span className="badge">{t('play.yourTurn')}</span>}{' '}
            <a className="button" href={g.url}>
              {t('players.continue')}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Finished({ games }: { readonly games: readonly MyGame[] }) {
  const { t } = useTranslation();
  const name = useGameName();
  const outcome = (g: MyGame) =>
    g.won ? t('players.won') : g.result?.ranks.every((r) => r === 1) ? t('players.draw') : t('players.lost');
  return (
    <section className="player-section" aria-labelledby="finished-h" data-testid="finished">
      <h2 id="finished-h">{t('players.finished')}</h2>
      {games.length === 0 && <p className="muted">{t('players.noneFinished')}</p>}
      <ul className="my-games">
        {games.map((g) => (
          <li key={g.id} data-game-id={g.id}>
            <strong>{name(g.game)}</strong> <GameSeats game={g} mine={g.mine} /> —{' '}
            <span data-testid="outcome">{outcome(g)}</span>{' '}
            <a className="button" href={g.url}>
              {t('players.replay')}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Games played and won per game, as a table: "My games" and the public profile show the same one (issue 25), each
 * under its own heading.
 */
export function TotalsTable({
  totals,
  title,
  testId,
}: {
  readonly totals: MyGamesResponse['totals'];
  readonly title: string;
  readonly testId: string;
}) {
  const { t } = useTranslation();
  const name = useGameName();
  if (totals.length === 0) return null;
  return (
    <section className="player-section" aria-labelledby={`${testId}-h`} data-testid={testId}>
      <h2 id={`${testId}-h`}>{title}</h2>
      <table className="my-totals">
        <thead>
          <tr>
            <th scope="col">{t('players.game')}</th>
            <th scope="col">{t('players.played')}</th>
            <th scope="col">{t('players.wins')}</th>
          </tr>
        </thead>
        <tbody>
          {totals.map((row) => (
            <tr key={row.game}>
              <th scope="row">{name(row.game)}</th>
              <td>{row.played}</td>
              <td>{row.won}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** "My games" (`GET /api/me/games`): in progress (the player's turn first), finished, totals per game. */
export function MyGamesSection() {
  const { t } = useTranslation();
  const { player } = usePlayer();
  const [data, setData] = useState<MyGamesResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = player?.id;
  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    void myGames().then((r) => {
      if (!live) return;
      if (r.ok) setData(r.value);
      else setError(r.error);
    });
    return () => {
      live = false;
    };
  }, [id]);
  if (error !== null) return <ErrorText code={error} />;
  if (data === null) return null;
  return (
    <>
      {/* Correspondence games by deadline, the nearest first (clocks/): none listed when there are none. */}
      <CorrespondenceGames games={data.inProgress} />
      <InProgress games={data.inProgress} />
      <Finished games={data.finished} />
      <TotalsTable totals={data.totals} title={t('players.totals')} testId="totals" />
    </>
  );
}
