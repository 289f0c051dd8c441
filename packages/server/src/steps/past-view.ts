import type { RecordEntry, Viewer } from '@ludotheque/engine';
import type { PastViewMessage } from '@ludotheque/protocol';
import type { LiveGame } from '../live.js';
import { rebuild } from '../live.js';

/** How many entries come before the move after the first `moves` moves (the platform events that followed included). */
export function entriesUpTo(entries: readonly RecordEntry[], moves: number): number | null {
  let seen = 0;
  for (const [i, entry] of entries.entries()) {
    if (typeof entry !== 'string') continue;
    if (seen === moves) return i;
    seen++;
  }
  return seen === moves ? entries.length : null;
}

/**
 * Step-through: the view `viewer` had after the game's first `moves` moves, rebuilt from the stored entries (the
 * event-sourced record: options, seed, entries). Only the joined audience's own view is ever built (a seat's, or the
 * spectator's): the one place a past position is filtered. A move the game has not reached is `outOfRange`.
 */
export function pastView(
  live: LiveGame,
  viewer: Viewer,
  moves: number,
): { ok: true; message: PastViewMessage } | { ok: false; code: 'outOfRange' | 'internal'; message: string } {
  const entries = [...live.entries];
  const count = entriesUpTo(entries, moves);
  if (count === null) return { ok: false, code: 'outOfRange', message: `the game has no move ${moves}` };
  const rebuilt = rebuild(live.game, live.stored, entries.slice(0, count));
  if (!rebuilt.ok) return { ok: false, code: 'internal', message: rebuilt.message };
  const { game } = live;
  const toMove = game.toMove(rebuilt.state);
  const outcome = toMove === null ? game.outcome(rebuilt.state) : null;
  return {
    ok: true,
    message: {
      type: 'pastView',
      moves,
      version: count,
      seat: viewer === 'spectator' ? null : viewer,
      toMove,
      view: game.view(rebuilt.state, viewer) as PastViewMessage['view'],
      result: outcome === null ? null : { scores: [...outcome.scores], ranks: [...outcome.ranks] },
    },
  };
}
