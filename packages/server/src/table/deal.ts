import type { Seat } from '@ludotheque/engine';
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

/**
 * The round-end timer of each game: armed after every commit and when a game is loaded, it sends the dealing move
 * after `afterMs` for the seat to move if no seat did (version-checked: a seat that dealt first wins).
 */
export class Dealer {
  constructor(
    private readonly afterMs: number,
    private readonly closed: () => boolean,
    private readonly send: (live: LiveGame, seat: Seat, version: number, text: string) => void,
  ) {}

  arm(live: LiveGame): void {
    this.stop(live);
    const text = dealMove(live);
    if (text === null || this.closed()) return;
    const version = live.version;
    const seat = live.game.toMove(live.state) as Seat;
    const timer = setTimeout(() => {
      live.table.dealTimer = null;
      if (!this.closed() && live.version === version) this.send(live, seat, version, text);
    }, this.afterMs);
    timer.unref();
    live.table.dealTimer = timer;
  }

  stop(live: LiveGame): void {
    if (live.table.dealTimer !== null) clearTimeout(live.table.dealTimer);
    live.table.dealTimer = null;
  }
}
