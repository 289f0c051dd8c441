import { CORRESPONDENCE_DAYS, type TournamentList, type TournamentSummary } from '@ludotheque/protocol';
import { clockLabel, REALTIME_PRESETS } from '@ludotheque/protocol/clock-model';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { formatClockParam, parseClockParam } from '../clocks/view.js';
import { GAME_IDS, type GameId, rulesFor } from '../i18n/rules.js';
import { usePlayer } from '../players/PlayerContext.js';
import { createTournament, errorKey, fetchTournaments } from './api.js';
import { useTournamentTexts } from './i18n.js';
import './tournaments.css';

const gameName = (game: string, language: string) =>
  (GAME_IDS as readonly string[]).includes(game) ? rulesFor(game as GameId, language).name : game;

/** The game's seats a table (server registry; the form offers these). */
const SEATS: Record<string, readonly number[]> = {
  linx: [2, 3, 4],
  superpion: [2, 3, 4],
  symbolix: [2, 3, 4, 5, 6],
  cubiko: [2, 3, 4],
};

/** One line of a list: its name (a link), format, game, players, and when. */
export function SummaryLine({ t: x }: { readonly t: TournamentSummary }) {
  const { t, i18n } = useTournamentTexts();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(x.startsAt);
  return (
    <li data-testid="tournament-row">
      <a href={`/#/tournaments/${x.id}`}>{x.name}</a>{' '}
      <span className="muted">
        {t('tournaments.formatLine', {
          format: t(`tournaments.${x.format}`),
          game: gameName(x.game, i18n.language),
          seats: x.tableSize,
        })}{' '}
        · {t('tournaments.players', { count: x.players })} ·{' '}
        {x.rated ? t('tournaments.rated') : t('tournaments.casual')}
        {x.private ? ` · ${t('tournaments.private')}` : ''}
        {x.berserkable ? ` · ${t('tournaments.berserkable')}` : ''} · {t('tournaments.startsAt', { date: when })}
      </span>
    </li>
  );
}

/** `#/tournaments`: what is playing now, starting soon and finished (server `GET /api/tournaments`), and a form. */
export function TournamentsPage() {
  const { t } = useTournamentTexts();
  const [list, setList] = useState<TournamentList | null>(null);
  const load = useCallback(async () => {
    const r = await fetchTournaments();
    if (r.ok) setList(r.value);
  }, []);
  useEffect(() => {
    void load();
    const every = setInterval(() => void load(), 5000);
    return () => clearInterval(every);
  }, [load]);
  return (
    <section className="tournaments">
      <h1>{t('tournaments.title')}</h1>
      {list === null ? (
        <p>{t('tournaments.loading')}</p>
      ) : (
        (['now', 'soon', 'finished'] as const).map((k) => (
          <section key={k} aria-labelledby={`tournaments-${k}`}>
            <h2 id={`tournaments-${k}`}>{t(`tournaments.${k}`)}</h2>
            {list[k].length === 0 ? (
              <p className="muted">{t('tournaments.none')}</p>
            ) : (
              <ul className="tournament-list">
                {list[k].map((x) => (
                  <SummaryLine key={x.id} t={x} />
                ))}
              </ul>
            )}
          </section>
        ))
      )}
      <CreateForm onCreated={load} />
    </section>
  );
}

