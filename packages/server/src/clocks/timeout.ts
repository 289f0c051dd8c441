/**
 * Which seats a bot plays because their table clock ran out: the predicate is shared with the pages' local tables
 * (protocol `clock-model.ts`), kept small so the presence module's stand-in for absent players can use it too.
 */
export { botPlaysTimedOut, timedOutSeats } from '@ludotheque/protocol';
