/**
 * Past positions for step-through, computed on this device: the worker replays a local game's record entries, and a
 * finished online game's published record is replayed the same way. Who may see which seat's side is decided here
 * (`localViewer`), once, for every local table.
 */
import {
  type AnyGame,
  entriesBeforeMove,
  finalOutcome,
  type GameRecord,
  type Json,
  plainLine,
  type RecordEntry,
  replay,
  type Viewer,
} from '@ludotheque/engine';
import type { LocalSeat } from '../types.js';
import type { PastAnswer } from './types.js';

/**
 * Whose view a local screen may be shown of a past position: while the game runs, a seat whose person sits here (at
 * a hot-seat table, only the seat whose person holds the device now: the seat to move, when a person is to move), else
 * the spectator's; once the game is over, any seat's side.
 */
export function localViewer(
  seats: readonly LocalSeat[],
  liveToMove: number | null,
  over: boolean,
  asked: number | null,
): Viewer {
  if (asked === null || asked < 0 || asked >= seats.length) return 'spectator';
  if (over) return asked;
  if (seats[asked]?.kind !== 'human') return 'spectator';
  const people = seats.filter((s) => s.kind === 'human').length;
  const personToMove = liveToMove !== null && seats[liveToMove]?.kind === 'human';
  return people > 1 && personToMove && asked !== liveToMove ? 'spectator' : asked;
}

/** The view of `viewer` after the record's first `moves` moves, replayed with the engine (each entry checked). */
export function viewAfterMoves(game: AnyGame, record: GameRecord, moves: number, viewer: Viewer): PastAnswer {
  // A local record has no takeback entries (a local takeback replays a shortened record); a finished online record
  // with takebacks is counted entry by entry (a known limit: the server's own answer counts along its line).
  const count = entriesBeforeMove(plainLine(record.moves), record.moves.length, moves);
  if (count === null) return { ok: false, kind: 'outOfRange', message: `the game has no move ${moves}` };
  const state = replay(game, record, { entries: count });
  if (!state.ok) return { ok: false, kind: state.error.kind, message: state.error.message };
  const toMove = game.toMove(state.value);
  return {
    ok: true,
    value: {
      moves,
      version: count,
      seat: viewer === 'spectator' ? null : viewer,
      view: game.view(state.value, viewer) as Json,
      toMove,
      // Made final as the server made it (a seat its stand-in still played ranks last: engine seat-events.ts).
      result: toMove === null ? finalOutcome(game, state.value, record.moves.slice(0, count)) : null,
    },
  };
}

/** A local table's record as the engine reads it (its seed is the page's, never secret locally). */
export function localRecord(
  game: AnyGame,
  options: Json,
  seed: string,
  seats: readonly LocalSeat[],
  entries: readonly RecordEntry[],
): GameRecord {
  const base = typeof options === 'object' && options !== null && !Array.isArray(options) ? options : {};
  return {
    game: game.id,
    options: { ...base, players: seats.length },
    seed,
    seats: seats.map((s) => ({ name: s.name })),
    moves: [...entries],
    result: null,
  };
}
