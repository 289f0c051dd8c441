import { registerModeration } from '../moderation/index.js';
import type { ServerModule } from './context.js';

/** Reports and moderation (moderation/, issue 26); a moderator's mute holds in the chat. */
export const moderationModule: ServerModule = {
  name: 'moderation',
  register(app, { sql, shared, notifier, ratings, chat, options, provided }) {
    if (sql === null) return;
    const moderation = registerModeration(app, sql, {
      player: (r) => r.player,
      shared,
      notifier,
      markCheater: ratings === null ? null : (p) => ratings.markCheater(p),
      ...(options.moderation?.now === undefined ? {} : { now: options.moderation.now }),
    });
    provided.moderation = moderation;
    if (chat !== null) chat.muteLeft = moderation.muteLeft;
  },
};
