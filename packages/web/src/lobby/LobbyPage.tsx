import {
  type MatchSpeed,
  type OpenTable,
  type QueuePool,
  RATED_PAIR_LIMIT_PER_DAY,
  type TableSeat,
  type WatchEntry,
} from '@ludotheque/protocol';
import { type ClockSetting, clockLabel, UNTIMED } from '@ludotheque/protocol/clock-model';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ClockFields } from '../clocks/ClockFields.js';
import { GAME_IDS, type GameId, rulesFor } from '../i18n/rules.js';
import { optionWords, registerOptionWords } from '../pages/optionWords.js';
import { usePlayer } from '../players/PlayerContext.js';
import { fetchAllowance } from '../ratings/api.js';
import { type Answer, cancelQuickMatch, fillBots, joinTable, leaveTable, openTable, quickMatch } from './api.js';
import { useLobbyTexts } from './i18n.js';
import { useTableOptions } from './TableOptions.js';
import { useLobby } from './useLobby.js';
import './lobby.css';

const LEVELS = ['random', 'easy', 'medium', 'hard'] as const;
/** How long the lobby shows "this game will not be rated" before it opens the game. */
const CASUAL_NOTICE_MS = 4000;
const SPEEDS: readonly MatchSpeed[] = ['blitz', 'rapid', 'untimed'];
/** The quick-match pools offered: each game with two players (a game's own counts come from its table form). */
const QUICK: readonly { game: GameId; players: number }[] = GAME_IDS.map((game) => ({ game, players: 2 }));

type T = ReturnType<typeof useLobbyTexts>['t'];

function gameName(game: string, language: string): string {
  return (GAME_IDS as readonly string[]).includes(game) ? rulesFor(game as GameId, language).name : game;
}

/** A table's options as short words ("rounds to win: 1, hands: 1, 1"); `players` is shown by the seats. */
function optionsText(t: T, options: OpenTable['options']): string {
  return Object.entries(options)
    .filter(([k]) => k !== 'players')
    .filter(([k, v]) => !(k === 'teams' && v === false) && v !== null)
    .map(
      ([k, v]) =>
        // Options whose value is a word are named as the new-game page names them (`pages/optionWords.ts`).
        optionWords(t, k, v) ??
        t(`lobby.optionText.${k}`, {
          v: Array.isArray(v) ? v.join(', ') : String(v),
          defaultValue: `${k}: ${String(v)}`,
        }),
    )
    .filter((x) => x !== '')
    .join(' · ');
}

function seatText(t: T, s: TableSeat): string {
  if (s.kind === 'free') return t('lobby.free');
  if (s.kind === 'bot') return t('lobby.botSeat', { level: t(`setup.levels.${s.level}`) });
  return s.name;
}

function errorText(t: T, a: Answer<unknown>): string {
  if (a.ok) return '';
  const known = t(`lobby.errors.${a.code}`, { message: a.message, defaultValue: '' });
  return known || t('lobby.errors.other', { message: a.message });
}

/**
 * Whether a rated table would count for this player, said before they join: false when they already played the
 * day's limit of rated games with someone seated there (server ratings/README, per-pair limit); null: nothing to say.
 */
function usePairNote(table: OpenTable, me: string | null, registered: boolean): boolean | null {
  const others = table.seats.flatMap((s) => (s.kind === 'human' && s.player !== me ? [s.player] : []));
  const key = others.join(',');
  const [counts, setCounts] = useState<boolean | null>(null);
  const ask = table.rated && registered && me !== null && key !== '';
  useEffect(() => {
    if (!ask) return setCounts(null);
    let stopped = false;
    fetchAllowance(table.game, key.split(',')).then(
      (a) => !stopped && setCounts(a.rated),
      () => !stopped && setCounts(null),
    );
    return () => {
      stopped = true;
    };
  }, [ask, table.game, key]);
  return counts;
}

