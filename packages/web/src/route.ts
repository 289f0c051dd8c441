/**
 * Routes. Local pages live in the hash (`#/rules/linx`), so any static server can serve the app; online games use
 * the server's invite paths `/play/<id>#token=<token>` (protocol `inviteUrl`), where the hash carries the token.
 */
export type Route =
  | { readonly page: 'home' }
  | { readonly page: 'rules'; readonly game: string }
  | { readonly page: 'learn'; readonly game: string }
  | { readonly page: 'new'; readonly game: string }
  | { readonly page: 'local'; readonly game: string; readonly params: URLSearchParams }
  | { readonly page: 'invites'; readonly id: string }
  | { readonly page: 'lobby' }
  | { readonly page: 'online'; readonly id: string; readonly token: string | null; readonly seat?: number }
  | { readonly page: 'me' }
  | { readonly page: 'puzzles'; readonly game: string | null }
  | { readonly page: 'ratings'; readonly game: string }
  | { readonly page: 'playerRatings'; readonly player: string }
  /** A player's public profile (issue 25), where every name links. */
  | { readonly page: 'player'; readonly id: string }
  /** The moderators' page (issue 26, moderation/). */
  | { readonly page: 'mod' }
  /** Tournaments (issue 29): the list, and one tournament. */
  | { readonly page: 'tournaments' }
  | { readonly page: 'tournament'; readonly id: string }
  /** Challenges received and sent (issue 26). */
  | { readonly page: 'challenges' };

export function parseRoute(pathname: string, hash: string): Route {
  const online = /\/play\/([A-Za-z0-9_-]+)\/?$/.exec(pathname);
  if (online) {
    const params = new URLSearchParams(hash.replace(/^#/, ''));
    const token = params.get('token');
    // `#seat=1`: the seat this browser's player holds, joined without its token (players/, my games).
    const seat = /^[0-7]$/.test(params.get('seat') ?? '') ? Number(params.get('seat')) : undefined;
    return { page: 'online', id: online[1] as string, token, ...(seat === undefined ? {} : { seat }) };
  }
  const [path = '', query = ''] = hash.replace(/^#\/?/, '').split('?');
  const parts = path.split('/').filter(Boolean);
  const [head, arg] = parts;
  if (head === 'rules' && arg) return { page: 'rules', game: arg };
  if (head === 'learn' && arg) return { page: 'learn', game: arg };
  if (head === 'new' && arg) return { page: 'new', game: arg };
  if (head === 'local' && arg) return { page: 'local', game: arg, params: new URLSearchParams(query) };
  if (head === 'invites' && arg) return { page: 'invites', id: arg };
  if (head === 'lobby') return { page: 'lobby' };
  if (head === 'tournaments' && arg) return { page: 'tournament', id: decode(arg) };
  if (head === 'tournaments') return { page: 'tournaments' };
  if (head === 'me') return { page: 'me' };
  if (head === 'mod') return { page: 'mod' };
  if (head === 'challenges') return { page: 'challenges' };
  if (head === 'puzzles') return { page: 'puzzles', game: arg ?? null };
  if (head === 'player' && arg) return { page: 'player', id: decode(arg) };
  if (head === 'ratings' && arg === 'player' && parts[2]) return { page: 'playerRatings', player: decode(parts[2]) };
  if (head === 'ratings') return { page: 'ratings', game: arg ?? 'linx' };
  return { page: 'home' };
}

const decode = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** The app's root path, so hash links work under `/play/<id>` too. */
export const homeHref = (hash = '#/'): string => `/${hash}`;
