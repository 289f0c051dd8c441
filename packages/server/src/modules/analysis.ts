import { analysisService, registerAnalysis } from '../analysis/index.js';
import type { ServerModule } from './context.js';

/** Post-game analysis (analysis/): its queue, closed with the server. */
export const analysisModule: ServerModule = {
  name: 'analysis',
  register(app, { store, options, authority, players, provided }) {
    const analyses = analysisService(store, options.analysis);
    provided.analyses = analyses;
    registerAnalysis(app, authority, analyses, players.seats);
  },
};
