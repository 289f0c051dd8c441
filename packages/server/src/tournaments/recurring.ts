import { CreateTournamentRequest } from '@ludotheque/protocol';
import { type RoundSettings, roundSettings } from './rounds.js';
import type { TournamentDb, TournamentRow } from './store.js';

/**
 * A tournament made again and again from the configuration (`tournaments.recurring`), e.g. an hourly Linx arena:
 * `{ key: 'hourly-linx', everyMinutes: 60, request: { name: 'Linx horaire', game: 'linx', format: 'arena', minutes: 55 } }`.
 */
export interface RecurringEvent {
  /** Letters, digits, `-` and `_`, at most 20: part of each occurrence's id. */
  readonly key: string;
  /** Occurrences start at every multiple of this many minutes since the epoch (60: on the hour, UTC). */
  readonly everyMinutes: number;
  /** The tournament as `POST /api/tournaments` takes it (`startsAt` is each occurrence's). */
  readonly request: unknown;
}

/** Checks the configuration once, at start: a bad entry stops the node rather than fail at every pass. */
export function checkRecurring(events: readonly RecurringEvent[]): void {
  for (const e of events) {
    if (!/^[A-Za-z0-9_-]{1,20}$/.test(e.key))
      throw new Error(`recurring tournament key ${e.key}: 1–20 of [A-Za-z0-9_-]`);
    if (!Number.isInteger(e.everyMinutes) || e.everyMinutes < 5)
      throw new Error(`recurring tournament ${e.key}: everyMinutes must be a whole number ≥ 5`);
    const r = CreateTournamentRequest.safeParse(e.request);
    if (!r.success) throw new Error(`recurring tournament ${e.key}: ${r.error.issues[0]?.message ?? 'invalid'}`);
    if (r.data.roundStarts !== undefined) throw new Error(`recurring tournament ${e.key}: no fixed round starts`);
    const rounds = roundSettings(r.data, 0);
    if (typeof rounds === 'string') throw new Error(`recurring tournament ${e.key}: ${rounds}`);
  }
}

/**
 * Makes the next occurrence of each recurring event, announced one period ahead. Its id is the key and the start
 * (`r-<key>-<ms>`), so every node making it at once inserts one row (the others' inserts do nothing).
 */
export async function scheduleRecurring(
  db: TournamentDb,
  events: readonly RecurringEvent[],
  now: number,
): Promise<void> {
  for (const e of events) {
    const every = e.everyMinutes * 60_000;
    const start = Math.ceil(now / every) * every;
    const r = CreateTournamentRequest.parse(e.request);
    const rounds = roundSettings(r, start) as RoundSettings;
    const row: TournamentRow = {
      id: `r-${e.key}-${start}`,
      name: r.name,
      game: r.game,
      options: JSON.stringify(r.options),
      clock: r.clock === undefined ? null : JSON.stringify(r.clock),
      rated: r.rated ? 1 : 0,
      format: r.format,
      table_size: r.tableSize,
      starts_at: start,
      ends_at: r.format === 'arena' ? start + (r.minutes ?? e.everyMinutes) * 60_000 : null,
      rounds: r.format === 'swiss' ? (r.rounds ?? 5) : null,
      state: 'created',
      round: 0,
      revision: 0,
      min_games: r.minRatedGames,
      rating_min: r.ratingMin ?? null,
      rating_max: r.ratingMax ?? null,
      password_hash: null,
      max_players: r.maxPlayers,
      creator_id: 'system',
      creator_name: 'Ludothèque',
      created: now,
      ...rounds,
      next_round_at: null,
      round_deadline: null,
    };
    await db
      .insertInto('tournaments')
      .values(row)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}
