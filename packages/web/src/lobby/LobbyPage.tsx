import {
  botGivenName,
  type MatchSpeed,
  type OpenTable,
  type QueuePool,
  type QueueWait,
  type QuickMatchRequest,
  RATED_PAIR_LIMIT_PER_DAY,
  type TableSeat,
  type WatchEntry,
} from '@ludotheque/protocol';
import { type ClockSetting, clockLabel, UNTIMED } from '@ludotheque/protocol/clock-model';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { LevelPicker } from '../bots/LevelPicker.js';
import { ClockFields } from '../clocks/ClockFields.js';
import { GAME_IDS, type GameId, rulesFor } from '../i18n/rules.js';
import type { BotLevel } from '../play/botName.js';
import { GameSelect } from '../play/GameSelect.js';
import { usePlayer } from '../players/PlayerContext.js';
import { PlayerName } from '../players/PlayerName.js';
import { fetchAllowance } from '../ratings/api.js';
import { TournamentsLink } from '../tournaments/TournamentsLink.js';
import {
  type Answer,
  cancelQuickMatch,
  fetchTable,
  fillBots,
  joinTable,
  leaveTable,
  openTable,
  quickMatch,
} from './api.js';
import { describeOptions } from './describe.js';
import { FiltersForm } from './FiltersForm.js';
import { type LobbyFilters, NO_FILTERS, passes } from './filters.js';
import { useLobbyTexts } from './i18n.js';
import { QUICK_POOLS } from './quick.js';
import { useTableOptions } from './TableOptions.js';
import { useLobby } from './useLobby.js';
import './lobby.css';

/** How long the lobby shows "this game will not be rated" before it opens the game. */
const CASUAL_NOTICE_MS = 4000;
const SPEEDS: readonly MatchSpeed[] = ['blitz', 'rapid', 'untimed'];
/** A private table's link: `/#/lobby/t/<id>` (the id is its secret). */
export const tableLink = (id: string): string => `${window.location.origin}/#/lobby/t/${id}`;
const linkedId = (hash: string): string | null => /^#\/lobby\/t\/([A-Za-z0-9_-]{8,64})$/.exec(hash)?.[1] ?? null;

type T = ReturnType<typeof useLobbyTexts>['t'];

function gameName(game: string, language: string): string {
  return (GAME_IDS as readonly string[]).includes(game) ? rulesFor(game as GameId, language).name : game;
}

/** A wait in words: "—" when unknown, else seconds or minutes (rounded). */
function waitText(t: T, ms: number | null): string {
  if (ms === null) return t('lobby.unknownWait');
  const s = Math.max(1, Math.round(ms / 1000));
  return s < 90 ? t('lobby.seconds', { count: s }) : t('lobby.minutes', { count: Math.round(s / 60) });
}

