import { type OpenTable, RATED_PAIR_LIMIT_PER_DAY } from '@ludotheque/protocol';
import { useEffect, useRef, useState } from 'react';
import { usePlayer } from '../players/PlayerContext.js';
import { TournamentsLink } from '../tournaments/TournamentsLink.js';
import { type Answer, fetchTable } from './api.js';
import { CreateForm } from './CreateForm.js';
import { FiltersForm } from './FiltersForm.js';
import { type LobbyFilters, NO_FILTERS, passes } from './filters.js';
import { useLobbyTexts } from './i18n.js';
import { QuickMatch } from './QuickMatch.js';
import { TableRow } from './TableRow.js';
import { useLobby } from './useLobby.js';
import { WatchList } from './WatchList.js';
import { errorText } from './words.js';
import './lobby.css';

/** How long the lobby shows "this game will not be rated" before it opens the game. */
const CASUAL_NOTICE_MS = 4000;
const linkedId = (hash: string): string | null => /^#\/lobby\/t\/([A-Za-z0-9_-]{8,64})$/.exec(hash)?.[1] ?? null;

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
  const { t } = useLobbyTexts();
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
