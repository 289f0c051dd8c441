import type { OpenTable } from '@ludotheque/protocol';
import { type SpeedFilter, speedOf } from './describe.js';

/** The lobby's filters (issue 25), each empty for "any"; applied in the page to the listed tables. */
export interface LobbyFilters {
  readonly game: string;
  readonly players: number | null;
  readonly speed: SpeedFilter | '';
  readonly kind: 'rated' | 'casual' | '';
  /** The creator's rating, inclusive; an unrated creator passes only when neither bound is set. */
  readonly ratingMin: number | null;
  readonly ratingMax: number | null;
}

export const NO_FILTERS: LobbyFilters = {
  game: '',
  players: null,
  speed: '',
  kind: '',
  ratingMin: null,
  ratingMax: null,
};

/** Whether a table passes the filters (pure: the page's tests and the page share it). */
export function passes(f: LobbyFilters, t: OpenTable): boolean {
  if (f.game !== '' && t.game !== f.game) return false;
  if (f.players !== null && t.seats.length !== f.players) return false;
  if (f.speed !== '' && speedOf(t.clock) !== f.speed) return false;
  if (f.kind !== '' && t.rated !== (f.kind === 'rated')) return false;
  if (f.ratingMin !== null || f.ratingMax !== null) {
    const r = t.creatorRating ?? null;
    if (r === null) return false;
    if (f.ratingMin !== null && r < f.ratingMin) return false;
    if (f.ratingMax !== null && r > f.ratingMax) return false;
  }
  return true;
}
