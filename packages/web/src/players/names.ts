import type { TFunction } from 'i18next';

/**
 * A new guest's name as the server gives it ("Invité 4821", server players/names.ts `guestName`). The name policy
 * refuses that form to every person (in any case, accent, width or digits), so a name of exactly this form is a
 * guest's: the page says it in its own language.
 */
const GUEST = /^Invité (\d{1,9})$/u;

/** The guest's number of a server-given guest name, or null for any other name. */
export function guestNumber(name: string): number | null {
  const m = GUEST.exec(name);
  return m ? Number(m[1]) : null;
}

/** A player's name as this page shows it: a guest's in the page's language ("Guest 4821"), anyone else's as stored. */
export function displayName(name: string, t: TFunction): string {
  const n = guestNumber(name);
  return n === null ? name : t('people.guestName', { n });
}

/** The address of a player's public profile page. */
export const profileHref = (player: string): string => `/#/player/${encodeURIComponent(player)}`;
