/**
 * What the board animates between two views: the piece that moved keeps its identity (so its element slides by a
 * CSS transition through every landing), and the pieces it took fade out one by one in jump order. Pure: it reads
 * two piece maps and the last move's text, never the rules.
 */
import { parseMoveText, takenAlong } from './model.js';
import type { SpPiece } from './view.js';

export interface Motion {
  /** A stable id per occupied cell, so React keeps the moving piece's element. */
  readonly ids: ReadonlyMap<string, number>;
  readonly nextId: number;
  /** The mover's cells from its start to its last landing, or null when nothing is animated. */
  readonly path: readonly string[] | null;
  /** Pieces taken by the move, in jump order, as they stood before it. */
  readonly taken: readonly { readonly cell: string; readonly piece: SpPiece }[];
}

export const firstMotion = (pieces: ReadonlyMap<string, SpPiece>): Motion => {
  const ids = new Map<string, number>();
  let n = 0;
  for (const cell of pieces.keys()) ids.set(cell, n++);
  return { ids, nextId: n, path: null, taken: [] };
};

const same = (a: SpPiece | undefined, b: SpPiece | undefined): boolean =>
  a !== undefined && b !== undefined && a.colour === b.colour && a.super === b.super && a.sub === b.sub;

/**
 * The motion from `before` to `after` explained by `moveText` (the last logged move). A move that does not explain
 * the change (a reload, several moves at once) animates nothing: every piece keeps its id where it stayed.
 */
export function nextMotion(
  prev: Motion,
  before: ReadonlyMap<string, SpPiece>,
  after: ReadonlyMap<string, SpPiece>,
  moveText: string | null,
): Motion {
  const move = moveText === null ? null : parseMoveText(moveText);
  const to = move?.landings[move.landings.length - 1];
  // The mover left its start and stands on its last landing, same colour (a promotion changes its kind).
  const moved =
    move !== null &&
    to !== undefined &&
    before.get(move.from)?.colour === after.get(to)?.colour &&
    (move.from === to || !after.has(move.from));
  const ids = new Map<string, number>();
  let nextId = prev.nextId;
  for (const cell of after.keys()) {
    const kept = prev.ids.get(cell);
    if (moved && cell === to) ids.set(cell, prev.ids.get(move.from) ?? nextId++);
    else if (kept !== undefined && same(before.get(cell), after.get(cell))) ids.set(cell, kept);
    else ids.set(cell, nextId++);
  }
  if (!moved || !move) return { ids, nextId, path: null, taken: [] };
  const path = [move.from, ...move.landings];
  const takenCells = move.capture ? takenAlong(path, (c) => before.has(c) && c !== move.from) : [];
  const taken = takenCells.flatMap((cell) => {
    const piece = before.get(cell);
    return piece && !after.has(cell) ? [{ cell, piece }] : [];
  });
  return { ids, nextId, path, taken };
}