/** A seat in words: a person by `PlayerName` (a link to the profile), a bot by its own name and level, as at the table. */
function SeatName({ t, seats, at }: { t: T; seats: readonly TableSeat[]; at: number }) {
  const s = seats[at];
  if (s === undefined || s.kind === 'free') return <>{t('lobby.free')}</>;
  if (s.kind === 'human') return <PlayerName name={s.name} player={s.player} />;
  const levels = seats.map((seat) => (seat.kind === 'bot' ? seat.level : null));
  const level = t(`people.levels.${s.level}`);
  const given = botGivenName(levels, at);
  return <>{given === null ? t('lobby.botSeat', { level }) : t('people.bot', { name: given, level })}</>;
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
  const [level, setLevel] = useState<BotLevel>('easy');
  const mine = table.seats.some((s) => s.kind === 'human' && s.player === me);
  const creator = table.creator.player === me;
  const free = table.seats.some((s) => s.kind === 'free');
  const counts = usePairNote(table, me, props.registered);
  return (
    <tr data-testid="lobby-table" data-table={table.id}>
      <td>
        {gameName(table.game, i18n.language)}
        {table.private === true && (
          <span className="small muted lobby-private" data-testid="lobby-private">
            {' '}
            ({t('lobby.privateTable')})
          </span>
        )}
      </td>
      <td className="small" data-testid="lobby-options">
        {describeOptions(t, i18n.language, table.game, table.options).join(' · ')}
        {table.ratingRange != null && (
          <span data-testid="lobby-range">
            {' · '}
            {t('lobby.range', { min: table.ratingRange.min, max: table.ratingRange.max })}
          </span>
        )}
      </td>
      <td>
        <ul className="lobby-seats">
          {table.seats.map((s, i) => (
            // Seats have no id of their own: their place is what they are.
            // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its index
            <li key={i} className={`lobby-seat lobby-seat-${s.kind}`}>
              <SeatName t={t} seats={table.seats} at={i} />
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
      <td data-testid="lobby-creator">
        <PlayerName name={table.creator.name} player={table.creator.player} />{' '}
        <span className="player-rating" data-testid="lobby-creator-rating">
          {table.creatorRating == null
            ? t('lobby.unrated')
            : new Intl.NumberFormat(i18n.language).format(Math.round(table.creatorRating))}
        </span>
        {creator && table.private === true && <PrivateLink id={table.id} />}
      </td>
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
            <LevelPicker label={t('lobby.botLevel')} game={table.game} value={level} onChange={setLevel} />
            <button type="button" onClick={() => act(fillBots(table.id, level))}>
              {t('lobby.addBots')}
            </button>
          </span>
        )}
      </td>
    </tr>
  );
}

function PrivateLink({ id }: { id: string }) {
  const { t } = useLobbyTexts();
  const [copied, setCopied] = useState(false);
  const link = tableLink(id);
  return (
    <span className="lobby-link small">
      <label className="field">
        {t('lobby.privateLink')}
        <input readOnly value={link} data-testid="lobby-private-link" onFocus={(e) => e.currentTarget.select()} />
      </label>
      <button
        type="button"
        onClick={() =>
          void navigator.clipboard?.writeText(link).then(
            () => setCopied(true),
            () => undefined,
          )
        }
      >
        {copied ? t('lobby.copied') : t('lobby.copyLink')}
      </button>
    </span>
  );
}

function CreateForm(props: { act: (a: Promise<Answer<unknown>>) => void }) {
  const { t } = useLobbyTexts();
  const [game, setGame] = useState<GameId>('linx');
  const [rated, setRated] = useState(false);
  const [clock, setClock] = useState<ClockSetting>(UNTIMED);
  const [secret, setSecret] = useState(false);
  const [ranged, setRanged] = useState(false);
  const [min, setMin] = useState(1200);
  const [max, setMax] = useState(1800);
  const { choice, fields } = useTableOptions(game);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const tableClock = clock.kind === 'untimed' ? null : clock;
    props.act(
      openTable({
        game,
        players: choice.players,
        options: choice.options,
        clock: tableClock,
        rated,
        private: secret,
        ratingRange: ranged ? { min: Math.min(min, max), max: Math.max(min, max) } : null,
      }),
    );
  };
  return (
    <form className="lobby-create" onSubmit={submit} aria-labelledby="lobby-open">
      <h2 id="lobby-open">{t('lobby.open')}</h2>
      <GameSelect label={t('lobby.game')} name="lobbyGame" value={game} onChange={setGame} />
      {fields}
      <ClockFields value={clock} onChange={setClock} online />
      <label className="check">
        <input type="checkbox" checked={rated} onChange={(e) => setRated(e.target.checked)} /> {t('lobby.ratedCheck')}
      </label>
      <label className="check">
        <input type="checkbox" name="lobbyPrivate" checked={secret} onChange={(e) => setSecret(e.target.checked)} />{' '}
        {t('lobby.privateCheck')}
      </label>
      <fieldset className="lobby-range">
        <label className="check">
          <input type="checkbox" name="lobbyRanged" checked={ranged} onChange={(e) => setRanged(e.target.checked)} />{' '}
          {t('lobby.rangeCheck')}
        </label>{' '}
        <label className="field">
          {t('lobby.rangeMin')}
          <input
            type="number"
            name="lobbyRangeMin"
            min={0}
            max={4000}
            step={50}
            value={min}
            disabled={!ranged}
            onChange={(e) => setMin(Number(e.target.value) || 0)}
          />
        </label>{' '}
        <label className="field">
          {t('lobby.rangeMax')}
          <input
            type="number"
            name="lobbyRangeMax"
            min={0}
            max={4000}
            step={50}
            value={max}
            disabled={!ranged}
            onChange={(e) => setMax(Number(e.target.value) || 0)}
          />
        </label>
      </fieldset>
      <p>
        <button type="submit">{t('lobby.openButton')}</button>
      </p>
    </form>
  );
}

