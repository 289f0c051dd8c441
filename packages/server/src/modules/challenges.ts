import { registerChallenges } from '../challenges/index.js';
import { ratingsHooks, type ServerModule } from './context.js';

/** Challenges (challenges/, issue 26): the lobby's validation, blocks and ratings hooks; told by the notifier. */
export const challengesModule: ServerModule = {
  name: 'challenges',
  register(app, { sql, authority, games, shared, limits, ratings, notifier, options, provided }) {
    if (sql === null) return;
    const social = provided.social;
    registerChallenges(
      app,
      { store: sql, authority, games, shared, player: (r) => r.player },
      {
        ...(social === null ? {} : { blocks: social.blocks }),
        ...(ratings === null ? {} : { ratings: ratingsHooks(ratings) }),
        ...(notifier === null ? {} : { tell: (...a) => notifier.tell(...a) }),
        canCreate: () => authority.makeRoom(limits.maxLiveGames, limits.idleGameMs),
        onError: (e) => app.log.error({ err: e }, 'challenges'),
        ...options.challenges,
      },
    );
  },
};
