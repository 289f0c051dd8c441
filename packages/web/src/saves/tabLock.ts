import { useEffect, useState } from 'react';

export type TabLock = 'pending' | 'mine' | 'elsewhere' | 'lost';

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
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    setStatus('pending');
    const options: LockOptions = steal > 0 ? { steal: true } : { ifAvailable: true };
    locks
      .request(`ludotheque.save.${id}`, options, (lock) => {
        if (!live) return undefined;
        if (lock === null) {
          setStatus('elsewhere');
          return undefined;
        }
        setStatus('mine');
        return held;
      })
      .catch(() => {
        // Another tab took the game over (the lock was stolen from this one).
        if (live) setStatus('lost');
      });
    return () => {
      live = false;
      release();
    };
  }, [id, locks, steal]);
  return { status, takeOver: () => setSteal((n) => n + 1) };
}
