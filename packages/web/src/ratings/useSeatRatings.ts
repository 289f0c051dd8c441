import type { ShownRating } from '@ludotheque/protocol';
import { useEffect, useState } from 'react';
import { fetchHistory } from './api.js';

/**
 * The current rating in `game` of each seat's player (issue 25: the rating beside names at tables), null for a
 * bot, a seat nobody holds yet, or a player with no rated game of it. Asked once per player shown.
 */
export function useSeatRatings(game: string, players: readonly (string | undefined)[]): (ShownRating | null)[] {
  const key = players.map((p) => p ?? '').join(',');
  const [ratings, setRatings] = useState<Record<string, ShownRating | null>>({});
  useEffect(() => {
    let stopped = false;
    for (const p of new Set(key.split(',').filter(Boolean))) {
      fetchHistory(p).then(
        (h) => {
          const current = h.games.find((g) => g.game === game)?.current ?? null;
          if (!stopped) setRatings((r) => ({ ...r, [p]: current }));
        },
        () => undefined,
      );
    }
    return () => {
      stopped = true;
    };
  }, [game, key]);
  return players.map((p) => (p === undefined ? null : (ratings[p] ?? null)));
}
