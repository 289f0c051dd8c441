import type { Identity, Player } from './player.js';

/**
 * The players module's identity as the lobby reads it: `request.player`, set by its `onRequest` hook from the
 * session cookie (on the WebSocket upgrade request too). Without a player, an action is refused with 401.
 */
export const requestIdentity: Identity = {
  player: (request) => (request as unknown as { player?: Player | null }).player ?? null,
  ensure: async (request) => {
    const player = (request as unknown as { player?: Player | null }).player ?? null;
    if (player === null) throw Object.assign(new Error('no player: open the site to get one'), { statusCode: 401 });
    return player;
  },
};
