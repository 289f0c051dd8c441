import type { TournamentDetail, TournamentList, TournamentSummary } from '@ludotheque/protocol';
import { type ApiResult, send } from '../api/send.js';

/** The server's tournaments API (server tournaments/README). Types only from the protocol: no schema code here. */
export type Answer<T> = ApiResult<T>;

export const fetchTournaments = () => send<TournamentList>('GET', '/api/tournaments');
export const fetchTournament = (id: string) =>
  send<TournamentDetail>('GET', `/api/tournaments/${encodeURIComponent(id)}`);
export const createTournament = (body: unknown) => send<TournamentSummary>('POST', '/api/tournaments', body);
export const act = (id: string, action: 'join' | 'pause' | 'resume' | 'withdraw', body: unknown = {}) =>
  send<TournamentDetail>('POST', `/api/tournaments/${encodeURIComponent(id)}/${action}`, body);

/** The server's refusals that have their own words; any other is `errors.other`. */
export const KNOWN_ERRORS = [
  'alreadyJoined',
  'full',
  'notEligible',
  'wrongPassword',
  'tournamentOver',
  'tournamentStarted',
  'notRegistered',
  'tooManyTournaments',
  'rateLimited',
  'withdrawn',
  'notJoined',
  'badRequest',
  'badName',
  'offline',
  'berserkClock',
] as const;
export const errorKey = (code: string): string =>
  (KNOWN_ERRORS as readonly string[]).includes(code) ? `tournaments.errors.${code}` : 'tournaments.errors.other';

/** "4:05", "1:02:03": the time left, for a countdown. */
export function countdown(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
