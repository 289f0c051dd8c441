import {
  type LobbyMessage,
  type OpenTable,
  parseLobbyMessage,
  type QueuePool,
  type QueueWait,
  type QuickMatchRequest,
  type StartedSeat,
  type WatchEntry,
} from '@ludotheque/protocol';
import { useEffect, useState } from 'react';

export type LobbyConnection = 'connecting' | 'live' | 'offline' | 'full';

export interface LobbyState {
  readonly connection: LobbyConnection;
  readonly tables: readonly OpenTable[];
  readonly watch: readonly WatchEntry[];
  readonly queue: readonly QueuePool[];
  /** Each pool's expected wait, from its recent pairings (issue 25). */
  readonly waits: readonly QueueWait[];
  readonly queued: QuickMatchRequest | null;
  /** A game that started with this player in it (their own seat). */
  readonly started: StartedSeat | null;
}

export const EMPTY_LOBBY: LobbyState = {
  connection: 'connecting',
  tables: [],
  watch: [],
  queue: [],
  waits: [],
  queued: null,
  started: null,
};

/** One lobby frame applied to the state (pure: the page's tests feed it frames). */
export function applyLobby(s: LobbyState, m: LobbyMessage): LobbyState {
  switch (m.type) {
    case 'lobby':
      // `started`: a seat this player may have missed (its `lobbySeat` lost with a node or Redis), from the store.
      return {
        ...s,
        connection: 'live',
        tables: m.tables,
        watch: m.watch,
        queue: m.queue,
        waits: m.waits ?? [],
        queued: m.queued,
        ...(m.started ? { started: m.started } : {}),
      };
    case 'lobbyTable': {
      const others = s.tables.filter((t) => t.id !== m.table.id);
      // Newest first, as the snapshot lists them; a changed table keeps its place.
      const at = s.tables.findIndex((t) => t.id === m.table.id);
      if (at < 0) return { ...s, tables: [m.table, ...others] };
      return { ...s, tables: s.tables.map((t) => (t.id === m.table.id ? m.table : t)) };
    }
    case 'lobbyBatch':
      return m.changes.reduce(applyLobby, s);
    case 'lobbyTableGone':
      return { ...s, tables: s.tables.filter((t) => t.id !== m.id) };
    case 'lobbyWatch':
      return { ...s, watch: m.watch };
    case 'lobbyQueue':
      return { ...s, queue: m.queue, ...(m.waits === undefined ? {} : { waits: m.waits }) };
    case 'lobbyQueued':
      return { ...s, queued: m.queued };
    case 'lobbySeat': {
      const { type: _type, ...seat } = m;
      return { ...s, started: seat, queued: null };
    }
  }
}

const FULL = 1013;
/** How long the page waits for its player before it calls the lobby offline. */
const NO_PLAYER_MS = 4_000;

/**
 * The lobby over `GET /ws/lobby`: a snapshot, then every change; reconnects (a fresh snapshot) after a lost
 * connection, sooner or later as the server asked (1013: its lobby is full).
 */
export function useLobby(player: string | null): [LobbyState, (f: (s: LobbyState) => LobbyState) => void] {
  const [state, setState] = useState<LobbyState>(EMPTY_LOBBY);
  useEffect(() => {
    if (player === null) {
      // No player yet after a while: no server answered `/api/me` (offline), so the page says so rather than
      // "connecting" for ever (issue 25). A player arriving later connects as usual.
      const t = setTimeout(
        () => setState((s) => (s.connection === 'connecting' ? { ...s, connection: 'offline' } : s)),
        NO_PLAYER_MS,
      );
      return () => clearTimeout(t);
    }
    let socket: WebSocket | null = null;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = 500;
    const connect = () => {
      const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws/lobby`;
      socket = new WebSocket(url);
      socket.onmessage = (e) => {
        const m = parseLobbyMessage(String(e.data));
        if (m === null) return;
        if (m.type === 'lobby') delay = 500;
        setState((s) => applyLobby(s, m));
      };
      socket.onclose = (e) => {
        if (stopped) return;
        setState((s) => ({ ...s, connection: e.code === FULL ? 'full' : 'offline' }));
        retry = setTimeout(connect, e.code === FULL ? Math.max(delay, 5_000) : delay);
        delay = Math.min(delay * 2, 15_000);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [player]);
  return [state, setState];
}
