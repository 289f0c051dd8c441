import type { Seat } from './game.js';

/**
 * Who plays a seat at an online table (issue 16, abandonment): entries of the record that change no position. A
 * seat gone on its turn past the grace period lets another seat (`by`) choose to `wait` (the grace starts again) or
 * to let a bot `standIn` for it; the seat's own player `reclaim`s it on return. Claiming the win is the game's own
 * `abandon` platform event. They are kept in the record so that a record says who played each move, and replay
 * skips them (the position is the same before and after).
 */
export type SeatEvent =
  | { readonly type: 'wait'; readonly seat: Seat; readonly by: Seat }
  | { readonly type: 'standIn'; readonly seat: Seat; readonly by: Seat }
  | { readonly type: 'reclaim'; readonly seat: Seat };

export const SEAT_EVENT_TYPES: readonly SeatEvent['type'][] = ['wait', 'standIn', 'reclaim'];

export const isSeatEvent = (e: { readonly type: string }): e is SeatEvent =>
  (SEAT_EVENT_TYPES as readonly string[]).includes(e.type);

/** The seats a bot plays after these entries: stood in for, and not reclaimed since. */
export function standInSeats(entries: readonly (string | { readonly event: { readonly type: string } })[]): Set<Seat> {
  const seats = new Set<Seat>();
  for (const e of entries) {
    if (typeof e === 'string' || !isSeatEvent(e.event)) continue;
    if (e.event.type === 'standIn') seats.add(e.event.seat);
    else if (e.event.type === 'reclaim') seats.delete(e.event.seat);
  }
  return seats;
}
