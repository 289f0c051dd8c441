/**
 * What the game page remembers from one view to the next: the pieces' motion (motion.ts) and the colour that played
 * each logged move (the log names seats; in two-player modes a seat plays two colours). Pure, tested without React.
 */
import { firstMotion, type Motion, nextMotion } from './motion.js';
import type { SpPiece } from './view.js';

export interface Track {
  readonly version: number;
  readonly pieces: ReadonlyMap<string, SpPiece>;
  readonly toMove: number;
  readonly motion: Motion;
  /** Colour index per log entry, -1 when it arrived with others and cannot be told. */
  readonly logColours: readonly number[];
}

export interface Seen {
  readonly version: number;
  readonly pieces: ReadonlyMap<string, SpPiece>;
  readonly toMove: number;
  readonly log: readonly { readonly text: string }[];
}

export function follow(prev: Track | null, seen: Seen): Track {
  if (prev && prev.version === seen.version) return prev;
  const fresh = !prev || seen.log.length < prev.logColours.length;
  if (fresh) {
    return {
      version: seen.version,
      pieces: seen.pieces,
      toMove: seen.toMove,
      motion: firstMotion(seen.pieces),
      logColours: seen.log.map(() => -1),
    };
  }
  const added = seen.log.length - prev.logColours.length;
  // One new move: it was played by the colour that was to move in the previous view.
  const logColours = [...prev.logColours, ...seen.log.slice(prev.logColours.length).map(() => -1)];
  if (added === 1) logColours[logColours.length - 1] = prev.toMove;
  const last = added === 1 ? (seen.log[seen.log.length - 1]?.text ?? null) : null;
  return {
    version: seen.version,
    pieces: seen.pieces,
    toMove: seen.toMove,
    motion: nextMotion(prev.motion, prev.pieces, seen.pieces, last),
    logColours,
  };
}
