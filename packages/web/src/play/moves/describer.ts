import { useLayoutEffect } from 'react';
import type { LogEntry } from '../types.js';

type Describe = (entry: LogEntry, index: number) => string;

/**
 * The sentence function of the move list on screen, shared with whatever else tells the moves (the live region,
 * `play/announce/`): one page shows one table, and the move list already holds its game's `describeMove` with the
 * context it needs (names, rounds, captured pieces, throw results), so the two always say the same sentence.
 */
let current: Describe | null = null;

/** Called by the move list: its describer is the page's while it is mounted. Layout effects run before any passive
 * effect, so a listener reacting to the same new position already finds this position's describer. */
export function useShareDescriber(describe: Describe): void {
  useLayoutEffect(() => {
    current = describe;
    return () => {
      if (current === describe) current = null;
    };
  });
}

/** The move list's sentence for the move at `index`, or null when no move list is on screen. */
export function describedMove(entry: LogEntry, index: number): string | null {
  return current ? current(entry, index) : null;
}
