import { finalOutcome, type RecordEntry, type Viewer } from '@ludotheque/engine';
import { audiences, freshOf, type LiveGame, type Position, remember, stepEntry } from './live.js';

/**
 * Applies entries another node committed to a cached game, all or nothing: they are played on a clone, and the
 * cached state is replaced only when every one replays (a failure leaves the game as it was; the caller drops it
 * from the cache so the next use reloads it whole). Returns false on failure.
 */
export function advance(live: LiveGame, entries: readonly RecordEntry[]): boolean {
  const { game } = live;
  const pos: Position = { state: game.clone(live.state), line: [...live.line], moves: [...live.moves] };
  const viewers = audiences(live);
  const all = [...live.entries, ...entries];
  const fresh = freshOf(game, live.stored);
  for (let at = live.entries.length; at < all.length; at++) {
    if (stepEntry(game, fresh, all, at, pos, viewers) !== null) return false;
  }
  if (entries.length === 0) return true;
  live.state = pos.state;
  live.version += entries.length;
  live.entries.push(...entries);
  live.moves.splice(0, live.moves.length, ...pos.moves);
  live.line = pos.line;
  live.result = finalOutcome(game, pos.state, live.entries);
  if (live.result !== null) live.status = 'over';
  // One version further: its frames follow (rememberRemote keeps them). Several: the frames of the versions in
  // between will never come (lost, or read from the store before their message arrived), and a reconnecting client
  // must not be given frames on both sides of that gap as if they followed each other: forget them (it gets a sync).
  if (entries.length > 1) live.history.clear();
  return true;
}

/**
 * Keeps another node's frame for reconnecting clients of this node, when it is the frame of the cached version and
 * follows the last one kept for that audience (kept frames must be consecutive: `missedFrames` relies on it).
 */
export function rememberRemote(live: LiveGame, audience: Viewer, version: number, frame: string): void {
  if (version !== live.version) return;
  const past = live.history.get(audience);
  const last = past?.[past.length - 1];
  if (last !== undefined && last.version >= version) return;
  if (past !== undefined && last !== undefined && last.version !== version - 1) past.length = 0;
  remember(live, audience, frame);
}