function QuickMatch(props: {
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
function useLinkedTable(tables: readonly OpenTable[]): { id: string | null; table: OpenTable | null; gone: boolean } {
  const [hash, setHash] = useState(() => window.location.hash);
  const [fetched, setFetched] = useState<{ id: string; table: OpenTable | null } | null>(null);
  const id = linkedId(hash);
  useEffect(() => {
    const onHash = () => setHash(window.location.hash);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  useEffect(() => {
    if (id === null) return;
    let stopped = false;
    void fetchTable(id).then((a) => !stopped && setFetched({ id, table: a.ok ? a.value : null }));
    return () => {
      stopped = true;
    };
  }, [id]);
  if (id === null) return { id, table: null, gone: false };
  const live = tables.find((x) => x.id === id);
  if (live !== undefined) return { id, table: live, gone: false };
  const known = fetched?.id === id ? fetched : null;
  return { id, table: known?.table ?? null, gone: known !== null && known.table === null };
}

/** The lobby: open tables (join, leave, bots), the create form, quick match and the games to watch, live. */
export function LobbyPage() {
  const { t, i18n } = useLobbyTexts();
  const me = usePlayer().player;
  // No server answered `/api/me`: the lobby cannot connect, so it says offline rather than "connecting" forever.
  const unreachable = usePlayer().unreachable;
  // The socket opens once the visitor is a player (its cookie set by `GET /api/me`): it carries their seat tokens.
  const [lobby, setLobby] = useLobby(me?.id ?? null);
  const [problem, setProblem] = useState('');
  const [filters, setFilters] = useState<LobbyFilters>(NO_FILTERS);
  const linked = useLinkedTable(lobby.tables);
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
  // The linked table is shown on its own above; the filters apply to the list.
  const shown = lobby.tables.filter((x) => x.id !== linked.id && passes(filters, x));
  const tableRow = (table: OpenTable) => (
    <TableRow key={table.id} table={table} me={me?.id ?? null} registered={me?.registered === true} act={act} />
  );
  return (
    <div className="lobby">
      <h1>{t('lobby.title')}</h1>
      <TournamentsLink />
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
      {linked.id !== null && (
        <section aria-labelledby="lobby-linked" data-testid="lobby-linked">
          <h2 id="lobby-linked">{t('lobby.linked')}</h2>
          {linked.table === null ? (
            <p className="muted">{linked.gone ? t('lobby.linkedGone') : t('lobby.connecting')}</p>
          ) : (
            <table className="lobby-list">
              <tbody>{tableRow(linked.table)}</tbody>
            </table>
          )}
        </section>
      )}
      <section aria-labelledby="lobby-tables">
        <h2 id="lobby-tables">{t('lobby.tables')}</h2>
        <FiltersForm value={filters} onChange={setFilters} hidden={lobby.tables.length - shown.length} />
        {shown.length === 0 ? (
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
            <tbody>{shown.map((table) => tableRow(table))}</tbody>
          </table>
        )}
      </section>
      <QuickMatch
        queue={lobby.queue}
        waits={lobby.waits}
        queued={lobby.queued}
        registered={me?.registered === true}
        act={act}
      />
      <WatchList watch={lobby.watch} />
      <CreateForm act={act} />
    </div>
  );
}

export default LobbyPage;
