import type { Standing, TournamentDetail } from '@ludotheque/protocol';
import { useCallback, useEffect, useState } from 'react';
import { GAME_IDS, type GameId, rulesFor } from '../i18n/rules.js';
import { act, countdown, errorKey, fetchTournament } from './api.js';
import { useTournamentTexts } from './i18n.js';
import './tournaments.css';

/** How often the page reads the standings again (every node reads them from the store). */
const POLL_MS = 1500;

/**
 * `#/tournaments/<id>`: the live standings, the games in play to watch, the countdown, join / pause / come back /
 * withdraw, a notice when the player's next game is ready, and the podium at the end.
 */
export function TournamentPage({ id }: { readonly id: string }) {
  const { t, i18n } = useTournamentTexts();
  const [detail, setDetail] = useState<TournamentDetail | null>(null);
  const [missing, setMissing] = useState(false);
  const [skew, setSkew] = useState(0);
  const [clock, setClock] = useState(Date.now());
  const [problem, setProblem] = useState('');
  const [password, setPassword] = useState('');
  const load = useCallback(async () => {
    const r = await fetchTournament(id);
    if (r.ok) {
      setDetail(r.value);
      setSkew(r.value.now - Date.now());
    } else if (r.error === 'unknownTournament') setMissing(true);
  }, [id]);
  useEffect(() => {
    void load();
    const poll = setInterval(() => void load(), POLL_MS);
    const tick = setInterval(() => setClock(Date.now()), 1000);
    return () => {
      clearInterval(poll);
      clearInterval(tick);
    };
  }, [load]);
  if (missing) return <p role="alert">{t('tournaments.unknown')}</p>;
  if (detail === null) return <p>{t('tournaments.loading')}</p>;
  const x = detail.tournament;
  const now = clock + skew;
  const game = (GAME_IDS as readonly string[]).includes(x.game)
    ? rulesFor(x.game as GameId, i18n.language).name
    : x.game;
  const run = async (action: 'join' | 'pause' | 'resume' | 'withdraw') => {
    setProblem('');
    const r = await act(id, action, action === 'join' && password !== '' ? { password } : {});
    if (r.ok) setDetail(r.value);
    else setProblem(t(errorKey(r.error)));
  };
  const me = detail.me;
  const over = x.state === 'finished';
  return (
    <section className="tournament">
      <h1>{x.name}</h1>
      <p className="muted">
        {t('tournaments.formatLine', { format: t(`tournaments.${x.format}`), game, seats: x.tableSize })} ·{' '}
        {x.rated ? t('tournaments.rated') : t('tournaments.casual')} · {t('tournaments.players', { count: x.players })}
      </p>
      <p data-testid="tournament-clock" role="timer">
        {over
          ? t('tournaments.over')
          : x.state === 'created'
            ? t('tournaments.startsIn', { time: countdown(x.startsAt - now) })
            : x.format === 'arena' && x.endsAt !== null
              ? t('tournaments.endsIn', { time: countdown(x.endsAt - now) })
              : x.nextRoundAt !== null
                ? t('tournaments.nextRoundIn', {
                    round: x.round,
                    rounds: x.rounds ?? 0,
                    time: countdown(x.nextRoundAt - now),
                  })
                : x.roundDeadline !== null
                  ? t('tournaments.roundDeadline', {
                      round: x.round,
                      rounds: x.rounds ?? 0,
                      date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                        x.roundDeadline,
                      ),
                    })
                  : t('tournaments.round', { round: x.round, rounds: x.rounds ?? 0 })}
      </p>
      {over && <Podium standings={detail.standings} />}
      {me?.game != null && !over && (
        <p className="tournament-ready" role="status" data-testid="tournament-ready">
          {t('tournaments.ready')}{' '}
          <a className="button" href={`/play/${me.game.id}#seat=${me.game.seat}`} data-testid="tournament-play">
            {t('tournaments.playIt')}
          </a>
        </p>
      )}
      {!over && (
        <div className="tournament-actions">
          {me === null ? (
            <>
              {x.private && (
                <label className="field">
                  {t('tournaments.password')}
                  <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
                </label>
              )}
              <button type="button" onClick={() => void run('join')} data-testid="tournament-join">
                {t('tournaments.join')}
              </button>
            </>
          ) : me.withdrawn ? (
            <p>{t('tournaments.withdrawnNote')}</p>
          ) : (
            <>
              <p data-testid="tournament-me">{me.paused ? t('tournaments.paused') : t('tournaments.joined')}</p>
              {me.paused ? (
                <button type="button" onClick={() => void run('resume')} data-testid="tournament-resume">
                  {t('tournaments.resume')}
                </button>
              ) : (
                <button type="button" onClick={() => void run('pause')} data-testid="tournament-pause">
                  {t('tournaments.pause')}
                </button>
              )}{' '}
              <button type="button" onClick={() => void run('withdraw')} data-testid="tournament-withdraw">
                {t('tournaments.withdraw')}
              </button>
            </>
          )}
        </div>
      )}
      {problem !== '' && <p role="alert">{problem}</p>}
      <h2>{t('tournaments.standings')}</h2>
      <Standings rows={detail.standings} swiss={x.format === 'swiss'} />
      <h2>{t('tournaments.playing')}</h2>
      {detail.playing.length === 0 ? (
        <p className="muted">{t('tournaments.noPlaying')}</p>
      ) : (
        <ul className="tournament-list" data-testid="tournament-playing">
          {detail.playing.map((g) => (
            <li key={g.game}>
              {g.players.map((p) => p.name).join(t('tournaments.versus'))}{' '}
              <a href={`/play/${g.game}`}>{t('tournaments.watch')}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Standings({ rows, swiss }: { readonly rows: readonly Standing[]; readonly swiss: boolean }) {
  const { t, i18n } = useTournamentTexts();
  const n = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <table className="tournament-standings" data-testid="tournament-standings">
      <thead>
        <tr>
          <th scope="col">{t('tournaments.rank')}</th>
          <th scope="col">{t('tournaments.player')}</th>
          <th scope="col">{t('tournaments.score')}</th>
          <th scope="col">{t('tournaments.games')}</th>
          <th scope="col">{t('tournaments.wins')}</th>
          {swiss && <th scope="col">{t('tournaments.buchholz')}</th>}
          {swiss && <th scope="col">{t('tournaments.sb')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((s) => (
          <tr key={s.player}>
            <td>{s.rank}</td>
            <td>
              <a href={`/#/player/${encodeURIComponent(s.player)}`}>{s.name}</a>
              {!swiss && s.streak >= 2 && <span className="tournament-fire"> · {t('tournaments.fire')}</span>}
              {(s.berserks ?? 0) > 0 && (
                <span className="tournament-berserk"> · {t('tournaments.berserkMark', { count: s.berserks })}</span>
              )}
              {s.paused && <span className="muted"> · {t('tournaments.pausedMark')}</span>}
              {s.withdrawn && <span className="muted"> · {t('tournaments.withdrawnMark')}</span>}
            </td>
            <td>{n.format(s.score)}</td>
            <td>{n.format(s.games)}</td>
            <td>{n.format(s.wins)}</td>
            {swiss && <td>{n.format(s.buchholz)}</td>}
            {swiss && <td>{n.format(s.sonnebornBerger)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Podium({ standings }: { readonly standings: readonly Standing[] }) {
  const { t } = useTournamentTexts();
  return (
    <section className="tournament-podium" aria-labelledby="tournament-podium" data-testid="tournament-podium">
      <h2 id="tournament-podium">{t('tournaments.podium')}</h2>
      <ol>
        {standings.slice(0, 3).map((s) => (
          <li key={s.player} className={`podium-${s.rank}`}>
            <strong>{t('tournaments.place', { count: s.rank, ordinal: true })}</strong> {s.name} —{' '}
            {t('tournaments.points', { count: s.score })}
          </li>
        ))}
      </ol>
    </section>
  );
}

export default TournamentPage;
