import { registerBotLevels } from '../bots/levels.js';
import { ALLOWANCE_RATE, registerRatings } from '../ratings/routes.js';
import type { ServerModule } from './context.js';

/** Rated games' routes (ratings/) and the level pickers' ratings (bots/). */
export const ratingsModule: ServerModule = {
  name: 'ratings',
  register(app, { ratings, gameNames, shared }) {
    if (ratings !== null) registerRatings(app, ratings, gameNames, shared.limiter('ratingAllowance', ALLOWANCE_RATE));
    registerBotLevels(app, ratings, gameNames);
  },
};
