import type { Notification } from '@ludotheque/protocol';
import { useCallback, useEffect, useState } from 'react';
import { fetchNotifications, markRead, parseFrame } from './api.js';

export interface NotificationsState {
  readonly list: readonly Notification[];
  readonly unread: number;
  read(ids: readonly string[] | 'all'): Promise<void>;
}

const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];

/**
 * The player's notifications: the list from the server, then live frames on `/ws/notifications`. The socket is a
 * hint: each (re)connection reads the list again, so what happened while it was away is never missed.
 * `playerId` null: no player, no socket.
 */
export function useNotifications(playerId: string | null): NotificationsState {
  const [list, setList] = useState<readonly Notification[]>([]);
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    if (playerId === null) return;
    let socket: WebSocket | null = null;
    let closed = false;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Frames seen so far: a list read begun before a frame may answer after it, and would hide it (read again then).
    let frames = 0;
    const reload = async (): Promise<void> => {
      const seen = frames;
      const r = await fetchNotifications();
      if (r === null || closed) return;
      if (seen !== frames) return reload();
      setList(r.notifications);
      setUnread(r.unread);
    };
    const open = () => {
      const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/notifications`;
      socket = new WebSocket(url);
      socket.onopen = () => {
        tries = 0;
        void reload();
      };
      socket.onmessage = (e) => {
        const f = parseFrame(String(e.data));
        if (f === null) return;
        frames++;
        setUnread(f.unread);
        if (f.type === 'notification')
          setList((l) => [f.notification, ...l.filter((n) => n.id !== f.notification.id)].slice(0, 30));
        else void reload();
      };
      socket.onclose = () => {
        if (closed) return;
        timer = setTimeout(open, RETRY_MS[Math.min(tries++, RETRY_MS.length - 1)]);
      };
    };
    open();
    return () => {
      closed = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [playerId]);
  const read = useCallback(async (ids: readonly string[] | 'all') => {
    const r = await markRead(ids);
    if (r === null) return;
    setUnread(r.unread);
    setList((l) => l.map((n) => (ids === 'all' || ids.includes(n.id) ? { ...n, read: true } : n)));
  }, []);
  return { list, unread, read };
}
