import { entriesBeforeMove, finalOutcome, type Viewer } from '@ludotheque/engine';
import type { PastViewMessage } from '@ludotheque/protocol';
import type { LiveGame } from '../live.js';
import { rebuild } from '../live.js';

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
  // Counted along the line in effect, so a move taken back is no move of the list (engine takeback.ts).
  const count = entriesBeforeMove(live.line, entries.length, moves);
  if (count === null) return { ok: false, code: 'outOfRange', message: `the game has no move ${moves}` };
  const rebuilt = rebuild(live.game, live.stored, entries.slice(0, count));
  if (!rebuilt.ok) return { ok: false, code: 'internal', message: rebuilt.message };
  const { game } = live;
  const toMove = game.toMove(rebuilt.state);
  const outcome = toMove === null ? finalOutcome(game, rebuilt.state, entries.slice(0, count)) : null;
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
