import { useEffect, useState } from 'react';
import type { Session, SessionState } from './session.js';

/** Subscribes to a session for the life of the page; a new session (rematch, other link) replaces the old one. */
export function useSession(make: () => Session, key: string): SessionState | null {
  const [state, setState] = useState<SessionState | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` says when `make` describes another game
  useEffect(() => {
    const session = make();
    sessionRef.current = session;
    const unsubscribe = session.subscribe(setState);
    return () => {
      unsubscribe();
      session.close();
    };
  }, [key]);
  return state;
}
export const sessionRef: { current: Session | null } = { current: null };

export const play = (seat: number, move: string) => sessionRef.current?.play(seat, move);
export const goHome = () => {
  window.location.href = '/#/';
};
