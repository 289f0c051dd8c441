import { useEffect, useState } from 'react';

/** The visitor's player (`GET /api/me`, the players module: a guest is made on first visit). */
export interface Me {
  readonly id: string;
  readonly name: string;
}

export function useMe(): Me | null {
  const [me, setMe] = useState<Me | null>(null);
  useEffect(() => {
    let live = true;
    fetch('/api/me')
      .then((r) => (r.ok ? (r.json() as Promise<Me>) : null))
      .then((m) => {
        if (live && m !== null && typeof m.id === 'string') setMe({ id: m.id, name: String(m.name) });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return me;
}
