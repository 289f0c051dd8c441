import { live } from '../frozen.js';
import type { SessionState } from '../session.js';

/** Which table controls a screen offers now, and for which seat. */
export interface Available {
  /** The seat the buttons act for: the person at the device (hot-seat: the one shown), else null. */
  readonly seat: number | null;
  readonly resign: boolean;
  /** `undo`: a local takeback, at once; `ask`: an online request to the opponent (2 players); null: none. */
  readonly takeback: 'undo' | 'ask' | null;
  /** An online takeback request from this seat is waiting for the answer. */
  readonly takebackAsked: boolean;
  readonly hint: boolean;
  readonly abort: boolean;
  /** `start`: a local rematch, at once; `offer`: online, offered to the others; null: none. */
  readonly rematch: 'start' | 'offer' | null;
  readonly rematchOffered: boolean;
}

/**
 * The controls from the session's state alone (so an online table gets them as soon as its server answers them):
 * - resign while the game runs, for a person's seat here;
 * - takeback locally when the table says there is a person's decision to undo (`canTakeback`), online only
 *   between two players, once a move was made;
 * - hint locally, for the person to move, never online (an online table has human opponents, or a server's bots);
 * - abort online before anyone has moved;
 * - rematch once the game is over (locally only if the page can start one).
 * `seat` is the seat shown at this screen (`chooseViewer`), null while a hot-seat hand is covered or for a spectator
 * (with one person here, that person's seat is meant).
 */
export function availableControls(state: SessionState, seat: number | null, canRematchHere: boolean): Available {
  const snap = state.snapshot;
  const local = state.connection === 'local';
  // One person at this screen is unambiguous, even when no hand is shown (a round's end).
  const shown = seat ?? (state.mySeats.length === 1 ? (state.mySeats[0] ?? null) : null);
  const mine = shown !== null && state.mySeats.includes(shown) ? shown : null;
  // An aborted game or a past position (step-through) has no live control, whatever its position says.
  const running = snap !== null && live(snap) && snap.result === null && snap.toMove !== null;
  const over = snap !== null && snap.result !== null && !snap.replay;
  const offers = state.offers;
  const takebackAsked = !local && mine !== null && offers?.takeback?.from === mine;
  const rematchOffered = !local && mine !== null && offers?.rematch?.from === mine;
  const twoPlayers = snap !== null && snap.seats.length === 2;
  const moved = (snap?.log.length ?? 0) > 0;
  let takeback: Available['takeback'] = null;
  if (running && mine !== null) {
    if (local && snap.canTakeback === true) takeback = 'undo';
    else if (!local && twoPlayers && moved) takeback = 'ask';
  }
  const rematch: Available['rematch'] = !over
    ? null
    : local
      ? canRematchHere
        ? 'start'
        : null
      : state.mySeats.length > 0
        ? 'offer'
        : null;
  return {
    seat: mine,
    resign: running && mine !== null,
    takeback,
    takebackAsked,
    hint: local && running && mine !== null && snap.toMove === mine && snap.seats[mine]?.kind === 'human',
    abort: !local && running && mine !== null && !moved,
    rematch,
    rematchOffered,
  };
}
