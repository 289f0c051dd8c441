import type { Authority } from '../authority.js';
import type { GameRegistry } from '../registry.js';
import type { SqlStore } from '../sql-store.js';
import type { RecurringEvent } from './recurring.js';
import type { TournamentDb } from './store.js';

export interface TournamentsOptions {
  /** The scheduler's clock (tests move it by hand). */
  readonly now?: () => number;
  /** How often every node runs the scheduler (1 s); 0: never on its own (tests call `tick`). */
  readonly tickMs?: number;
  /** A game row whose game a node did not make within this long is made by another (a node died between). */
  readonly leaseMs?: number;
  /** Unfinished tournaments one account created at once (3). */
  readonly maxOpenPerCreator?: number;
  /** Tests: a node that does not hear game ends (only the scan scores them). */
  readonly hear?: boolean;
  readonly onError?: (e: unknown) => void;
  /** Tournaments made again and again from the configuration (recurring.ts), e.g. an hourly Linx arena. */
  readonly recurring?: readonly RecurringEvent[];
}

export interface TournamentFailure {
  readonly status: number;
  readonly error: string;
  readonly message: string;
}
export type TournamentResult<T> = { ok: true; value: T } | { ok: false; error: TournamentFailure };

export const ok = <T>(value: T): TournamentResult<T> => ({ ok: true, value });
export const fail = <T>(status: number, error: string, message: string): TournamentResult<T> => ({
  ok: false,
  error: { status, error, message },
});

export const parse = <T>(text: string | null): T => JSON.parse(text ?? 'null') as T;

/**
 * What the parts of `Tournaments` (entries.ts, scheduler.ts, scorer.ts) share: one store, one clock, one place for
 * background work (so `idle` and `close` wait for all of it).
 */
export interface TournamentContext {
  readonly db: TournamentDb;
  readonly store: SqlStore;
  readonly authority: Authority;
  readonly games: GameRegistry;
  readonly now: () => number;
  readonly options: TournamentsOptions;
  readonly background: (p: Promise<unknown>) => void;
}
