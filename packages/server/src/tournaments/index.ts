export type { RecurringEvent } from './recurring.js';
export { registerTournamentRoutes, type TournamentRates } from './routes.js';
export { standings, type TournamentFailure, Tournaments, type TournamentsOptions } from './service.js';
export { tournamentsTables } from './tables.js';
