import type { RecordEntry } from '@ludotheque/engine';

/**
 * The seats a bot plays because their table clock ran out (3 or more sides: the seat ranks last and the game goes
 * on), read from the record alone: every `timeUp` entry that did not end the game. A small predicate so that the
 * lead can unify it with the presence module's stand-in for absent players. Superpion's SP-18c `timeUp` is no
 * seat's time-out (the round ends, everybody keeps playing): `championship` says that game's clock is SP-18c's.
 */
export function timedOutSeats(entries: readonly RecordEntry[], championship = false): number[] {
  if (championship) return [];
  const seats: number[] = [];
  for (const e of entries) {
    if (typeof e !== 'string' && e.event.type === 'timeUp' && !seats.includes(e.event.seat)) seats.push(e.event.seat);
  }
  return seats;
}

/** True when a bot plays `seat` for the rest of the game (its time ran out): the authority asks the bot for it. */
export const botPlaysTimedOut = (entries: readonly RecordEntry[], seat: number, championship = false): boolean =>
  timedOutSeats(entries, championship).includes(seat);
