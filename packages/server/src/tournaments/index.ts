export { standings } from './reads.js';
export type { RecurringEvent } from './recurring.js';
export { registerTournamentRoutes, type TournamentRates } from './routes.js';
export { type TournamentFailure, Tournaments, type TournamentsOptions } from './service.js';
export { tournamentRoundsColumns, tournamentsTables } from './tables.js';
