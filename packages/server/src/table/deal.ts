import type { LiveGame } from '../live.js';

/**
 * Games whose rounds end on a move that only deals the next one, with nothing to choose (Linx's `next`, LX-20):
 * online any seat may send it for the seat to move, and the server sends it itself after a few seconds, so a round
 * end never waits for a player who has gone. Adding such a game is one line here.
 */
export const DEAL_MOVES: Readonly<Record<string, string>> = { linx: 'next' };

/** How long the server waits at a round end before dealing the next round itself (Authority's `dealAfterMs`). */
export const DEAL_AFTER_MS = 5000;

/** The dealing move when it is the only legal move of an active game now, else null. */
export function dealMove(live: LiveGame): string | null {
  const text = DEAL_MOVES[live.stored.game];
  if (text === undefined || live.status !== 'active' || live.game.toMove(live.state) === null) return null;
  // Checked after every commit: the cheap test first (is the dealing move legal?), the full list only then.
  const move = live.game.parseMove(live.state, text);
  if (!move.ok || !live.game.isLegal(live.state, move.value)) return null;
  return live.game.legalMoves(live.state).length === 1 ? text : null;
}
