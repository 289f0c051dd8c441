import type { TableSnapshot } from '../types.js';
import type { Sound } from './sound.js';

/** What a table looked like last time, to tell which sound a new snapshot calls for. */
export interface Seen {
  readonly logLength: number;
  readonly myTurn: boolean;
  readonly over: boolean;
}

/**
 * The sound a change calls for, most telling first: the end, then a capture (the game says which told moves are
 * captures), then your turn, then any other move. Null when nothing new happened (a first look at a table included:
 * opening a game mid-way plays nothing).
 */
export function cueFor(
  before: Seen | null,
  snap: TableSnapshot,
  myTurn: boolean,
  isCapture: (text: string) => boolean,
): Sound | null {
  const now: Seen = { logLength: snap.log.length, myTurn, over: snap.result !== null };
  if (before === null) return null;
  if (now.over && !before.over) return 'end';
  const fresh = snap.log.slice(before.logLength);
  if (now.logLength > before.logLength && fresh.some((e) => isCapture(e.text))) return 'capture';
  if (now.myTurn && !before.myTurn) return 'turn';
  if (now.logLength > before.logLength) return 'move';
  return null;
}
