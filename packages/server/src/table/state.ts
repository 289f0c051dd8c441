import type { Seat, Viewer } from '@ludotheque/engine';
import type { AbortedMessage, OffersMessage, RematchStartedMessage } from '@ludotheque/protocol';
import type { StoredGame } from '../store.js';

/**
 * What a table holds besides the game (issue 12's table controls), as this node's copy: the pending takeback and
 * rematch offers, who aborted, and the rematch once agreed. The aborted status is stored in the games row, the
 * offers in `table_offers` (offers-store.ts, issue 24): any node answers an offer asked on another.
 */
export interface TableState {
  /** A takeback asked by `from` at `version`: good only while the game stays there. */
  takeback: { readonly from: Seat; readonly version: number } | null;
  rematch: { readonly from: Seat; readonly accepted: Set<Seat> } | null;
  abortedBy: Seat | null;
  /** The rematch agreed: its game id and, per seat of this game, its seat there and its own invite token. */
  started: {
    readonly id: string;
    readonly seats: readonly (Seat | null)[];
    readonly tokens: readonly (string | null)[];
    /**
     * Several nodes: while the game is being made, until when the node making it holds it (ms since the epoch;
     * rematch.ts). Nobody is told of the game until it is made.
     */
    readonly making?: number;
  } | null;
  /** Linx rounds: the timer that deals the next round when no seat does (deal.ts). */
  dealTimer: ReturnType<typeof setTimeout> | null;
  /**
   * Several nodes: the revision of the offers row this copy holds (offers-store.ts), -1 until it was read. The
   * offers are rows: read before each table command, written after it, read again on another node's notice.
   */
  offersRevision: number;
}

export const newTable = (_stored: StoredGame): TableState => ({
  takeback: null,
  rematch: null,
  abortedBy: null,
  started: null,
  dealTimer: null,
  offersRevision: -1,
});

export const hasOffers = (t: TableState): boolean => t.takeback !== null || t.rematch !== null;

export function offersFrame(t: TableState): string {
  const m: OffersMessage = {
    type: 'offers',
    takeback: t.takeback === null ? null : { from: t.takeback.from },
    rematch:
      t.rematch === null ? null : { from: t.rematch.from, accepted: [...t.rematch.accepted].sort((a, b) => a - b) },
  };
  return JSON.stringify(m);
}

export function abortedFrame(t: TableState): string {
  const m: AbortedMessage = t.abortedBy === null ? { type: 'aborted' } : { type: 'aborted', by: t.abortedBy };
  return JSON.stringify(m);
}

/** A seat's own news of the rematch (its seat and token there, nobody else's); a spectator's has neither. */
export function rematchFrame(t: TableState, viewer: Viewer): string | null {
  const s = t.started;
  if (s === null || s.making !== undefined) return null;
  const m: RematchStartedMessage = { type: 'rematchStarted', game: s.id };
  if (viewer !== 'spectator') {
    const seat = s.seats[viewer];
    const token = s.tokens[viewer];
    if (seat !== null && seat !== undefined) m.seat = seat;
    if (token !== null && token !== undefined) m.token = token;
  }
  return JSON.stringify(m);
}
