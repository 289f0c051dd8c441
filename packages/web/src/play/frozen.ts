import type { TFunction } from 'i18next';
import type { TableSnapshot } from './types.js';

/**
 * The status line of a table nobody plays at (issue 25): an aborted game, or a past position shown by step-through.
 * Every game's header asks this first, so neither ever says "your turn" or "Facile réfléchit…". Null: the game's
 * own status applies.
 */
export function frozenStatus(t: TFunction, snap: TableSnapshot | null): string | null {
  if (snap?.aborted) return t('play.aborted');
  if (snap?.replay) return t('play.replaying');
  return null;
}

/** Whether a person may act on this table now: not aborted, not a past position. */
export const live = (snap: TableSnapshot | null): boolean => !!snap && !snap.aborted && !snap.replay;
