import type { AnyGame, Outcome, Seat } from './game.js';
import { rankedLast } from './outcome.js';

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

/**
 * The outcome as it is made final (issue 22): a seat still played by its stand-in when the game ended ranks after
 * every other seat, whatever the stand-in did (the stand-in only keeps the game going for the others; each game's
 * README Decisions). In a team game the absent seat's whole side goes down with it (`teams`: team-mates share a
 * rank). The other seats keep their order among themselves; several absent sides share the last rank. The same
 * function makes the result on the server, in a replayed record and in the browser's step-through, so they agree.
 */
export function absentLast(
  outcome: Outcome | null,
  entries: readonly (string | { readonly event: { readonly type: string } })[],
  teams: readonly (readonly Seat[])[] = [],
): Outcome | null {
  if (outcome === null) return null;
  const absent = standInSeats(entries);
  if (absent.size === 0) return outcome;
  const down = new Set<Seat>();
  for (const seat of absent) {
    down.add(seat);
    for (const mate of teams.find((side) => side.includes(seat)) ?? []) down.add(mate);
  }
  // Everybody absent: nobody is ranked above anybody, the game's own ranks stand.
  if (down.size >= outcome.ranks.length) return outcome;
  return rankedLast(outcome, [[...down].sort((a, b) => a - b)]);
}

/** The outcome of `state` reached through `entries`, made final: `game.outcome` then `absentLast`. */
export function finalOutcome(
  game: AnyGame,
  state: unknown,
  entries: readonly (string | { readonly event: { readonly type: string } })[],
): Outcome | null {
  const outcome = game.outcome(state);
  if (outcome === null) return null;
  return absentLast(outcome, entries, game.teams?.(game.options(state)) ?? []);
}
