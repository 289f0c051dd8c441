import type { MeResponse } from '@ludotheque/protocol';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiResult, fetchMe, rename as renameOnServer } from './api.js';
import { registerPlayersTexts } from './i18n.js';

/** What a page knows of its player (`GET /api/me`): null while loading, or when no server answers (local only). */
export interface PlayerState {
  readonly player: MeResponse | null;
  /** True once `/api/me` failed: no game server answers (the lobby says offline). */
  readonly unreachable: boolean;
  /** Changes the display name; resolves with the server's answer (the name as stored, maybe suffixed). */
  rename(name: string): Promise<ApiResult<MeResponse>>;
  /** Reads `/api/me` again (after a login, a logout: the session changed). */
  refresh(): Promise<void>;
}

const PlayerContext = createContext<PlayerState>({
  player: null,
  unreachable: false,
  rename: async () => ({ ok: false, error: 'offline' }),
  refresh: async () => undefined,
});

/**
 * The current player for the whole app: asks `/api/me` once (which makes a guest on a first visit) and keeps the
 * answer. A page served without the game server (a static preview) simply has no player.
 */
export function PlayerProvider({ children }: { readonly children: ReactNode }) {
  const { i18n } = useTranslation();
  registerPlayersTexts(i18n);
  const [player, setPlayer] = useState<MeResponse | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const refresh = useCallback(async () => {
    const me = await fetchMe();
    setPlayer(me.ok ? me.value : null);
    setUnreachable(!me.ok);
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const rename = useCallback(async (name: string) => {
    const r = await renameOnServer(name);
    if (r.ok) setPlayer(r.value);
    return r;
  }, []);
  const value = useMemo(() => ({ player, unreachable, rename, refresh }), [player, unreachable, rename, refresh]);
  return <PlayerContext.Provider value={value}>{children}</PlayerContext.Provider>;
}

/** The current player (`player` null when unknown) and what a page may do with it. */
export const usePlayer = (): PlayerState => useContext(PlayerContext);
