import type {
  AcceptChallengeResponse,
  Challenge,
  ChallengeList,
  CreateChallengeRequest,
  DeclineReason,
} from '@ludotheque/protocol';
import { type ApiResult, send } from '../api/send.js';

/** An answer of the challenges API: the value, or the refusal's code (`offline` when the network failed). */
export type ChallengeAnswer<T> = ApiResult<T>;

export const createChallenge = (request: CreateChallengeRequest) => send<Challenge>('POST', '/api/challenges', request);
export const fetchChallenges = () => send<ChallengeList>('GET', '/api/challenges');
export const fetchChallenge = (id: string) => send<Challenge>('GET', `/api/challenges/${encodeURIComponent(id)}`);
export const acceptChallenge = (id: string) =>
  send<AcceptChallengeResponse>('POST', `/api/challenges/${encodeURIComponent(id)}/accept`);
export const declineChallenge = (id: string, reason: DeclineReason) =>
  send<Challenge>('POST', `/api/challenges/${encodeURIComponent(id)}/decline`, { reason });
export const cancelChallenge = (id: string) => send<Challenge>('DELETE', `/api/challenges/${encodeURIComponent(id)}`);

/** The game page at the player's bound seat. */
export const seatHref = (game: string, seat: number | undefined): string =>
  `/play/${encodeURIComponent(game)}${seat === undefined ? '' : `#seat=${seat}`}`;
