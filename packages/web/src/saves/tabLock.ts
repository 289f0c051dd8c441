import { useEffect, useState } from 'react';

export type TabLock = 'pending' | 'mine' | 'elsewhere' | 'lost';

/** A reload's new page may ask before the old page's lock is let go: it asks again a few times before giving up. */
const TRIES = 4;
const RETRY_MS = 150;

/**
 * One tab plays a saved game at a time (Web Locks): a second tab opening the same link is told the game is open
 * elsewhere and may take it over (`steal`), the first tab then stops and says where the game went. Without Web
 * Locks (an insecure origin) every tab plays, and the newest save wins.
 */
export function useTabLock(id: string | null): { status: TabLock; takeOver: () => void } {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const [status, setStatus] = useState<TabLock>(locks ? 'pending' : 'mine');
  const [steal, setSteal] = useState(0);
  useEffect(() => {
    if (id === null || !locks) return;
    let live = true;
    let release = () => {};
    let retry: ReturnType<typeof setTimeout> | null = null;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Let the lock go as the page goes (a reload), so the next page gets it at once.
    window.addEventListener('pagehide', release);
    setStatus('pending');
    const ask = (tries: number) => {
      const options: LockOptions = steal > 0 ? { steal: true } : { ifAvailable: true };
      locks
        .request(`ludotheque.save.${id}`, options, (lock) => {
          if (!live) return undefined;
          if (lock === null && tries > 1) retry = setTimeout(() => ask(tries - 1), RETRY_MS);
          else setStatus(lock === null ? 'elsewhere' : 'mine');
          return lock === null ? undefined : held;
        })
        .catch(() => {
          // Another tab took the game over (the lock was stolen from this one).
          if (live) setStatus('lost');
        });
    };
    ask(TRIES);
    return () => {
      live = false;
      if (retry !== null) clearTimeout(retry);
      window.removeEventListener('pagehide', release);
      release();
    };
  }, [id, locks, steal]);
  return { status, takeOver: () => setSteal((n) => n + 1) };
}