function CreateForm({ onCreated }: { readonly onCreated: () => Promise<void> }) {
  const { t, i18n } = useTournamentTexts();
  const me = usePlayer().player;
  const [name, setName] = useState('');
  const [game, setGame] = useState<GameId>('linx');
  const [format, setFormat] = useState<'arena' | 'swiss'>('arena');
  const [tableSize, setTableSize] = useState(2);
  const [length, setLength] = useState(30);
  const [startIn, setStartIn] = useState(0);
  const [rated, setRated] = useState(false);
  const [password, setPassword] = useState('');
  const [interval, setInterval_] = useState(0);
  const [days, setDays] = useState(0);
  const [roundDays, setRoundDays] = useState(7);
  // An arena's real-time clock ('' for none, else a preset as `r180+2`) and whether a seat may go berserk with it.
  const [arenaClock, setArenaClock] = useState('');
  const [berserkable, setBerserkable] = useState(false);
  const [problem, setProblem] = useState('');
  if (me !== null && !me.registered) return <p className="muted">{t('tournaments.createGuest')}</p>;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem('');
    const r = await createTournament({
      name: name.trim() === '' ? t('tournaments.title') : name.trim(),
      game,
      format,
      tableSize,
      ...(format === 'arena' ? { minutes: length } : { rounds: length, roundInterval: interval }),
      ...(format === 'swiss' && days > 0
        ? { clock: { kind: 'correspondence' as const, days: days as 1 | 2 | 3 | 5 | 7 | 14 }, roundDays }
        : {}),
      ...(format === 'arena' && arenaClock !== ''
        ? { clock: parseClockParam(arenaClock) ?? { kind: 'untimed' as const }, berserkable }
        : {}),
      startsAt: Date.now() + startIn * 60_000,
      rated,
      ...(password === '' ? {} : { password }),
    });
    if (!r.ok) return setProblem(t(errorKey(r.error)));
    window.location.hash = `#/tournaments/${r.value.id}`;
    await onCreated();
  };
  return (
    <form className="tournament-create" onSubmit={submit} aria-labelledby="tournament-create">
      <h2 id="tournament-create">{t('tournaments.create')}</h2>
      <label className="field">
        {t('tournaments.name')}
        <input name="tournamentName" value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="field">
        {t('tournaments.game')}
        <select
          value={game}
          onChange={(e) => {
            setGame(e.target.value as GameId);
            setTableSize(2);
          }}
        >
          {GAME_IDS.map((g) => (
            <option key={g} value={g}>
              {rulesFor(g, i18n.language).name}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        {t('tournaments.format')}
        <select value={format} onChange={(e) => setFormat(e.target.value === 'swiss' ? 'swiss' : 'arena')}>
          <option value="arena">{t('tournaments.arena')}</option>
          <option value="swiss">{t('tournaments.swiss')}</option>
        </select>
      </label>
      <label className="field">
        {t('tournaments.tableSize')}
        <select value={tableSize} onChange={(e) => setTableSize(Number(e.target.value))}>
          {(SEATS[game] ?? [2]).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        {format === 'arena' ? t('tournaments.duration') : t('tournaments.roundsField')}
        <input
          type="number"
          min={1}
          max={format === 'arena' ? 720 : 20}
          value={length}
          onChange={(e) => setLength(Math.max(1, Number(e.target.value) || 1))}
        />
      </label>
      {format === 'arena' && (
        <>
          <label className="field">
            {t('tournaments.arenaClock')}
            <select name="arenaClock" value={arenaClock} onChange={(e) => setArenaClock(e.target.value)}>
              <option value="">{t('tournaments.noClock')}</option>
              {REALTIME_PRESETS.map((p) => (
                <option key={formatClockParam(p)} value={formatClockParam(p) ?? ''}>
                  {clockLabel(p, i18n.language.startsWith('fr') ? 'fr' : 'en')}
                </option>
              ))}
            </select>
          </label>
          {arenaClock !== '' && (
            <label className="check">
              <input
                type="checkbox"
                name="berserkable"
                checked={berserkable}
                onChange={(e) => setBerserkable(e.target.checked)}
              />{' '}
              {t('tournaments.berserkCheck')}
            </label>
          )}
        </>
      )}
      {format === 'swiss' && (
        <>
          <label className="field">
            {t('tournaments.roundInterval')}
            <input
              type="number"
              name="roundInterval"
              min={0}
              max={604_800}
              value={interval}
              onChange={(e) => setInterval_(Math.min(604_800, Math.max(0, Number(e.target.value) || 0)))}
            />
          </label>
          <label className="field">
            {t('tournaments.correspondence')}
            <select
              value={days}
              onChange={(e) => {
                const d = Number(e.target.value);
                setDays(d);
                setRoundDays(Math.max(7, 2 * d));
              }}
            >
              <option value={0}>{t('tournaments.live')}</option>
              {CORRESPONDENCE_DAYS.map((d) => (
                <option key={d} value={d}>
                  {t('tournaments.daysPerMove', { count: d })}
                </option>
              ))}
            </select>
          </label>
          {days > 0 && (
            <label className="field">
              {t('tournaments.roundDays')}
              <input
                type="number"
                name="roundDays"
                min={days}
                max={60}
                value={roundDays}
                onChange={(e) => setRoundDays(Math.min(60, Math.max(days, Number(e.target.value) || days)))}
              />
            </label>
          )}
        </>
      )}
      <label className="field">
        {t('tournaments.startIn')}
        <input
          type="number"
          min={0}
          max={1440}
          value={startIn}
          onChange={(e) => setStartIn(Math.max(0, Number(e.target.value) || 0))}
        />
      </label>
      <label className="check">
        <input type="checkbox" checked={rated} onChange={(e) => setRated(e.target.checked)} />{' '}
        {t('tournaments.ratedCheck')}
      </label>
      <label className="field">
        {t('tournaments.password')}
        <input type="password" value={password} maxLength={64} onChange={(e) => setPassword(e.target.value)} />
      </label>
      <button type="submit">{t('tournaments.createButton')}</button>
      {problem !== '' && <p role="alert">{problem}</p>}
    </form>
  );
}

export default TournamentsPage;
