import type { BaseOptions, Game, PlatformEvent, Seat } from './game.js';
import { fail, ok, type Result } from './result.js';
import { isSeatEvent, type SeatEvent } from './seat-events.js';

/**
 * A takeback agreed at an online table (issue 12): the position goes back to version `to`, the one before `seat`'s
 * last move still in effect (the moves made after it, the opponent's included, are undone). It is an entry of the
 * record like a platform event, so a record with takebacks replays exactly; versions keep growing (the takeback is
 * the record's next version), only the position goes back.
 */
export interface TakebackEvent {
  readonly type: 'takeback';
  readonly seat: Seat;
  /** The version whose position is restored: the state after the first `to` entries in effect. */
  readonly to: number;
}

/**
 * What a record entry may hold besides a move: a platform event the game applies, a takeback the record does, or a
 * seat event (seat-events.ts: who plays a seat) that changes no position.
 */
export type EntryEvent = PlatformEvent | TakebackEvent | SeatEvent | BerserkEvent;

/**
 * A tournament seat's berserk (server tournaments/README "Berserk"): its clock is halved and loses its increment.
 * A clock matter only: it changes no position, and replay skips it (the clock is rebuilt from the record).
 */
export interface BerserkEvent {
  readonly type: 'berserk';
  readonly seat: Seat;
}

export const isBerserk = (e: { readonly type: string }): e is BerserkEvent => e.type === 'berserk';

export const isTakeback = (e: EntryEvent): e is TakebackEvent => e.type === 'takeback';

/**
 * One entry in effect: `at` is its index in the record (the version before it), `mover` the seat that was to move
 * then, `move` false for a platform event. A game's position is always its setup plus its line's entries in order.
 */
export interface Played {
  readonly at: number;
  readonly mover: Seat | null;
  readonly move: boolean;
}

/**
 * The version a takeback by `seat` goes back to: the one before `seat`'s last move in effect, or null when there is
 * none, or when a platform event (a resignation, a time-up) lies in between — those are never undone.
 */
export function takebackTarget(line: readonly Played[], seat: Seat): number | null {
  for (let k = line.length - 1; k >= 0; k--) {
    const p = line[k] as Played;
    if (!p.move) return null;
    if (p.mover === seat) return p.at;
  }
  return null;
}

/**
 * The line after takeback `t`, or why it does not apply: `to` must be the version before a move of `t.seat` in
 * effect, with only moves after it (exactly what `takebackTarget` gives, or an earlier move of that seat).
 */
export function lineAfterTakeback(line: readonly Played[], t: TakebackEvent): Result<Played[]> {
  const k = line.findIndex((p) => p.at === t.to);
  if (k < 0) return fail('record', `takeback to version ${t.to}: no entry in effect starts there`);
  const first = line[k] as Played;
  if (first.mover !== t.seat) return fail('record', `takeback to version ${t.to}: seat ${t.seat} did not move there`);
  if (line.slice(k).some((p) => !p.move)) {
    return fail('record', `takeback to version ${t.to}: a platform event cannot be taken back`);
  }
  return ok(line.slice(0, k));
}

/**
 * Rebuilds the position of a line: a fresh setup (the same seed, so the same draws) and the line's entries in order.
 * The entries were each applied once already, so a failure here means the record changed under us.
 */
export function positionOf<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  fresh: () => S,
  entries: readonly (string | { readonly event: EntryEvent })[],
  line: readonly Played[],
): Result<S> {
  const state = fresh();
  for (const p of line) {
    const entry = entries[p.at];
    if (entry === undefined) return fail('record', `entry ${p.at} is missing`);
    if (typeof entry === 'string') {
      const m = game.parseMove(state, entry);
      if (!m.ok || !game.isLegal(state, m.value)) return fail('record', `entry ${p.at}: "${entry}" no longer applies`);
      game.play(state, m.value);
    } else if (isTakeback(entry.event)) {
      return fail('record', `entry ${p.at}: a takeback in a line`);
    } else if (!isSeatEvent(entry.event) && !isBerserk(entry.event)) {
      const r = game.event(state, entry.event);
      if (!r.ok) return fail('record', `entry ${p.at}: ${r.error.message}`);
    }
  }
  return ok(state);
}

