import { useEffect, useRef } from 'react';

/** Where this browser remembers that it asked for notifications once (never asked twice). */
export const ASKED_KEY = 'ludotheque.notifyAsked';

/** True while the page may offer the notification button: supported, not yet decided, not asked before. */
export function mayAskNotifications(): boolean {
  if (typeof window === 'undefined' || !('Notification' in window)) return false;
  if (Notification.permission !== 'default') return false;
  try {
    return window.localStorage.getItem(ASKED_KEY) !== '1';
  } catch {
    return false;
  }
}

/** Asks for notifications, from a click (browsers allow the request only after a user gesture); once. */
export async function askNotifications(): Promise<void> {
  try {
    window.localStorage.setItem(ASKED_KEY, '1');
  } catch {
    // storage can be disabled: asked for this page only
  }
  if ('Notification' in window) await Notification.requestPermission();
}

/**
 * When it becomes this screen's turn in an online game: the page title says so (`(Your turn) …`) until the turn
 * passes, and a browser notification tells a player on another tab, when they allowed it.
 */
export function useTurnNotice(myTurn: boolean, titlePrefix: (title: string) => string, body: string): void {
  const base = useRef<string | null>(null);
  useEffect(() => {
    if (!myTurn) return;
    base.current ??= document.title;
    const original = base.current;
    document.title = titlePrefix(original);
    if (document.visibilityState === 'hidden' && 'Notification' in window && Notification.permission === 'granted') {
      try {
        new Notification(titlePrefix(''), { body, tag: 'ludotheque-turn' });
      } catch {
        // some browsers allow notifications only from a service worker: the title still says it
      }
    }
    return () => {
      document.title = original;
    };
  }, [myTurn, titlePrefix, body]);
}
