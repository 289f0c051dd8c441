import type { SocialResponse } from '@ludotheque/protocol';
import { type ApiResult, send } from '../api/send.js';

/** An answer of the social API: the value, or the refusal's code (`offline` when the network failed). */
export type SocialResult<T> = ApiResult<T>;

/** The signed-in player's own lists (`GET /api/social`). */
export const fetchSocial = () => send<SocialResponse>('GET', '/api/social');
/** Follow (true) or unfollow (false) a player. */
export const setFollow = (player: string, on: boolean) =>
  send<null>(on ? 'PUT' : 'DELETE', `/api/social/follows/${encodeURIComponent(player)}`);
/** Block (true) or unblock (false) a player. */
export const setBlock = (player: string, on: boolean) =>
  send<null>(on ? 'PUT' : 'DELETE', `/api/social/blocks/${encodeURIComponent(player)}`);
