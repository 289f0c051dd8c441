import { OnlineAnnouncer } from '../notifications/index.js';
import { registerSocial } from '../social/index.js';
import type { ServerModule } from './context.js';

/** Follows, friends and blocks (social/, issue 26); its blocks hold in the chat (and the lobby, challenges). */
export const socialModule: ServerModule = {
  name: 'social',
  register(app, { sql, shared, hub, fanout, chat, options, provided }) {
    const social =
      sql === null
        ? null
        : registerSocial(app, sql, { player: (r) => r.player, shared, connected: (g) => hub.connected(g) });
    provided.social = social;
    // Friends on the home or lobby page are online too: every page keeps a notification socket (issue 26).
    const notifyHub = provided.notifyHub;
    const online = notifyHub === null ? null : new OnlineAnnouncer(fanout, notifyHub, options.presence?.refreshMs);
    provided.online = online;
    if (social !== null && online !== null) social.social.online = (p) => online.isOnline(p);
    if (chat !== null && social !== null) {
      chat.blockedBy = (p) => social.blocks.blockedBy(p);
      social.social.onBlock = (p) => void chat.retell(p).catch(() => undefined);
    }
  },
};