function TableRow(props: {
  table: OpenTable;
  me: string | null;
  registered: boolean;
  act: (a: Promise<Answer<unknown>>) => void;
}) {
  const { t, i18n } = useLobbyTexts();
  const { table, me, act } = props;
  const [level, setLevel] = useState<(typeof LEVELS)[number]>('easy');
  const mine = table.seats.some((s) => s.kind === 'human' && s.player === me);
  const creator = table.creator.player === me;
  const free = table.seats.some((s) => s.kind === 'free');
  const counts = usePairNote(table, me, props.registered);
  return (
    <tr data-testid="lobby-table" data-table={table.id}>
      <td>{gameName(table.game, i18n.language)}</td>
      <td className="small">{optionsText(t, table.options)}</td>
      <td>
        <ul className="lobby-seats">
          {table.seats.map((s, i) => (
            // Seats have no id of their own: their place is what they are.
            // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its index
            <li key={i} className={`lobby-seat lobby-seat-${s.kind}`}>
              {seatText(t, s)}
            </li>
          ))}
        </ul>
      </td>
      <td>
        {table.clock === null
          ? t('lobby.untimed')
          : clockLabel(table.clock, i18n.language.startsWith('fr') ? 'fr' : 'en')}
      </td>
      <td>
        {table.rated ? t('lobby.rated') : t('lobby.casual')}
        {counts === false && (
          <span className="small muted lobby-pair-note" data-testid="lobby-pair-note">
            {' '}
            {t('lobby.pairLimitNote', { limit: RATED_PAIR_LIMIT_PER_DAY })}
          </span>
        )}
      </td>
      <td>{table.creator.name}</td>
      <td className="lobby-actions">
        {!mine && free && (
          <button type="button" onClick={() => act(joinTable(table.id))}>
            {t('lobby.join')}
          </button>
        )}
        {mine && (
          <button type="button" onClick={() => act(leaveTable(table.id))}>
            {t('lobby.leave')}
          </button>
        )}
        {creator && free && (
          <span className="lobby-bots">
            <label className="field">
              {t('lobby.botLevel')}
              <select value={level} onChange={(e) => setLevel(e.target.value as (typeof LEVELS)[number])}>
                {LEVELS.map((l) => (
                  <option key={l} value={l}>
                    {t(`setup.levels.${l}`)}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" onClick={() => act(fillBots(table.id, level))}>
              {t('lobby.addBots')}
            </button>
          </span>
        )}
      </td>
    </tr>
  );
}

function CreateForm(props: { act: (a: Promise<Answer<unknown>>) => void }) {
  const { t, i18n } = useLobbyTexts();
  const [game, setGame] = useState<GameId>('linx');
  const [rated, setRated] = useState(false);
  const [clock, setClock] = useState<ClockSetting>(UNTIMED);
  const { choice, fields } = useTableOptions(game);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const tableClock = clock.kind === 'untimed' ? null : clock;
    props.act(openTable({ game, players: choice.players, options: choice.options, clock: tableClock, rated }));
  };
  return (
    <form className="lobby-create" onSubmit={submit} aria-labelledby="lobby-open">
      <h2 id="lobby-open">{t('lobby.open')}</h2>
      <label className="field">
        {t('lobby.game')}
        <select name="lobbyGame" value={game} onChange={(e) => setGame(e.target.value as GameId)}>
          {GAME_IDS.map((g) => (
            <option key={g} value={g}>
              {rulesFor(g, i18n.language).name}
            </option>
          ))}
        </select>
      </label>
      {fields}
      <ClockFields value={clock} onChange={setClock} online />
      <label className="check">
        <input type="checkbox" checked={rated} onChange={(e) => setRated(e.target.checked)} /> {t('lobby.ratedCheck')}
      </label>
      <p>
        <button type="submit">{t('lobby.openButton')}</button>
      </p>
    </form>
  );
}

function QuickMatch(props: {
  queue: readonly QueuePool[];
  queued: { game: string; players: number; speed: MatchSpeed; rated?: boolean | undefined } | null;
  registered: boolean;
  act: (a: Promise<Answer<unknown>>) => void;
}) {
  const { t, i18n } = useLobbyTexts();
  const [speed, setSpeed] = useState<MatchSpeed>('rapid');
  // Rated by default for an account; a guest always plays casual (server ratings/README, quick match).
  const [ratedChoice, setRated] = useState(true);
  const { queued, queue, act, registered } = props;
  const rated = registered && ratedChoice;
  const waitingIn = (game: string, players: number) =>
    queue.find((p) => p.game === game && p.players === players && p.speed === speed && p.rated === rated)?.waiting ?? 0;
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
          <ul className="lobby-quick-list">
            {QUICK.map(({ game, players }) => (
              <li key={game}>
                <button type="button" onClick={() => act(quickMatch({ game, players, speed, rated }))}>
                  {t('lobby.quickButton', {
                    game: gameName(game, i18n.language),
                    n: players,
                    speed: t(`lobby.speeds.${speed}`),
                  })}
                </button>{' '}
                <span className="muted small">{t('lobby.waitingCount', { count: waitingIn(game, players) })}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function WatchList({ watch }: { watch: readonly WatchEntry[] }) {
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
              <span className="muted small">{t('lobby.moves', { count: w.moves })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The lobby: open tables (join, leave, bots), the create form, quick match and the games to watch, live. */
export function LobbyPage() {
  const { t, i18n } = useLobbyTexts();
  registerOptionWords(i18n);
  const me = usePlayer().player;
  // No server answered `/api/me`: the lobby cannot connect, so it says offline rather than "connecting" forever.
  const unreachable = usePlayer().unreachable;
  // The socket opens once the visitor is a player (its cookie set by `GET /api/me`): it carries their seat tokens.
  const [lobby, setLobby] = useLobby(me?.id ?? null);
  const [problem, setProblem] = useState('');
  const followed = useRef<string | null>(null);
  useEffect(() => {
    // A game started with this player in it: their own seat, by its invite link (the token stays in the fragment).
    // Once: the answer to their own action and the lobby's `lobbySeat` both tell of it.
    const url = lobby.started?.url ?? null;
    if (url === null || followed.current === url) return;
    followed.current = url;
    // A rated table or wait that starts casual (the per-pair limit) says so before the game: read, then go.
    // Not cleared when the same start arrives a second time (the answer, then `lobbySeat`): the seat is theirs.
    if (lobby.started?.rated === false && lobby.started.unratedReason) {
      setTimeout(() => window.location.assign(url), CASUAL_NOTICE_MS);
      return;
    }
    window.location.assign(url);
  }, [lobby.started]);
  const act = (a: Promise<Answer<unknown>>) => {
    setProblem('');
    void a.then((r) => {
      if (!r.ok) return setProblem(errorText(t, r));
      const value = r.value as { started?: typeof lobby.started; queued?: typeof lobby.queued };
      if (value.started) setLobby((s) => ({ ...s, started: value.started ?? null }));
      else if (value.queued !== undefined) setLobby((s) => ({ ...s, queued: value.queued ?? null }));
    });
  };
  return (
    <div className="lobby">
      <h1>{t('lobby.title')}</h1>
      <p role="status" data-testid="lobby-connection" className="small">
        {lobby.connection === 'live'
          ? t('lobby.live')
          : lobby.connection === 'connecting' && !unreachable
            ? t('lobby.connecting')
            : lobby.connection === 'full'
              ? t('lobby.full')
              : t('lobby.offline')}
      </p>
      {lobby.started !== null && <p role="status">{t('lobby.started')}</p>}
      {lobby.started?.rated === false && lobby.started.unratedReason === 'pair limit' && (
        <p role="alert" data-testid="lobby-started-casual">
          {t('lobby.startedCasual', { limit: RATED_PAIR_LIMIT_PER_DAY })}
        </p>
      )}
      {problem !== '' && (
        <p role="alert" className="lobby-problem" data-testid="lobby-problem">
          {problem}
        </p>
      )}
      <section aria-labelledby="lobby-tables">
        <h2 id="lobby-tables">{t('lobby.tables')}</h2>
        {lobby.tables.length === 0 ? (
          <p className="muted">{t('lobby.noTables')}</p>
        ) : (
          <table className="lobby-list">
            <thead>
              <tr>
                <th scope="col">{t('lobby.game')}</th>
                <th scope="col">{t('lobby.options')}</th>
                <th scope="col">{t('lobby.seats')}</th>
                <th scope="col">{t('lobby.clock')}</th>
                <th scope="col">{t('lobby.kind')}</th>
                <th scope="col">{t('lobby.creator')}</th>
                <th scope="col">
                  <span className="sr-only">{t('lobby.join')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lobby.tables.map((table) => (
                <TableRow
                  key={table.id}
                  table={table}
                  me={me?.id ?? null}
                  registered={me?.registered === true}
                  act={act}
                />
              ))}
            </tbody>
          </table>
        )}
      </section>
      <QuickMatch queue={lobby.queue} queued={lobby.queued} registered={me?.registered === true} act={act} />
      <WatchList watch={lobby.watch} />
      <CreateForm act={act} />
    </div>
  );
}

export default LobbyPage;