/**
 * Takebacks never reveal: plays `entries` in order on `state` (mutated: pass a copy) and gives the index of the first
 * move that shows `seat` something it could not know before (`Game.reveals`: a drawn tile, an uncovered piece, a
 * chance outcome), or -1 when none does. Platform events in between are applied, seat events change nothing.
 */
export function firstReveal<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  state: S,
  entries: readonly (string | { readonly event: EntryEvent })[],
  seat: Seat,
): Result<number> {
  if (game.reveals === undefined) return ok(-1);
  for (const [i, entry] of entries.entries()) {
    if (typeof entry !== 'string') {
      if (isTakeback(entry.event)) return fail('record', 'a takeback among the moves it would undo');
      if (isSeatEvent(entry.event) || isBerserk(entry.event)) continue;
      const r = game.event(state, entry.event);
      if (!r.ok) return r;
      continue;
    }
    const m = game.parseMove(state, entry);
    if (!m.ok || !game.isLegal(state, m.value)) return fail('record', `"${entry}" no longer applies`);
    if (game.reveals(state, m.value, seat)) return ok(i);
    game.play(state, m.value);
  }
  return ok(-1);
}

/**
 * The position and line after takeback `t` (`lineAfterTakeback`, then `positionOf`), or why it does not apply. A
 * takeback never reveals: it is refused (`takebackReveals`) when one of the moves it undoes — the asker's own or the
 * replies after it — showed `t.seat` something hidden, since the restored position with the same seed would let the
 * asker play on knowing it (a Symbolix piece flipped then taken back, a Linx draw seen then drawn again). A record
 * holding such a takeback does not replay, so the server, the browser and the CLI agree.
 */
export function positionAfterTakeback<S, M, V, O extends BaseOptions>(
  game: Game<S, M, V, O>,
  fresh: () => S,
  entries: readonly (string | { readonly event: EntryEvent })[],
  line: readonly Played[],
  t: TakebackEvent,
): Result<{ state: S; line: Played[] }> {
  const next = lineAfterTakeback(line, t);
  if (!next.ok) return next;
  const state = positionOf(game, fresh, entries, next.value);
  if (!state.ok) return state;
  const undone = line.slice(next.value.length).map((p) => entries[p.at] as string | { readonly event: EntryEvent });
  const shown = firstReveal(game, game.clone(state.value), undone, t.seat);
  if (!shown.ok) return fail('record', `takeback to version ${t.to}: ${shown.error.message}`);
  if (shown.value >= 0) {
    const at = (line[next.value.length + shown.value] as Played).at;
    return fail(
      'takebackReveals',
      `takeback to version ${t.to}: entry ${at} ("${String(entries[at])}") showed seat ${t.seat} something hidden`,
    );
  }
  return ok({ state: state.value, line: next.value });
}

/**
 * Step-through: how many record entries come before the move that follows the first `moves` moves in effect (the
 * platform events right after them included), given the line in effect and the record's length; null when the line
 * has fewer moves. Replaying that many entries (takebacks included) gives the position after those moves, since it is
 * the position the next move in effect was played from.
 */
export function entriesBeforeMove(line: readonly Played[], total: number, moves: number): number | null {
  let seen = 0;
  for (const p of line) {
    if (!p.move) continue;
    if (seen === moves) return p.at;
    seen++;
  }
  return seen === moves ? total : null;
}

/** The line in effect of entries with no takeback among them: every entry, in order (the movers unknown). */
export function plainLine(entries: readonly (string | { readonly event: unknown })[]): Played[] {
  return entries.map((e, at) => ({ at, mover: null, move: typeof e === 'string' }));
}
