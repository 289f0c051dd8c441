/**
 * Step-through, the pure part: which position a key asks for, and the session state a board draws for a past
 * position (the past view in the seat's place, no legal moves, the move list cut there). Boards need no change:
 * they draw whatever state they are given, so stepping works the same in every game.
 */
import type { SessionState } from '../session.js';
import type { PastView } from './types.js';

/** The position a key asks for, from `at` moves shown (null: live) of `total`; undefined when the key is not ours. */
export function stepForKey(key: string, at: number | null, total: number): number | null | undefined {
  const here = at ?? total;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return Math.max(0, here - 1);
  if (key === 'ArrowRight' || key === 'ArrowDown') return here + 1 >= total ? null : here + 1;
  if (key === 'Home') return 0;
  if (key === 'End' || key === 'Escape') return null;
  return undefined;
}

/** The state a board draws for a past position: only the seat it was asked for holds a view, and nobody may move. */
export function pastState(state: SessionState, past: PastView): SessionState {
  const snap = state.snapshot;
  if (!snap) return state;
  return {
    ...state,
    mySeats: past.seat === null ? [] : [past.seat],
    error: null,
    hint: null,
    snapshot: {
      ...snap,
      version: past.version,
      views: snap.seats.map((_, i) => (i === past.seat ? past.view : null)),
      spectatorView: past.seat === null ? past.view : null,
      toMove: past.toMove,
      legal: [],
      log: snap.log.slice(0, past.moves),
      result: past.result,
      replay: true,
    },
  };
}

/** The seat whose side a step shows by default: the person this screen shows now (hot-seat: the seat to move). */
export function defaultSide(state: SessionState): number | null {
  const toMove = state.snapshot?.toMove ?? null;
  if (toMove !== null && state.mySeats.includes(toMove)) return toMove;
  return state.mySeats[0] ?? null;
}
